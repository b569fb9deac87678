import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/activity';
import { route } from '../../core/http/route';
import { clientKey } from '../../core/rate-limit';
import * as activity from './service';

/** registrarbitacora (anyone; the user is the token's; visitors under one global cap) and the staff's view of the log. */
export async function activityRoutes(app: FastifyInstance) {
  const { limiter } = app.deps;

  route(
    app,
    c.registrarBitacora,
    async ({ body, user, req }) => {
      await limiter.hit(`bitacora:ip:${clientKey(req.ip)}`, 120, 60);
      if (user) await limiter.hit(`bitacora:user:${user.id}`, 120, 60);
      // Visitors share one bucket: a flood from many addresses cannot fill the log.
      else await limiter.hit('bitacora:anonymous', c.ACTIVITY_LIMITS.anonymousPerHour, 3600);
      await activity.recordActivity(app.deps, { userId: user?.id ?? null, vista: body.Vista, detalle: body.Detalle, ip: req.ip });
      return { error: 0, message: c.ACTIVITY_MESSAGES.recorded };
    },
    { bodyLimit: c.ACTIVITY_LIMITS.bodyBytes },
  );

  route(app, c.listActivity, async ({ body }) => ({
    error: 0,
    message: '',
    values: await activity.listActivity(app.deps, {
      vista: body.tcVista,
      usuario: body.tcUsuario,
      desde: body.tcDesde,
      hasta: body.tcHasta,
      page: body.tnPagina,
    }),
  }));
}
