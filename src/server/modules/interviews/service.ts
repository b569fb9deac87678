/**
 * Interviews (issue 40): the company owning the job proposes 1-5 times, the application's candidate
 * confirms one (the application moves to Entrevista through the pipeline in the same transaction),
 * the company reprograms, either side cancels with a reason. Each change and its mails (with the
 * iCalendar invitation) commit together through the outbox. Another company's or candidate's
 * interview is answered as an unknown one (404).
 */
import { eq, sql } from 'drizzle-orm';
import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES as M, type InterviewItem } from '../../../shared/contract/interviews';
import type { AppDeps, AuthUser } from '../../core/context';
import { DAY_MS } from '../../core/time';
import { HttpError, fieldError, forbidden, notFound } from '../../core/http/errors';
import { enqueueMail } from '../../core/mail/outbox';
import { queryRows, type DbOrTx } from '../../db/client';
import { interviews } from '../../db/schema';
import { isoInstant, sqlList } from '../../db/sql';
import { changeStateWithin } from '../hiring/public';
import { proposalMail, scheduledMails } from './mails';
import { jobScopeSql } from '../../core/auth/company-scope';
import { cancelRow } from './closing';
import { calendarOf, mailBoth, mailFacts, normal, OPEN_STATES, SELECT, toItem, type Row } from './records';

const INTERVIEW_STATE = 3;

/** Whose interviews the caller sees: its company's, or its own applications'. */
const mine = (user: AuthUser) => (user.role === 'empresa' ? sql`i.company_id = ${user.companyId ?? -1} and ${jobScopeSql(user, sql`j.id`)}` : sql`a.candidate_id = ${user.candidateId ?? -1}`);

async function loadOwn(tx: DbOrTx, user: AuthUser, id: number): Promise<Row> {
  const [row] = await queryRows<Row>(tx, sql`${SELECT} where i.id = ${id} and ${mine(user)} for update of i`);
  if (!row) throw notFound(M.notFound);
  return normal(row);
}

function checkFuture(deps: AppDeps, field: string, times: string[]) {
  const now = deps.clock.now().getTime();
  if (times.some((t) => Date.parse(t) <= now)) throw fieldError(field, M.pasado);
  if (times.some((t) => Date.parse(t) > now + INTERVIEW_LIMITS.maxDaysAhead * DAY_MS)) throw fieldError(field, M.lejano);
}

const checkOpen = (r: { app_estado: number }) => {
  if (!OPEN_STATES.includes(r.app_estado)) throw new HttpError(409, M.postulacionCerrada);
};

/** The reminder is due 24 h before; a time confirmed closer than that has its mail already. */
const reminderMark = (deps: AppDeps, start: Date) => (start.getTime() - deps.clock.now().getTime() <= DAY_MS ? deps.clock.now() : null);

export type Proposal = { tnPostulacion: number; taHorarios: string[]; tnDuracion: number; tcLugar: string; tcEnlace: string; tcNotas: string };

export async function proposeInterview(deps: AppDeps, user: AuthUser, b: Proposal): Promise<InterviewItem> {
  if (!user.companyId) throw forbidden();
  return deps.db.transaction(async (tx) => {
    const [app] = await queryRows<{ id: number; estado: number; activa: number | null }>(
      tx,
      sql`select a.id, a.estado, (select i.id from interviews i where i.application_id = a.id and i.estado <> 'cancelada' limit 1) as activa
        from applications a join jobs j on j.id = a.job_id
        where a.id = ${b.tnPostulacion} and j.company_id = ${user.companyId} and ${jobScopeSql(user, sql`j.id`)} and not j.cerrado
        for update of a`,
    );
    if (!app) throw notFound(M.applicationNotFound);
    checkOpen({ app_estado: Number(app.estado) });
    if (app.activa) throw new HttpError(409, M.enCurso);
    const times = [...b.taHorarios].sort();
    checkFuture(deps, 'taHorarios', times);
    const now = deps.clock.now();
    const [created] = await tx
      .insert(interviews)
      .values({ applicationId: app.id, companyId: user.companyId!, horarios: times, duracion: b.tnDuracion, lugar: b.tcLugar, enlace: b.tcEnlace, notas: b.tcNotas, createdAt: now, updatedAt: now })
      .returning({ id: interviews.id });
    const row = await loadOwn(tx, user, created.id);
    await enqueueMail(deps, { to: row.correo, ...proposalMail(mailFacts(deps, row), times) }, tx);
    return toItem(row);
  });
}

