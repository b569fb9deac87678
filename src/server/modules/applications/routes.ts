import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/applications';
import { route } from '../../core/http/route';
import { applyToJob, candidateApplications } from './service';
import { candidateTimeline, withdrawApplication } from '../hiring/public';
import { WITHDRAW_MESSAGES } from '../../../shared/contract/applications';

export async function applicationsRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, c.applyToJob, async ({ body, user }) => {
    await deps.limiter.hit(`apply:user:${user.id}`, 100, 600);
    const result = await applyToJob(deps, user, body.tnCurriculum, body.tcCodigoEmpleo, {
      respuestas: body.taRespuestas,
      carta: body.tcCarta,
      pretension: body.tnPretension,
      fuente: body.tcFuente,
    });
    return { codigoerror: result.ok ? 0 : 1, message: result.message, Datos: result.ok ? 1 : 0 };
  });

  for (const e of [c.listMyApplications, c.listCandidateApplications]) {
    route(app, e, async ({ user }) => ({ codigoerror: 0, message: '', Datos: await candidateApplications(deps, user) }));
  }

  route(app, c.listCandidateApplicationsThisMonth, async ({ user }) => ({
    codigoerror: 0,
    message: '',
    Datos: await candidateApplications(deps, user, { thisMonth: true }),
  }));

  // ---- additions (decision 079) ----
  route(app, c.withdrawApplication, async ({ body, user }) => ({
    error: 0,
    message: WITHDRAW_MESSAGES.ok,
    values: await withdrawApplication(deps, user, body.tnPostulacion),
  }));

  route(app, c.getMyApplicationTimeline, async ({ body, user }) => ({ error: 0, message: '', values: await candidateTimeline(deps, user, body.tnPostulacion) }));
}
