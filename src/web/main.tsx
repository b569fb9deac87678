/**
 * The client: theme, session, service worker, and the router drawn into the root in place of the
 * page shell that the HTML carries (src/web/shell.tsx, decision 096).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { applyTheme, currentTheme } from './lib/theme';
import { setUnauthorizedHandler } from './lib/api-client';
import { queryClient } from './lib/query-client';
import { restoreSessionData } from './lib/session-data';
import { registerServiceWorker } from './lib/sw';
import { preloadPage, router } from './router';
import './styles.css';

applyTheme(currentTheme());
setUnauthorizedHandler(() => void router.navigate('/login'));
registerServiceWorker();
restoreSessionData();

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );

// The page's own chunk first (already on its way: the HTML preloads it), so the first render
// replaces the shell with the page itself, not with a spinner. A failed fetch renders anyway:
// the page's lazy load tries again and shows its error.
preloadPage(window.location.pathname).then(render, render);
