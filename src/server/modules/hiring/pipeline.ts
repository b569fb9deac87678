/**
 * The recruiter's pipeline on applications (decision 074): private notes, the 1-5 rating, tags,
 * and the history of every action. Each write and its history entry commit together. An
 * application of another company is answered as an unknown one (404), and a list with one such
 * id changes nothing.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { ApplicationEvent, ApplicationNote } from '../../../shared/contract/pipeline';
import type { AppDeps, AuthUser } from '../../core/context';
import { notFound } from '../../core/http/errors';
import { queryRows, type DbOrTx } from '../../db/client';
import { applicationEvents, applicationNotes, applications } from '../../db/schema';
import { isoInstant, sqlList } from '../../db/sql';
import { APPLICANT_MESSAGES } from './messages';
import { jobScopeSql } from '../../core/auth/company-scope';
import { candidateCompanyName } from '../jobs/public';

export type EventKind = 'estado' | 'nota' | 'calificacion' | 'etiquetas' | 'mensaje_programado' | 'mensaje_enviado' | 'mensaje_cancelado' | 'retirada' | 'entrevista_cancelada';

export type OwnedApplication = {
  id: number;
  estado: number;
  company_id: number;
  job_id: number;
  job_code: string;
  titulo: string;
  empresa: string;
  correo: string;
  nombre: string;
  apellidos: string;
  etiquetas: string[];
};

/** Who did it, as the history and the notes show it. */
export const actorName = (user: AuthUser) => (user.role === 'admin' ? `${user.nombre || 'Administración'} (Chamba)` : user.nombre || user.email);

/**
 * The applications `ids` of the caller's company (any for staff or `null`), on open jobs; locked for the
 * transaction when `lock`. One unknown or foreign id: 404 and nothing is read further.
 */
export async function ownedApplications(db: DbOrTx, user: AuthUser | null, ids: number[], lock = false): Promise<OwnedApplication[]> {
  if (ids.length === 0) throw notFound(APPLICANT_MESSAGES.notFound);
  // null: a step of another area that checked the caller itself (interviews).
  const owner = !user || user.role === 'admin' ? sql`true` : sql`j.company_id = ${user.companyId ?? -1} and ${jobScopeSql(user, sql`j.id`)}`;
  const rows = await queryRows<OwnedApplication>(
    db,
    sql`select a.id, a.estado, j.company_id, j.id as job_id, j.codigo as job_code, j.titulo, ${candidateCompanyName()} as empresa, c.correo, c.nombre, c.apellidos, a.etiquetas
      from applications a
      join jobs j on j.id = a.job_id
      join companies co on co.id = j.company_id
      join candidates c on c.id = a.candidate_id
      where a.id in (${sqlList(ids)}) and not j.cerrado and ${owner}
      order by a.id
      ${lock ? sql`for update of a` : sql``}`,
  );
  if (rows.length !== new Set(ids).size) throw notFound(APPLICANT_MESSAGES.notFound);
  return rows.map((r) => ({ ...r, id: Number(r.id), estado: Number(r.estado), company_id: Number(r.company_id), job_id: Number(r.job_id), etiquetas: toTextArray(r.etiquetas) }));
}

/** text[] as the drivers give it: an array (pg, PGlite) or its literal '{a,b}'. */
export function toTextArray(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'string' && v.startsWith('{')) {
    const inner = v.slice(1, -1);
    if (inner === '') return [];
    return inner.split(',').map((s) => s.replace(/^"|"$/g, '').replace(/\\(.)/g, '$1'));
  }
  return [];
}

export type NewEvent = {
  applicationId: number;
  tipo: EventKind;
  detalle: string;
  estadoAnterior?: number | null;
  estadoNuevo?: number | null;
  /** What the candidate's own timeline may show one day (state changes, messages sent). */
  paraCandidato?: boolean;
};

export async function recordEvents(deps: Pick<AppDeps, 'clock'>, tx: DbOrTx, user: AuthUser | null, events: NewEvent[]) {
  if (events.length === 0) return;
  const now = deps.clock.now();
  await tx.insert(applicationEvents).values(
    events.map((e) => ({
      applicationId: e.applicationId,
      tipo: e.tipo,
      detalle: e.detalle,
      estadoAnterior: e.estadoAnterior ?? null,
      estadoNuevo: e.estadoNuevo ?? null,
      actorUserId: user?.id ?? null,
      actorNombre: user ? actorName(user) : 'Chamba',
      paraCandidato: e.paraCandidato ?? false,
      createdAt: now,
    })),
  );
}

