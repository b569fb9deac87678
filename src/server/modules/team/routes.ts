import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/team';
import { route } from '../../core/http/route';
import * as team from './service';

const M = c.TEAM_MESSAGES;

/** The company's team: invitations, members, removal, and the invited person's acceptance. */
export async function teamRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, c.inviteRecruiter, async ({ body, user }) => ({ error: 0, message: M.invited, values: await team.invite(deps, user, body.tcCorreo, body.tcRol, body.taEmpleos) }));

  route(app, c.changeMemberRole, async ({ body, user }) => ({ error: 0, message: M.roleChanged, values: await team.changeRole(deps, user, body.tcCorreo, body.tcRol, body.taEmpleos) }));

  route(app, c.listRecruiters, async ({ user }) => ({ error: 0, message: '', values: await team.listTeam(deps, user) }), { readOnly: true });

  route(app, c.removeRecruiter, async ({ body, user }) => {
    const done = await team.removeMember(deps, user, body.tcCorreo);
    return { error: 0, message: done === 'left' ? M.left : done === 'cancelled' ? M.cancelled : M.removed, values: null };
  });

  route(app, c.viewInvitation, async ({ body, req }) => {
    await deps.limiter.hit(`equipo:invitacion:ip:${req.ip}`, 60, 900);
    return { error: 0, message: '', values: await team.viewInvitation(deps, body.tcToken) };
  });

  route(app, c.acceptInvitation, async ({ body, user, req }) => {
    await deps.limiter.hit(`equipo:invitacion:ip:${req.ip}`, 60, 900);
    const person = body.tcNombre && body.tcApellidos && body.tcContraseña ? { nombre: body.tcNombre, apellidos: body.tcApellidos, password: body.tcContraseña } : null;
    return { error: 0, message: M.accepted, values: await team.acceptInvitation(deps, user, body.tcToken, person) };
  });
}
