/** The one route table: every route of the spec, plus our additions (edit job, sandbox payment, admin). */
import { lazy, type ComponentType, type ReactElement } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { AccountLayout } from './components/AccountLayout';
import { Layout } from './components/Layout';
import HomePage from './features/home/HomePage';

type PageModule = { default: ComponentType };

/** How to fetch each lazy page's chunk ahead of its first render (preloadPage). */
const preloaders = new Map<ReactElement, () => Promise<void>>();

/**
 * A page in a chunk of its own, fetched on first use. Once fetched (by preloadPage or a first
 * render), it renders at once: the lazy component gets a thenable that is already resolved, so
 * React neither shows the fallback nor waits to reveal the page.
 */
const page = (load: () => Promise<PageModule>) => {
  let loaded: PageModule | undefined;
  const fetchPage = () => load().then((m) => (loaded = m));
  const resolved = (m: PageModule) => ({ then: (resolve: (m: PageModule) => void) => resolve(m) }) as unknown as Promise<PageModule>;
  const Component = lazy(() => (loaded ? resolved(loaded) : fetchPage()));
  const element = <Component />;
  preloaders.set(element, async () => {
    if (!loaded) await fetchPage();
  });
  return element;
};

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      { path: 'busquedatrabajo', element: page(() => import('./features/jobs/SearchPage')) },
      { path: 'busquedatrabajomapa', element: page(() => import('./features/jobs/MapSearchPage')) },
      { path: 'busquedaavanzada', element: page(() => import('./features/jobs/AdvancedSearchPage')) },
      { path: 'detalletrabajo/:code', element: page(() => import('./features/jobs/JobDetailPage')) },
      { path: 'busquedacandidato', element: page(() => import('./features/candidates/CandidateSearchPage')) },
      { path: 'detallecandidato/:code', element: page(() => import('./features/candidates/CandidateDetailPage')) },
      { path: 'detalleempresa/:code', element: page(() => import('./features/companies/CompanyDetailPage')) },
      { path: 'login', element: page(() => import('./features/auth/LoginPage')) },
      { path: 'recuperarcuenta', element: page(() => import('./features/auth/RecoverPage')) },
      { path: 'crear-contrasena', element: page(() => import('./features/account/SetPasswordPage')) },
      { path: 'formcontacto', element: page(() => import('./features/contact/ContactPage')) },
      { path: 'contactanos', element: page(() => import('./features/contact/ContactPage')) },
      { path: 'blogs', element: page(() => import('./features/blog/BlogListPage')) },
      { path: 'blogs/:slug', element: page(() => import('./features/blog/ArticlePage')) },
      { path: 'crear_mi_cv_rapido', element: page(() => import('./features/cv/QuickCvPage')) },
      { path: 'publicar-empleo', element: page(() => import('./features/hiring/PublicJobPage')) },
      { path: 'pago-sandbox/:tx', element: page(() => import('./features/payments/SandboxPaymentPage')) },
      { path: 'terminos', element: page(() => import('./features/legal/TermsPage')) },
      { path: 'privacidad', element: page(() => import('./features/legal/PrivacyPage')) },
      { path: 'baja-alerta/:token', element: page(() => import('./features/seekers/UnsubscribePage')) },
      { path: 'baja-mensajes/:token', element: page(() => import('./features/conversations/UnsubscribePage')) },
      { path: 'cv-compartido/:token', element: page(() => import('./features/cv/SharedCvPage')) },
      { path: 'invitacion/:token', element: page(() => import('./features/team/InvitationPage')) },
      {
        element: <AccountLayout />,
        children: [
          { path: 'Dashboard', element: page(() => import('./features/dashboard/DashboardPage')) },
          { path: 'misempleos', element: page(() => import('./features/hiring/MyJobsPage')) },
          { path: 'listaempleos', element: page(() => import('./features/hiring/JobListPage')) },
          { path: 'crearempleo', element: page(() => import('./features/hiring/CreateJobPage')) },
          { path: 'editarempleo/:code', element: page(() => import('./features/hiring/EditJobPage')) },
          { path: 'pagarempleo/:id', element: page(() => import('./features/payments/PayJobPage')) },
          { path: 'destacarempleo/:id', element: page(() => import('./features/payments/FeatureJobPage')) },
          { path: 'listarpostulantes/:code', element: page(() => import('./features/hiring/ApplicantsPage')) },
          { path: 'plantillas-mensajes', element: page(() => import('./features/hiring/MessageTemplatesPage')) },
          { path: 'cifrasempleo/:code', element: page(() => import('./features/hiring/JobFiguresPage')) },
          { path: 'mispostulaciones', element: page(() => import('./features/applications/MyApplicationsPage')) },
          { path: 'mensajes', element: page(() => import('./features/conversations/InboxPage')) },
          { path: 'mensajes/:postulacion', element: page(() => import('./features/conversations/ThreadPage')) },
          { path: 'plantillas-respuesta', element: page(() => import('./features/conversations/ReplyTemplatesPage')) },
          { path: 'empleosguardados', element: page(() => import('./features/seekers/SavedJobsPage')) },
          { path: 'misalertas', element: page(() => import('./features/seekers/AlertsPage')) },
          { path: 'listacurriculum', element: page(() => import('./features/cv/CvListPage')) },
          { path: 'crearcurriculum', element: page(() => import('./features/cv/CreateCvPage')) },
          { path: 'editarcurriculum/:id', element: page(() => import('./features/cv/EditCvPage')) },
          { path: 'pagarcurriculum/:id', element: page(() => import('./features/payments/PayCvPage')) },
          { path: 'mis-pagos', element: page(() => import('./features/payments/MyPaymentsPage')) },
          { path: 'saldo', element: page(() => import('./features/payments/BalancePage')) },
          { path: 'revisioncv', element: page(() => import('./features/analysis/CvAnalysisPage')) },
          { path: 'miperfil', element: page(() => import('./features/profile/CandidateProfilePage')) },
          { path: 'miperfilempresa', element: page(() => import('./features/profile/CompanyProfilePage')) },
          { path: 'equipo', element: page(() => import('./features/team/TeamPage')) },
          { path: 'micuenta', element: page(() => import('./features/account/AccountPage')) },
          { path: 'creararticulo', element: page(() => import('./features/blog/ArticleCreatePage')) },
          { path: 'editar-articulo/:id', element: page(() => import('./features/blog/ArticleEditPage')) },
          { path: 'editar-articulo', element: page(() => import('./features/blog/ArticleEditPage')) },
          { path: 'admin', element: page(() => import('./features/admin/AdminPage')) },
        ],
      },
      { path: '*', element: page(() => import('./components/NotFoundPage')) },
    ],
  },
];

/** The browser's router (main.tsx); the server renders the same routes with a static one (ssr.tsx). */
export const createRouter = () => createBrowserRouter(routes);

/**
 * Fetches the chunk of the page at `pathname` (decision 096): the client's first render then
 * draws that page in one go, and its data is asked for at once rather than after a fallback.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((m) => (m.route.element ? preloaders.get(m.route.element as ReactElement)?.() : undefined)));
}
