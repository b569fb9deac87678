import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/jobs';
import { route } from '../../core/http/route';
import { notFound } from '../../core/http/errors';
import type { MetaResolver } from '../../core/web/page-meta';
import { isPageRender } from '../../core/web/page-render';
import { basicData, loadJob, mayRead, type LoadedJob } from './service';
import { newestPublicJobs, pageCacheKey, searchJobs } from './search';
import { cachedPublicRead } from './cached-read';
import { syncCatalogueNames } from './search-text';
import { keepSuggestionsFresh, suggest } from './suggestions';
import { keepSearchIndexSwept } from './index-sweep';
import { deleteSynonyms, listSynonyms, saveSynonyms } from './synonyms-admin';
import { countView, ViewCounter } from './views';
import { jobPageMeta } from './job-meta';

export const JOB_NOT_FOUND = 'No se encontró la oferta de empleo.';
const JSON_TYPE = 'application/json; charset=utf-8';
/** Searches and reads: these POSTs never write. */
const readOnly = { readOnly: true };

export async function jobsRoutes(app: FastifyInstance) {
  const views = new ViewCounter(app.deps.db, app.deps.clock, (err) => app.log.error({ err }, 'job views not written'));
  app.addHook('onClose', async () => views.close());
  // A catalogue renamed by a migration: the jobs are found by the new names.
  app.addHook('onReady', async () => void (await syncCatalogueNames(app.deps.db)));
  let stopSuggestions: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopSuggestions = keepSuggestionsFresh(app.deps.db, () => app.deps.clock.now(), app.deps.config.SUGGESTIONS_REFRESH_S, (err) =>
      app.log.error({ err }, 'search suggestions not rebuilt'),
    );
  });
  app.addHook('onClose', async () => stopSuggestions?.());
  // Jobs that left the public site by the calendar leave the search index (index-sweep.ts).
  let stopSweeps: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopSweeps = keepSearchIndexSwept(app.deps.db, () => app.deps.clock.now(), app.deps.config.SEARCH_SWEEP_S, (err) =>
      app.log.error({ err }, 'search index not swept'),
    );
  });
  app.addHook('onClose', async () => stopSweeps?.());

  route(app, c.suggestions, async ({ query }) => ({ error: 0, message: '', values: suggest(app.deps.db, query.q) }), readOnly);

  route(app, c.adminListSynonyms, async () => ({ error: 0, message: '', values: await listSynonyms(app.deps) }));
  route(app, c.adminSaveSynonyms, async ({ body }) => {
    const values = await saveSynonyms(app.deps, body.tnSinonimo, body.tcPalabras);
    if (!values) throw notFound(c.SYNONYM_MESSAGES.notFound);
    return { error: 0, message: c.SYNONYM_MESSAGES.saved, values };
  });
  route(app, c.adminDeleteSynonyms, async ({ body }) => {
    if (!(await deleteSynonyms(app.deps, body.tnSinonimo))) throw notFound(c.SYNONYM_MESSAGES.notFound);
    return { error: 0, message: c.SYNONYM_MESSAGES.deleted, values: { Sinonimo: body.tnSinonimo } };
  });

  route(app, c.basicData, async () => ({ error: 0, message: '', values: await basicData(app.deps) }), readOnly);

  // A repeated search reuses the reply's text (an extra: budgets hold without it, decision 073).
  route(app, c.listJobs, async ({ body, reply }) => {
    const text = await cachedPublicRead(app.deps, pageCacheKey(body), async () => {
      const { items, total, bounded, page, size, cities } = await searchJobs(app.deps, body);
      // Built from typed values only (list items by toListItem), so it is sent as is.
      const answer: c.JobListReply = { error: 0, message: '', values: items, total, totalAcotado: bounded, pagina: page, tamano: size, ...(cities ? { conteoCiudades: cities } : {}) };
      return JSON.stringify(answer);
    });
    return reply.type(JSON_TYPE).send(text) as never;
  }, readOnly);

  route(app, c.plainJobList, async () => ({ error: 0, message: '', values: await newestPublicJobs(app.deps, c.UNPAGED_LIMIT) }), readOnly);

  route(app, c.getJob, async ({ body, user, req, reply }) => {
    // A copy (cached for other visitors) remembers how many of this instance's views its Vistas
    // already held; it shows Vistas plus this instance's views since then.
    const job = await cachedPublicRead<(LoadedJob & { viewsInRow: number }) | null>(app.deps, `job|${body.tcCodigoEmpleo}`, async () => {
      const loaded = await loadJob(app.deps, body.tcCodigoEmpleo);
      return loaded && { ...loaded, viewsInRow: views.total(loaded.row.id) - views.pendingFor(loaded.row.id) };
    });
    if (!job) throw notFound(JOB_NOT_FOUND);
    const access = await mayRead(app.deps, job, user);
    if (!access.ok) throw notFound(JOB_NOT_FOUND);
    const id = job.row.id;
    // The company and staff looking at their own job are not visitors; a visitor counts once a day.
    // The server drawing the page (decision 115) is no visit: the browser's own read counts it.
    if (!access.owner && !isPageRender(req)) await countView(app.deps.limiter, views, id, body.tcFuente, { userId: user?.id ?? null, ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
    const vistas = job.detail.Vistas + views.total(id) - job.viewsInRow;
    const answer: c.JobDetailReply = {
      error: 0,
      message: '',
      values: {
        loEmpleo: {
          ...job.detail,
          Vistas: vistas,
          EsPropio: access.owner,
          MotivoOculto: access.owner ? job.detail.MotivoOculto : '',
          // Its own company (and staff) know whose a confidential job is; nobody else is told (issue 39).
          Empresa: access.owner ? job.row.company_id : job.detail.Empresa,
        },
        laEmpleoRequerimiento: job.lists.requerimientos.map((Descripcion) => ({ Descripcion })),
        laEmpleoResponsabilidades: job.lists.responsabilidades.map((Descripcion) => ({ Descripcion })),
        laEmpleoHabilidades: job.lists.habilidades.map((Descripcion) => ({ Descripcion })),
        laEmpleoIdiomas: job.lists.idiomas.map((Descripcion) => ({ Descripcion })),
      },
    };
    // Built from typed values only (checked by the contract's types), so it is sent as is.
    return reply.type(JSON_TYPE).send(JSON.stringify(answer)) as never;
  }, readOnly);
}

/** Server-rendered meta of this area's public pages. */
export const jobsPageMeta: MetaResolver[] = [
  { pattern: /^\/detalletrabajo\/([^/]+)\/?$/, resolve: (m, deps) => jobPageMeta(deps, m[1]) },
  {
    pattern: /^\/busquedatrabajo\/?$/,
    resolve: async () => ({
      title: 'Buscar empleos en Bolivia | Chamba',
      description: 'Busca ofertas de trabajo en La Paz, Santa Cruz, Cochabamba y toda Bolivia por palabra, categoría, ciudad, tipo de empleo, salario y experiencia.',
    }),
  },
  {
    pattern: /^\/busquedaavanzada\/?$/,
    resolve: async () => ({
      title: 'Búsqueda avanzada de empleos | Chamba',
      description: 'Combina palabras, categoría, ciudad, empresa, salario, experiencia y fechas de publicación para encontrar el empleo que buscas en Bolivia.',
    }),
  },
  {
    pattern: /^\/busquedatrabajomapa\/?$/,
    resolve: async () => ({
      title: 'Empleos en el mapa de Bolivia | Chamba',
      description: 'Explora las ofertas de trabajo de cada ciudad de Bolivia en el mapa y filtra por categoría, tipo de empleo, lugar de trabajo y distancia.',
    }),
  },
];