export async function addNote(deps: AppDeps, user: AuthUser, applicationId: number, texto: string): Promise<ApplicationNote> {
  return deps.db.transaction(async (tx) => {
    await ownedApplications(tx, user, [applicationId]);
    const now = deps.clock.now();
    const [note] = await tx
      .insert(applicationNotes)
      .values({ applicationId, authorUserId: user.id, authorName: actorName(user), texto, createdAt: now })
      .returning({ id: applicationNotes.id });
    await recordEvents(deps, tx, user, [{ applicationId, tipo: 'nota', detalle: `Nota: ${texto.length > 120 ? `${texto.slice(0, 117)}...` : texto}` }]);
    return { Nota: note.id, Texto: texto, Autor: actorName(user), Fecha: isoInstant(now) };
  });
}

export async function rateApplication(deps: AppDeps, user: AuthUser, applicationId: number, rating: number) {
  const value = rating === 0 ? null : rating;
  await deps.db.transaction(async (tx) => {
    await ownedApplications(tx, user, [applicationId], true);
    await tx.update(applications).set({ calificacion: value, updatedAt: deps.clock.now() }).where(eq(applications.id, applicationId));
    await recordEvents(deps, tx, user, [{ applicationId, tipo: 'calificacion', detalle: value ? `Calificación: ${value} de 5` : 'Calificación quitada' }]);
  });
  return { Postulacion: applicationId, Calificacion: value };
}

/** Adds and removes tags on several applications at once: all of them or none. */
export async function tagApplications(deps: AppDeps, user: AuthUser, ids: number[], add: string[], remove: string[]) {
  return deps.db.transaction(async (tx) => {
    const rows = await ownedApplications(tx, user, ids, true);
    const now = deps.clock.now();
    const out: { Postulacion: number; Etiquetas: string[] }[] = [];
    const events: NewEvent[] = [];
    for (const r of rows) {
      const next = [...new Set([...r.etiquetas.filter((t) => !remove.includes(t)), ...add])].slice(0, 10);
      const added = next.filter((t) => !r.etiquetas.includes(t));
      const removed = r.etiquetas.filter((t) => !next.includes(t));
      out.push({ Postulacion: r.id, Etiquetas: next });
      if (added.length === 0 && removed.length === 0) continue;
      await tx.update(applications).set({ etiquetas: next, updatedAt: now }).where(eq(applications.id, r.id));
      const said = [added.length ? `agregó ${added.join(', ')}` : '', removed.length ? `quitó ${removed.join(', ')}` : ''].filter(Boolean).join('; ');
      events.push({ applicationId: r.id, tipo: 'etiquetas', detalle: `Etiquetas: ${said}` });
    }
    await recordEvents(deps, tx, user, events);
    return out;
  });
}

/** The notes of the applications of one job, oldest first, by application. */
export async function notesOf(db: DbOrTx, applicationIds: number[]): Promise<Map<number, ApplicationNote[]>> {
  const byApp = new Map<number, ApplicationNote[]>();
  if (applicationIds.length === 0) return byApp;
  const rows = await db
    .select({ id: applicationNotes.id, app: applicationNotes.applicationId, texto: applicationNotes.texto, autor: applicationNotes.authorName, at: applicationNotes.createdAt })
    .from(applicationNotes)
    .where(inArray(applicationNotes.applicationId, applicationIds))
    .orderBy(applicationNotes.createdAt, applicationNotes.id);
  for (const r of rows) {
    const list = byApp.get(r.app) ?? [];
    list.push({ Nota: r.id, Texto: r.texto, Autor: r.autor, Fecha: isoInstant(r.at) });
    byApp.set(r.app, list);
  }
  return byApp;
}

/** The application's history, newest first, as its company sees it. */
export async function applicationHistory(deps: AppDeps, user: AuthUser, applicationId: number): Promise<ApplicationEvent[]> {
  await ownedApplications(deps.db, user, [applicationId]);
  const rows = await deps.db
    .select({ tipo: applicationEvents.tipo, detalle: applicationEvents.detalle, autor: applicationEvents.actorNombre, at: applicationEvents.createdAt })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id))
    .limit(500);
  return rows.map((r) => ({ Tipo: r.tipo, Descripcion: r.detalle, Autor: r.autor, Fecha: isoInstant(r.at) }));
}
