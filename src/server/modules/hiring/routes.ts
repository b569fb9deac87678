import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/hiring';
import { jobFigures as jobFiguresEndpoint } from '../../../shared/contract/postings';
import { jobFigures } from './figures';
import { route } from '../../core/http/route';
import type { MetaResolver } from '../../core/web/page-meta';
import { changeApplicationStatus, companyApplicants, jobApplicants } from './applicants';
import { PUBLIC_POSTING_MESSAGES, publishPublicJob } from './public-posting';
import { pipelineRoutes } from './pipeline-routes';
import { APPLICATION_FIGURES } from '../../core/cache';
import { closeJob, createJob, jobForEdit, listCompanyJobs, updateJob } from './service';
import { APPLICANT_MESSAGES, HIRING_MESSAGES } from './messages';
import { jobScopeKey } from '../../core/auth/company-scope';
import { CREDIT_MESSAGES } from '../../../shared/contract/credits';
import { CreditRefused } from '../payments/public';

const HOUR = 3600;

export async function hiringRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { limiter } = deps;
  await pipelineRoutes(app);

  route(app, c.registerJob, async ({ body, user }) => {
    await limiter.hit(`job:create:user:${user.id}`, 100, HOUR);
    let job;
    try {
      job = await createJob(deps, user, body);
    } catch (err) {
      // No credit left (or all expired): nothing was written; the company reads why (issue 39).
      if (err instanceof CreditRefused) return { error: 1, message: err.message };
      throw err;
    }
    const paid = job.credits === null ? '' : `. ${CREDIT_MESSAGES.usedOne}`;
    return {
      error: 0,
      message: HIRING_MESSAGES.created + paid + (job.held ? `.${HIRING_MESSAGES.held}` : ''),
      values: { Empleo: job.id, CodigoEmpleo: job.codigo, ...(job.credits === null ? {} : { Pagado: 1, CreditosDisponibles: job.credits }) },
    };
  });

  route(app, c.registerPublicJob, async ({ body, req }) => {
    await limiter.hit(`job:public:ip:${req.ip}`, 20, HOUR);
    // The same reply whether the e-mail had an account or not; never a password or a token (decision trust.md).
    return { error: 0, message: PUBLIC_POSTING_MESSAGES.sent, values: await publishPublicJob(deps, body) };
  });

  route(app, c.updateJob, async ({ body, user }) => {
    await limiter.hit(`job:update:user:${user.id}`, 300, HOUR);
    const { tcCodigoEmpleo, ...fields } = body;
    const job = await updateJob(deps, user, tcCodigoEmpleo, fields);
    return { error: 0, message: HIRING_MESSAGES.updated + (job.held ? HIRING_MESSAGES.held : ''), values: { Empleo: job.id, CodigoEmpleo: job.codigo } };
  });

  route(app, c.deleteJob, async ({ body, user }) => {
    await closeJob(deps, user, body.tcCodigoEmpleo);
    return { error: 0, message: HIRING_MESSAGES.closed, values: null };
  });

  route(app, c.getJobForEdit, async ({ body, user }) => ({
    error: 0,
    message: '',
    values: await jobForEdit(deps, user, body.tcCodigoEmpleo),
  }));

  route(app, c.listCompanyJobs, async ({ user }) => ({ codigoerror: 0, message: '', Datos: await listCompanyJobs(deps, user) }));

  route(app, c.listCompanyJobsThisMonth, async ({ user }) => ({
    codigoerror: 0,
    message: '',
    Datos: await listCompanyJobs(deps, user, { thisMonth: true }),
  }));

  route(app, c.getJobApplicants, async ({ body, user }) => {
    const { tcCodigoEmpleo, tnEstado, tnCalificacionMinima, tcEtiqueta, tcOrden } = body;
    const { list, empleo } = await jobApplicants(deps, user, tcCodigoEmpleo, { estado: tnEstado, calificacionMinima: tnCalificacionMinima, etiqueta: tcEtiqueta, orden: tcOrden }, body);
    return { error: 0, message: list.length ? '' : 'No hay postulantes disponibles en este momento.', values: list, empleo };
  });

  route(app, c.listCompanyApplicants, async ({ body, user }) => {
    const scope = user.role === 'admin' ? 'admin' : `empresa:${user.companyId}${jobScopeKey(user)}`;
    const opts = { page: body.tnPagina, size: body.tnCantidad, estado: body.tnEstado };
    const key = `postulantes:${scope}:${opts.page}:${opts.size}:${opts.estado}`;
    const { list, total } = await deps.cache.get(key, APPLICATION_FIGURES, () => companyApplicants(deps, user, opts));
    return { codigoerror: 0, message: '', Datos: list, Total: total };
  });

  route(app, jobFiguresEndpoint, async ({ body, user }) => ({ error: 0, message: '', values: await jobFigures(deps, user, body.tcCodigoEmpleo) }), { readOnly: true });

  route(app, c.changeApplicationStatus, async ({ body, user }) => {
    const values = await changeApplicationStatus(deps, user, body.tnPostulacion, body.tnEstado, { motivoId: body.tnMotivo, motivo: body.tcMotivo, mensaje: body.tnMensaje });
    return { error: 0, message: APPLICANT_MESSAGES.changed, values };
  });
}

/** Server-rendered meta of this area's public pages. */
export const hiringPageMeta: MetaResolver[] = [
  { pattern: /^\/publicar-empleo\/?$/, resolve: async () => ({ title: 'Publicar empleo | Chamba', description: 'Publica una oferta de empleo en Bolivia sin crear cuenta: en tres pasos, visible al instante.' }) },
];
