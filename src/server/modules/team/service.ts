/**
 * A company is a team (issue 39, decision 110). Members are rows of company_members (one company
 * per account); an administrator invites by e-mail, the link (32 random bytes, only its SHA-256
 * kept, single use, 7 days) lets the person accept with a new account or, signed in with the
 * invited e-mail, with theirs. Removing a member revokes every session of theirs in the same
 * transaction; their notes, state changes and messages keep their name (the author's name is
 * stored with each). The last administrator can neither be removed nor leave.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { INVITATION_DAYS, TEAM_MESSAGES as M, type TeamInvitation, type TeamJob, type TeamMember, type TeamRole } from '../../../shared/contract/team';
import { assertCompanyAdmin } from '../../core/auth/company-scope';
import { hashPassword } from '../../core/auth/passwords';
import { hashSecret, issueToken, newSecretToken, revokeAllTokens } from '../../core/auth/tokens';
import { publicUrl } from '../../core/config';
import type { AppDeps, AuthUser } from '../../core/context';
import { badRequest, forbidden, notFound } from '../../core/http/errors';
import { enqueueMail } from '../../core/mail/outbox';
import type { DbOrTx } from '../../db/client';
import { companies, companyInvitations, companyMembers, jobs, users } from '../../db/schema';
import { isoInstant, isUniqueViolation } from '../../db/sql';
import { invitationMail } from './mails';

const DAY_MS = 24 * 3600_000;

/** The caller's company, when the caller is one of its administrators: 403 otherwise. */
function adminCompany(user: AuthUser): number {
  if (!user.companyId) throw forbidden('Tu cuenta no tiene una empresa asociada.');
  assertCompanyAdmin(user);
  return user.companyId;
}

/** The jobs of the company among `ids` (open ones): 404 when one is unknown, closed or another company's. */
async function companyJobs(db: DbOrTx, companyId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.id, unique), eq(jobs.companyId, companyId), eq(jobs.cerrado, false)));
  if (rows.length !== unique.length) throw notFound(M.jobNotFound);
  return unique.sort((a, b) => a - b);
}

/** The company's member of that account e-mail, if any. */
async function memberByEmail(db: DbOrTx, companyId: number, email: string): Promise<{ userId: number } | undefined> {
  const [member] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(users.email, email)))
    .limit(1);
  return member;
}

/** The jobs of lists of ids, by id, with their code and title (a job closed since is left out). */
async function jobsById(db: DbOrTx, lists: (number[] | null)[]): Promise<Map<number, TeamJob>> {
  const ids = [...new Set(lists.flatMap((l) => l ?? []))];
  const map = new Map<number, TeamJob>();
  if (ids.length === 0) return map;
  const rows = await db.select({ id: jobs.id, codigo: jobs.codigo, titulo: jobs.titulo }).from(jobs).where(and(inArray(jobs.id, ids), eq(jobs.cerrado, false)));
  for (const r of rows) map.set(r.id, { Empleo: r.id, CodigoEmpleo: r.codigo, Titulo: r.titulo });
  return map;
}

const jobList = (ids: number[] | null, byId: Map<number, TeamJob>) => (ids ? ids.map(Number).flatMap((id) => byId.get(id) ?? []) : null);

type InvitationRow = typeof companyInvitations.$inferSelect;

function toInvitation(r: InvitationRow, byId: Map<number, TeamJob>, now: Date): TeamInvitation {
  return { Invitacion: r.id, Correo: r.email, Rol: r.rol, Empleos: jobList(r.jobIds, byId), Vence: isoInstant(r.expiresAt), Vencida: r.expiresAt <= now };
}

/**
 * Invites `email` to the caller's company as `rol` (a recruiter optionally limited to `jobIds`).
 * A new invitation to the same e-mail replaces the open one (its link stops working). The
 * invitation and its mail commit together.
 */
export async function invite(deps: AppDeps, user: AuthUser, email: string, rol: TeamRole, jobIds: number[]): Promise<TeamInvitation> {
  const companyId = adminCompany(user);
  await deps.limiter.hit(`equipo:invitar:${companyId}`, 30, 3600);
  const now = deps.clock.now();
  const token = newSecretToken();
  return deps.db.transaction(async (tx) => {
    const scope = rol === 'reclutador' && jobIds.length > 0 ? await companyJobs(tx, companyId, jobIds) : null;
    if (await memberByEmail(tx, companyId, email)) throw badRequest(M.alreadyMember, { tcCorreo: M.alreadyMember });
    await tx
      .update(companyInvitations)
      .set({ cancelledAt: now })
      .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.email, email), isNull(companyInvitations.acceptedAt), isNull(companyInvitations.cancelledAt)));
    const [row] = await tx
      .insert(companyInvitations)
      .values({ companyId, email, rol, jobIds: scope, tokenHash: hashSecret(token), invitedBy: user.id, expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS), createdAt: now })
      .returning();
    const [company] = await tx.select({ nombre: companies.nombre }).from(companies).where(eq(companies.id, companyId));
    const byId = await jobsById(tx, [scope]);
    const link = `${publicUrl(deps.config)}/invitacion/${token}`;
    await enqueueMail(deps, { ...invitationMail(deps.config, { to: email, empresa: company.nombre, invitante: user.nombre, rol, empleos: jobList(scope, byId), link, vence: row.expiresAt }), sensitive: true }, tx);
    return toInvitation(row, byId, now);
  });
}

