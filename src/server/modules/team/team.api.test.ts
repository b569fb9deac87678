/**
 * A company is a team (issue 39, decision 110): invitations (only the token's SHA-256 kept,
 * single use, 7 days), acceptance with a new account or an existing one, roles, removal revoking
 * every session at once while notes keep their author, recruiters limited to some jobs (404 on
 * the others, as a stranger's), administrator-only actions, the last administrator, another
 * company's members and invitations, hostile input. Runs on PGlite and, with TEST_DB=postgres, on
 * PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, newCandidate, newCompany, TEST_PASSWORD, uniqueEmail, type TestCompany } from '../../test/accounts';
import { createJob, newCv, payJob } from '../../test/jobs';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';
import { applications, companies, companyInvitations, companyMembers } from '../../db/schema';
import { queryRows } from '../../db/client';
import { TEAM_MESSAGES } from '../../../shared/contract/team';

const t = setupTestApp({ RATE_LIMITS: 'off' });
const post = (url: string, body: unknown, token?: string) => call(t.app, url, body, token);

let andes: TestCompany;
let other: TestCompany;
let jobA: { Empleo: number; CodigoEmpleo: string };
let jobB: { Empleo: number; CodigoEmpleo: string };
let otherJob: { Empleo: number; CodigoEmpleo: string };
let appA: number;
let appB: number;

const invite = (token: string, tcCorreo: string, tcRol = 'reclutador', taEmpleos?: number[]) => post('/api/servicio/invitarreclutador', { tcCorreo, tcRol, ...(taEmpleos ? { taEmpleos } : {}) }, token);
/** The token of the last invitation mailed to `to`, read from its link. */
function linkToken(to: string): string {
  const mail = t.mails.filter((m) => m.to === to).at(-1);
  const m = mail && /\/invitacion\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
  if (!m) throw new Error(`no invitation mail to ${to}`);
  return m[1];
}
const accept = (tcToken: string, extra: Record<string, unknown> = { tcNombre: 'Lucía', tcApellidos: 'Mamani Flores', tcContraseña: TEST_PASSWORD }, token?: string) =>
  post('/api/servicio/aceptarinvitacion', { tcToken, ...extra }, token);
