import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES, type PublicJobInput } from '../../../shared/contract/hiring';
import { queryRows } from '../../db/client';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { publicJobCondition } from '../jobs/public';
import { splitFullName } from '../auth/public';
import { laPazDayFrom } from '../../core/time';
import { newCompany } from '../../test/accounts';
import { countRows, jobPayload } from '../../test/jobs';
import { passwordLinkToken } from '../../test/password-link';
import { PUBLIC_POSTING_MESSAGES } from './public-posting';

const t = setupTestApp();

let n = 0;
const payload = (over: Partial<PublicJobInput> = {}): PublicJobInput =>
  ({
    ...jobPayload(t),
    tcNombreUsuario: 'Juan Carlos Pérez Mamani',
    tcCorreo: `visitante${++n}@example.bo`,
    tcTelefono: '71234567',
    ...over,
  }) as PublicJobInput;
const post = (body: unknown) => call(t.app, '/api/servicio/registrarempleoPublico', body);
const isPublic = async (codigo: string) =>
  (await queryRows(t.deps.db, sql`select 1 from jobs j where j.codigo = ${codigo} and ${publicJobCondition(t.clock.now())}`)).length === 1;

/** The account of a posting is reached only through the mailed link: follows it, returns the session. */
async function signInByLink(correo: string, password = 'MiEmpresa2026') {
  const mail = t.mails.find((m) => m.to === correo && /crea tu contraseña/.test(m.subject));
  const set = await call(t.app, '/api/servicio/establecercontrasena', { tcToken: passwordLinkToken(mail), tcContrasena: password });
  expect(set.body.error).toBe(0);
  return { mail, token: set.body.values.token as string };
}

