/**
 * The server's render of a public page's first screen with its data (decision 115). Built by Vite
 * as a Node module (`build.ssr`, scripts/build.mjs: dist/web/ssr/ssr.js) that the server imports;
 * the server gives it a transport that reaches its own routes in its process (no HTTP).
 *
 * The page's real components render for a visitor: the page's chunk is fetched first (as the
 * client does, decision 096), a first pass finds the queries the page asks for, they are read
 * through the transport, and the page is drawn again with their answers (up to three passes, for
 * a query that needs another's answer). A read that fails is left out: the page draws it as the
 * client's first render would (loading), and the client asks for it itself. The answers travel
 * in the HTML (`data`), so the client's first render draws the same page without asking again.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider, type Query, type QueryKey } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setApiTransport } from './lib/api-client';
import { ServerRender } from './lib/server-render';
import { preloadPage, routes } from './router';

export type PageData = { key: QueryKey; data: unknown }[];
export type RenderedPage = { html: string; data: PageData };
type Transport = Parameters<typeof setApiTransport>[0];

const MAX_PASSES = 3;
const handler = createStaticHandler(routes);

const enabled = (q: Query) => {
  const e = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof e === 'function' ? e(q) : e !== false;
};

/**
 * The page at `url` (path and query string, e.g. '/busquedatrabajo?tcBuscar=contador') drawn
 * with its data, or null when the router answers something else than a page (a redirect).
 */
export async function renderPage(url: string, transport: Transport): Promise<RenderedPage | null> {
  setApiTransport(transport);
  const address = new URL(url, 'http://chamba.local');
  await preloadPage(address.pathname);
  const context = await handler.query(new Request(address));
  if (context instanceof Response) return null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  const draw = () => {
    const html = renderToString(
      <StrictMode>
        <ServerRender.Provider value>
          <QueryClientProvider client={queryClient}>
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
          </QueryClientProvider>
        </ServerRender.Provider>
      </StrictMode>,
    );
    // A component that failed inside a Suspense boundary leaves it to the client (`<!--$!-->`,
    // with the error in a template): the server sends the page shell instead.
    if (html.includes('<!--$!-->')) throw new Error(`Un componente falló al dibujar ${address.pathname} en el servidor.`);
    return html;
  };
  const asked = new Set<string>();
  let html = draw();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const cache = queryClient.getQueryCache();
    const wanted = cache.getAll().filter((q) => !asked.has(q.queryHash) && q.state.status === 'pending' && enabled(q));
    if (!wanted.length) break;
    wanted.forEach((q) => asked.add(q.queryHash));
    await Promise.all(wanted.map((q) => q.fetch().catch(() => undefined)));
    // A read that failed is drawn as the client first draws it (loading); the client asks again.
    for (const q of wanted) if (q.state.status !== 'success') cache.remove(q);
    html = draw();
  }
  const data = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => ({ key: q.queryKey, data: q.state.data }));
  queryClient.clear();
  return { html, data };
}
