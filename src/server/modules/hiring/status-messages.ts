/**
 * Status changes and the messages that tell candidates (decision 074). A change writes the new
 * state, its history entry and, when the company chose to send one, a pending message in one
 * transaction. The message waits STATUS_MAIL_DELAY_S (the undo window) in
 * pending_status_messages; a later change within the window cancels it, and a change back to the
 * state the candidate last knew sends nothing. An application the candidate withdrew (Retirada,
 * decision 079) is left as it is. `releaseDueStatusMessages` (the pipeline worker)
 * moves due messages into the mail outbox. Everything lives in the database: a restart loses
 * nothing and sends nothing twice.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { ALL_APPLICATION_STATES, APPLICATION_STATES, WITHDRAWN_STATE, nameOf } from '../../../shared/catalog';
import { REJECTED_STATE, REJECTION_REASONS, type StatusChange, type StatusTemplate } from '../../../shared/contract/pipeline';
import { drainInBatches } from '../../core/batches';
import { publicUrl } from '../../core/config';
import type { AppDeps, AuthUser } from '../../core/context';
import { forbidden } from '../../core/http/errors';
import { enqueueMail } from '../../core/mail/outbox';
import { queryRows, type DbOrTx } from '../../db/client';
import { applications, pendingStatusMessages, statusMessageTemplates } from '../../db/schema';
import { isoInstant } from '../../db/sql';
import { laPazTime } from '../../core/time';
import { HIRING_MESSAGES } from './messages';
import { ownedApplications, recordEvents, type NewEvent } from './pipeline';

const stateName = (estado: number) => nameOf(ALL_APPLICATION_STATES, estado, 'Desconocido');

/** The default Spanish text of each state's message; {nombre} {empleo} {empresa} {motivo}. */
export const DEFAULT_TEMPLATES: Record<number, { asunto: string; cuerpo: string }> = {
  1: {
    asunto: 'Recibimos tu postulación a {empleo}',
    cuerpo: 'Hola {nombre}:\n\nEn {empresa} recibimos tu postulación al empleo "{empleo}". Te avisaremos cuando avance.\n\nSaludos,\n{empresa}',
  },
  2: {
    asunto: 'Tu postulación a {empleo} está en revisión',
    cuerpo: 'Hola {nombre}:\n\nEn {empresa} estamos revisando tu postulación al empleo "{empleo}". Te escribiremos cuando tengamos novedades.\n\nSaludos,\n{empresa}',
  },
  3: {
    asunto: '{empresa} quiere entrevistarte para {empleo}',
    cuerpo: 'Hola {nombre}:\n\nTu postulación al empleo "{empleo}" pasó a la etapa de entrevista. Pronto nos pondremos en contacto contigo para coordinar el día y la hora.\n\nSaludos,\n{empresa}',
  },
  4: {
    asunto: 'Sobre tu postulación a {empleo}',
    cuerpo:
      'Hola {nombre}:\n\nGracias por tu interés en el empleo "{empleo}". Después de revisar tu postulación, en {empresa} decidimos no continuar con ella en esta ocasión.\n\n{motivo}\n\nTe deseamos éxito en tu búsqueda.\n\nSaludos,\n{empresa}',
  },
  5: {
    asunto: '¡Felicidades! {empresa} te eligió para {empleo}',
    cuerpo: 'Hola {nombre}:\n\n¡Felicidades! En {empresa} te elegimos para el empleo "{empleo}". Nos pondremos en contacto contigo para los siguientes pasos.\n\nSaludos,\n{empresa}',
  },
};

/** The reason as the candidate reads it ('' when none). */
export function reasonText(motivoId: number | null, motivo: string) {
  const listed = REJECTION_REASONS.find((r) => r.id === motivoId)?.nombre ?? '';
  const parts = [listed && listed !== 'Otro motivo' ? `${listed}.` : '', motivo].filter(Boolean).join(' ');
  return parts ? `Motivo: ${parts}` : '';
}

