/**
 * True while the server draws a page (src/web/ssr.tsx, decision 115): what only the browser knows
 * (who is signed in) is drawn as the page shell draws it, keeping its room out of sight until the
 * client runs.
 */
import { createContext, useContext } from 'react';

export const ServerRender = createContext(false);

export const useServerRender = () => useContext(ServerRender);