const memberColumns = { userId: users.id, nombre: users.nombre, apellidos: users.apellidos, email: users.email, rol: companyMembers.rol, jobIds: companyMembers.jobIds, at: companyMembers.createdAt };
type MemberRow = { userId: number; nombre: string; apellidos: string; email: string; rol: TeamRole; jobIds: number[] | null; at: Date };

const toMember = (m: MemberRow, byId: Map<number, TeamJob>, user: AuthUser): TeamMember => ({
  Usuario: m.userId,
  Nombre: m.nombre,
  Apellidos: m.apellidos,
  Correo: m.email,
  Rol: m.rol,
  Empleos: jobList(m.jobIds, byId),
  Desde: isoInstant(m.at),
  EsUsted: m.userId === user.id,
});

/** The members of the caller's company (administrators first, then by arrival) and its open invitations. */
export async function listTeam(deps: AppDeps, user: AuthUser): Promise<{ Miembros: TeamMember[]; Invitaciones: TeamInvitation[] }> {
  const companyId = adminCompany(user);
  const now = deps.clock.now();
  const members = await deps.db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(sql`${companyMembers.rol} = 'reclutador'`, asc(companyMembers.createdAt), asc(companyMembers.id));
  const invitations = await deps.db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt), isNull(companyInvitations.cancelledAt)))
    .orderBy(asc(companyInvitations.createdAt), asc(companyInvitations.id));
  const byId = await jobsById(deps.db, [...members.map((m) => m.jobIds), ...invitations.map((i) => i.jobIds)]);
  return {
    Miembros: members.map((m) => toMember(m, byId, user)),
    Invitaciones: invitations.map((i) => toInvitation(i, byId, now)),
  };
}

/**
 * Takes a member out of their company, in the caller's transaction: their sessions end at once;
 * the company's founding account (companies.user_id, whose life keeps the company public) passes
 * to the oldest remaining administrator. 400 when they are its last administrator. The company's
 * members are locked first, so two administrators removing each other cannot both succeed.
 */
async function takeOut(deps: AppDeps, tx: DbOrTx, companyId: number, userId: number) {
  const all = await tx
    .select({ id: companyMembers.id, userId: companyMembers.userId, rol: companyMembers.rol })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id))
    .for('update');
  const member = all.find((m) => m.userId === userId);
  if (!member) throw notFound(M.notFound);
  const admins = all.filter((m) => m.rol === 'administrador' && m.userId !== userId);
  if (member.rol === 'administrador' && admins.length === 0) throw badRequest(M.lastAdmin);
  await tx.delete(companyMembers).where(eq(companyMembers.id, member.id));
  await revokeAllTokens(tx, userId, deps.clock.now());
  await tx.update(companies).set({ userId: admins[0]?.userId ?? userId }).where(and(eq(companies.id, companyId), eq(companies.userId, userId)));
}

/**
 * Gives the member of that e-mail the role `rol` (a recruiter limited to `jobIds`, or every job
 * when empty). Roles are read at each request (tokens.ts), so it holds from their next action.
 * The members are locked first, like a removal: the last administrator cannot be made a
 * recruiter, even by two administrators demoting each other at once. A founding account made a
 * recruiter hands the company's account to the oldest remaining administrator, as when it leaves.
 */
export async function changeRole(deps: AppDeps, user: AuthUser, email: string, rol: TeamRole, jobIds: number[]): Promise<TeamMember> {
  const companyId = adminCompany(user);
  return deps.db.transaction(async (tx) => {
    const all = await tx
      .select({ id: companyMembers.id, userId: companyMembers.userId, rol: companyMembers.rol, email: users.email })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id))
      .for('update', { of: companyMembers });
    const member = all.find((m) => m.email.toLowerCase() === email);
    if (!member) throw notFound(M.memberNotFound);
    const admins = all.filter((m) => m.rol === 'administrador' && m.userId !== member.userId);
    if (rol === 'reclutador' && member.rol === 'administrador' && admins.length === 0) throw badRequest(M.lastAdminRole);
    const scope = rol === 'reclutador' && jobIds.length > 0 ? await companyJobs(tx, companyId, jobIds) : null;
    await tx.update(companyMembers).set({ rol, jobIds: scope }).where(eq(companyMembers.id, member.id));
    if (rol === 'reclutador') await tx.update(companies).set({ userId: admins[0]?.userId ?? member.userId }).where(and(eq(companies.id, companyId), eq(companies.userId, member.userId)));
    const [row] = await tx.select(memberColumns).from(companyMembers).innerJoin(users, eq(users.id, companyMembers.userId)).where(eq(companyMembers.id, member.id));
    return toMember(row, await jobsById(tx, [scope]), user);
  });
}