/** Replaces the placeholders; an empty {motivo} leaves no blank paragraph behind. */
export function renderTemplate(text: string, values: { nombre: string; empleo: string; empresa: string; motivo: string }) {
  return text
    .replaceAll('{nombre}', values.nombre)
    .replaceAll('{empleo}', values.empleo)
    .replaceAll('{empresa}', values.empresa)
    .replaceAll('{motivo}', values.motivo)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function companyTemplates(db: DbOrTx, companyId: number): Promise<StatusTemplate[]> {
  const own = await db.select().from(statusMessageTemplates).where(eq(statusMessageTemplates.companyId, companyId));
  return APPLICATION_STATES.map((s) => {
    const mine = own.find((t) => t.estado === s.id);
    const def = DEFAULT_TEMPLATES[s.id];
    return { Estado: s.id, EstadoNombre: s.nombre, Asunto: mine?.asunto ?? def.asunto, Cuerpo: mine?.cuerpo ?? def.cuerpo, Personalizada: Boolean(mine) };
  });
}

const companyOf = (user: AuthUser) => {
  if (!user.companyId) throw forbidden(HIRING_MESSAGES.noCompany);
  return user.companyId;
};

export const listTemplates = (deps: AppDeps, user: AuthUser) => companyTemplates(deps.db, companyOf(user));

export async function saveTemplate(deps: AppDeps, user: AuthUser, estado: number, asunto: string, cuerpo: string, reset: boolean): Promise<StatusTemplate> {
  const companyId = companyOf(user);
  if (reset) {
    await deps.db.delete(statusMessageTemplates).where(and(eq(statusMessageTemplates.companyId, companyId), eq(statusMessageTemplates.estado, estado)));
  } else {
    const now = deps.clock.now();
    await deps.db
      .insert(statusMessageTemplates)
      .values({ companyId, estado, asunto, cuerpo, updatedAt: now })
      .onConflictDoUpdate({ target: [statusMessageTemplates.companyId, statusMessageTemplates.estado], set: { asunto, cuerpo, updatedAt: now } });
  }
  const all = await companyTemplates(deps.db, companyId);
  return all.find((t) => t.Estado === estado)!;
}

export type ChangeOptions = { motivoId: number; motivo: string; mensaje: number };

/**
 * Moves the applications `ids` to `estado`: all of them or none (one transaction; one foreign
 * or unknown id refuses the whole list). An application already in that state is left as it is.
 */
export async function changeStates(deps: AppDeps, user: AuthUser, ids: number[], estado: number, opts: ChangeOptions, within?: DbOrTx): Promise<StatusChange[]> {
  const delayMs = deps.config.STATUS_MAIL_DELAY_S * 1000;
  const run = async (tx: DbOrTx) => {
    // `within`: another area's transaction, whose caller it checked itself (changeStateWithin).
    const rows = await ownedApplications(tx, within ? null : user, ids, true);
    const now = deps.clock.now();
    const due = new Date(now.getTime() + delayMs);
    const pendingRows = await tx
      .select()
      .from(pendingStatusMessages)
      .where(and(inArray(pendingStatusMessages.applicationId, rows.map((r) => r.id)), eq(pendingStatusMessages.situacion, 'pendiente')))
      .for('update');
    const pendingOf = new Map(pendingRows.map((p) => [p.applicationId, p]));
    const templates = new Map<number, StatusTemplate>();
    const templateFor = async (companyId: number) => {
      if (!templates.has(companyId)) templates.set(companyId, (await companyTemplates(tx, companyId)).find((t) => t.Estado === estado)!);
      return templates.get(companyId)!;
    };
    const rejected = estado === REJECTED_STATE;
    const reason = rejected ? reasonText(opts.motivoId || null, opts.motivo) : '';
    const events: NewEvent[] = [];
    const out: StatusChange[] = [];
    for (const r of rows) {
      const pending = pendingOf.get(r.id);
      // The candidate withdrew it (decision 079): it stays Retirada, also in a bulk move.
      if (r.estado === WITHDRAWN_STATE.id) {
        out.push({ Postulacion: r.id, Estado: r.estado, EstadoAnterior: r.estado, EstadoDescripcion: stateName(r.estado), MensajeEnvio: null });
        continue;
      }
      if (r.estado === estado) {
        out.push({ Postulacion: r.id, Estado: estado, EstadoAnterior: r.estado, EstadoDescripcion: stateName(estado), MensajeEnvio: pending ? isoInstant(pending.dueAt) : null });
        continue;
      }
      await tx
        .update(applications)
        .set({ estado, updatedAt: now, motivoRechazoId: rejected ? opts.motivoId || null : null, motivoRechazo: rejected ? opts.motivo : '' })
        .where(eq(applications.id, r.id));
      events.push({
        applicationId: r.id,
        tipo: 'estado',
        estadoAnterior: r.estado,
        estadoNuevo: estado,
        paraCandidato: true,
        detalle: `Estado: ${stateName(r.estado)} → ${stateName(estado)}${reason ? ` (${reason})` : ''}`,
      });
      // The state the candidate was last told about: the one before the message still waiting.
      const known = pending ? pending.estadoDesde : r.estado;
      if (pending) {
        await tx.update(pendingStatusMessages).set({ situacion: 'cancelado', resolvedAt: now }).where(eq(pendingStatusMessages.id, pending.id));
        events.push({ applicationId: r.id, tipo: 'mensaje_cancelado', detalle: `Mensaje «${stateName(pending.estado)}» cancelado antes de enviarse: el estado cambió dentro del plazo para deshacer` });
      }
      let dueAt: Date | null = null;
      if (opts.mensaje !== 0 && estado !== known) {
        const tpl = await templateFor(r.company_id);
        const values = { nombre: `${r.nombre}`.trim() || 'postulante', empleo: r.titulo, empresa: r.empresa, motivo: opts.mensaje === 1 ? reason : '' };
        const footer = `\n\nRevisa tus postulaciones en ${publicUrl(deps.config)}/mispostulaciones\n\nChamba`;
        await tx.insert(pendingStatusMessages).values({
          applicationId: r.id,
          estadoDesde: known,
          estado,
          to: r.correo,
          subject: renderTemplate(tpl.Asunto, values).slice(0, 200),
          body: renderTemplate(tpl.Cuerpo, values) + footer,
          dueAt: due,
          createdAt: now,
        });
        dueAt = due;
        const withReason = rejected ? (opts.mensaje === 1 && reason ? ' con el motivo' : ' sin motivo') : '';
        events.push({ applicationId: r.id, tipo: 'mensaje_programado', detalle: `Mensaje «${stateName(estado)}»${withReason} programado para las ${laPazTime(due)} (se puede deshacer hasta entonces)` });
      } else if (opts.mensaje === 0 && estado !== known && !within) {
        events.push({ applicationId: r.id, tipo: 'mensaje_cancelado', detalle: `Sin mensaje al candidato por el cambio a «${stateName(estado)}» (elección de la empresa)` });
      }
      out.push({ Postulacion: r.id, Estado: estado, EstadoAnterior: r.estado, EstadoDescripcion: stateName(estado), MensajeEnvio: dueAt ? isoInstant(dueAt) : null });
    }
    await recordEvents(deps, tx, user, events);
    return out;
  };
  return within ? run(within) : deps.db.transaction(run);
}

/**
 * The same change on one application another area already checked (interviews: the candidate
 * confirmed a time), in that area's transaction `tx`; `actor` is who the history names.
 */
export async function changeStateWithin(deps: AppDeps, tx: DbOrTx, actor: AuthUser, applicationId: number, estado: number, opts: ChangeOptions): Promise<StatusChange> {
  const [change] = await changeStates(deps, actor, [applicationId], estado, opts, tx);
  return change;
}

const RELEASE_BATCH = 50;

/** Moves the due status messages into the mail outbox; returns how many. Safe on several instances. */
export function releaseDueStatusMessages(deps: AppDeps): Promise<number> {
  return drainInBatches(deps, RELEASE_BATCH, async (tx, now) => {
    const due = await tx
      .select()
      .from(pendingStatusMessages)
      .where(and(eq(pendingStatusMessages.situacion, 'pendiente'), lte(pendingStatusMessages.dueAt, now)))
      .orderBy(pendingStatusMessages.dueAt, pendingStatusMessages.id)
      .limit(RELEASE_BATCH)
      .for('update', { skipLocked: true });
    const events: NewEvent[] = [];
    for (const m of due) {
      const outboxId = await enqueueMail(deps, { to: m.to, subject: m.subject, text: m.body }, tx);
      await tx.update(pendingStatusMessages).set({ situacion: 'enviado', outboxId, resolvedAt: now }).where(eq(pendingStatusMessages.id, m.id));
      events.push({ applicationId: m.applicationId, tipo: 'mensaje_enviado', paraCandidato: true, estadoNuevo: m.estado, detalle: `Mensaje «${stateName(m.estado)}» enviado al candidato: ${m.subject}` });
    }
    await recordEvents(deps, tx, null, events);
    return due.length;
  });
}

/** The pending message of each application of a job (for the applicants page). */
export async function pendingMessagesOf(db: DbOrTx, jobId: number): Promise<Map<number, { Estado: number; Envio: string }>> {
  const rows = await queryRows<{ application_id: number; estado: number; due_at: string }>(
    db,
    sql`select p.application_id, p.estado, to_char(p.due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as due_at
      from pending_status_messages p join applications a on a.id = p.application_id
      where a.job_id = ${jobId} and p.situacion = 'pendiente'`,
  );
  return new Map(rows.map((r) => [Number(r.application_id), { Estado: Number(r.estado), Envio: r.due_at }]));
}
