import { Suspense, useEffect, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { logJourneyView } from '../lib/activity';
import { Footer } from './Footer';
import { Header } from './Header';
import { NoticeHost } from './NoticeHost';
import { Spinner } from './Spinner';

/** The skip link moves the focus itself (a hash alone leaves it on the body): the next Tab is in the content. */
function skipToContent(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('contenido');
  if (!main) return;
  e.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

export function Layout() {
  const { pathname } = useLocation();
  useEffect(() => logJourneyView(pathname), [pathname]);
  return (
    <>
      <a href="#contenido" className="skip-link" onClick={skipToContent}>
        Saltar al contenido
      </a>
      <Header />
      <main id="contenido" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <NoticeHost />
      <ScrollRestoration />
    </>
  );
}
