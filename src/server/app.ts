/** Builds the Fastify app from its dependencies; main.ts and the tests both use it. */
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from './core/context';
import { frameworkErrors } from './core/http/error-handler';
import { registerKernel } from './core/http/kernel';
import { warnAboutUntrustedProxy } from './core/http/proxy-warning';
import { serveWeb } from './core/web/spa';
import type { MetaResolver } from './core/web/page-meta';
import type { PageRenderOptions } from './core/web/page-render';
import { basicData, getJob, listJobs } from '../shared/contract/jobs';
import { getCompany } from '../shared/contract/companies';
import { listCategories } from '../shared/contract/catalog';
import { getSettings } from '../shared/contract/settings';
import { getArticuloPorSlug, getListArticulosPagina } from '../shared/contract/blog';
import { authRoutes } from './modules/auth/routes';
import { accountRoutes } from './modules/account/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { jobsPageMeta, jobsRoutes } from './modules/jobs/routes';
import { companiesPageMeta, companiesRoutes } from './modules/companies/routes';
import { candidatesPageMeta, candidatesRoutes } from './modules/candidates/routes';
import { contactPageMeta, contactRoutes } from './modules/contact/routes';
import { seoPageMeta, seoRoutes } from './modules/seo/routes';
import { cvPageMeta, cvRoutes } from './modules/cv/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { aiRoutes } from './modules/ai/routes';
import { hiringPageMeta, hiringRoutes } from './modules/hiring/routes';
import { applicationsRoutes } from './modules/applications/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { blogPageMeta, blogRoutes } from './modules/blog/routes';
import { profilesRoutes } from './modules/profiles/routes';
import { adminRoutes } from './modules/admin/routes';
import { activityRoutes } from './modules/activity/routes';
import { analysisRoutes } from './modules/analysis/routes';
import { settingsRoutes } from './modules/settings/routes';
import { seekersRoutes } from './modules/seekers/routes';
import { interviewsRoutes } from './modules/interviews/routes';
import { moderationRoutes } from './modules/moderation/routes';
import { conversationsRoutes } from './modules/conversations/routes';
import { verificationRoutes } from './modules/verification/routes';
import { teamRoutes } from './modules/team/routes';

// Schema messages zod writes itself (where the contract gives none) are in Spanish.
z.config(z.locales.es());

export type BuildOptions = {
  deps: AppDeps;
  logger?: FastifyBaseLogger;
  webDistDir?: string;
  /** The server's render of public pages (decision 115): another renderer or time limit (tests). */
  pageRender?: Pick<PageRenderOptions, 'renderer' | 'timeoutMs'>;
};

/** The public pages whose first screen the server draws with their data (decision 115). */
const SERVER_RENDERED_PAGES = [
  /^\/(home\/?)?$/,
  /^\/busquedatrabajo\/?$/,
  /^\/detalletrabajo\/[^/]+\/?$/,
  /^\/detalleempresa\/[^/]+\/?$/,
  /^\/blogs\/?$/,
  /^\/blogs\/[^/]+\/?$/,
];

/** The public reads those pages make (a visitor's, never written to): nothing else is answered. */
const PAGE_READS = [basicData, listJobs, getJob, listCategories, getSettings, getCompany, getListArticulosPagina, getArticuloPorSlug].map(
  (e) => ({ method: e.method, path: e.path }),
);

/** Each area registers its routes and, if it has public pages, their meta resolvers. */
const modules: { routes: (app: FastifyInstance) => Promise<void>; pageMeta?: MetaResolver[] }[] = [
  { routes: authRoutes },
  { routes: accountRoutes },
  { routes: catalogRoutes },
  { routes: jobsRoutes, pageMeta: jobsPageMeta },
  { routes: companiesRoutes, pageMeta: companiesPageMeta },
  { routes: candidatesRoutes, pageMeta: candidatesPageMeta },
  { routes: contactRoutes, pageMeta: contactPageMeta },
  { routes: seoRoutes, pageMeta: seoPageMeta },
  { routes: cvRoutes, pageMeta: cvPageMeta },
  { routes: paymentsRoutes },
  { routes: aiRoutes },
  { routes: hiringRoutes, pageMeta: hiringPageMeta },
  { routes: applicationsRoutes },
  { routes: dashboardRoutes },
  { routes: blogRoutes, pageMeta: blogPageMeta },
  { routes: profilesRoutes },
  { routes: adminRoutes },
  { routes: activityRoutes },
  { routes: analysisRoutes },
  { routes: verificationRoutes },
  { routes: teamRoutes },
  { routes: settingsRoutes },
  { routes: seekersRoutes },
  { routes: interviewsRoutes },
  { routes: moderationRoutes },
  { routes: conversationsRoutes },
];

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    trustProxy: opts.deps.config.TRUST_PROXY === 'true',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
  });
  await registerKernel(app, opts.deps);
  warnAboutUntrustedProxy(app, opts.deps.config, opts.deps.log);
  for (const m of modules) await app.register(m.routes);
  await serveWeb(app, {
    distDir: opts.webDistDir ?? opts.deps.config.WEB_DIST_DIR ?? join(process.cwd(), 'dist', 'web'),
    resolvers: modules.flatMap((m) => m.pageMeta ?? []),
    render: { pages: SERVER_RENDERED_PAGES, reads: PAGE_READS, ...opts.pageRender },
  });
  return app;
}
