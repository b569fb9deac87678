/** Builds the Fastify app from its dependencies; main.ts and the tests both use it. */
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from './context';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security';
import { jsonWithoutNul } from './http/text-input';
import { serveWeb } from './web/serve';
import type { MetaResolver } from './web/page-meta';
import { authRoutes } from './modules/auth/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { jobsPageMeta, jobsRoutes } from './modules/jobs/routes';
import { companiesPageMeta, companiesRoutes } from './modules/companies/routes';
import { candidatesPageMeta, candidatesRoutes } from './modules/candidates/routes';
import { contactPageMeta, contactRoutes } from './modules/contact/routes';
import { seoPageMeta, seoRoutes } from './modules/seo/routes';
import { cvPageMeta, cvRoutes } from './modules/cv/routes';
import { paymentsPageMeta, paymentsRoutes } from './modules/payments/routes';
import { aiPageMeta, aiRoutes } from './modules/ai/routes';
import { hiringPageMeta, hiringRoutes } from './modules/hiring/routes';
import { applicationsPageMeta, applicationsRoutes } from './modules/applications/routes';
import { dashboardPageMeta, dashboardRoutes } from './modules/dashboard/routes';
import { blogPageMeta, blogRoutes } from './modules/blog/routes';
import { profilesPageMeta, profilesRoutes } from './modules/profiles/routes';
import { adminPageMeta, adminRoutes } from './modules/admin/routes';
import { activityPageMeta, activityRoutes } from './modules/activity/routes';
import { analysisPageMeta, analysisRoutes } from './modules/analysis/routes';
import { settingsRoutes } from './modules/settings/routes';

z.config(z.locales.es());

export type BuildOptions = { deps: AppDeps; logger?: FastifyBaseLogger; webDistDir?: string };

/** Each area registers its routes and, if it has public pages, their meta resolvers. */
const modules: { routes: (app: FastifyInstance) => Promise<void>; pageMeta?: MetaResolver[] }[] = [
  { routes: authRoutes },
  { routes: catalogRoutes },
  { routes: jobsRoutes, pageMeta: jobsPageMeta },
  { routes: companiesRoutes, pageMeta: companiesPageMeta },
  { routes: candidatesRoutes, pageMeta: candidatesPageMeta },
  { routes: contactRoutes, pageMeta: contactPageMeta },
  { routes: seoRoutes, pageMeta: seoPageMeta },
  { routes: cvRoutes, pageMeta: cvPageMeta },
  { routes: paymentsRoutes, pageMeta: paymentsPageMeta },
  { routes: aiRoutes, pageMeta: aiPageMeta },
  { routes: hiringRoutes, pageMeta: hiringPageMeta },
  { routes: applicationsRoutes, pageMeta: applicationsPageMeta },
  { routes: dashboardRoutes, pageMeta: dashboardPageMeta },
  { routes: blogRoutes, pageMeta: blogPageMeta },
  { routes: profilesRoutes, pageMeta: profilesPageMeta },
  { routes: adminRoutes, pageMeta: adminPageMeta },
  { routes: activityRoutes, pageMeta: activityPageMeta },
  { routes: analysisRoutes, pageMeta: analysisPageMeta },
  { routes: settingsRoutes },
];

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    trustProxy: opts.deps.config.TRUST_PROXY === 'true',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
  });
  app.decorate('deps', opts.deps);
  app.decorateRequest('user', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  // The old client sends `[]` with a JSON content type on list calls, and some calls with no body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text, jsonWithoutNul));
    } catch {
      const err = new Error('invalid json') as Error & { statusCode: number; code: string };
      err.statusCode = 400;
      err.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
      done(err, undefined);
    }
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 20, fields: 60, fieldSize: 512 * 1024, parts: 100 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Chamba API', description: 'Contrato de la API de Chamba (spec sección 7)', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));

  for (const m of modules) await app.register(m.routes);
  await serveWeb(app, {
    distDir: opts.webDistDir ?? opts.deps.config.WEB_DIST_DIR ?? join(process.cwd(), 'dist', 'web'),
    resolvers: modules.flatMap((m) => m.pageMeta ?? []),
  });
  return app;
}
