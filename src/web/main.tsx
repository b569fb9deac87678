/**
 * The client: theme, session, service worker, and the router drawn into the root in place of the
 * page shell that the HTML carries (src/web/shell.tsx, decision 096).
 */
import { startTransition, StrictMode, useCallback, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { applyTheme, currentTheme } from './lib/theme';
import { setUnauthorizedHandler } from './lib/api-client';
import { queryClient } from './lib/query-client';
import { restoreSessionData } from './lib/session-data';
import { registerServiceWorker } from './lib/sw';
import { watchEarlyInput, type EarlyInput } from './lib/early-input';
import { PageDrawnContext } from './lib/page-drawn';
import { ServerRender } from './lib/server-render';
import { createRouter, preloadPage } from './router';
import './styles.css';

let router: DataRouter | undefined;
applyTheme(currentTheme());
setUnauthorizedHandler(() => (router ? void router.navigate('/login') : window.location.assign('/login')));
registerServiceWorker();
restoreSessionData();

/**
 * The answers the server drew the page with (decision 115), in the query cache before the first
 * render, so that render draws the same page without asking for them again. Not there when the
 * server sent the page shell.
 */
function takeServerData(): boolean {
  const script = document.getElementById('chamba-datos');
  if (!script) return false;
  try {
    const entries = JSON.parse(script.textContent ?? '[]') as { key: unknown[]; data: unknown }[];
    for (const { key, data } of entries) queryClient.setQueryData(key, data);
  } catch {
    // Expected only from a damaged page: the page asks for its data itself.
  }
  script.remove();
  return true;
}
const serverDrawn = takeServerData();

/**
 * The router, drawn first as the server drew it when it takes over the server's page (decision
 * 118). Once the page itself is drawn (lib/page-drawn.ts), what only the browser knows (the
 * session, the theme, the address) comes in the render after, and the focus and typing the page
 * took before are given back (lib/early-input.ts).
 */
function ClientRoot({ router, early, hydrating }: { router: DataRouter; early: EarlyInput; hydrating: boolean }) {
  const [asServer, setAsServer] = useState(hydrating);
  const drawn = useRef(false);
  const onPageDrawn = useCallback(() => {
    if (drawn.current) return;
    drawn.current = true;
    setAsServer(false);
    early.restore();
  }, [early]);
  return (
    <PageDrawnContext.Provider value={onPageDrawn}>
      <ServerRender.Provider value={asServer}>
        <RouterProvider router={router} />
      </ServerRender.Provider>
    </PageDrawnContext.Provider>
  );
}

const root = document.getElementById('root')!;
const early = watchEarlyInput(root);
const app = (router: DataRouter, hydrating: boolean) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ClientRoot router={router} early={early} hydrating={hydrating} />
    </QueryClientProvider>
  </StrictMode>
);

/**
 * A new task: the browser paints and answers a tap between the client's steps, and a cheap
 * phone's main thread is never held by all of them at once (decision 118).
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

async function start() {
  // The page's own chunk first (already on its way: the HTML preloads it), so the first render
  // replaces the shell with the page itself, not with a spinner. A failed fetch renders anyway:
  // the page's lazy load tries again and shows its error.
  await nextTask();
  await preloadPage(window.location.pathname).catch(() => undefined);
  await nextTask();
  const created = createRouter();
  router = created;
  await nextTask();
  // A page the server drew with its data (decision 115) is taken over in place: React attaches
  // to the server's elements instead of drawing them again, as a transition, so that the work
  // is cut in slices (decision 118). The page shell (096) is replaced by the first render.
  if (serverDrawn) startTransition(() => void hydrateRoot(root, app(created, true)));
  else createRoot(root).render(app(created, false));
}
void start();
