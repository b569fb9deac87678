/**
 * Accounts for the API tests. `newCandidate`, `newCompany` and `newAdmin` go through the accounts
 * area (the real Argon2id hash included; there is no cheaper one for tests), as registration does; `makeCandidate`, `makeCompany` and `makeUser`
 * write the rows straight away with the profile fields a test sets (no password: these users
 * never log in with one; their token is issued directly).
 */
import { users, candidates, companies, companyMembers } from '../db/schema';
import type { AppDeps } from '../core/context';
import { newPublicCode } from '../core/codes';
import { hashPassword } from '../core/auth/passwords';
import { issueToken } from '../core/auth/tokens';
import { createCandidateAccount, createCompanyAccount } from '../modules/auth/public';

export const TEST_PASSWORD = 'Secreta123';

let seq = 0;
/** An e-mail no other test uses. */
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(++seq).toString(36)}@example.bo`;

export async function newCandidate(deps: AppDeps, nombre = 'Rosa', telefono = '76543210') {
  const correo = uniqueEmail('candidato');
  const created = await createCandidateAccount(deps, { nombre, apellidos: 'Condori', correo, telefono, password: TEST_PASSWORD, profesion: 'Contadora' });
  if (!created) throw new Error('candidate not created');
  return { ...created, correo, email: correo };
}

export async function newCompany(deps: AppDeps, nombreEmpresa = 'Empresa de Prueba S.R.L.') {
  const correo = uniqueEmail('empresa');
  const created = await createCompanyAccount(
    deps,
    { nombre: 'Marco', apellidos: 'Quispe', correo, telefono: '77712345', password: TEST_PASSWORD, profesion: 'Gerente' },
    { nombreEmpresa, descripcion: 'Empresa de prueba.', anioFundacion: 2010, ciudadId: 4 },
  );
  if (!created) throw new Error('company not created');
  return { ...created, correo, email: correo };
}

export async function newAdmin(deps: AppDeps, nombre = 'Equipo') {
  const [u] = await deps.db
    .insert(users)
    .values({ email: uniqueEmail('admin'), passwordHash: await hashPassword(TEST_PASSWORD), role: 'admin', nombre, apellidos: 'Chamba' })
    .returning({ id: users.id });
  return { userId: u.id, token: await issueToken(deps.db, u.id) };
}

type Role = 'admin' | 'candidato' | 'empresa';

/** A user row with a token, no password. */
export async function makeUser(deps: AppDeps, role: Role, names: { nombre?: string; apellidos?: string } = {}) {
  const email = uniqueEmail(role);
  const [user] = await deps.db
    .insert(users)
    .values({ email, passwordHash: 'x', role, nombre: names.nombre ?? 'Usuario', apellidos: names.apellidos ?? 'Prueba' })
    .returning({ id: users.id });
  return { userId: user.id, email, token: await issueToken(deps.db, user.id) };
}

export async function makeCompany(deps: AppDeps, over: Partial<typeof companies.$inferInsert> = {}) {
  const user = await makeUser(deps, 'empresa', { nombre: 'Responsable' });
  const [company] = await deps.db
    .insert(companies)
    .values({ codigo: newPublicCode(), userId: user.userId, nombre: 'Empresa de Prueba S.R.L.', correo: user.email, ...over })
    .returning();
  await deps.db.insert(companyMembers).values({ companyId: company.id, userId: user.userId, rol: 'administrador' });
  return { ...company, userId: user.userId, token: user.token };
}

export async function makeCandidate(deps: AppDeps, over: Partial<typeof candidates.$inferInsert> = {}) {
  const user = await makeUser(deps, 'candidato', { nombre: over.nombre ?? 'Ana', apellidos: over.apellidos ?? 'Prueba' });
  const [candidate] = await deps.db
    .insert(candidates)
    .values({ codigo: newPublicCode(), userId: user.userId, nombre: 'Ana', correo: user.email, ...over })
    .returning();
  return { ...candidate, userId: user.userId, token: user.token };
}

export type TestCandidate = Awaited<ReturnType<typeof newCandidate>>;
export type TestCompany = Awaited<ReturnType<typeof newCompany>>;
export type TestAdmin = Awaited<ReturnType<typeof newAdmin>>;
