import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { logJourneyView } from '../lib/activity';
import { Footer } from './Footer';
import { Header } from './Header';
import { NoticeHost } from './NoticeHost';
import { Spinner } from './Spinner';

export function Layout() {
  const { pathname } = useLocation();
  useEffect(() => logJourneyView(pathname), [pathname]);
  return (
    <>
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      <Header />
      <main id="contenido">
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
