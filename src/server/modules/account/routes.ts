import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/auth';
import { route } from '../../core/http/route';
import { deleteOwnAccount } from './erase';
import { collectMyData } from './my-data';

const QUARTER_HOUR = 15 * 60;

/** The account's own page: delete it, download its data (decision 070). */
export async function accountRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, c.deleteAccount, async ({ body, user }) => {
    await deps.limiter.hit(`account-delete:user:${user.id}`, 10, QUARTER_HOUR);
    const result = await deleteOwnAccount(deps, user, body.tcContrasena);
    return { error: result.ok ? 0 : 1, message: result.message };
  });

  route(app, c.myData, async ({ user, reply }) => {
    await deps.limiter.hit(`account-data:user:${user.id}`, 30, QUARTER_HOUR);
    const data = await collectMyData(deps, user);
    reply
      .header('content-disposition', `attachment; filename="chamba-mis-datos-${data.Generado.slice(0, 10)}.json"`)
      .header('cache-control', 'private, no-store');
    return data;
  });
}
