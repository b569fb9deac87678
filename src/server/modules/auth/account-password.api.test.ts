/** Welcome mails, changing the password, and the single-use link that sets one (decision 070). */
import { describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { expectFieldErrors } from '../../test/expect-refusal';
import { newAdmin, newCandidate, TEST_PASSWORD, uniqueEmail } from '../../test/accounts';
import { expectNoPassword, passwordLinkToken } from '../../test/password-link';
import { cvFormFields } from '../../test/forms';

const t = setupTestApp();

const CHANGE = '/api/servicio/cambiarcontrasena';
const SET = '/api/servicio/establecercontrasena';
const lastMailTo = (to: string) => t.mails.filter((m) => m.to === to).at(-1);
const login = (email: string, password: string) => call(t.app, '/api/login', { email, password });
/** A candidate's registration form. */
const person = (tcCorreo: string, tcNombre: string, tcProfesion: string) => ({
  tcNombre,
  tcApellidos: 'Mamani',
  tcCorreo,
  tnTelefono: '71234567',
  tcContraseña: 'Secreta123',
  confirmPassword: 'Secreta123',
  tcProfesion,
});

describe('welcome mails', () => {
  it('welcomes a new candidate and a new company, in the registration', async () => {
    const correo = uniqueEmail('bienvenida');
    const res = await call(t.app, '/api/servicio/crearcandidato', person(correo, 'Lucía', 'Enfermera'));
    expect(res.body.error).toBe(0);
    const mail = lastMailTo(correo);
    expect(mail?.subject).toBe('Te damos la bienvenida a Chamba');
    expect(mail?.text).toContain('Hola Lucía:');
    expect(mail?.text).toContain('Tu cuenta de candidato está lista.');
    expect(mail?.text).toContain('/crearcurriculum');
    expectNoPassword(mail, 'Secreta123');

    const empresa = uniqueEmail('bienvenida-empresa');
    const company = await call(t.app, '/api/servicio/crearcandidatoempresa', {
      ...person(empresa, 'Marco', 'Gerente'),
      tcNombreEmpresa: 'Textiles Illimani S.R.L.',
      tcDescripcion: 'Textiles de alpaca.',
      tnAnoFundacion: 2001,
    });
    expect(company.body.error).toBe(0);
    expect(lastMailTo(empresa)?.text).toContain('Tu cuenta de empresa para Textiles Illimani S.R.L. está lista.');
    expect(lastMailTo(empresa)?.text).toContain('/crearempleo');
  });

  it('sends no welcome when the e-mail is taken', async () => {
    const ana = await newCandidate(t.deps);
    const before = t.mails.length;
    const res = await call(t.app, '/api/servicio/crearcandidato', person(ana.correo, 'Otra', 'Nada'));
    expect(res.body.error).toBe(1);
    expect(t.mails.length).toBe(before);
  });
});

describe('cambiarcontrasena', () => {
  it('changes the password: the current session stays, the others end, a notice is mailed', async () => {
    const ana = await newCandidate(t.deps, 'Ana');
    const other = (await login(ana.correo, TEST_PASSWORD)).body.datos.token;
    const res = await call(t.app, CHANGE, { tcContrasenaActual: TEST_PASSWORD, tcContrasenaNueva: 'NuevaClave2026' }, ana.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, message: 'Tu contraseña fue cambiada. Cerramos tus otras sesiones.' });
    expect((await call(t.app, '/api/getdatosusuario', [], ana.token)).status).toBe(200);
    expect((await call(t.app, '/api/getdatosusuario', [], other)).status).toBe(401);
    expect((await login(ana.correo, TEST_PASSWORD)).body.codigoerror).toBe(1);
    expect((await login(ana.correo, 'NuevaClave2026')).body.codigoerror).toBe(0);
    const mail = lastMailTo(ana.correo);
    expect(mail?.subject).toBe('Tu contraseña de Chamba fue cambiada');
    expect(mail?.text).toContain('Cerramos las demás sesiones');
    expect(mail?.text).toContain('/recuperarcuenta');
    expectNoPassword(mail, 'NuevaClave2026');
  });

  it('refuses a wrong current password and the same password, changing nothing', async () => {
    const ana = await newCandidate(t.deps);
    const mails = t.mails.length;
    const wrong = await call(t.app, CHANGE, { tcContrasenaActual: 'Incorrecta1', tcContrasenaNueva: 'NuevaClave2026' }, ana.token);
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ error: 1, message: 'La contraseña actual no es correcta.' });
    const same = await call(t.app, CHANGE, { tcContrasenaActual: TEST_PASSWORD, tcContrasenaNueva: TEST_PASSWORD }, ana.token);
    expect(same.body).toEqual({ error: 1, message: 'La nueva contraseña debe ser distinta de la actual.' });
    expect(t.mails.length).toBe(mails);
    expect((await login(ana.correo, TEST_PASSWORD)).body.codigoerror).toBe(0);
  });

  it('validates with the registration rules, wrong types, oversize and hostile text; never a 500', async () => {
    const ana = await newCandidate(t.deps);
    expectFieldErrors(await call(t.app, CHANGE, {}, ana.token), {
      tcContrasenaActual: 'Por favor, coloque su contraseña actual.',
      tcContrasenaNueva: 'Por favor, coloque la nueva contraseña.',
    });
    expectFieldErrors(await call(t.app, CHANGE, { tcContrasenaActual: TEST_PASSWORD, tcContrasenaNueva: 'corta' }, ana.token), {
      tcContrasenaNueva: 'La contraseña debe tener al menos 8 caracteres.',
    });
    expectFieldErrors(await call(t.app, CHANGE, { tcContrasenaActual: 'x'.repeat(129), tcContrasenaNueva: 'y'.repeat(129) }, ana.token), {
      tcContrasenaActual: 'La contraseña es demasiado larga.',
      tcContrasenaNueva: 'La contraseña es demasiado larga.',
    });
    const types = await call(t.app, CHANGE, { tcContrasenaActual: { $ne: 1 }, tcContrasenaNueva: ['NuevaClave2026'] }, ana.token);
    expect(types.status).toBe(400);
    expect(types.body.errores).toHaveProperty('tcContrasenaActual');
    const huge = await call(t.app, CHANGE, { tcContrasenaActual: 'a'.repeat(2_000_000), tcContrasenaNueva: 'b' }, ana.token);
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe(1);
    const hostile = await call(t.app, CHANGE, { tcContrasenaActual: `<script>alert(1)</script>' or '1'='1`, tcContrasenaNueva: `%\\'; drop table users;--` }, ana.token);
    expect(hostile.body).toEqual({ error: 1, message: 'La contraseña actual no es correcta.' });
    // A hostile new password is only a password.
    const ok = await call(t.app, CHANGE, { tcContrasenaActual: TEST_PASSWORD, tcContrasenaNueva: `%\\'; drop table users;--` }, ana.token);
    expect(ok.body.error).toBe(0);
    expect((await login(ana.correo, `%\\'; drop table users;--`)).body.codigoerror).toBe(0);
  });

  it('needs a session (401), works for every role, and limits guesses like a login (429)', async () => {
    const anon = await call(t.app, CHANGE, { tcContrasenaActual: TEST_PASSWORD, tcContrasenaNueva: 'NuevaClave2026' });
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ error: 1, status: false });
    const admin = await newAdmin(t.deps);
    expect((await call(t.app, CHANGE, { tcContrasenaActual: TEST_PASSWORD, tcContrasenaNueva: 'ClaveEquipo2026' }, admin.token)).body.error).toBe(0);
    const ana = await newCandidate(t.deps);
    for (let i = 0; i < 10; i++) {
      expect((await call(t.app, CHANGE, { tcContrasenaActual: `Adivina${i}00`, tcContrasenaNueva: 'NuevaClave2026' }, ana.token)).status).toBe(200);
    }
    const limited = await call(t.app, CHANGE, { tcContrasenaActual: TEST_PASSWORD, tcContrasenaNueva: 'NuevaClave2026' }, ana.token);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
  });
});

