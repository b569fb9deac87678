/**
 * Interviews (issue 40): the company owning the job proposes 1-5 times, the application's candidate
 * confirms one (the application moves to Entrevista through the pipeline in the same transaction),
 * the company reprograms, either side cancels with a reason. Each change and its mails (with the
 * iCalendar invitation) commit together through the outbox. Another company's or candidate's
 * interview is answered as an unknown one (404).
 */
import { eq, sql } from 'drizzle-orm';
import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES as M, laPazLongText, type InterviewItem, type InterviewState } from '../../../shared/contract/interviews';
import { publicUrl } from '../../core/config';
import type { AppDeps, AuthUser } from '../../core/context';
import { DAY_MS } from '../../core/time';
import { HttpError, fieldError, forbidden, notFound } from '../../core/http/errors';
import { enqueueMail } from '../../core/mail/outbox';
import { queryRows, type DbOrTx } from '../../db/client';
import { interviews } from '../../db/schema';
import { isoInstant, sqlList } from '../../db/sql';
import { changeStateWithin } from '../hiring/public';
import { invitation } from './calendar';
import { cancelMails, proposalMail, scheduledMails, type MailFacts } from './mails';
import { jobScopeSql } from '../../core/auth/company-scope';
import { candidateCompanyHidden, candidateCompanyName } from '../jobs/public';

/** Recibido, En revisión, Entrevista: an application still open to interviews. */
export const OPEN_STATES = [1, 2, 3];
const INTERVIEW_STATE = 3;

export type Row = {
  id: number;
  application_id: number;
  estado: InterviewState;
  horarios: string[];
  inicio: string | null;
  duracion: number;
  lugar: string;
  enlace: string;
  notas: string;
  secuencia: number;
  app_estado: number;
  titulo: string;
  job_code: string;
  empresa: string;
  empresa_correo: string;
  /** Issue 39: a confidential job whose company has not told the candidate its name: the invitation names Chamba's address. */
  oculta: boolean;
  correo: string;
  candidato: string;
};

const SELECT = sql`select i.id, i.application_id, i.estado, i.horarios, to_char(i.inicio at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as inicio,
    i.duracion, i.lugar, i.enlace, i.notas, i.secuencia, a.estado as app_estado, j.titulo, j.codigo as job_code,
    ${candidateCompanyName()} as empresa, co.correo as empresa_correo, ${candidateCompanyHidden()} as oculta, c.correo, trim(c.nombre || ' ' || c.apellidos) as candidato
  from interviews i
  join applications a on a.id = i.application_id
  join jobs j on j.id = a.job_id
  join companies co on co.id = i.company_id
  join candidates c on c.id = a.candidate_id`;

/** Whose interviews the caller sees: its company's, or its own applications'. */
const mine = (user: AuthUser) => (user.role === 'empresa' ? sql`i.company_id = ${user.companyId ?? -1} and ${jobScopeSql(user, sql`j.id`)}` : sql`a.candidate_id = ${user.candidateId ?? -1}`);

const normal = (r: Row): Row => ({ ...r, id: Number(r.id), application_id: Number(r.application_id), duracion: Number(r.duracion), secuencia: Number(r.secuencia), app_estado: Number(r.app_estado), horarios: asList(r.horarios) });
const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? (JSON.parse(v) as string[]) : []);

async function loadOwn(tx: DbOrTx, user: AuthUser, id: number): Promise<Row> {
  const [row] = await queryRows<Row>(tx, sql`${SELECT} where i.id = ${id} and ${mine(user)} for update of i`);
  if (!row) throw notFound(M.notFound);
  return normal(row);
}

export const toItem = (r: Row): InterviewItem => ({
  Entrevista: r.id,
  Postulacion: r.application_id,
  Estado: r.estado,
  Horarios: r.horarios,
  HorariosTexto: r.horarios.map((h) => laPazLongText(h)),
  Inicio: r.inicio,
  InicioTexto: r.inicio ? laPazLongText(r.inicio) : null,
  Duracion: r.duracion,
  Lugar: r.lugar,
  Enlace: r.enlace,
  Notas: r.notas,
  Titulo: r.titulo,
  CodigoEmpleo: r.job_code,
  Empresa: r.empresa,
  Candidato: r.candidato,
});

export function mailFacts(deps: Pick<AppDeps, 'config'>, r: Row): MailFacts {
  return { titulo: r.titulo, empresa: r.empresa, candidato: r.candidato, duracion: r.duracion, lugar: r.lugar, enlace: r.enlace, notas: r.notas, base: publicUrl(deps.config), jobCode: r.job_code };
}

export const companyMail = (deps: Pick<AppDeps, 'config'>, r: Row) => r.empresa_correo || deps.config.MAIL_FROM.replace(/^.*<([^>]+)>.*$/, '$1');

function calendarOf(deps: AppDeps, r: Row, start: Date, method: 'REQUEST' | 'CANCEL') {
  return invitation(
    {
      id: r.id,
      host: new URL(publicUrl(deps.config)).hostname,
      sequence: r.secuencia,
      start,
      minutes: r.duracion,
      title: r.titulo,
      company: { name: r.empresa, email: r.oculta ? deps.config.MAIL_FROM.replace(/^.*<([^>]+)>.*$/, '$1') : companyMail(deps, r) },
      candidate: { name: r.candidato, email: r.correo },
      place: r.lugar,
      link: r.enlace,
      notes: r.notas,
      stamp: deps.clock.now(),
    },
    method,
  );
}

/** Both sides' mails of a scheduled or cancelled interview, with the same invitation. */
async function mailBoth(deps: AppDeps, tx: DbOrTx, r: Row, mails: { candidate: { subject: string; text: string }; company: { subject: string; text: string } }, calendar?: ReturnType<typeof invitation>) {
  await enqueueMail(deps, { to: r.correo, ...mails.candidate, ...(calendar ? { calendar } : {}) }, tx);
  await enqueueMail(deps, { to: companyMail(deps, r), ...mails.company, ...(calendar ? { calendar } : {}) }, tx);
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
    const byCompany = user.role === 'empresa';
    const confirmed = r.estado === 'confirmada';
    const done = { ...r, estado: 'cancelada' as const, secuencia: confirmed ? r.secuencia + 1 : r.secuencia };
    await tx
      .update(interviews)
      .set({ estado: 'cancelada', secuencia: done.secuencia, motivoCancelacion: motivo, canceladaPor: byCompany ? 'empresa' : 'candidato', updatedAt: deps.clock.now() })
      .where(eq(interviews.id, r.id));
    const start = r.inicio ? new Date(r.inicio) : null;
    const mails = cancelMails(mailFacts(deps, done), start, byCompany, motivo);
    if (start) await mailBoth(deps, tx, done, mails, calendarOf(deps, done, start, 'CANCEL'));
    // Only proposed: nothing is in anyone's calendar; the other side is told.
    else if (byCompany) await enqueueMail(deps, { to: r.correo, ...mails.candidate }, tx);
    else await enqueueMail(deps, { to: companyMail(deps, r), ...mails.company }, tx);
    return toItem(done);
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
