/**
 * The first screen every page's HTML carries before the client runs (decision 096): the skip
 * link, the header and an empty main, rendered at build time from the same components
 * (scripts/web-shell.mjs writes it into index.html's root). A phone paints it as soon as the HTML
 * and the styles arrive instead of after the JavaScript; the client's first render replaces it
 * in place (same boxes, no shift). Its links work without JavaScript.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Header } from './components/Header';
import { SkipLink } from './components/SkipLink';

/** No page's link is marked current: the shell is the same HTML for every address. */
const NO_PAGE = '/_';

export function renderShell(): string {
  return renderToStaticMarkup(
    <StaticRouter location={NO_PAGE}>
      <SkipLink />
      <Header shell />
      <main id="contenido" tabIndex={-1} />
    </StaticRouter>,
  );
}
