import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/moderation';
import { route } from '../../core/http/route';
import { loadConfig, rulesView, saveConfig } from './config';
import { approveJob, moderationQueue } from './decisions';
import { reportJob } from './reports';

/** Reports per hour: per address (visitors behind one NAT share it) and per account. */
const REPORTS_PER_IP = 10;
const REPORTS_PER_USER = 5;

export async function moderationRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, c.reportJob, async ({ body, user, req }) => {
    await deps.limiter.hit(`report:ip:${req.ip}`, REPORTS_PER_IP, 3600);
    if (user) await deps.limiter.hit(`report:user:${user.id}`, REPORTS_PER_USER, 3600);
    await reportJob(deps, user, req.ip, body);
    return { error: 0, message: user ? c.MODERATION_MESSAGES.reportedSignedIn : c.MODERATION_MESSAGES.reported, values: null };
  });

  route(app, c.adminModerationQueue, async () => ({ error: 0, message: '', values: await moderationQueue(deps) }));

  route(app, c.adminApproveJob, async ({ body }) => {
    const result = await approveJob(deps, body.tnEmpleo);
    return result.ok ? { error: 0, message: c.MODERATION_MESSAGES.approved, values: result.values } : { error: 1, message: c.MODERATION_MESSAGES.notInQueue };
  });

  route(app, c.adminModerationRules, async () => ({ error: 0, message: '', values: rulesView(await loadConfig(deps.db)) }));

  route(app, c.adminSaveModerationRules, async ({ body }) => ({
    error: 0,
    message: c.MODERATION_MESSAGES.rulesSaved,
    values: rulesView(await deps.db.transaction((tx) => saveConfig(tx, body, deps.clock.now()))),
  }));
}
