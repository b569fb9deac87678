/**
 * Mail that is never lost (decision 064): the outbox is written in the request's transaction, the
 * worker sends through a real SMTP server, retries with backoff while SMTP is down, never sends a
 * mail twice, and a down or hung SMTP server never fails nor slows a request.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { createTestApp, call, type TestApp } from './test-app';
import { startHungSmtp, startSmtpSink } from './smtp';
import { newAdmin, newCandidate, newCompany } from './accounts';
import { contactMessages, outbox, recoveryCodes } from '../db/schema';
import { drainOutbox, enqueueMail, MAIL_MAX_ATTEMPTS, startMailWorker } from '../core/mail/outbox';
import { createMailer, type Mailer } from '../infra/mail/mailer';
import { RECOVERY_MIN_MS } from '../modules/auth/public';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let smtpMailer: Mailer;
let ipSeq = 0;
const nextIp = () => `10.7.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;

const contact = (correo: string, ip = nextIp()) =>
  call(t.app, '/api/enviar-correo', { tcNombreCompleto: 'Carla Áñez', tcCorreo: correo, tcMensaje: 'Queremos publicar vacantes.' }, undefined, { remoteAddress: ip });
const rowFor = async (replyTo: string) => (await t.deps.db.select().from(outbox).where(eq(outbox.replyTo, replyTo)).orderBy(desc(outbox.id)).limit(1))[0];
const timed = async <T>(f: () => Promise<T>) => {
  const started = performance.now();
  const value = await f();
  return { value, ms: performance.now() - started };
};

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, SMTP_TIMEOUT_MS: '2000', CONTACT_EMAIL: 'contacto@chamba.bo' }, { captureMail: false, autoDrain: false });
  smtpMailer = t.deps.mailer;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  smtp.refuse(false);
  t.deps.mailer = smtpMailer;
  t.clock.reset();
  // Each test starts with nothing due.
  await t.deps.db.update(outbox).set({ estado: 'enviado' }).where(eq(outbox.estado, 'pendiente'));
});

describe('outbox', () => {
  it('a request writes its mail to the outbox; the worker sends it by SMTP once and marks it sent', async () => {
    const res = await contact('alta@example.bo');
    expect(res.body).toEqual({ status: true, mensaje: 'Gracias por escribirnos. Te responderemos muy pronto.' });
    expect(await rowFor('alta@example.bo')).toMatchObject({ to: 'contacto@chamba.bo', estado: 'pendiente', attempts: 0, sentAt: null });
    expect(smtp.mails.some((m) => m.replyTo.includes('alta@example.bo'))).toBe(false);
    expect(await drainOutbox(t.deps)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const caught = smtp.mails.filter((m) => m.replyTo.includes('alta@example.bo'));
    expect(caught).toHaveLength(1);
    expect(caught[0]).toMatchObject({ to: 'contacto@chamba.bo', subject: 'Nueva solicitud de contacto de Carla Áñez' });
    expect(caught[0].text).toContain('Queremos publicar vacantes.');
    const row = await rowFor('alta@example.bo');
    expect(row).toMatchObject({ estado: 'enviado', attempts: 1, lastError: null, lockedUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // A later drain (a restart, another instance) never sends it again.
    expect(await drainOutbox(t.deps)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.mails.filter((m) => m.replyTo.includes('alta@example.bo'))).toHaveLength(1);
  });

  it('the mail commits and rolls back with the change that causes it', async () => {
    await expect(
      t.deps.db.transaction(async (tx) => {
        await enqueueMail(t.deps, { to: 'nadie@example.bo', subject: 'Nunca', text: 'x' }, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.deps.db.select().from(outbox).where(eq(outbox.to, 'nadie@example.bo'))).toHaveLength(0);
    // And the other way: a mail that cannot be queued takes the contact request with it.
    await t.deps.db.execute(sql.raw(`create function outbox_refuse() returns trigger language plpgsql as $$
      begin if new.reply_to = 'rollback@example.bo' then raise exception 'outbox refused'; end if; return new; end $$`));
    await t.deps.db.execute(sql.raw('create trigger outbox_refuse before insert on outbox for each row execute function outbox_refuse()'));
    try {
      const res = await contact('rollback@example.bo');
      expect(res.status).toBe(500);
      expect(await t.deps.db.select().from(contactMessages).where(eq(contactMessages.correo, 'rollback@example.bo'))).toHaveLength(0);
    } finally {
      await t.deps.db.execute(sql.raw('drop trigger outbox_refuse on outbox'));
      await t.deps.db.execute(sql.raw('drop function outbox_refuse()'));
    }
  });

  it('with SMTP refusing, the request answers at once; the mail is retried with backoff and sent when SMTP is back', async () => {
    smtp.refuse(true);
    const base = new Date();
    t.clock.set(base);
    const { value: res, ms } = await timed(() => contact('caido@example.bo'));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(ms).toBeLessThan(3000);
    expect(await drainOutbox(t.deps)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let row = await rowFor('caido@example.bo');
    expect(row).toMatchObject({ estado: 'pendiente', attempts: 1, lockedUntil: null });
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime() - base.getTime()).toBe(15_000);
    // Not due yet: nothing is tried.
    expect(await drainOutbox(t.deps)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    t.clock.advance(15_000);
    expect(await drainOutbox(t.deps)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    row = await rowFor('caido@example.bo');
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - base.getTime()).toBe(15_000 + 30_000);
    smtp.refuse(false);
    t.clock.advance(30_000);
    expect(await drainOutbox(t.deps)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await rowFor('caido@example.bo')).toMatchObject({ estado: 'enviado', attempts: 3, lastError: null });
    expect(smtp.mails.filter((m) => m.replyTo.includes('caido@example.bo'))).toHaveLength(1);
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} attempts (fallido); staff see it and "Reintentar" sends it`, async () => {
    smtp.refuse(true);
    t.clock.set(new Date());
    await contact('fallido@example.bo');
    for (let i = 1; i < MAIL_MAX_ATTEMPTS; i++) {
      expect((await drainOutbox(t.deps)).retrying).toBe(1);
      t.clock.advance(2 * 3600_000);
    }
    expect(await drainOutbox(t.deps)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const row = await rowFor('fallido@example.bo');
    expect(row).toMatchObject({ estado: 'fallido', attempts: MAIL_MAX_ATTEMPTS });
    t.clock.advance(24 * 3600_000);
    expect(await drainOutbox(t.deps)).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const admin = await newAdmin(t.deps);
    const list = await call(t.app, '/api/servicio/admin/listarcorreos', { tcEstado: 'fallido' }, admin.token);
    expect(list.status).toBe(200);
    const item = list.body.values.Items.find((m: { Correo: number }) => m.Correo === row.id);
    expect(item).toMatchObject({ Para: 'contacto@chamba.bo', Asunto: 'Nueva solicitud de contacto de Carla Áñez', Estado: 'fallido', Intentos: MAIL_MAX_ATTEMPTS, ProximoIntento: null, FechaEnvio: null });
    expect(item.UltimoError).toBeTruthy();
    expect(item).not.toHaveProperty('Texto');
    expect(list.body.values.Items.every((m: { Estado: string }) => m.Estado === 'fallido')).toBe(true);

    const sent = await call(t.app, '/api/servicio/admin/listarcorreos', { tcEstado: 'enviado' }, admin.token);
    expect(sent.body.values.Items.every((m: { Estado: string }) => m.Estado === 'enviado')).toBe(true);
    const bad = await call(t.app, '/api/servicio/admin/listarcorreos', { tcEstado: 'perdido' }, admin.token);
    expect(bad.status).toBe(400);

    smtp.refuse(false);
    const retry = await call(t.app, '/api/servicio/admin/reintentarcorreo', { tnCorreo: row.id }, admin.token);
    expect(retry.body).toMatchObject({ error: 0, values: { Correo: row.id, Estado: 'pendiente' } });
    expect(await rowFor('fallido@example.bo')).toMatchObject({ estado: 'pendiente', attempts: 0 });
    expect(await drainOutbox(t.deps)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const again = await call(t.app, '/api/servicio/admin/reintentarcorreo', { tnCorreo: row.id }, admin.token);
    expect(again.body).toMatchObject({ error: 1, message: 'Solo se pueden reintentar los correos fallidos.' });
    expect((await call(t.app, '/api/servicio/admin/reintentarcorreo', { tnCorreo: 999_999 }, admin.token)).status).toBe(404);
  });

  it('a hung SMTP server (accepts, never answers) does not slow the request; the attempt times out and is retried', async () => {
    const hung = await startHungSmtp();
    try {
      t.deps.mailer = createMailer({ smtpUrl: hung.url, from: 'Chamba <no-responder@chamba.bo>', outboxDir: t.dataDir, log: pino({ level: 'silent' }), timeoutMs: 3000 });
      t.clock.set(new Date());
      const { value: res, ms } = await timed(() => contact('colgado@example.bo'));
      expect(res.body.status).toBe(true);
      expect(ms).toBeLessThan(2500);
      const { value: drained, ms: drainMs } = await timed(() => drainOutbox(t.deps));
      expect(drained).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect(drainMs).toBeGreaterThanOrEqual(2500);
      expect(drainMs).toBeLessThan(30_000);
      expect((await rowFor('colgado@example.bo')).lastError).toMatch(/greeting never received|timeout|timed out/i);
    } finally {
      await hung.close();
    }
    t.deps.mailer = smtpMailer;
    t.clock.advance(15_000);
    expect(await drainOutbox(t.deps)).toEqual({ sent: 1, retrying: 0, failed: 0 });
  }, 60_000);

  it('two workers draining at once send each mail exactly once', async () => {
    const subjects = Array.from({ length: 24 }, (_, i) => `Concurrencia ${i}`);
    for (const subject of subjects) await enqueueMail(t.deps, { to: 'par@example.bo', subject, text: 'x' });
    const results = await Promise.all([drainOutbox(t.deps), drainOutbox(t.deps), drainOutbox(t.deps)]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(subjects.length);
    for (const subject of subjects) expect(smtp.mails.filter((m) => m.subject === subject), subject).toHaveLength(1);
    const rows = await t.deps.db.select().from(outbox).where(eq(outbox.to, 'par@example.bo'));
    expect(rows.every((r) => r.estado === 'enviado' && r.attempts === 1)).toBe(true);
  });

  it('the running worker delivers a new mail within a couple of seconds and stops cleanly', async () => {
    const stop = startMailWorker(t.deps);
    try {
      await contact('rapido@example.bo');
      const until = Date.now() + 5000;
      while (Date.now() < until && !smtp.mails.some((m) => m.replyTo.includes('rapido@example.bo'))) await new Promise((r) => setTimeout(r, 50));
      expect(smtp.mails.filter((m) => m.replyTo.includes('rapido@example.bo'))).toHaveLength(1);
    } finally {
      await stop();
    }
  });
});

describe('password recovery with SMTP down', () => {
  it('answers the same, in the same time, for a known and an unknown e-mail; the code is not burnt and arrives when SMTP is back', async () => {
    const cand = await newCandidate(t.deps);
    smtp.refuse(true);
    t.clock.set(new Date());
    const ask = (correo: string) => timed(() => call(t.app, '/api/servicio/mandarcodigo', { correo }, undefined, { remoteAddress: nextIp() }));
    const known = await ask(cand.correo);
    const unknown = await ask('nadie-registrado@example.bo');
    expect(known.value.status).toBe(200);
    expect(unknown.value.status).toBe(known.value.status);
    expect(unknown.value.body).toEqual(known.value.body);
    expect(known.value.body).toEqual({ error: 0, message: 'Si el correo está registrado, te enviamos un código de 6 dígitos. Revisa tu correo electrónico.' });
    // Both padded to the same floor; the difference is noise, not a signal.
    expect(known.ms).toBeGreaterThanOrEqual(RECOVERY_MIN_MS - 10);
    expect(unknown.ms).toBeGreaterThanOrEqual(RECOVERY_MIN_MS - 10);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(250);

    expect(await drainOutbox(t.deps)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [mail] = await t.deps.db.select().from(outbox).where(eq(outbox.to, cand.correo)).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toMatchObject({ estado: 'pendiente', attempts: 1, sensitive: true });
    expect(await t.deps.db.select().from(outbox).where(eq(outbox.to, 'nadie-registrado@example.bo'))).toHaveLength(0);
    // One live code, untouched by the failed send.
    const codes = await t.deps.db.select().from(recoveryCodes).where(and(eq(recoveryCodes.userId, cand.userId)));
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ usedAt: null, attempts: 0 });

    smtp.refuse(false);
    t.clock.advance(15_000);
    expect(await drainOutbox(t.deps)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const caught = smtp.mails.filter((m) => m.to.includes(cand.correo));
    expect(caught).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(caught[0].text)![1];
    const reset = await call(t.app, '/api/actualizar-contrasena', { correo: cand.correo, codigo: code, nuevaContrasena: 'NuevaClave9' }, undefined, { remoteAddress: nextIp() });
    expect(reset.body).toMatchObject({ error: 0 });
    // The code does not stay readable in the outbox once sent.
    const [after] = await t.deps.db.select().from(outbox).where(eq(outbox.id, mail.id));
    expect(after).toMatchObject({ estado: 'enviado', body: '' });
  }, 60_000);
});

describe('staff only', () => {
  it('answers 401 anonymous and 403 to candidates and companies on the mail endpoints', async () => {
    const cand = await newCandidate(t.deps);
    const company = await newCompany(t.deps);
    for (const path of ['/api/servicio/admin/listarcorreos', '/api/servicio/admin/reintentarcorreo']) {
      expect((await call(t.app, path, { tnCorreo: 1 })).status, path).toBe(401);
      for (const token of [cand.token, company.token]) {
        const res = await call(t.app, path, { tnCorreo: 1 }, token);
        expect(res.status, path).toBe(403);
        expect(res.body).toMatchObject({ error: 1, message: 'No tienes permiso para realizar esta acción.' });
      }
    }
  });
});
