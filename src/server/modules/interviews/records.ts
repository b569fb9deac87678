/**
 * An interview as the area reads it (issue 40): its row with the application, job, company and
 * candidate it belongs to, the item the API replies with, and the mails and invitation of a
 * change. Shared by the changes (service.ts), the reminders and the cancellations of closed
 * applications (closing.ts); it imports no other area's changes, so they may call it.
 */
import { sql } from 'drizzle-orm';
import { laPazLongText, type InterviewItem, type InterviewState } from '../../../shared/contract/interviews';
import { publicUrl } from '../../core/config';
import type { AppDeps } from '../../core/context';
import { enqueueMail } from '../../core/mail/outbox';
import type { DbOrTx } from '../../db/client';
import { invitation } from './calendar';
import type { MailFacts } from './mails';
import { candidateCompanyHidden, candidateCompanyName } from '../jobs/public';

/** Recibido, En revisión, Entrevista: an application still open to interviews. */
export const OPEN_STATES = [1, 2, 3];

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

export const SELECT = sql`select i.id, i.application_id, i.estado, i.horarios, to_char(i.inicio at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as inicio,
    i.duracion, i.lugar, i.enlace, i.notas, i.secuencia, a.estado as app_estado, j.titulo, j.codigo as job_code,
    ${candidateCompanyName()} as empresa, co.correo as empresa_correo, ${candidateCompanyHidden()} as oculta, c.correo, trim(c.nombre || ' ' || c.apellidos) as candidato
  from interviews i
  join applications a on a.id = i.application_id
  join jobs j on j.id = a.job_id
  join companies co on co.id = i.company_id
  join candidates c on c.id = a.candidate_id`;

export const normal = (r: Row): Row => ({ ...r, id: Number(r.id), application_id: Number(r.application_id), duracion: Number(r.duracion), secuencia: Number(r.secuencia), app_estado: Number(r.app_estado), horarios: asList(r.horarios) });
const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? (JSON.parse(v) as string[]) : []);

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

export function calendarOf(deps: AppDeps, r: Row, start: Date, method: 'REQUEST' | 'CANCEL') {
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
export async function mailBoth(deps: AppDeps, tx: DbOrTx, r: Row, mails: { candidate: { subject: string; text: string }; company: { subject: string; text: string } }, calendar?: ReturnType<typeof invitation>) {
  await enqueueMail(deps, { to: r.correo, ...mails.candidate, ...(calendar ? { calendar } : {}) }, tx);
  await enqueueMail(deps, { to: companyMail(deps, r), ...mails.company, ...(calendar ? { calendar } : {}) }, tx);
}
