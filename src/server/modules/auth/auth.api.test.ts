import { describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { expectFieldErrors } from '../../test/expect-refusal';

const t = setupTestApp();

const candidate = (over: Record<string, unknown> = {}) => ({
  tcNombre: 'Ana',
  tcApellidos: 'Choque Flores',
  tcCorreo: 'ana.choque@example.bo',
  tnTelefono: '71234567',
  tcContraseña: 'Secreta123',
  confirmPassword: 'Secreta123',
  tcProfesion: 'Ingeniera Comercial',
  ...over,
});

const company = (over: Record<string, unknown> = {}) => ({
  ...candidate({ tcCorreo: 'rrhh@minera-potosi.bo', tcProfesion: 'Gerente' }),
  tcNombreEmpresa: 'Minera Potosí S.A.',
  tcDescripcion: 'Empresa minera del sur de Bolivia.',
  tnAnoFundacion: 1998,
  ...over,
});

describe('registration', () => {
  it('registers a candidate, returns a token and the session data', async () => {
    const res = await call(t.app, '/api/servicio/crearcandidato', candidate());
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(0);
    const token = res.body.values.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const me = await call(t.app, '/api/getdatosusuario', [], token);
    expect(me.body.codigoerror).toBe(0);
    expect(me.body.Datos.Usuario.Rol).toBe('candidato');
    expect(me.body.Datos.Candidato.CandidatoCodigo).toMatch(/^[a-z0-9]{12}$/);
    expect(me.body.Datos.Empresa).toBeNull();
  });

  it('refuses a duplicate e-mail, whatever its case', async () => {
    const res = await call(t.app, '/api/servicio/crearcandidato', candidate({ tcCorreo: 'ANA.Choque@example.bo' }));
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(1);
    expect(res.body.message).toMatch(/Ya existe una cuenta con este correo/);
  });

  it('answers every missing field with the spec message', async () => {
    expectFieldErrors(await call(t.app, '/api/servicio/crearcandidato', {}), {
      tcNombre: 'Por favor, coloque su nombre.',
      tcApellidos: 'Por favor, coloque sus apellidos.',
      tcCorreo: 'Por favor, coloque un correo electrónico.',
      tnTelefono: 'Por favor, coloque su número de teléfono.',
      tcContraseña: 'Por favor, coloque su contraseña.',
      confirmPassword: 'Por favor, confirme su contraseña.',
      tcProfesion: 'Por favor, coloque su profesión.',
    });
  });

  it('checks e-mail format and password confirmation', async () => {
    const bad = await call(t.app, '/api/servicio/crearcandidato', candidate({ tcCorreo: 'no-es-correo', tcCorreo2: 1 }));
    expect(bad.status).toBe(400);
    expect(bad.body.errores.tcCorreo).toBe('El correo no es válido.');
    const mismatch = await call(t.app, '/api/servicio/crearcandidato', candidate({ tcCorreo: 'otra@example.bo', confirmPassword: 'Otra12345' }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errores.confirmPassword).toBe('Las contraseñas no coinciden.');
  });

  it('registers a company with its founding year rules', async () => {
    const missing = await call(t.app, '/api/servicio/crearcandidatoempresa', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errores).toMatchObject({
      tcNombre: 'Por favor, coloque el nombre.',
      tcApellidos: 'Por favor, coloque los apellidos.',
      tnTelefono: 'Por favor, coloque un teléfono.',
      tcContraseña: 'Por favor, coloque la contraseña.',
      confirmPassword: 'Por favor, confirme la contraseña.',
      tcProfesion: 'Por favor, coloque la profesión.',
      tcNombreEmpresa: 'Por favor, coloque el nombre de la empresa.',
      tcDescripcion: 'Por favor, coloque una descripción.',
      tnAnoFundacion: 'Por favor, coloque el año de fundación.',
    });
    const old = await call(t.app, '/api/servicio/crearcandidatoempresa', company({ tnAnoFundacion: 1899 }));
    expect(old.status).toBe(400);
    const future = await call(t.app, '/api/servicio/crearcandidatoempresa', company({ tnAnoFundacion: new Date().getFullYear() + 1 }));
    expect(future.status).toBe(400);
    const ok = await call(t.app, '/api/servicio/crearcandidatoempresa', company());
    expect(ok.body.error).toBe(0);
    const me = await call(t.app, '/api/getdatosusuario', [], ok.body.values.token);
    expect(me.body.Datos.Usuario.Rol).toBe('empresa');
    expect(me.body.Datos.Empresa.Nombre).toBe('Minera Potosí S.A.');
  });

  it('keeps hostile text as text and never answers 500', async () => {
    const res = await call(t.app, '/api/servicio/crearcandidato', candidate({ tcCorreo: 'x@example.bo', tcNombre: `<script>alert(1)</script>'; drop table users;--` }));
    expect(res.body.error).toBe(0);
    const me = await call(t.app, '/api/getdatosusuario', [], res.body.values.token);
    expect(me.body.Datos.Usuario.Nombre).toBe(`<script>alert(1)</script>'; drop table users;--`);
    const huge = await call(t.app, '/api/servicio/crearcandidato', candidate({ tcNombre: 'a'.repeat(2_000_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe(1);
    const long = await call(t.app, '/api/servicio/crearcandidato', candidate({ tcCorreo: 'y@example.bo', tcNombre: 'a'.repeat(10_000) }));
    expect(long.status).toBe(400);
    const notJson = await call(t.app, '/api/servicio/crearcandidato', '{"tcNombre":', undefined, { headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe('El cuerpo de la solicitud no es JSON válido.');
    const wrongTypes = await call(t.app, '/api/servicio/crearcandidato', candidate({ tcNombre: { $ne: 1 }, tnTelefono: ['1'] }));
    expect(wrongTypes.status).toBe(400);
  });
});

describe('login and logout', () => {
  it('logs in, and answers the same message for unknown e-mail and wrong password', async () => {
    const ok = await call(t.app, '/api/login', { email: 'ana.choque@example.bo', password: 'Secreta123' });
    expect(ok.body.codigoerror).toBe(0);
    expect(ok.body.datos.token).toBeTruthy();
    const wrong = await call(t.app, '/api/login', { email: 'ana.choque@example.bo', password: 'Incorrecta1' });
    const unknown = await call(t.app, '/api/login', { email: 'nadie@example.bo', password: 'Incorrecta1' });
    expect(wrong.body).toEqual({ codigoerror: 1, message: 'Correo o contraseña incorrectos.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('validates the login fields with the spec messages', async () => {
    const res = await call(t.app, '/api/login', { email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.errores).toMatchObject({ email: 'Por favor, coloque su correo.', password: 'Por favor, coloque su contraseña.' });
    const bad = await call(t.app, '/api/login', { email: 'ana', password: 'x' });
    expect(bad.body.errores.email).toBe('El correo no es válido.');
  });

  it('revokes the token at logout', async () => {
    const { body } = await call(t.app, '/api/login', { email: 'ana.choque@example.bo', password: 'Secreta123' });
    const token = body.datos.token;
    expect((await call(t.app, '/api/getdatosusuario', [], token)).status).toBe(200);
    expect((await call(t.app, '/api/logout', [], token)).body.error).toBe(0);
    const after = await call(t.app, '/api/getdatosusuario', [], token);
    expect(after.status).toBe(401);
    expect(after.body.codigoerror).toBe(1);
  });

  it('answers 401 with the envelope for no token or a forged one', async () => {
    const none = await call(t.app, '/api/getdatosusuario', []);
    expect(none.status).toBe(401);
    expect(none.body.message).toMatch(/Inicia sesión/);
    const forged = await call(t.app, '/api/getdatosusuario', [], 'a'.repeat(43));
    expect(forged.status).toBe(401);
  });

  it('expires a token after 30 idle days', async () => {
    const { body } = await call(t.app, '/api/login', { email: 'ana.choque@example.bo', password: 'Secreta123' });
    t.clock.advance(31 * 24 * 3600 * 1000);
    const res = await call(t.app, '/api/getdatosusuario', [], body.datos.token);
    t.clock.reset();
    expect(res.status).toBe(401);
  });
});

describe('rate limits', () => {
  it('limits login attempts per account with 429 and Retry-After', async () => {
    let last = await call(t.app, '/api/login', { email: 'limite@example.bo', password: 'x1234567' });
    for (let i = 0; i < 10; i++) last = await call(t.app, '/api/login', { email: 'limite@example.bo', password: 'x1234567' });
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.body.message).toMatch(/Demasiados intentos/);
  });
});

describe('password recovery', () => {
  const codeFrom = () => /\b(\d{6})\b/.exec(t.mails.at(-1)!.text)![1];

  it('e-mails a 6-digit code, sets the new password and revokes every token', async () => {
    const login = await call(t.app, '/api/login', { email: 'rrhh@minera-potosi.bo', password: 'Secreta123' });
    const oldToken = login.body.datos.token;
    const sent = await call(t.app, '/api/servicio/mandarcodigo', { correo: 'rrhh@minera-potosi.bo' });
    expect(sent.body.error).toBe(0);
    expect(t.mails.at(-1)!.to).toBe('rrhh@minera-potosi.bo');
    const code = codeFrom();
    const reset = await call(t.app, '/api/actualizar-contrasena', { correo: 'rrhh@minera-potosi.bo', codigo: code, nuevaContrasena: 'NuevaClave9' });
    expect(reset.body.error).toBe(0);
    expect((await call(t.app, '/api/getdatosusuario', [], oldToken)).status).toBe(401);
    expect((await call(t.app, '/api/login', { email: 'rrhh@minera-potosi.bo', password: 'NuevaClave9' })).body.codigoerror).toBe(0);
    const reused = await call(t.app, '/api/actualizar-contrasena', { correo: 'rrhh@minera-potosi.bo', codigo: code, nuevaContrasena: 'OtraClave99' });
    expect(reused.body).toMatchObject({ error: 1, message: 'Código de verificación incorrecto o expirado' });
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = t.mails.length;
    const res = await call(t.app, '/api/servicio/mandarcodigo', { correo: 'desconocido@example.bo' });
    expect(res.body.error).toBe(0);
    expect(t.mails.length).toBe(before);
  });

  it('refuses an expired code', async () => {
    await call(t.app, '/api/servicio/mandarcodigo', { correo: 'ana.choque@example.bo' });
    const code = codeFrom();
    t.clock.advance(16 * 60 * 1000);
    const res = await call(t.app, '/api/actualizar-contrasena', { correo: 'ana.choque@example.bo', codigo: code, nuevaContrasena: 'NuevaClave9' });
    t.clock.reset();
    expect(res.body.error).toBe(1);
  });

  it('voids a code after 5 wrong guesses', async () => {
    await call(t.app, '/api/servicio/mandarcodigo', { correo: 'ana.choque@example.bo' });
    const code = codeFrom();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await call(t.app, '/api/actualizar-contrasena', { correo: 'ana.choque@example.bo', codigo: wrong, nuevaContrasena: 'NuevaClave9' });
      expect(r.body.error).toBe(1);
    }
    const right = await call(t.app, '/api/actualizar-contrasena', { correo: 'ana.choque@example.bo', codigo: code, nuevaContrasena: 'NuevaClave9' });
    expect(right.body.error).toBe(1);
  });

  it('validates recovery fields with the spec messages', async () => {
    const r1 = await call(t.app, '/api/servicio/mandarcodigo', {});
    expect(r1.status).toBe(400);
    expect(r1.body.message).toBe('Por favor ingresa tu correo electrónico.');
    const r2 = await call(t.app, '/api/actualizar-contrasena', { correo: 'ana.choque@example.bo' });
    expect(r2.status).toBe(400);
    expect(r2.body.errores.codigo).toBe('Por favor ingresa el código y la nueva contraseña.');
  });
});

describe('catalogues and docs', () => {
  it('lists the 40 categories with counts', async () => {
    const res = await call(t.app, '/api/servicio/listarcategorias', undefined, undefined, { method: 'GET' });
    expect(res.body.values).toHaveLength(40);
    expect(res.body.values[0]).toEqual({ Categoria: 1, Nombre: 'Educación', CantidadEmpleos: 0 });
    expect(res.body.values[39].Nombre).toBe('Inmobiliario');
  });

  it('serves the OpenAPI document and security headers', async () => {
    const res = await call(t.app, '/api/docs', undefined, undefined, { method: 'GET' });
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toContain('/api/login');
    // Every refusal is the envelope, and the document says so for each endpoint.
    const responses = res.body.paths['/api/login'].post.responses;
    for (const status of ['400', '401', '403', '404', '429']) {
      const schema = responses[status].content['application/json'].schema;
      expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['error', 'codigoerror', 'status', 'message', 'mensaje', 'errores']));
    }
    expect(res.body.paths['/api/generate-pdf2/{Curriculum}'].get.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'Curriculum' })]));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const unknown = await call(t.app, '/api/no-existe', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(1);
  });
});