describe('establecercontrasena (the link of the quick CV mail)', () => {
  /** A visitor's quick CV: the reply, and the token of the link its mail carries. */
  async function quickCv() {
    const correo = uniqueEmail('rapido');
    const res = await call(t.app, '/api/servicio/crearcurriculumcandidatov2', cvFormFields({ tcCorreo: correo }));
    expect(res.body.error).toBe(0);
    const mail = lastMailTo(correo);
    // Decision trust.md: the reply has no password and no token.
    expect(res.body.claveTemporal).toBeUndefined();
    expect(res.body.token).toBeUndefined();
    return { correo, reply: res.body, token: passwordLinkToken(mail)! };
  }

  it('sets the password once and signs in', async () => {
    const { correo, token } = await quickCv();
    const res = await call(t.app, SET, { tcToken: token, tcContrasena: 'MiClaveNueva1' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, message: 'Tu contraseña fue guardada. Ya iniciaste sesión.' });
    const me = await call(t.app, '/api/getdatosusuario', [], res.body.values.token);
    expect(me.body.Datos.Usuario.Correo).toBe(correo);
    expect((await login(correo, 'MiClaveNueva1')).body.codigoerror).toBe(0);
    // Single use.
    const again = await call(t.app, SET, { tcToken: token, tcContrasena: 'OtraClave2026' });
    expect(again.body).toEqual({ error: 1, message: 'El enlace para crear tu contraseña no es válido, ya se usó o venció. Pide un código en «Recuperar cuenta».' });
    expect((await login(correo, 'MiClaveNueva1')).body.codigoerror).toBe(0);
  });

  it('expires after 48 hours', async () => {
    const start = new Date('2026-03-10T15:00:00Z');
    t.clock.set(start);
    try {
      const fresh = await quickCv();
      const late = await quickCv();
      t.clock.set(new Date(start.getTime() + 47 * 3600_000));
      expect((await call(t.app, SET, { tcToken: fresh.token, tcContrasena: 'AunATiempo1' })).body.error).toBe(0);
      t.clock.set(new Date(start.getTime() + 48 * 3600_000 + 1000));
      const expired = await call(t.app, SET, { tcToken: late.token, tcContrasena: 'DemasiadoTarde1' });
      expect(expired.body.error).toBe(1);
      expect(expired.body.message).toMatch(/venció/);
      expect((await login(late.correo, 'DemasiadoTarde1')).body.codigoerror).toBe(1);
    } finally {
      t.clock.reset();
    }
  });

  it('answers an unknown, malformed or hostile token with the same message; validates the password; never a 500', async () => {
    const unknown = await call(t.app, SET, { tcToken: 'A'.repeat(43), tcContrasena: 'MiClaveNueva1' });
    expect(unknown.body).toMatchObject({ error: 1, message: expect.stringMatching(/no es válido/) });
    for (const tcToken of ['', 'corto', `<script>alert(1)</script>${'a'.repeat(30)}`, `../../etc/passwd${'a'.repeat(27)}`, "' or 1=1 --"]) {
      expectFieldErrors(await call(t.app, SET, { tcToken, tcContrasena: 'MiClaveNueva1' }), { tcToken: 'El enlace para crear tu contraseña no es válido, ya se usó o venció. Pide un código en «Recuperar cuenta».' });
    }
    expectFieldErrors(await call(t.app, SET, {}), { tcContrasena: 'Por favor, coloque su contraseña.' });
    expectFieldErrors(await call(t.app, SET, { tcToken: 'A'.repeat(43), tcContrasena: 'corta' }), { tcContrasena: 'La contraseña debe tener al menos 8 caracteres.' });
    expect((await call(t.app, SET, { tcToken: 12345, tcContrasena: ['x'] })).status).toBe(400);
    expect((await call(t.app, SET, { tcToken: 'A'.repeat(43), tcContrasena: 'z'.repeat(2_000_000) })).status).toBe(413);
  });
});
