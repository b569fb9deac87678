/**
 * The candidate's side of the pipeline (decision 079): withdrawing an application the company has
 * not decided yet, and the application's timeline as the candidate may read it. Only the
 * candidate's own applications; another candidate's is answered as an unknown one (404).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ALL_APPLICATION_STATES, WITHDRAWN_STATE, nameOf } from '../../../shared/catalog';
import { WITHDRAW_MESSAGES, type TimelineEntry } from '../../../shared/contract/applications';
import type { AppDeps, AuthUser } from '../../core/context';
import { HttpError, notFound } from '../../core/http/errors';
import { queryRows } from '../../db/client';
import { applicationEvents, applications, pendingStatusMessages } from '../../db/schema';
import { isoInstant, isoSql } from '../../db/sql';
import { recordEvents, type NewEvent } from './pipeline';
import { candidateCompanyName } from '../jobs/public';
import { cancelInterviewsOfWithdrawn } from '../interviews/public';

const stateName = (estado: number) => nameOf(ALL_APPLICATION_STATES, estado, 'Desconocido');

/** Recibido, En revisión, Entrevista: not decided yet, so the candidate may withdraw. */
export const WITHDRAWABLE_STATES = [1, 2, 3];

/**
 * Moves the candidate's own application to Retirada; a status message still in its undo window is
 * cancelled (it never leaves). The state, the cancellation and the history commit together.
 */
export async function withdrawApplication(deps: AppDeps, user: AuthUser, applicationId: number) {
  const candidateId = user.candidateId ?? -1;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: applications.id, estado: applications.estado })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.candidateId, candidateId)))
      .limit(1)
      .for('update');
    if (!row) throw notFound(WITHDRAW_MESSAGES.notFound);
    if (row.estado === WITHDRAWN_STATE.id) throw new HttpError(409, WITHDRAW_MESSAGES.already);
    if (!WITHDRAWABLE_STATES.includes(row.estado)) throw new HttpError(409, WITHDRAW_MESSAGES.decided);
    const now = deps.clock.now();
    await tx.update(applications).set({ estado: WITHDRAWN_STATE.id, updatedAt: now }).where(eq(applications.id, row.id));
    const events: NewEvent[] = [];
    const pending = await tx
      .select({ id: pendingStatusMessages.id, estado: pendingStatusMessages.estado })
      .from(pendingStatusMessages)
      .where(and(eq(pendingStatusMessages.applicationId, row.id), eq(pendingStatusMessages.situacion, 'pendiente')))
      .for('update');
    for (const p of pending) {
      await tx.update(pendingStatusMessages).set({ situacion: 'cancelado', resolvedAt: now }).where(eq(pendingStatusMessages.id, p.id));
      events.push({ applicationId: row.id, tipo: 'mensaje_cancelado', detalle: `Mensaje «${stateName(p.estado)}» cancelado antes de enviarse: el candidato retiró su postulación` });
    }
    events.push({
      applicationId: row.id,
      tipo: 'retirada',
      estadoAnterior: row.estado,
      estadoNuevo: WITHDRAWN_STATE.id,
      paraCandidato: true,
      detalle: `El candidato retiró su postulación (estaba en «${stateName(row.estado)}»)`,
    });
    if (await cancelInterviewsOfWithdrawn(deps, tx, row.id)) {
      events.push({ applicationId: row.id, tipo: 'entrevista_cancelada', detalle: 'Entrevista cancelada: el candidato retiró su postulación' });
    }
    await recordEvents(deps, tx, user, events);
    return { Postulacion: row.id, Estado: WITHDRAWN_STATE.id, EstadoDescripcion: WITHDRAWN_STATE.nombre };
  });
}

type Head = { id: number; enviada: string; vistos: string | null; primera_accion: string | null; empresa: string; cv_titulo: string | null };

/** The footer Chamba adds to every status message (status-messages.ts): the timeline is that page. */
const MAIL_FOOTER = /\n\nRevisa tus postulaciones en \S+\n\nChamba$/;

