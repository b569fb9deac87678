/**
 * The reminder 24 hours before a confirmed interview, to both sides, sent once: the mails and the
 * mark (`recordatorio_at`) commit together, rows taken with SKIP LOCKED so several instances
 * never send one twice. `startInterviewWorker` runs it every PIPELINE_POLL_S.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/context';
import { DAY_MS } from '../../core/time';
import { drainInBatches } from '../../core/batches';
import { every } from '../../core/repeat';
import { queryRows } from '../../db/client';
import { interviews } from '../../db/schema';
import { sqlList } from '../../db/sql';
import { enqueueMail } from '../../core/mail/outbox';
import { reminderMails } from './mails';
import { companyMail, mailFacts, OPEN_STATES, type Row } from './records';
import { candidateCompanyHidden, candidateCompanyName } from '../jobs/public';

const BATCH = 50;

export function sendInterviewReminders(deps: AppDeps): Promise<number> {
  return drainInBatches(deps, BATCH, async (tx, now) => {
    const due = await queryRows<Row>(
      tx,
      sql`select i.id, i.inicio, i.duracion, i.lugar, i.enlace, i.notas, j.titulo, j.codigo as job_code, ${candidateCompanyName()} as empresa, co.correo as empresa_correo, ${candidateCompanyHidden()} as oculta, c.correo,
          trim(c.nombre || ' ' || c.apellidos) as candidato
        from interviews i
        join applications a on a.id = i.application_id
        join jobs j on j.id = a.job_id
        join companies co on co.id = i.company_id
        join candidates c on c.id = a.candidate_id
        where i.estado = 'confirmada' and i.recordatorio_at is null and a.estado in (${sqlList(OPEN_STATES)})
          and i.inicio > ${now.toISOString()}::timestamptz and i.inicio <= ${new Date(now.getTime() + DAY_MS).toISOString()}::timestamptz
        order by i.inicio, i.id
        limit ${BATCH}
        for update of i skip locked`,
    );
    for (const r of due) {
      const mails = reminderMails(mailFacts(deps, { ...r, duracion: Number(r.duracion) }), new Date(r.inicio!));
      await enqueueMail(deps, { to: r.correo, ...mails.candidate }, tx);
      await enqueueMail(deps, { to: companyMail(deps, r), ...mails.company }, tx);
      await tx.update(interviews).set({ recordatorioAt: now }).where(eq(interviews.id, Number(r.id)));
    }
    return due.length;
  });
}

export function startInterviewWorker(deps: AppDeps): () => Promise<void> {
  return every(
    deps.config.PIPELINE_POLL_S * 1000,
    () => sendInterviewReminders(deps),
    (err) => deps.log.error({ err }, 'interview worker: reminders failed'),
  );
}
