/** The routes of an application's messages (issue 40); the rules are in service.ts and templates.ts. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as c from '../../../shared/contract/conversations';
import { route } from '../../core/http/route';
import { notFound } from '../../core/http/errors';
import { conversations, readThread, sendMessage, setMessageMail, unsubscribeByToken, wantsMessageMail } from './service';
import { deleteReplyTemplate, listReplyTemplates, saveReplyTemplate } from './templates';

const M = c.CONVERSATION_MESSAGES;
const { rate, rateWindowS } = c.CONVERSATION_LIMITS;

export async function conversationsRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { limiter } = deps;

  route(app, c.sendMessage, async ({ body, user }) => {
    await limiter.hit(`messages:send:user:${user.id}`, rate, rateWindowS);
    const sent = await sendMessage(deps, user, body.tnPostulacion, body.tcMensaje);
    return sent ? { error: 0, message: M.sent, values: sent } : { error: 1, message: M.closed };
  });

  route(app, c.listMessages, async ({ body, user }) => {
    await limiter.hit(`messages:read:user:${user.id}`, 600, 600);
    return { error: 0, message: '', values: await readThread(deps, user, body.tnPostulacion) };
  });

  route(app, c.unreadMessages, async ({ user }) => ({ error: 0, message: '', values: await conversations(deps, user) }), { readOnly: true });

  route(app, c.getMessagePreferences, async ({ user }) => ({ error: 0, message: '', values: { RecibirCorreos: await wantsMessageMail(deps, user.id) } }), { readOnly: true });

  route(app, c.saveMessagePreferences, async ({ body, user }) => ({
    error: 0,
    message: M.prefsSaved,
    values: { RecibirCorreos: await setMessageMail(deps, user.id, body.tlRecibirCorreos) },
  }));

  // The mail's unsubscribe page calls this; no session: the token is the capability.
  route(app, c.unsubscribeMessageMail, async ({ body, req }) => {
    await limiter.hit(`messages:baja:ip:${req.ip}`, 30, 600);
    if (!(await unsubscribeByToken(deps, body.tcToken))) throw notFound(M.badUnsubscribe);
    return { error: 0, message: M.unsubscribed, values: null };
  });

  // RFC 8058 one-click unsubscribe (the List-Unsubscribe header): the mail client POSTs here.
  route(
    app,
    { method: 'POST', path: '/mensajes/baja/{token}', auth: 'none', hide: true, params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, M.badUnsubscribe) }) },
    async ({ params, req, reply }) => {
      await limiter.hit(`messages:baja:ip:${req.ip}`, 30, 600);
      const ok = await unsubscribeByToken(deps, params.token);
      return reply.type('text/plain; charset=utf-8').code(ok ? 200 : 404).send(ok ? M.unsubscribed : M.badUnsubscribe);
    },
    { rawBody: true, bodyLimit: 4096 },
  );

  route(app, c.listReplyTemplates, async ({ user }) => ({ error: 0, message: '', values: await listReplyTemplates(deps, user) }), { readOnly: true });

  route(app, c.saveReplyTemplate, async ({ body, user }) => {
    await limiter.hit(`messages:templates:user:${user.id}`, 120, 600);
    const saved = await saveReplyTemplate(deps, user, body.tnPlantilla, body.tcTitulo, body.tcCuerpo);
    return saved ? { error: 0, message: M.templateSaved, values: saved } : { error: 1, message: M.tooManyTemplates };
  });

  route(app, c.deleteReplyTemplate, async ({ body, user }) => {
    await deleteReplyTemplate(deps, user, body.tnPlantilla);
    return { error: 0, message: M.templateDeleted, values: null };
  });
}
