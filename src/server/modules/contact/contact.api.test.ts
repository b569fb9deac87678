import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { contactMessages, outbox } from '../../db/schema';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';

const t = setupTestApp({ CONTACT_EMAIL: 'contacto@chamba.bo' });
let ipSeq = 10;
const nextIp = () => `10.0.0.${++ipSeq}`;

const form = (over: Record<string, unknown> = {}) => ({
  tcNombreCompleto: 'Carla Áñez',
  tcNombreEmpresa: 'Hoteles Chiquitanos',
  tcTelefono: '33398800',
  tcCorreo: 'Carla@Hoteles.bo',
  tcMensaje: 'Queremos publicar 5 vacantes.\nGracias.',
  ...over,
});
const send = (body: unknown, ip = nextIp()) => call(t.app, '/api/enviar-correo', body, undefined, { remoteAddress: ip });


describe('enviar-correo', () => {
  it('stores the request and mails it to CONTACT_EMAIL with the sender as Reply-To', async () => {
    const res = await send(form());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, mensaje: 'Gracias por escribirnos. Te responderemos muy pronto.' });
    const [row] = await t.deps.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(row).toMatchObject({ nombreCompleto: 'Carla Áñez', nombreEmpresa: 'Hoteles Chiquitanos', telefono: '33398800', correo: 'carla@hoteles.bo' });
    expect(row.mensaje).toBe('Queremos publicar 5 vacantes.\nGracias.');
    const mail = t.mails.at(-1)!;
    expect(mail).toMatchObject({ to: 'contacto@chamba.bo', replyTo: 'carla@hoteles.bo', subject: 'Nueva solicitud de contacto de Carla Áñez' });
    expect(mail.text).toContain('Queremos publicar 5 vacantes.');
    expect(mail.text).toContain(`Solicitud n.º ${row.id}`);
  });

  it('accepts the optional fields missing', async () => {
    const res = await send({ tcNombreCompleto: 'Juan', tcCorreo: 'juan@example.bo', tcMensaje: 'Hola' });
    expect(res.body.status).toBe(true);
    expect(t.mails.at(-1)!.text).toContain('Empresa: (no indicada)');
  });

  it('answers the spec messages for missing and invalid fields', async () => {
    const res = await send({});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, error: 1 });
    expect(res.body.errores).toMatchObject({
      tcNombreCompleto: 'El nombre es obligatorio.',
      tcCorreo: 'Ingresa un correo válido.',
      tcMensaje: 'El mensaje es obligatorio.',
    });
    const bad = await send(form({ tcCorreo: 'no-es-correo', tcTelefono: 'abc', tcNombreCompleto: '   ', tcMensaje: '  ' }));
    expect(bad.body.errores).toMatchObject({
      tcCorreo: 'Ingresa un correo válido.',
      tcTelefono: 'Ingresa un número de teléfono válido.',
      tcNombreCompleto: 'El nombre es obligatorio.',
      tcMensaje: 'El mensaje es obligatorio.',
    });
    expect(bad.body.mensaje).toBeTruthy();
  });

  it('rejects line breaks in the header fields (mail header injection)', async () => {
    const before = t.mails.length;
    for (const field of ['tcNombreCompleto', 'tcCorreo', 'tcNombreEmpresa']) {
      const value = field === 'tcCorreo' ? 'a@b.bo\r\nBcc: victima@example.com' : 'Carla\r\nBcc: victima@example.com';
      const res = await send(form({ [field]: value }));
      expect(res.status, field).toBe(400);
      expect(res.body.errores[field]).toBeTruthy();
    }
    expect((await send(form({ tcNombreCompleto: 'Carla\nX' }))).status).toBe(400);
    expect(t.mails.length).toBe(before);
  });

  it('keeps hostile text as text; refuses wrong types and oversize values', async () => {
    const res = await send(form({ tcMensaje: `<script>alert(1)</script> ' or 1=1 -- % \\`, tcNombreCompleto: "O'Brien <b>" }));
    expect(res.body.status).toBe(true);
    expect(t.mails.at(-1)!.text).toContain(`<script>alert(1)</script> ' or 1=1 -- % \\`);
    for (const body of [form({ tcMensaje: 'a'.repeat(10_000) }), form({ tcNombreCompleto: 'a'.repeat(10_000) }), form({ tcMensaje: { a: 1 } }), form({ tcCorreo: ['a@b.bo'] }), form({ tcTelefono: true })]) {
      const r = await send(body);
      expect(r.status).toBe(400);
      expect(r.body.status).toBe(false);
    }
    const notJson = await call(t.app, '/api/enviar-correo', '{"tcNombre', undefined, { remoteAddress: '10.9.9.9', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
  });

  it('limits requests per address', async () => {
    const ip = '10.1.1.1';
    for (let i = 0; i < 5; i++) expect((await send(form({ tcCorreo: `p${i}@example.bo` }), ip)).status).toBe(200);
    const limited = await send(form({ tcCorreo: 'p9@example.bo' }), ip);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    expect(limited.body.status).toBe(false);
    // And per e-mail, whatever the address.
    for (let i = 0; i < 3; i++) expect((await send(form({ tcCorreo: 'mismo@example.bo' }))).status).toBe(200);
    expect((await send(form({ tcCorreo: 'MISMO@example.bo' }))).status).toBe(429);
  });

  it('answers status true when the mail cannot be sent yet: the request and its mail are kept, the mail is retried', async () => {
    const send0 = t.deps.mailer.send;
    t.deps.mailer.send = async () => {
      throw new Error('smtp down');
    };
    try {
      const res = await send(form({ tcCorreo: 'caido@example.bo' }));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true, mensaje: 'Gracias por escribirnos. Te responderemos muy pronto.' });
      const [row] = await t.deps.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
      expect(row.correo).toBe('caido@example.bo');
      const [mail] = await t.deps.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
      expect(mail).toMatchObject({ to: 'contacto@chamba.bo', replyTo: 'caido@example.bo', estado: 'pendiente', attempts: 1, lastError: 'smtp down' });
    } finally {
      t.deps.mailer.send = send0;
    }
    t.clock.advance(60_000);
    await t.drain();
    t.clock.reset();
    expect(t.mails.at(-1)).toMatchObject({ to: 'contacto@chamba.bo', replyTo: 'caido@example.bo' });
  });
});
