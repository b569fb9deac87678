/**
 * The client: theme, session, service worker, and the router drawn into the root in place of the
 * page shell that the HTML carries (src/web/shell.tsx, decision 096).
 */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { applyTheme, currentTheme } from './lib/theme';
import { setUnauthorizedHandler } from './lib/api-client';
import { queryClient } from './lib/query-client';
import { restoreSessionData } from './lib/session-data';
import { registerServiceWorker } from './lib/sw';
import { watchEarlyInput, type EarlyInput } from './lib/early-input';
import { createRouter, preloadPage } from './router';
import './styles.css';

const router = createRouter();
applyTheme(currentTheme());
setUnauthorizedHandler(() => void router.navigate('/login'));
registerServiceWorker();
restoreSessionData();

/**
 * The answers the server drew the page with (decision 115), in the query cache before the first
 * render, so that render draws the same page without asking for them again. Not there when the
 * server sent the page shell.
 */
function takeServerData() {
  const script = document.getElementById('chamba-datos');
  if (!script) return;
  try {
    const entries = JSON.parse(script.textContent ?? '[]') as { key: unknown[]; data: unknown }[];
    for (const { key, data } of entries) queryClient.setQueryData(key, data);
  } catch {
    // Expected only from a damaged page: the page asks for its data itself.
  }
  script.remove();
}
takeServerData();

/** Gives back, once drawn, the focus and the typing the server-drawn page took (lib/early-input.ts). */
function AfterFirstRender({ early }: { early: EarlyInput }) {
  useEffect(() => early.restore(), [early]);
  return null;
}

const root = document.getElementById('root')!;
const early = watchEarlyInput(root);
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AfterFirstRender early={early} />
      </QueryClientProvider>
    </StrictMode>,
  );

// The page's own chunk first (already on its way: the HTML preloads it), so the first render
// replaces the shell with the page itself, not with a spinner. A failed fetch renders anyway:
// the page's lazy load tries again and shows its error.
preloadPage(window.location.pathname).then(render, render);
