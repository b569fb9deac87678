/**
 * Test data written straight to the database (no scrypt: these users never log in with a
 * password; tokens are issued directly). Used by the marketplace API tests.
 */
import type { AppDeps } from '../../context';
import { applications, candidates, companies, curriculums, users } from '../../db/schema';
import { newPublicCode } from '../../lib/codes';
import { issueToken } from '../auth/tokens';
import { insertJob, type NewJob } from './job-writer';

let seq = 0;
const unique = (prefix: string) => `${prefix}.${Date.now()}.${++seq}@example.bo`;

export async function makeCompany(deps: AppDeps, over: Partial<typeof companies.$inferInsert> = {}) {
  const email = unique('empresa');
  const [user] = await deps.db
    .insert(users)
    .values({ email, passwordHash: 'x', role: 'empresa', nombre: 'Responsable', apellidos: 'Prueba' })
    .returning({ id: users.id });
  const [company] = await deps.db
    .insert(companies)
    .values({ codigo: newPublicCode(), userId: user.id, nombre: 'Empresa de Prueba S.R.L.', correo: email, ...over })
    .returning();
  return { ...company, userId: user.id, token: await issueToken(deps.db, user.id) };
}

export async function makeCandidate(deps: AppDeps, over: Partial<typeof candidates.$inferInsert> = {}) {
  const email = unique('candidato');
  const [user] = await deps.db
    .insert(users)
    .values({ email, passwordHash: 'x', role: 'candidato', nombre: over.nombre ?? 'Ana', apellidos: over.apellidos ?? 'Prueba' })
    .returning({ id: users.id });
  const [candidate] = await deps.db
    .insert(candidates)
    .values({ codigo: newPublicCode(), userId: user.id, nombre: 'Ana', correo: email, ...over })
    .returning();
  return { ...candidate, userId: user.id, token: await issueToken(deps.db, user.id) };
}

export async function makeUser(deps: AppDeps, role: 'admin' | 'candidato' | 'empresa') {
  const [user] = await deps.db
    .insert(users)
    .values({ email: unique(role), passwordHash: 'x', role, nombre: 'Usuario', apellidos: 'Prueba' })
    .returning({ id: users.id });
  return { userId: user.id, token: await issueToken(deps.db, user.id) };
}

/** 'YYYY-MM-DD' n days from the given instant (La Paz calendar). */
export const dayFrom = (now: Date, days: number) => new Date(now.getTime() - 4 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

export async function makeJob(deps: AppDeps, companyId: number, over: Partial<NewJob> = {}) {
  const now = deps.clock.now();
  return deps.db.transaction((tx) =>
    insertJob(tx, {
      companyId,
      titulo: 'Auxiliar de almacén',
      descripcion: 'Recepción y despacho de mercadería.',
      ciudadId: 3,
      tipoEmpleoId: 1,
      categoriaId: 11,
      experienciaId: 1,
      salario: 2800,
      modalidadId: 1,
      estado: 2,
      fechaPublicacion: new Date(now.getTime() - 5 * 86_400_000),
      fechaVencimiento: dayFrom(now, 30),
      ...over,
    }),
  );
}

export async function makeCv(deps: AppDeps, candidateId: number, documento: unknown, titulo = 'Mi CV') {
  const [cv] = await deps.db.insert(curriculums).values({ candidateId, titulo, documento, pagado: true }).returning({ id: curriculums.id });
  return cv.id;
}

export async function makeApplication(deps: AppDeps, jobId: number, candidateId: number, curriculumId: number) {
  await deps.db.insert(applications).values({ jobId, candidateId, curriculumId });
}