const KIND_ORDER: Record<TimelineEntry['Tipo'], number> = { enviada: 0, vista: 1, estado: 2, mensaje: 3, retirada: 4 };

/**
 * The candidate's timeline of one own application, oldest first: sent; seen by the company (the
 * first time its applicants page listed it, or its first action on it, whichever came first;
 * applications listed before migration 0019 have the lower bound the job's mark gives); the state changes that stuck (a change undone within the undo window is
 * not shown, as no message told of it); the messages actually sent; the withdrawal. Never the
 * company's notes, ratings or tags: only the events marked for the candidate are read.
 */
export async function candidateTimeline(deps: AppDeps, user: AuthUser, applicationId: number): Promise<TimelineEntry[]> {
  const [head] = await queryRows<Head>(
    deps.db,
    sql`select a.id, ${isoSql(sql`a.created_at`)} as enviada, ${candidateCompanyName()} as empresa, a.cv_titulo,
        ${isoSql(sql`coalesce(a.vista_empresa_at, case when j.postulantes_vistos_at >= a.created_at then j.postulantes_vistos_at end)`)} as vistos,
        (select ${isoSql(sql`min(e.created_at)`)} from application_events e
          where e.application_id = a.id and e.tipo in ('estado', 'nota', 'calificacion', 'etiquetas')) as primera_accion
      from applications a
      join jobs j on j.id = a.job_id
      join companies co on co.id = j.company_id
      where a.id = ${applicationId} and a.candidate_id = ${user.candidateId ?? -1}`,
  );
  if (!head) throw notFound(WITHDRAW_MESSAGES.notFound);
  const out: TimelineEntry[] = [
    { Fecha: head.enviada, Tipo: 'enviada', Texto: head.cv_titulo ? `Enviaste tu postulación con el currículum «${head.cv_titulo}».` : 'Enviaste tu postulación.' },
  ];
  const seen = [head.primera_accion, head.vistos].filter((d): d is string => Boolean(d)).sort()[0];
  if (seen) out.push({ Fecha: seen, Tipo: 'vista', Texto: `${head.empresa} vio tu postulación.` });

  const events = await deps.db
    .select({ tipo: applicationEvents.tipo, estado: applicationEvents.estadoNuevo, at: applicationEvents.createdAt })
    .from(applicationEvents)
    .where(and(eq(applicationEvents.applicationId, head.id), eq(applicationEvents.paraCandidato, true), inArray(applicationEvents.tipo, ['estado', 'retirada'])))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  const windowMs = deps.config.STATUS_MAIL_DELAY_S * 1000;
  let shown = 1;
  events.forEach((e, i) => {
    if (e.tipo === 'retirada') {
      out.push({ Fecha: isoInstant(e.at), Tipo: 'retirada', Texto: 'Retiraste tu postulación.' });
      shown = WITHDRAWN_STATE.id;
      return;
    }
    const next = events.slice(i + 1).find((n) => n.tipo === 'estado');
    if (next && new Date(next.at).getTime() - new Date(e.at).getTime() < windowMs) return;
    if (e.estado == null || e.estado === shown) return;
    shown = e.estado;
    out.push({ Fecha: isoInstant(e.at), Tipo: 'estado', Texto: `Tu postulación pasó a «${stateName(e.estado)}».` });
  });

  const sent = await deps.db
    .select({ subject: pendingStatusMessages.subject, body: pendingStatusMessages.body, at: pendingStatusMessages.resolvedAt })
    .from(pendingStatusMessages)
    .where(and(eq(pendingStatusMessages.applicationId, head.id), eq(pendingStatusMessages.situacion, 'enviado')));
  for (const m of sent) {
    if (!m.at) continue;
    out.push({ Fecha: isoInstant(m.at), Tipo: 'mensaje', Texto: `Mensaje de ${head.empresa}: ${m.subject}\n\n${m.body.replace(MAIL_FOOTER, '')}` });
  }
  return out.sort((a, b) => a.Fecha.localeCompare(b.Fecha) || KIND_ORDER[a.Tipo] - KIND_ORDER[b.Tipo]);
}
