/** The one route table: every route of the spec, plus our additions (edit job, sandbox payment, admin). */
import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AccountLayout } from './components/AccountLayout';
import { Layout } from './components/Layout';
import HomePage from './features/home/HomePage';

const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Component = lazy(load);
  return <Component />;
};

export const router = createBrowserRouter([
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
      { path: 'cv-compartido/:token', element: page(() => import('./features/cv/SharedCvPage')) },
      {
        element: <AccountLayout />,
        children: [
          { path: 'Dashboard', element: page(() => import('./features/dashboard/DashboardPage')) },
          { path: 'misempleos', element: page(() => import('./features/hiring/MyJobsPage')) },
          { path: 'listaempleos', element: page(() => import('./features/hiring/JobListPage')) },
          { path: 'crearempleo', element: page(() => import('./features/hiring/CreateJobPage')) },
          { path: 'editarempleo/:code', element: page(() => import('./features/hiring/EditJobPage')) },
          { path: 'pagarempleo/:id', element: page(() => import('./features/payments/PayJobPage')) },
          { path: 'listarpostulantes/:code', element: page(() => import('./features/hiring/ApplicantsPage')) },
          { path: 'plantillas-mensajes', element: page(() => import('./features/hiring/MessageTemplatesPage')) },
          { path: 'cifrasempleo/:code', element: page(() => import('./features/hiring/JobFiguresPage')) },
          { path: 'mispostulaciones', element: page(() => import('./features/applications/MyApplicationsPage')) },
          { path: 'empleosguardados', element: page(() => import('./features/seekers/SavedJobsPage')) },
          { path: 'misalertas', element: page(() => import('./features/seekers/AlertsPage')) },
          { path: 'listacurriculum', element: page(() => import('./features/cv/CvListPage')) },
          { path: 'crearcurriculum', element: page(() => import('./features/cv/CreateCvPage')) },
          { path: 'editarcurriculum/:id', element: page(() => import('./features/cv/EditCvPage')) },
          { path: 'pagarcurriculum/:id', element: page(() => import('./features/payments/PayCvPage')) },
          { path: 'mis-pagos', element: page(() => import('./features/payments/MyPaymentsPage')) },
          { path: 'revisioncv', element: page(() => import('./features/analysis/CvAnalysisPage')) },
          { path: 'miperfil', element: page(() => import('./features/profile/CandidateProfilePage')) },
          { path: 'miperfilempresa', element: page(() => import('./features/profile/CompanyProfilePage')) },
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
]);
