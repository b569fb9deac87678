import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as c from '../../../shared/contract/ai';
import type { AuthUser } from '../../core/context';
import { route } from '../../core/http/route';
import * as ai from './service';
import { LocalAiProvider } from '../../infra/ai';

/** Per address and, when logged in, per user: AI calls cost money with a remote provider. */
async function limit(app: FastifyInstance, req: FastifyRequest, user: AuthUser | null) {
  await app.deps.limiter.hit(`ai:ip:${req.ip}`, 30, 600);
  if (user) await app.deps.limiter.hit(`ai:user:${user.id}`, 60, 3600);
}

export async function aiRoutes(app: FastifyInstance) {
  route(
    app,
    c.improveProfile,
    async ({ body, user, req }) => {
      await limit(app, req, user);
      const r = await ai.improveProfile(app.deps, body.tcTexto, req.log);
      return r.ok ? { error: 0, message: '', values: { texto: r.text } } : { error: 1, message: r.message };
    },
    { bodyLimit: 64 * 1024 },
  );

  route(
    app,
    c.writeJobDescription,
    async ({ body, user, req }) => {
      await limit(app, req, user);
      const r = await ai.writeJobDescription(app.deps, ai.jobInput(body), req.log);
      // Offline (the local provider) the text is a template built from the job's fields: the form says so.
      return r.ok ? { error: 0, message: '', values: { texto: r.text, plantilla: app.deps.ai instanceof LocalAiProvider } } : { error: 1, message: r.message };
    },
    { bodyLimit: 128 * 1024 },
  );
}