describe('registrarempleoPublico', () => {
  it('creates the company account and the public job, mails a set-password link, and answers no password or token', async () => {
    const body = payload();
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: 0, message: PUBLIC_POSTING_MESSAGES.sent, values: { Correo: body.tcCorreo } });
    expect(JSON.stringify(res.body)).not.toMatch(/"(token|ClaveTemporal|claveTemporal)"/i);
    // The account has no usable password until its owner follows the link.
    const [user] = await queryRows<{ id: number }>(t.deps.db, sql`select id from users where email = ${body.tcCorreo}`);
    expect(user).toBeDefined();
    const { mail, token } = await signInByLink(body.tcCorreo);
    expect(mail?.subject).toBe('Tu empleo fue publicado en Chamba: crea tu contraseña');
    const me = await call(t.app, '/api/getdatosusuario', [], token);
    expect(me.body.Datos.Usuario).toMatchObject({ Rol: 'empresa', Nombre: 'Juan Carlos', Apellidos: 'Pérez Mamani' });
    expect(me.body.Datos.Empresa.Nombre).toBe('Juan Carlos Pérez Mamani');
    const mine = await call(t.app, '/api/servicio/listarempleosbyempresa', [], token);
    expect(mine.body.Datos).toHaveLength(1);
    const { CodigoEmpleo, Empleo } = mine.body.Datos[0];
    expect(mine.body.Datos[0]).toMatchObject({ Publico: true, Visible: true, Estado: 1 });
    expect((await call(t.app, '/api/login', { email: body.tcCorreo, password: 'MiEmpresa2026' })).body.codigoerror).toBe(0);
    expect(mail?.text).toContain(`/detalletrabajo/${CodigoEmpleo}`);
    expect(mail?.text).toContain(`/pagarempleo/${Empleo}`);
    expect(mail?.text).toContain('1 hora');
  });

  it('is public for one hour after posting unless paid', async () => {
    t.clock.set(new Date('2026-06-01T14:00:00Z'));
    try {
      const body = payload({ tcFechaVencimiento: '2026-06-30' });
      await post(body);
      const { token } = await signInByLink(body.tcCorreo);
      const { CodigoEmpleo, Empleo } = (await call(t.app, '/api/servicio/listarempleosbyempresa', [], token)).body.Datos[0];
      expect(await isPublic(CodigoEmpleo)).toBe(true);
      t.clock.advance(59 * 60 * 1000);
      expect(await isPublic(CodigoEmpleo)).toBe(true);
      t.clock.advance(2 * 60 * 1000);
      expect(await isPublic(CodigoEmpleo)).toBe(false);
      const list = await call(t.app, '/api/servicio/listarempleosbyempresa', [], token);
      expect(list.body.Datos[0]).toMatchObject({ Visible: false, Estado: 1, EstadoNombre: 'Borrador' });
      // Paying (with the payments module's endpoints) publishes it until its expiry date.
      const qr = await call(
        t.app,
        '/api/servicio/generarpagoempleo',
        { tcNombreUsuario: 'Juan Pérez', tnCiNit: '1234567', tnTelefono: '71234567', tcCorreo: 'juan@example.bo', Empleo },
        token,
      );
      expect(qr.body.codigoerror).toBe(0);
      const tx = qr.body.Datos.TransaccionDePago;
      expect(qr.body.Datos.MontoBs).toBe(50);
      await call(t.app, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: tx, tcCodigo: new URL(qr.body.Datos.UrlPago).searchParams.get('codigo') });
      expect(await isPublic(CodigoEmpleo)).toBe(true);
      t.clock.set(new Date('2026-06-30T20:00:00Z'));
      expect(await isPublic(CodigoEmpleo)).toBe(true);
      t.clock.set(new Date('2026-07-01T05:00:00Z'));
      expect(await isPublic(CodigoEmpleo)).toBe(false);
    } finally {
      t.clock.reset();
    }
  });

  it('an e-mail that already has an account: the same reply, nothing created or attached, its owner is mailed', async () => {
    const owner = await newCompany(t.deps, 'Dueña S.A.');
    const jobsBefore = await countRows(t.deps, 'jobs');
    const usersBefore = await countRows(t.deps, 'users');
    const fresh = payload();
    const taken = payload({ tcCorreo: owner.correo.toUpperCase() });
    const a = await post(fresh);
    const res = await post(taken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: 0, message: PUBLIC_POSTING_MESSAGES.sent, values: { Correo: taken.tcCorreo.toLowerCase() } });
    // Field for field what a new e-mail gets.
    expect(Object.keys(res.body.values)).toEqual(Object.keys(a.body.values));
    expect(res.body.message).toBe(a.body.message);
    expect(await countRows(t.deps, 'jobs')).toBe(jobsBefore + 1);
    expect(await countRows(t.deps, 'users')).toBe(usersBefore + 1);
    const mine = await call(t.app, '/api/servicio/listarempleosbyempresa', [], owner.token);
    expect(mine.body.Datos).toHaveLength(0);
    const warned = t.mails.find((m) => m.to.toLowerCase() === owner.correo.toLowerCase() && /Alguien usó tu correo/.test(m.subject));
    expect(warned?.text).toContain('No publicamos nada en tu cuenta');
    expect(passwordLinkToken(warned)).toBeNull();
  });

  it('two postings racing with one e-mail: one account, one job', async () => {
    const body = payload();
    const results = await Promise.all([post(body), post(body), post(body)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.error === 0)).toHaveLength(3);
    expect(await countRows(t.deps, 'users', `email = '${body.tcCorreo}'`)).toBe(1);
    const [row] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from jobs j join companies c on c.id = j.company_id where c.correo = ${body.tcCorreo}`,
    );
    expect(row.n).toBe(1);
  });

  it('requires every step-1 field, with its message', async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    expect(res.body.errores).toMatchObject({
      tcNombreUsuario: JOB_MESSAGES.nombreUsuario,
      tcCorreo: JOB_MESSAGES.correo,
      tcTelefono: JOB_MESSAGES.telefono,
      tcTitulo: JOB_MESSAGES.titulo,
      tcDescripcion: JOB_MESSAGES.descripcion,
      tcDescripcionLarga: JOB_MESSAGES.descripcionLarga,
      tcFechaVencimiento: JOB_MESSAGES.fechaVencimiento,
      tnTipoEmpleo: JOB_MESSAGES.tipoEmpleo,
      tnCiudad: JOB_MESSAGES.ciudad,
      tnCategoria: JOB_MESSAGES.categoria,
    });
    const zeroSalary = await post(payload({ tnSalario: 0 }));
    expect(zeroSalary.body.errores.tnSalario).toBe(JOB_MESSAGES.salarioRequerido);
    const badMail = await post(payload({ tcCorreo: 'no-es-correo' }));
    expect(badMail.body.errores.tcCorreo).toBe(JOB_MESSAGES.correoInvalido);
    const badPhone = await post(payload({ tcTelefono: 'abc' }));
    expect(badPhone.body.errores.tcTelefono).toBe(JOB_MESSAGES.telefonoInvalido);
    const past = await post(payload({ tcFechaVencimiento: laPazDayFrom(t.clock.now(), -1) }));
    expect(past.body.errores.tcFechaVencimiento).toBe(JOB_MESSAGES.fechaPasada);
    const hostile = await post(payload({ tcNombreUsuario: `<img src=x onerror=alert(1)>'--`, tcCorreo: `"<script>"@example.bo` }));
    expect([200, 400]).toContain(hostile.status);
    const huge = await post(payload({ tcDescripcionLarga: 'x'.repeat(3_000_000) }));
    expect(huge.status).toBe(413);
    const wrong = await post(payload({ tcCorreo: ['a@b.bo'] as never, tcTelefono: { n: 1 } as never }));
    expect(wrong.status).toBe(400);
  });

  it('a token sent by a logged-in user is ignored: the posting is always a new account', async () => {
    const owner = await newCompany(t.deps, 'Con sesión S.A.');
    const res = await call(t.app, '/api/servicio/registrarempleoPublico', payload(), owner.token);
    expect(res.body.error).toBe(0);
    const mine = await call(t.app, '/api/servicio/listarempleosbyempresa', [], owner.token);
    expect(mine.body.Datos).toHaveLength(0);
  });
});

describe('splitFullName', () => {
  it('keeps the two last words as surnames', () => {
    expect(splitFullName('Ana')).toEqual({ nombre: 'Ana', apellidos: '' });
    expect(splitFullName('Ana Choque')).toEqual({ nombre: 'Ana', apellidos: 'Choque' });
    expect(splitFullName('  Ana  María Choque Flores ')).toEqual({ nombre: 'Ana María', apellidos: 'Choque Flores' });
  });
});