/** Invites and accepts: a new member's session token. */
async function newMember(tcRol: 'administrador' | 'reclutador', taEmpleos?: number[], nombre = 'Lucía') {
  const email = uniqueEmail('equipo');
  expect((await invite(andes.token, email, tcRol, taEmpleos)).status).toBe(200);
  const res = await accept(linkToken(email), { tcNombre: nombre, tcApellidos: 'Mamani', tcContraseña: TEST_PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { email, token: res.body.values.token as string };
}
const applicantsOf = (token: string, codigo: string) => post('/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: codigo }, token);

beforeAll(async () => {
  andes = await newCompany(t.deps, 'Andes Equipo S.R.L.');
  other = await newCompany(t.deps, 'Otra Empresa S.A.');
  jobA = await createJob(t, andes.token, { tcTitulo: 'Contador senior' });
  jobB = await createJob(t, andes.token, { tcTitulo: 'Chofer repartidor' });
  otherJob = await createJob(t, other.token, { tcTitulo: 'Vendedor' });
  for (const j of [jobA, jobB, otherJob]) await payJob(t.deps, j.Empleo);
  const ids: number[] = [];
  for (const [name, job] of [['Ana', jobA], ['Luis', jobB]] as const) {
    const c = await newCandidate(t.deps, name, '71112233');
    const cv = await newCv(t.deps, c.candidateId);
    expect((await post('/api/postularempleo', { tnCurriculum: cv, tcCodigoEmpleo: job.CodigoEmpleo }, c.token)).body.Datos).toBe(1);
    const [row] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.candidateId, c.candidateId));
    ids.push(row.id);
  }
  [appA, appB] = ids;
}, 120_000);

beforeEach(() => t.clock.reset());

describe('the migration', () => {
  it('makes every existing company’s account its administrator', async () => {
    const owner = await makeUser(t.deps, 'empresa');
    const [co] = await t.deps.db.insert(companies).values({ codigo: `mig${Date.now().toString(36)}`, userId: owner.userId, nombre: 'Antigua S.A.', correo: owner.email }).returning({ id: companies.id });
    const migration = readFileSync(new URL('../../db/migrations/0037_company_members.sql', import.meta.url), 'utf8');
    const insert = migration.split('--> statement-breakpoint').find((s) => s.includes('INSERT INTO "company_members"'))!;
    await t.deps.db.execute(sql.raw(insert));
    const rows = await t.deps.db.select().from(companyMembers).where(eq(companyMembers.companyId, co.id));
    expect(rows).toMatchObject([{ userId: owner.userId, rol: 'administrador', jobIds: null }]);
    const session = await post('/api/getdatosusuario', {}, owner.token);
    expect(session.body.Datos.Empresa).toMatchObject({ Empresa: co.id, RolEquipo: 'administrador', EmpleosLimitados: false });
  });
});

describe('invitations', () => {
  it('mails a single-use link; only its SHA-256 is stored; the new recruiter works the pipeline under their name', async () => {
    const email = uniqueEmail('reclutadora');
    const res = await invite(andes.token, email);
    expect(res.status).toBe(200);
    expect(res.body.values).toMatchObject({ Correo: email, Rol: 'reclutador', Empleos: null, Vencida: false });
    const token = linkToken(email);
    const mail = t.mails.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe('Andes Equipo S.R.L. te invita a su equipo en Chamba');
    const [stored] = await t.deps.db.select().from(companyInvitations).where(eq(companyInvitations.email, email));
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const view = await post('/api/servicio/verinvitacion', { tcToken: token });
    expect(view.body.values).toMatchObject({ Empresa: 'Andes Equipo S.R.L.', Correo: email, Rol: 'reclutador', CuentaExistente: false });

    const ok = await accept(token, { tcNombre: 'Rocío', tcApellidos: 'Quispe', tcContraseña: TEST_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.values).toMatchObject({ Empresa: 'Andes Equipo S.R.L.' });
    const session = await post('/api/getdatosusuario', {}, ok.body.values.token);
    expect(session.body.Datos.Empresa).toMatchObject({ Nombre: 'Andes Equipo S.R.L.', RolEquipo: 'reclutador', EmpleosLimitados: false });
    expect((await post('/api/login', { email, password: TEST_PASSWORD })).status).toBe(200);

    // Single use.
    const again = await accept(token, { tcNombre: 'Otra', tcApellidos: 'Persona', tcContraseña: TEST_PASSWORD });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ status: false, message: TEAM_MESSAGES.badLink });
    expect((await post('/api/servicio/verinvitacion', { tcToken: token })).status).toBe(404);

    // Every job of the company: a state change and a note, both by her name.
    const r = ok.body.values.token as string;
    expect((await applicantsOf(r, jobB.CodigoEmpleo)).status).toBe(200);
    const change = await post('/api/servicio/cambiarestadopostulacion', { tnPostulacion: appA, tnEstado: 2 }, r);
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    expect((await post('/api/servicio/notapostulacion', { tnPostulacion: appA, tcNota: 'Buen perfil' }, r)).body.values.Autor).toBe('Rocío');
    const history = await post('/api/servicio/historialpostulacion', { tnPostulacion: appA }, andes.token);
    expect(history.body.values.filter((e: { Autor: string }) => e.Autor === 'Rocío').map((e: { Tipo: string }) => e.Tipo)).toEqual(expect.arrayContaining(['estado', 'nota']));
  });

  it('a link expires after 7 days', async () => {
    const email = uniqueEmail('vencida');
    t.clock.set(new Date());
    await invite(andes.token, email);
    const token = linkToken(email);
    t.clock.advance(7 * 24 * 3600_000 + 60_000);
    expect((await accept(token)).status).toBe(404);
    const list = await post('/api/servicio/listarreclutadores', {}, andes.token);
    expect(list.body.values.Invitaciones.find((i: { Correo: string }) => i.Correo === email)).toMatchObject({ Vencida: true });
    t.clock.reset();
    // A new invitation replaces it.
    await invite(andes.token, email);
    expect((await accept(linkToken(email))).status).toBe(200);
  });

  it('two acceptances of one link at once: exactly one account joins', async () => {
    const email = uniqueEmail('doble');
    await invite(andes.token, email);
    const token = linkToken(email);
    const both = await Promise.all([accept(token), accept(token)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, expect.any(Number)]);
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    expect(both.every((r) => r.status < 500)).toBe(true);
    const [{ n }] = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from company_members m join users u on u.id = m.user_id where u.email = ${email}`);
    expect(Number(n)).toBe(1);
  });

  it('a new invitation voids the previous link; cancelling one voids it too', async () => {
    const email = uniqueEmail('reenvio');
    await invite(andes.token, email);
    const first = linkToken(email);
    await invite(andes.token, email);
    expect((await accept(first)).status).toBe(404);
    const res = await post('/api/servicio/quitarreclutador', { tcCorreo: email }, andes.token);
    expect(res.body.message).toBe(TEAM_MESSAGES.cancelled);
    expect((await accept(linkToken(email))).status).toBe(404);
  });

  it('joins with an existing account: signed in with the invited e-mail; refuses another e-mail, a candidate, or no session', async () => {
    const { email, token } = await newMember('reclutador');
    // Removed, her account stays without a company; invited again, she joins with it.
    await post('/api/servicio/quitarreclutador', { tcCorreo: email }, andes.token);
    await invite(andes.token, email);
    const link = linkToken(email);
    expect((await post('/api/servicio/verinvitacion', { tcToken: link })).body.values.CuentaExistente).toBe(true);
    const anonymous = await accept(link);
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.message).toBe(TEAM_MESSAGES.accountExists);
    const login = await post('/api/login', { email, password: TEST_PASSWORD });
    const session = login.body.datos?.token;
    expect(typeof session).toBe('string');
    const wrong = await accept(link, {}, other.token);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(TEAM_MESSAGES.otherEmail);
    const joined = await accept(link, {}, session);
    expect(joined.status).toBe(200);
    expect(joined.body.values.token).toBeNull();
    expect((await post('/api/servicio/listarpostulantesbyempresa', {}, session)).status).toBe(200);
    expect(token).not.toBe(session);

    const candidate = await newCandidate(t.deps, 'Carla');
    await invite(andes.token, candidate.correo);
    const refused = await accept(linkToken(candidate.correo), {}, candidate.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(TEAM_MESSAGES.candidateAccount);
    const noAccount = await accept(linkToken(candidate.correo), {});
    expect(noAccount.status).toBe(400);
  });

  it('refuses hostile and malformed input with the envelope, never a 500', async () => {
    const bad = [
      { tcCorreo: '<script>alert(1)</script>', tcRol: 'reclutador' },
      { tcCorreo: "x'; drop table users;--@x.bo", tcRol: 'reclutador' },
      { tcCorreo: 'a@b.bo', tcRol: 'dueño' },
      { tcCorreo: 'a@b.bo', tcRol: 'reclutador', taEmpleos: ['uno'] },
      { tcCorreo: 'a@b.bo', tcRol: 'reclutador', taEmpleos: Array.from({ length: 51 }, (_, i) => i + 1) },
      { tcCorreo: `${'a'.repeat(300)}@b.bo`, tcRol: 'reclutador' },
      { tcRol: 'reclutador' },
      {},
    ];
    for (const body of bad) {
      const res = await post('/api/servicio/invitarreclutador', body, andes.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ status: false });
    }
    for (const tcToken of ['../../etc/passwd', "' or 1=1 --", 'x'.repeat(5000), 42]) {
      expect((await accept(tcToken as string)).status).toBe(400);
      expect((await post('/api/servicio/verinvitacion', { tcToken })).status).toBe(400);
    }
    const unknown = 'A'.repeat(43);
    expect((await accept(unknown)).status).toBe(404);
    const email = uniqueEmail('corto');
    await invite(andes.token, email);
    const short = await accept(linkToken(email), { tcNombre: 'Ana', tcApellidos: 'Paz', tcContraseña: '123' });
    expect(short.status).toBe(400);
    expect(short.body.errores).toHaveProperty('tcContraseña');
    expect((await post('/api/servicio/quitarreclutador', { tcCorreo: '<b>@x' }, andes.token)).status).toBe(400);
    expect((await post('/api/servicio/invitarreclutador', { tcCorreo: email, tcRol: 'reclutador' })).status).toBe(401);
    const candidate = await newCandidate(t.deps, 'Rita');
    expect((await post('/api/servicio/invitarreclutador', { tcCorreo: email, tcRol: 'reclutador' }, candidate.token)).status).toBe(403);
  });

  it('refuses to invite a member again', async () => {
    const res = await invite(andes.token, andes.correo);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TEAM_MESSAGES.alreadyMember);
  });
});

describe('roles', () => {
  it('a recruiter may not invite, list, remove, pay, edit the company or ask for verification', async () => {
    const { token } = await newMember('reclutador');
    const denied = [
      ['/api/servicio/invitarreclutador', { tcCorreo: uniqueEmail('x'), tcRol: 'reclutador' }],
      ['/api/servicio/listarreclutadores', {}],
      ['/api/servicio/quitarreclutador', { tcCorreo: andes.correo }],
      ['/api/servicio/generarpagoempleo', { Empleo: jobA.Empleo, tcNombreUsuario: 'Pagador', tnCiNit: '1234567', tnTelefono: '71234567', tcCorreo: 'pagos@example.bo' }],
    ] as const;
    for (const [url, body] of denied) {
      const res = await post(url, body, token);
      expect(res.status, url).toBe(403);
      expect(res.body.message, url).toBe('Solo un administrador de la empresa puede hacer esto.');
    }
    const form = (await import('../../test/forms')).postMultipart;
    expect((await form(t.app, '/api/servicio/actualizardatosempresa', { tcNombre: 'Tomada' }, [], token)).status).toBe(403);
    expect((await form(t.app, '/api/servicio/solicitarverificacion', { tcNit: '1234567' }, [], token)).status).toBe(403);
    // Reading the company profile is fine.
    expect((await post('/api/servicio/getmiempresa', {}, token)).status).toBe(200);
    const [co] = await t.deps.db.select({ nombre: companies.nombre }).from(companies).where(eq(companies.id, andes.companyId));
    expect(co.nombre).toBe('Andes Equipo S.R.L.');
  });

  it('an administrator invited in may do everything, and the first one may then leave', async () => {
    const second = await newMember('administrador', undefined, 'Beatriz');
    const list = await post('/api/servicio/listarreclutadores', {}, second.token);
    expect(list.status).toBe(200);
    expect(list.body.values.Miembros.filter((m: { Rol: string }) => m.Rol === 'administrador').length).toBeGreaterThanOrEqual(2);
    expect((await invite(second.token, uniqueEmail('por-beatriz'))).status).toBe(200);
  });
});

describe('the last administrator', () => {
  it('can neither be removed nor leave; with another administrator, the founder leaves and the company stays', async () => {
    const solo = await newCompany(t.deps, 'Sola S.R.L.');
    const self = await post('/api/servicio/quitarreclutador', { tcCorreo: solo.correo }, solo.token);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(TEAM_MESSAGES.lastAdmin);
    const email = uniqueEmail('sucesora');
    await invite(solo.token, email, 'administrador');
    const next = (await accept(linkToken(email))).body.values.token as string;
    const left = await post('/api/servicio/quitarreclutador', { tcCorreo: solo.correo }, solo.token);
    expect(left.body.message).toBe(TEAM_MESSAGES.left);
    expect((await post('/api/getdatosusuario', {}, solo.token)).status).toBe(401);
    const [co] = await t.deps.db.select({ userId: companies.userId }).from(companies).where(eq(companies.id, solo.companyId));
    const [member] = await t.deps.db.select({ userId: companyMembers.userId }).from(companyMembers).where(eq(companyMembers.companyId, solo.companyId));
    expect(co.userId).toBe(member.userId);
    const last = await post('/api/servicio/quitarreclutador', { tcCorreo: email }, next);
    expect(last.status).toBe(400);
    expect(last.body.message).toBe(TEAM_MESSAGES.lastAdmin);
  });

  it('a member deleting their account leaves the team; the company stays', async () => {
    const { email, token } = await newMember('reclutador', undefined, 'Saliente');
    const res = await post('/api/servicio/eliminarcuenta', { tcContrasena: TEST_PASSWORD }, token);
    expect(res.body.error).toBe(0);
    expect((await post('/api/servicio/getmiempresa', {}, andes.token)).status).toBe(200);
    const list = await post('/api/servicio/listarreclutadores', {}, andes.token);
    expect(list.body.values.Miembros.some((m: { Correo: string }) => m.Correo === email)).toBe(false);
  });
});

describe('changing a role', () => {
  const change = (token: string, tcCorreo: string, tcRol: string, taEmpleos?: unknown) => post('/api/servicio/cambiarrolreclutador', { tcCorreo, tcRol, ...(taEmpleos !== undefined ? { taEmpleos } : {}) }, token);

  it('makes a recruiter an administrator and back, limited to one job; it holds from their next call, same session', async () => {
    const { email, token } = await newMember('reclutador', undefined, 'Rosa');
    expect((await post('/api/servicio/listarreclutadores', {}, token)).status).toBe(403);
    const up = await change(andes.token, email.toUpperCase(), 'administrador');
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ error: 0, message: TEAM_MESSAGES.roleChanged, values: { Correo: email, Rol: 'administrador', Empleos: null, EsUsted: false } });
    expect((await post('/api/servicio/listarreclutadores', {}, token)).status).toBe(200);
    const down = await change(andes.token, email, 'reclutador', [jobB.Empleo]);
    expect(down.body.values).toMatchObject({ Rol: 'reclutador', Empleos: [{ Empleo: jobB.Empleo, Titulo: 'Chofer repartidor' }] });
    expect((await post('/api/servicio/listarreclutadores', {}, token)).status).toBe(403);
    expect((await applicantsOf(token, jobB.CodigoEmpleo)).status).toBe(200);
    expect((await applicantsOf(token, jobA.CodigoEmpleo)).status).toBe(404);
    const all = await change(andes.token, email, 'reclutador', []);
    expect(all.body.values.Empleos).toBeNull();
    expect((await applicantsOf(token, jobA.CodigoEmpleo)).status).toBe(200);
  });

  it('the last administrator cannot be made a recruiter; with another one, the founder can, and hands over the company account', async () => {
    const solo = await newCompany(t.deps, 'Rol Único S.R.L.');
    const self = await change(solo.token, solo.correo, 'reclutador');
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(TEAM_MESSAGES.lastAdminRole);
    const email = uniqueEmail('segunda');
    await invite(solo.token, email, 'administrador');
    const next = (await accept(linkToken(email))).body.values.token as string;
    expect((await change(next, solo.correo, 'reclutador')).status).toBe(200);
    const [co] = await t.deps.db.select({ userId: companies.userId }).from(companies).where(eq(companies.id, solo.companyId));
    const [second] = await queryRows<{ id: number }>(t.deps.db, sql`select id from users where email = ${email}`);
    expect(co.userId).toBe(Number(second.id));
    expect((await change(next, email, 'reclutador')).body.message).toBe(TEAM_MESSAGES.lastAdminRole);
  });

  it('refuses recruiters (403), visitors (401), candidates (403), another company’s members and jobs (404) and bad input (400)', async () => {
    const { email, token } = await newMember('reclutador', undefined, 'Pedro');
    const res = await change(token, email, 'administrador');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Solo un administrador de la empresa puede hacer esto.');
    expect((await change('', email, 'administrador')).status).toBe(401);
    const cand = await newCandidate(t.deps, 'Carla', '71119999');
    expect((await change(cand.token, email, 'administrador')).status).toBe(403);
    const foreign = await change(other.token, email, 'administrador');
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(TEAM_MESSAGES.memberNotFound);
    expect((await change(andes.token, other.correo, 'reclutador')).status).toBe(404);
    expect((await change(andes.token, email, 'reclutador', [otherJob.Empleo])).status).toBe(404);
    for (const [rol, jobs] of [['jefe', undefined], ['', undefined], ['reclutador', 'todos'], ['reclutador', Array.from({ length: 51 }, (_, i) => i + 1)], ['reclutador', ["1; drop table jobs"]]] as const) {
      const bad = await change(andes.token, email, rol, jobs);
      expect(bad.status, JSON.stringify([rol, jobs])).toBe(400);
      expect(bad.body.error).toBe(1);
    }
    expect((await post('/api/servicio/cambiarrolreclutador', { tcRol: 'reclutador' }, andes.token)).status).toBe(400);
    expect((await post('/api/servicio/cambiarrolreclutador', { tcCorreo: 'x'.repeat(5000) + '@x.bo', tcRol: 'reclutador' }, andes.token)).status).toBe(400);
    const list = await post('/api/servicio/listarreclutadores', {}, andes.token);
    expect(list.body.values.Miembros.find((m: { Correo: string }) => m.Correo === email).Rol).toBe('reclutador');
  });
});

describe('removing a member', () => {
  it('revokes every session at once; their notes keep their name', async () => {
    const { email, token } = await newMember('reclutador', undefined, 'Teodoro');
    const login = await post('/api/login', { email, password: TEST_PASSWORD });
    const second = login.body.datos?.token;
    expect((await post('/api/servicio/notapostulacion', { tnPostulacion: appB, tcNota: 'Llamar el lunes' }, token)).status).toBe(200);
    const res = await post('/api/servicio/quitarreclutador', { tcCorreo: email }, andes.token);
    expect(res.body.message).toBe(TEAM_MESSAGES.removed);
    for (const s of [token, second]) expect((await applicantsOf(s, jobB.CodigoEmpleo)).status).toBe(401);
    const applicants = await applicantsOf(andes.token, jobB.CodigoEmpleo);
    const notes = applicants.body.values.flatMap((a: { Notas?: { Autor: string; Texto: string }[] }) => a.Notas ?? []);
    expect(notes).toContainEqual(expect.objectContaining({ Autor: 'Teodoro', Texto: 'Llamar el lunes' }));
    // Signed in again, the account has no company.
    const back = await post('/api/login', { email, password: TEST_PASSWORD });
    const again = back.body.datos?.token;
    expect((await applicantsOf(again, jobB.CodigoEmpleo)).status).toBe(404);
    expect((await post('/api/servicio/listarpostulantesbyempresa', {}, again)).status).toBe(403);
  });

  it('another company cannot see or touch our members and invitations (404), nor invite to our jobs', async () => {
    const { email } = await newMember('reclutador');
    const pending = uniqueEmail('pendiente');
    await invite(andes.token, pending);
    for (const tcCorreo of [email, pending, andes.correo]) {
      const res = await post('/api/servicio/quitarreclutador', { tcCorreo }, other.token);
      expect(res.status, tcCorreo).toBe(404);
    }
    const theirs = await post('/api/servicio/listarreclutadores', {}, other.token);
    expect(JSON.stringify(theirs.body)).not.toContain(email);
    expect(JSON.stringify(theirs.body)).not.toContain(pending);
    const stolen = await invite(other.token, uniqueEmail('robo'), 'reclutador', [jobA.Empleo]);
    expect(stolen.status).toBe(404);
    expect((await accept(linkToken(pending))).status).toBe(200);
  });
});

describe('a recruiter limited to some jobs', () => {
  it('sees and works only those jobs: anything of another job answers 404', async () => {
    const { token } = await newMember('reclutador', [jobA.Empleo], 'Limitada');
    const session = await post('/api/getdatosusuario', {}, token);
    expect(session.body.Datos.Empresa).toMatchObject({ RolEquipo: 'reclutador', EmpleosLimitados: true });
    expect((await applicantsOf(token, jobA.CodigoEmpleo)).status).toBe(200);
    expect((await applicantsOf(token, jobB.CodigoEmpleo)).status).toBe(404);
    const jobs = await post('/api/servicio/listarempleosbyempresa', [], token);
    expect(jobs.body.Datos.map((j: { CodigoEmpleo: string }) => j.CodigoEmpleo)).toEqual([jobA.CodigoEmpleo]);
    const all = await post('/api/servicio/listarpostulantesbyempresa', {}, token);
    expect(all.body.Datos.map((a: { Postulacion: number }) => a.Postulacion)).toEqual([appA]);
    const outside = [
      ['/api/servicio/notapostulacion', { tnPostulacion: appB, tcNota: 'x' }],
      ['/api/servicio/calificarpostulacion', { tnPostulacion: appB, tnCalificacion: 3 }],
      ['/api/servicio/cambiarestadopostulacion', { tnPostulacion: appB, tnEstado: 2 }],
      ['/api/servicio/historialpostulacion', { tnPostulacion: appB }],
      ['/api/servicio/listarmensajes', { tnPostulacion: appB }],
      ['/api/servicio/enviarmensaje', { tnPostulacion: appB, tcMensaje: 'Hola' }],
      ['/api/servicio/cifrasempleo', { tcCodigoEmpleo: jobB.CodigoEmpleo }],
      ['/api/servicio/getempleoedicion', { tcCodigoEmpleo: jobB.CodigoEmpleo }],
      ['/api/servicio/eliminarempleo', { tcCodigoEmpleo: jobB.CodigoEmpleo }],
    ] as const;
    for (const [url, body] of outside) expect((await post(url, body, token)).status, url).toBe(404);
    expect((await call(t.app, `/api/servicio/cvpostulacion/${appB}`, undefined, token, { method: 'GET' })).status).toBe(404);
    expect((await post('/api/servicio/notapostulacion', { tnPostulacion: appA, tcNota: 'Dentro de su empleo' }, token)).status).toBe(200);
    const create = await post('/api/servicio/registrarempleo', {}, token);
    expect([400, 403]).toContain(create.status);
    const [b] = await t.deps.db.select({ estado: applications.estado }).from(applications).where(eq(applications.id, appB));
    expect(b.estado).toBe(1);
  });
});