export async function chooseTime(deps: AppDeps, user: AuthUser, id: number, horario: string): Promise<InterviewItem> {
  return deps.db.transaction(async (tx) => {
    const r = await loadOwn(tx, user, id);
    if (r.estado === 'cancelada') throw new HttpError(409, M.cancelada);
    if (r.estado === 'confirmada') throw new HttpError(409, M.yaConfirmada);
    checkOpen(r);
    if (!r.horarios.includes(horario)) throw fieldError('tcHorario', M.noPropuesto);
    checkFuture(deps, 'tcHorario', [horario]);
    const start = new Date(horario);
    await tx.update(interviews).set({ estado: 'confirmada', inicio: start, recordatorioAt: reminderMark(deps, start), updatedAt: deps.clock.now() }).where(eq(interviews.id, r.id));
    if (r.app_estado < INTERVIEW_STATE) await changeStateWithin(deps, tx, user, r.application_id, INTERVIEW_STATE, { motivoId: 0, motivo: '', mensaje: 0 });
    const done = { ...r, estado: 'confirmada' as const, inicio: isoInstant(start) };
    await mailBoth(deps, tx, done, scheduledMails(mailFacts(deps, done), start, 'confirmada'), calendarOf(deps, done, start, 'REQUEST'));
    return toItem(done);
  });
}

export async function reschedule(deps: AppDeps, user: AuthUser, id: number, horario: string, duracion: number | undefined, motivo: string): Promise<InterviewItem> {
  return deps.db.transaction(async (tx) => {
    const r = await loadOwn(tx, user, id);
    if (r.estado === 'cancelada') throw new HttpError(409, M.cancelada);
    if (r.estado === 'propuesta') throw new HttpError(409, M.sinConfirmar);
    checkOpen(r);
    checkFuture(deps, 'tcHorario', [horario]);
    const minutes = duracion ?? r.duracion;
    if (r.inicio === horario && minutes === r.duracion) throw fieldError('tcHorario', M.mismoHorario);
    const start = new Date(horario);
    const done = { ...r, inicio: horario, horarios: [horario], duracion: minutes, secuencia: r.secuencia + 1 };
    await tx
      .update(interviews)
      .set({ inicio: start, horarios: done.horarios, duracion: minutes, secuencia: done.secuencia, recordatorioAt: reminderMark(deps, start), updatedAt: deps.clock.now() })
      .where(eq(interviews.id, r.id));
    await mailBoth(deps, tx, done, scheduledMails(mailFacts(deps, done), start, 'reprogramada', motivo), calendarOf(deps, done, start, 'REQUEST'));
    return toItem(done);
  });
}

export async function cancel(deps: AppDeps, user: AuthUser, id: number, motivo: string): Promise<InterviewItem> {
  return deps.db.transaction(async (tx) => {
    const r = await loadOwn(tx, user, id);
    if (r.estado === 'cancelada') throw new HttpError(409, M.cancelada);
    return toItem(await cancelRow(deps, tx, r, user.role === 'empresa', motivo));
  });
}

/**
 * The caller's upcoming interviews: proposed with a time still ahead, or confirmed and not over, of
 * applications still open (a withdrawn or rejected one drops its interview from the lists).
 */
export async function upcoming(deps: AppDeps, user: AuthUser, applicationId?: number): Promise<InterviewItem[]> {
  const now = deps.clock.now().toISOString();
  const rows = await queryRows<Row>(
    deps.db,
    sql`${SELECT}
      where ${mine(user)} ${applicationId ? sql`and i.application_id = ${applicationId}` : sql``}
        and a.estado in (${sqlList(OPEN_STATES)})
        and ((i.estado = 'confirmada' and i.inicio + make_interval(mins => i.duracion) > ${now}::timestamptz)
          or (i.estado = 'propuesta' and exists (select 1 from jsonb_array_elements_text(i.horarios) h where h::timestamptz > ${now}::timestamptz)))
      order by coalesce(i.inicio, (i.horarios->>0)::timestamptz), i.id
      limit 100`,
  );
  return rows.map((r) => toItem(normal(r)));
}