/** Removes the member of that e-mail (the caller's own: leaving), or cancels the open invitation to it. */
export async function removeMember(deps: AppDeps, user: AuthUser, email: string): Promise<'removed' | 'left' | 'cancelled'> {
  if (!user.companyId) throw forbidden('Tu cuenta no tiene una empresa asociada.');
  const companyId = user.companyId;
  const self = email === user.email.toLowerCase();
  if (!self) assertCompanyAdmin(user);
  return deps.db.transaction(async (tx) => {
    const target = await memberByEmail(tx, companyId, email);
    if (target) {
      await takeOut(deps, tx, companyId, target.userId);
      return self ? 'left' : 'removed';
    }
    const cancelled = await tx
      .update(companyInvitations)
      .set({ cancelledAt: deps.clock.now() })
      .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.email, email), isNull(companyInvitations.acceptedAt), isNull(companyInvitations.cancelledAt)))
      .returning({ id: companyInvitations.id });
    if (cancelled.length === 0) throw notFound(M.notFound);
    return 'cancelled';
  });
}

/**
 * What happens to a member's company when they delete their account: 'erase' when they are its
 * only member (the company goes with them, as before teams); 'left' when others stay (they leave
 * the team in `tx`); 400 when they are the last administrator of a team with other members.
 */
export async function leaveOnAccountDeletion(deps: AppDeps, tx: DbOrTx, user: AuthUser): Promise<'erase' | 'left' | 'none'> {
  if (!user.companyId) return 'none';
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, user.companyId));
  if (Number(n) <= 1) return 'erase';
  await takeOut(deps, tx, user.companyId, user.id);
  return 'left';
}

type OpenInvitation = InvitationRow & { empresa: string };

/** The invitation of a token, open (neither used, cancelled nor expired): null otherwise. */
async function openInvitation(db: DbOrTx, token: string, now: Date, lock = false): Promise<OpenInvitation | null> {
  const q = db
    .select({ inv: companyInvitations, empresa: companies.nombre })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(eq(companyInvitations.tokenHash, hashSecret(token)))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: companyInvitations }) : await q;
  if (!row || row.inv.acceptedAt || row.inv.cancelledAt || row.inv.expiresAt <= now) return null;
  return { ...row.inv, empresa: row.empresa };
}

export async function viewInvitation(deps: AppDeps, token: string) {
  const inv = await openInvitation(deps.db, token, deps.clock.now());
  if (!inv) throw notFound(M.badLink);
  const [account] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, inv.email)).limit(1);
  return { Empresa: inv.empresa, Correo: inv.email, Rol: inv.rol, CuentaExistente: Boolean(account), Vence: isoInstant(inv.expiresAt) };
}

export type NewMember = { nombre: string; apellidos: string; password: string };

/**
 * Accepts an invitation. Signed in (`user`): the account of the invited e-mail joins the company,
 * its session goes on (token null). Not signed in: a new account with `person` is made, joins, and
 * a session starts (its token). The invitation is used exactly once even when sent twice at once.
 */
export async function acceptInvitation(deps: AppDeps, user: AuthUser | null, token: string, person: NewMember | null): Promise<{ token: string | null; Empresa: string }> {
  const now = deps.clock.now();
  const peek = await openInvitation(deps.db, token, now);
  if (!peek) throw notFound(M.badLink);
  if (user) {
    if (user.email.toLowerCase() !== peek.email) throw forbidden(M.otherEmail);
    if (user.role !== 'empresa') throw badRequest(M.candidateAccount);
    if (user.companyId) throw badRequest(M.otherCompany);
  } else if (!person) {
    throw badRequest(M.needsAccount, { tcNombre: M.needsAccount });
  }
  const passwordHash = !user && person ? await hashPassword(person.password) : null;
  try {
    return await deps.db.transaction(async (tx) => {
      const inv = await openInvitation(tx, token, now, true);
      if (!inv) throw notFound(M.badLink);
      let userId: number;
      let session: string | null = null;
      if (user) {
        userId = user.id;
      } else {
        const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, inv.email)).limit(1);
        if (existing) throw badRequest(M.accountExists);
        const [created] = await tx
          .insert(users)
          .values({ email: inv.email, passwordHash: passwordHash!, role: 'empresa', nombre: person!.nombre, apellidos: person!.apellidos })
          .returning({ id: users.id });
        userId = created.id;
      }
      await tx.insert(companyMembers).values({ companyId: inv.companyId, userId, rol: inv.rol, jobIds: inv.rol === 'reclutador' ? inv.jobIds : null, invitedBy: inv.invitedBy, createdAt: now });
      await tx.update(companyInvitations).set({ acceptedAt: now }).where(eq(companyInvitations.id, inv.id));
      if (!user) session = await issueToken(tx, userId);
      return { token: session, Empresa: inv.empresa };
    });
  } catch (err) {
    // The same e-mail registered, or the account joined another company, meanwhile.
    if (isUniqueViolation(err)) throw badRequest(user ? M.otherCompany : M.accountExists);
    throw err;
  }
}
