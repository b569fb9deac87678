/**
 * The companies' daily digest of new applicants (decision 074): once per La Paz day, from 08:00,
 * each company with applications since its last digest (the last 24 hours the first time) gets one
 * e-mail listing them per job with a link to each job's applicants. Claiming a company and writing
 * its mail commit together, so two instances never send the same digest.
 */
import { sql } from 'drizzle-orm';
import { publicUrl } from '../../core/config';
import type { AppDeps } from '../../core/context';
import { enqueueMail } from '../../core/mail/outbox';
import { DAY_MS, laPazDay, laPazDayStart } from '../../core/time';
import { queryRows } from '../../db/client';

/** The digest goes out from this hour of the La Paz day. */
export const DIGEST_HOUR = 8;
const NAMES_PER_JOB = 5;

/** The start of today's digest window: 08:00 La Paz time of the current La Paz day. */
export const digestTime = (now: Date) => new Date(laPazDayStart(laPazDay(now)).getTime() + DIGEST_HOUR * 3_600_000);

type NewApplicant = { job_code: string; titulo: string; nombre: string; apellidos: string };

export function digestMail(empresa: string, rows: NewApplicant[], baseUrl: string) {
  const byJob = new Map<string, { titulo: string; names: string[] }>();
  for (const r of rows) {
    const job = byJob.get(r.job_code) ?? { titulo: r.titulo, names: [] };
    job.names.push(`${r.nombre} ${r.apellidos}`.trim());
    byJob.set(r.job_code, job);
  }
  const total = rows.length;
  const lines = [...byJob.entries()].flatMap(([code, j]) => {
    const shown = j.names.slice(0, NAMES_PER_JOB).join(', ');
    const more = j.names.length > NAMES_PER_JOB ? ` y ${j.names.length - NAMES_PER_JOB} más` : '';
    return [`- ${j.titulo}: ${j.names.length} ${j.names.length === 1 ? 'postulante nuevo' : 'postulantes nuevos'} (${shown}${more})`, `  ${baseUrl}/listarpostulantes/${code}`];
  });
  return {
    subject: `Chamba: ${total} ${total === 1 ? 'postulante nuevo' : 'postulantes nuevos'} en tus empleos`,
    text: [`Hola ${empresa}:`, '', 'Estos son los postulantes nuevos desde el último resumen:', '', ...lines, '', 'Chamba'].join('\n'),
  };
}

/** Sends today's digests that are due; returns how many companies got one. */
export async function sendDailyDigests(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const start = digestTime(now);
  if (now < start) return 0;
  const firstSince = new Date(start.getTime() - DAY_MS);
  const startText = start.toISOString();
  const due = await queryRows<{ id: number }>(
    deps.db,
    sql`select c.id from companies c
      where (c.resumen_enviado_at is null or c.resumen_enviado_at < ${startText}::timestamptz)
        and exists (select 1 from applications a join jobs j on j.id = a.job_id
          where j.company_id = c.id and not j.cerrado
            and a.created_at > coalesce(c.resumen_enviado_at, ${firstSince.toISOString()}::timestamptz) and a.created_at <= ${now.toISOString()}::timestamptz)
      order by c.id limit 500`,
  );
  let sent = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      // The claim: only the instance that moves resumen_enviado_at sends this company's digest.
      const [claimed] = await queryRows<{ antes: string | null; nombre: string; correo: string }>(
        tx,
        sql`update companies c set resumen_enviado_at = ${now.toISOString()}::timestamptz
          from (select id, resumen_enviado_at as antes from companies where id = ${id} for update) o
          where c.id = o.id and (o.antes is null or o.antes < ${startText}::timestamptz)
          returning to_char(o.antes at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as antes, c.nombre, c.correo`,
      );
      if (!claimed) return false;
      const since = claimed.antes ?? firstSince.toISOString();
      const rows = await queryRows<NewApplicant>(
        tx,
        sql`select j.codigo as job_code, j.titulo, ca.nombre, ca.apellidos
          from applications a join jobs j on j.id = a.job_id join candidates ca on ca.id = a.candidate_id
          where j.company_id = ${id} and not j.cerrado and a.created_at > ${since}::timestamptz and a.created_at <= ${now.toISOString()}::timestamptz
          order by j.fecha_publicacion desc, j.id, a.created_at, a.id`,
      );
      if (rows.length === 0) return false;
      const mail = digestMail(claimed.nombre, rows, publicUrl(deps.config));
      await enqueueMail(deps, { to: claimed.correo, ...mail }, tx);
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
