/**
 * The e-mails of new messages (issue 40): never one per message. A recipient whose unmailed
 * messages have been quiet for MESSAGE_MAIL_DELAY_S (the last one older than that) gets ONE mail
 * listing them, with a link to each thread and a link to stop these mails. Messages the recipient
 * read in the meantime, or that reach someone who turned message e-mails off or deleted the
 * account, are marked and never mailed. Marking and writing the mail to the outbox commit
 * together, the rows locked with SKIP LOCKED: two instances never mail the same message.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashSecret } from '../../core/auth/tokens';
import { publicUrl, type Config } from '../../core/config';
import type { AppDeps } from '../../core/context';
import { enqueueMail, type QueuedMail } from '../../core/mail/outbox';
import { every } from '../../core/repeat';
import { queryRows, type DbOrTx } from '../../db/client';
import { messageMailLinks } from '../../db/schema';

/** Who receives a message: the company's user for the candidate's messages, and the other way round. */
const RECIPIENT = sql`case when m.lado = 'candidato' then co.user_id else ca.user_id end`;
const THREAD_JOINS = sql`join applications a on a.id = m.application_id
  join jobs j on j.id = a.job_id
  join companies co on co.id = j.company_id
  join candidates ca on ca.id = a.candidate_id`;

type Pending = { id: number; application_id: number; titulo: string; author_name: string; texto: string; leido: boolean; quiet: boolean };
type Recipient = { email: string; nombre: string; deleted: boolean; recibir: boolean };

const EXCERPT = 300;
const excerpt = (s: string) => (s.length > EXCERPT ? `${s.slice(0, EXCERPT - 1)}…` : s);

export const threadUrl = (config: Config, applicationId: number) => `${publicUrl(config)}/mensajes/${applicationId}`;
export const unsubscribePageUrl = (config: Config, token: string) => `${publicUrl(config)}/baja-mensajes/${token}`;
export const unsubscribePostUrl = (config: Config, token: string) => `${publicUrl(config)}/mensajes/baja/${token}`;

export function messagesMail(config: Config, to: Recipient, messages: Pending[], token: string): QueuedMail {
  const threads = new Map<number, Pending[]>();
  for (const m of messages) threads.set(m.application_id, [...(threads.get(m.application_id) ?? []), m]);
  const n = messages.length;
  const lines = [...threads.entries()].flatMap(([app, list]) => [
    `Sobre «${list[0].titulo}»:`,
    ...list.map((m) => `- ${m.author_name}: ${excerpt(m.texto)}`),
    `  Lee y responde: ${threadUrl(config, app)}`,
    '',
  ]);
  return {
    to: to.email,
    subject: n === 1 ? `Chamba: mensaje nuevo de ${messages[0].author_name}` : `Chamba: ${n} mensajes nuevos`,
    text: [
      `Hola ${to.nombre}:`,
      '',
      n === 1 ? 'Tienes un mensaje nuevo en Chamba:' : `Tienes ${n} mensajes nuevos en Chamba:`,
      '',
      ...lines,
      'Recibes este correo porque alguien te escribió en una postulación de Chamba.',
      `Dejar de recibir correos por mensajes nuevos: ${unsubscribePageUrl(config, token)}`,
      '',
      'Chamba',
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${unsubscribePostUrl(config, token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

async function recipientOf(tx: DbOrTx, userId: number): Promise<Recipient | null> {
  const [r] = await queryRows<Recipient>(
    tx,
    sql`select u.email, u.nombre, (u.deleted_at is not null or u.disabled) as deleted, coalesce(s.recibir, true) as recibir
      from users u left join message_mail_settings s on s.user_id = u.id where u.id = ${userId}`,
  );
  return r ?? null;
}

/** One recipient's unmailed messages: marked, and mailed in one mail when there is anything to tell. */
async function mailRecipient(deps: AppDeps, userId: number, cutoff: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const rows = await queryRows<Pending>(
      tx,
      sql`select m.id, m.application_id, j.titulo, m.author_name, m.texto, (m.leido_at is not null) as leido,
          (m.created_at <= ${cutoff.toISOString()}::timestamptz) as quiet
        from application_messages m ${THREAD_JOINS}
        where m.notificado_at is null and ${RECIPIENT} = ${userId}
        order by m.created_at, m.id
        for update of m skip locked`,
    );
    if (rows.length === 0) return false;
    // A message written after the pick waits for its own quiet minutes.
    if (rows.some((r) => !r.quiet)) return false;
    await tx.execute(sql`update application_messages set notificado_at = ${now.toISOString()}::timestamptz where id = any(${`{${rows.map((r) => Number(r.id)).join(',')}}`}::int[])`);
    const unread = rows.filter((r) => !r.leido);
    const to = await recipientOf(tx, userId);
    if (unread.length === 0 || !to || to.deleted || !to.recibir) return false;
    const token = randomBytes(24).toString('base64url');
    await tx.insert(messageMailLinks).values({ tokenHash: hashSecret(token), userId, createdAt: now });
    await enqueueMail(deps, messagesMail(deps.config, to, unread, token), tx);
    return true;
  });
}

/** Mails the recipients whose new messages have been quiet long enough; returns how many mails. */
export async function mailNewMessages(deps: AppDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - deps.config.MESSAGE_MAIL_DELAY_S * 1000);
  const due = await queryRows<{ recipient: number }>(
    deps.db,
    sql`select ${RECIPIENT} as recipient from application_messages m ${THREAD_JOINS}
      where m.notificado_at is null
      group by 1 having max(m.created_at) <= ${cutoff.toISOString()}::timestamptz
      limit 500`,
  );
  let mailed = 0;
  for (const { recipient } of due) if (await mailRecipient(deps, Number(recipient), cutoff)) mailed += 1;
  return mailed;
}

export function startMessageMailWorker(deps: AppDeps): () => Promise<void> {
  return every(
    deps.config.PIPELINE_POLL_S * 1000,
    () => mailNewMessages(deps),
    (err) => deps.log.error({ err }, 'message mail worker: new messages could not be mailed'),
  );
}
