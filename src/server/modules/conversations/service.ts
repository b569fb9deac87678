/**
 * The thread of an application (issue 40): sending, reading (which marks the other side's
 * messages read), the unread counts of the menus, and each user's choice about message e-mails.
 * A message is only written here; the grouped e-mail to the other side is the mail worker's
 * (mail-worker.ts), so several messages of a few minutes make one mail.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ConversationSummary, Thread, ThreadMessage } from '../../../shared/contract/conversations';
import type { AppDeps, AuthUser } from '../../core/context';
import { hashSecret } from '../../core/auth/tokens';
import { queryRows } from '../../db/client';
import { applicationMessages, messageMailLinks, messageMailSettings } from '../../db/schema';
import { isoInstant, isoSql } from '../../db/sql';
import { authorName, otherSide, threadHead } from './access';
import { jobScopeSql } from '../../core/auth/company-scope';
import { candidateCompanyName } from '../jobs/public';

type Row = typeof applicationMessages.$inferSelect;

const toMessage = (m: Row): ThreadMessage => ({
  Mensaje: m.id,
  Lado: m.lado,
  Autor: m.authorName,
  Texto: m.texto,
  Fecha: isoInstant(m.createdAt),
  Leido: m.leidoAt !== null,
  FechaLeido: m.leidoAt ? isoInstant(m.leidoAt) : null,
});

/** Writes the caller's message; null when the thread is closed (the job closed, an account deleted). */
export async function sendMessage(deps: AppDeps, user: AuthUser, applicationId: number, texto: string): Promise<ThreadMessage | null> {
  const head = await threadHead(deps.db, user, applicationId);
  if (!head.abierta) return null;
  const [row] = await deps.db
    .insert(applicationMessages)
    .values({ applicationId: head.id, lado: head.side, authorUserId: user.id, authorName: authorName(user, head), texto, createdAt: deps.clock.now() })
    .returning();
  return toMessage(row);
}

/** The thread, oldest first; the other side's unread messages are marked read now. */
export async function readThread(deps: AppDeps, user: AuthUser, applicationId: number): Promise<Thread> {
  const head = await threadHead(deps.db, user, applicationId);
  await deps.db
    .update(applicationMessages)
    .set({ leidoAt: deps.clock.now() })
    .where(and(eq(applicationMessages.applicationId, head.id), eq(applicationMessages.lado, otherSide(head.side)), isNull(applicationMessages.leidoAt)));
  const rows = await deps.db
    .select()
    .from(applicationMessages)
    .where(eq(applicationMessages.applicationId, head.id))
    .orderBy(asc(applicationMessages.createdAt), asc(applicationMessages.id))
    .limit(1000);
  return {
    Postulacion: head.id,
    MiLado: head.side,
    Empleo: head.titulo,
    CodigoEmpleo: head.codigo,
    Empresa: head.empresa,
    CandidatoNombre: head.nombre.trim().split(/\s+/)[0] ?? '',
    Candidato: `${head.nombre} ${head.apellidos}`.trim(),
    Abierta: head.abierta,
    Mensajes: rows.map(toMessage),
  };
}

/** The caller's threads with messages, newest first, with the other side's unread messages counted. */
export async function conversations(deps: AppDeps, user: AuthUser): Promise<{ Total: number; Conversaciones: ConversationSummary[] }> {
  const mine = user.role === 'candidato' ? sql`a.candidate_id = ${user.candidateId ?? -1}` : sql`j.company_id = ${user.companyId ?? -1} and ${jobScopeSql(user, sql`j.id`)}`;
  const mySide = user.role === 'candidato' ? 'candidato' : 'empresa';
  const other = otherSide(mySide);
  const rows = await queryRows<{ id: number; titulo: string; contraparte: string; no_leidos: number; mensajes: number; ultimo: string; fecha: string }>(
    deps.db,
    sql`select a.id, j.titulo,
        ${mySide === 'candidato' ? candidateCompanyName() : sql`trim(ca.nombre || ' ' || ca.apellidos)`} as contraparte,
        s.no_leidos, s.mensajes, s.ultimo, ${isoSql(sql`s.fecha`)} as fecha
      from (select m.application_id,
          count(*) filter (where m.lado = ${other} and m.leido_at is null)::int as no_leidos,
          count(*)::int as mensajes,
          max(m.created_at) as fecha,
          (array_agg(m.texto order by m.created_at desc, m.id desc))[1] as ultimo
        from application_messages m group by m.application_id) s
      join applications a on a.id = s.application_id
      join jobs j on j.id = a.job_id
      join companies co on co.id = j.company_id
      join candidates ca on ca.id = a.candidate_id
      where ${mine}
      order by s.fecha desc, a.id desc
      limit 200`,
  );
  const list = rows.map((r) => ({
    Postulacion: Number(r.id),
    Empleo: r.titulo,
    Contraparte: r.contraparte,
    NoLeidos: Number(r.no_leidos),
    Mensajes: Number(r.mensajes),
    UltimoMensaje: r.ultimo.length > 140 ? `${r.ultimo.slice(0, 139)}…` : r.ultimo,
    UltimaFecha: r.fecha,
  }));
  return { Total: list.reduce((n, c) => n + c.NoLeidos, 0), Conversaciones: list };
}

export async function wantsMessageMail(deps: AppDeps, userId: number): Promise<boolean> {
  const [row] = await deps.db.select({ recibir: messageMailSettings.recibir }).from(messageMailSettings).where(eq(messageMailSettings.userId, userId));
  return row?.recibir ?? true;
}

export async function setMessageMail(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, recibir: boolean) {
  const now = deps.clock.now();
  await deps.db
    .insert(messageMailSettings)
    .values({ userId, recibir, updatedAt: now })
    .onConflictDoUpdate({ target: messageMailSettings.userId, set: { recibir, updatedAt: now } });
  return recibir;
}

/** The mail's unsubscribe link: its token turns message e-mails off for its user. False for an unknown token. */
export async function unsubscribeByToken(deps: AppDeps, token: string): Promise<boolean> {
  const [link] = await deps.db.select({ userId: messageMailLinks.userId }).from(messageMailLinks).where(eq(messageMailLinks.tokenHash, hashSecret(token)));
  if (!link) return false;
  await setMessageMail(deps, link.userId, false);
  return true;
}
