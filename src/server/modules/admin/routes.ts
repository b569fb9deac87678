import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/admin';
import { route } from '../../core/http/route';
import * as admin from './service';

/** Staff administration; every endpoint is roles: ['admin'] in the contract. */
export async function adminRoutes(app: FastifyInstance) {
  route(app, c.adminSummary, async () => ({ error: 0, message: '', values: await admin.summary(app.deps) }));

  route(app, c.adminListJobs, async ({ body }) => ({
    error: 0,
    message: '',
    values: await admin.listJobs(app.deps, { buscar: body.tcBuscar, filtro: body.tcFiltro, page: body.tnPagina }),
  }));

  route(app, c.adminHideJob, async ({ body }) => {
    const values = await admin.setJobHidden(app.deps, body.tnEmpleo, body.tnOculto === 1, body.tcMotivo);
    return { error: 0, message: values.Oculto ? c.ADMIN_MESSAGES.jobHidden : c.ADMIN_MESSAGES.jobShown, values };
  });

  route(app, c.adminListUsers, async ({ body }) => ({
    error: 0,
    message: '',
    values: await admin.listUsers(app.deps, { buscar: body.tcBuscar, rol: body.tcRol, estado: body.tcEstado, page: body.tnPagina }),
  }));

  route(app, c.adminDisableUser, async ({ body, user }) => {
    if (body.tnUsuario === user.id && body.tnDeshabilitado === 1) return { error: 1, message: c.ADMIN_MESSAGES.notYourself };
    const values = await admin.setUserDisabled(app.deps, body.tnUsuario, body.tnDeshabilitado === 1);
    return { error: 0, message: values.Deshabilitado ? c.ADMIN_MESSAGES.userDisabled : c.ADMIN_MESSAGES.userEnabled, values };
  });

  route(app, c.adminListMessages, async ({ body }) => ({
    error: 0,
    message: '',
    values: await admin.listMessages(app.deps, { buscar: body.tcBuscar, page: body.tnPagina }),
  }));

  route(app, c.adminListMails, async ({ body }) => ({
    error: 0,
    message: '',
    values: await admin.listMails(app.deps, { estado: body.tcEstado, page: body.tnPagina }),
  }));

  route(app, c.adminRetryMail, async ({ body }) => {
    const result = await admin.retryMail(app.deps, body.tnCorreo);
    return result.ok ? { error: 0, message: c.MAIL_MESSAGES.retried, values: result.values } : { error: 1, message: result.message };
  });
}
