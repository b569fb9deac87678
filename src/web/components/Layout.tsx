import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { logJourneyView } from '../lib/activity';
import { PageDrawn } from '../lib/page-drawn';
import { Footer } from './Footer';
import { Header } from './Header';
import { NoticeHost } from './NoticeHost';
import { SkipLink } from './SkipLink';
import { Spinner } from './Spinner';

export function Layout() {
  const { pathname } = useLocation();
  useEffect(() => logJourneyView(pathname), [pathname]);
  return (
    <>
      <SkipLink />
      <Header />
      <main id="contenido" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
          <PageDrawn />
        </Suspense>
      </main>
      <Footer />
      <NoticeHost />
      <ScrollRestoration />
    </>
  );
}
