import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as c from '../../../shared/contract/seekers';
import { route } from '../../core/http/route';
import { notFound } from '../../core/http/errors';
import { listSavedJobs, saveJob, unsaveJob } from './saved-jobs';
import { createAlert, deleteAlert, listAlerts, setAlertActive, unsubscribe, updateAlert } from './alerts';
import { searchFeed } from './rss';
import { jobsForYou } from './for-you';

const M = c.SEEKER_MESSAGES;

export async function seekersRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { limiter } = deps;

  // ---------- saved jobs ----------
  route(app, c.saveJob, async ({ body, user }) => {
    await limiter.hit(`saved:user:${user.id}`, 300, 600);
    const ok = await saveJob(deps, user, body.tcEmpleo);
    return ok ? { error: 0, message: M.saved, values: null } : { error: 1, message: M.tooManySaved };
  });
  route(app, c.unsaveJob, async ({ body, user }) => {
    await limiter.hit(`saved:user:${user.id}`, 300, 600);
    await unsaveJob(deps, user, body.tcEmpleo);
    return { error: 0, message: M.unsaved, values: null };
  });
  route(app, c.listSavedJobs, async ({ user }) => ({ error: 0, message: '', values: await listSavedJobs(deps, user) }), { readOnly: true });

  // ---------- alerts ----------
  route(app, c.createAlert, async ({ body, user }) => {
    await limiter.hit(`alerts:user:${user.id}`, 60, 600);
    const { tcFrecuencia, ...search } = body;
    const alert = await createAlert(deps, user, search, tcFrecuencia);
    return alert ? { error: 0, message: M.alertCreated, values: alert } : { error: 1, message: M.tooManyAlerts };
  });
  route(app, c.updateAlert, async ({ body, user }) => {
    await limiter.hit(`alerts:user:${user.id}`, 60, 600);
    const { tcFrecuencia, tnAlerta, ...search } = body;
    return { error: 0, message: M.alertUpdated, values: await updateAlert(deps, user, tnAlerta, search, tcFrecuencia) };
  });
  route(app, c.pauseAlert, async ({ body, user }) => {
    const alert = await setAlertActive(deps, user, body.tnAlerta, body.tlActiva);
    return { error: 0, message: body.tlActiva ? M.alertResumed : M.alertPaused, values: alert };
  });
  route(app, c.deleteAlert, async ({ body, user }) => {
    await deleteAlert(deps, user, body.tnAlerta);
    return { error: 0, message: M.alertDeleted, values: null };
  });
  route(app, c.listAlerts, async ({ user }) => ({ error: 0, message: '', values: await listAlerts(deps, user) }), { readOnly: true });

  // The mail's unsubscribe page calls this; no session: the token is the capability.
  route(app, c.unsubscribeAlert, async ({ body, req }) => {
    await limiter.hit(`alerts:baja:ip:${req.ip}`, 30, 600);
    const resumen = await unsubscribe(deps, body.tcToken);
    if (resumen === null) throw notFound(M.badUnsubscribe);
    return { error: 0, message: M.unsubscribed, values: { Resumen: resumen } };
  });

  // RFC 8058 one-click unsubscribe (the List-Unsubscribe header): the mail client POSTs here.
  route(
    app,
    { method: 'POST', path: '/alertas/baja/{token}', auth: 'none', hide: true, params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'El enlace no es válido.') }) },
    async ({ params, req, reply }) => {
      await limiter.hit(`alerts:baja:ip:${req.ip}`, 30, 600);
      const resumen = await unsubscribe(deps, params.token);
      return reply.type('text/plain; charset=utf-8').code(resumen === null ? 404 : 200).send(resumen === null ? M.badUnsubscribe : M.unsubscribed);
    },
    { rawBody: true, bodyLimit: 4096 },
  );

  // ---------- RSS of a search ----------
  route(app, { method: 'GET', path: '/empleos.rss', auth: 'none', hide: true }, async ({ req, reply }) => {
    await limiter.hit(`rss:ip:${req.ip}`, 120, 60);
    const raw = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    const xml = await searchFeed(deps, raw.slice(0, 2000));
    return reply.type('application/rss+xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(xml);
  });

  // ---------- Empleos para ti ----------
  route(
    app,
    c.jobsForYou,
    async ({ user }) => {
      await limiter.hit(`foryou:user:${user.id}`, 120, 60);
      const { items, cvTitle } = await jobsForYou(deps, user);
      return { error: 0, message: '', values: { Empleos: items, CurriculumTitulo: cvTitle } };
    },
    { readOnly: true },
  );
}
