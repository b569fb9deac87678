/** Interviews (issue 40): propose, choose, reprogram, cancel, list. */
import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/interviews';
import { route } from '../../core/http/route';
import { cancel, chooseTime, proposeInterview, reschedule, upcoming } from './service';

const HOUR = 3600;

export async function interviewsRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { limiter } = deps;

  route(app, c.proposeInterview, async ({ body, user }) => {
    await limiter.hit(`interviews:propose:user:${user.id}`, 200, HOUR);
    return { error: 0, message: c.INTERVIEW_MESSAGES.proposed, values: await proposeInterview(deps, user, body) };
  });

  route(app, c.chooseInterviewTime, async ({ body, user }) => ({ error: 0, message: c.INTERVIEW_MESSAGES.confirmed, values: await chooseTime(deps, user, body.tnEntrevista, body.tcHorario) }));

  route(app, c.rescheduleInterview, async ({ body, user }) => {
    await limiter.hit(`interviews:reschedule:user:${user.id}`, 200, HOUR);
    return { error: 0, message: c.INTERVIEW_MESSAGES.reprogrammed, values: await reschedule(deps, user, body.tnEntrevista, body.tcHorario, body.tnDuracion, body.tcMotivo) };
  });

  route(app, c.cancelInterview, async ({ body, user }) => ({ error: 0, message: c.INTERVIEW_MESSAGES.cancelledOk, values: await cancel(deps, user, body.tnEntrevista, body.tcMotivo) }));

  route(app, c.listInterviews, async ({ body, user }) => ({ error: 0, message: '', values: await upcoming(deps, user, body.tnPostulacion) }));
}
