import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/auth';
import { bearerToken, route } from '../../core/http/route';
import * as auth from './service';
import { revokeToken } from '../../core/auth/tokens';
import { LOGIN_LIMITS, loginThrottle } from './login-throttle';
import { dummyPasswordHash } from '../../core/auth/passwords';
import { setPasswordWithLink } from './password-links';

const WINDOW = 15 * 60;

export async function authRoutes(app: FastifyInstance) {
  const { limiter } = app.deps;
  const throttle = loginThrottle(limiter);
  // Made now, so that the first login with an unknown e-mail costs one Argon2id like any other.
  void dummyPasswordHash().catch((err) => app.log.error({ err }, 'dummy password hash failed'));

  route(app, c.login, async ({ body, req }) => {
    await throttle.before(body.email, req.ip);
    const result = await auth.login(app.deps, body.email, body.password);
    if (!result.ok) {
      await throttle.failed(body.email);
      return { codigoerror: 1, message: result.message };
    }
    await throttle.succeeded(body.email, req.ip);
    return { codigoerror: 0, message: 'Inicio de sesión exitoso.', datos: { token: result.token } };
  });

  route(app, c.getDatosUsuario, async ({ user }) => ({
    codigoerror: 0,
    message: '',
    Datos: await auth.sessionData(app.deps, user.id),
  }));

  route(app, c.registerCandidate, async ({ body, req }) => {
    await limiter.hit(`register:ip:${req.ip}`, 20, 3600);
    const created = await auth.registerCandidate(app.deps, {
      nombre: body.tcNombre,
      apellidos: body.tcApellidos,
      correo: body.tcCorreo,
      telefono: body.tnTelefono,
      password: body.tcContraseña,
      profesion: body.tcProfesion,
    });
    if (!created) return { error: 1, message: auth.MESSAGES.emailTaken };
    return { error: 0, message: 'Cuenta de candidato creada.', values: { token: created.token } };
  });

  route(app, c.registerCompany, async ({ body, req }) => {
    await limiter.hit(`register:ip:${req.ip}`, 20, 3600);
    const created = await auth.registerCompany(
      app.deps,
      { nombre: body.tcNombre, apellidos: body.tcApellidos, correo: body.tcCorreo, telefono: body.tnTelefono, password: body.tcContraseña, profesion: body.tcProfesion },
      { nombreEmpresa: body.tcNombreEmpresa, descripcion: body.tcDescripcion, anioFundacion: body.tnAnoFundacion },
    );
    if (!created) return { error: 1, message: auth.MESSAGES.emailTaken };
    return { error: 0, message: 'Cuenta de empresa creada.', values: { token: created.token } };
  });

  route(app, c.sendRecoveryCode, async ({ body, req }) => {
    await limiter.hit(`recover:ip:${req.ip}`, 10, WINDOW);
    await limiter.hit(`recover:acct:${body.correo}`, 3, WINDOW);
    await auth.sendRecoveryCode(app.deps, body.correo);
    return { error: 0, message: auth.MESSAGES.codeSent };
  });

  route(app, c.resetPassword, async ({ body, req }) => {
    await limiter.hit(`reset:ip:${req.ip}`, 20, WINDOW);
    const ok = await auth.resetPassword(app.deps, body.correo, body.codigo, body.nuevaContrasena);
    return ok ? { error: 0, message: auth.MESSAGES.passwordUpdated } : { error: 1, message: auth.MESSAGES.badCode };
  });

  route(app, c.changePassword, async ({ body, user, req }) => {
    // Guessing the current password from a stolen session is limited like a login.
    await limiter.hit(`password-change:user:${user.id}`, LOGIN_LIMITS.perAccountAndIp, WINDOW);
    const result = await auth.changePassword(app.deps, user.id, bearerToken(req) ?? '', body.tcContrasenaActual, body.tcContrasenaNueva);
    return { error: result.ok ? 0 : 1, message: result.message };
  });

  route(app, c.setPassword, async ({ body, req }) => {
    await limiter.hit(`password-link:ip:${req.ip}`, 20, WINDOW);
    const token = await setPasswordWithLink(app.deps, body.tcToken, body.tcContrasena);
    if (!token) return { error: 1, message: c.ACCOUNT_MESSAGES.badLink };
    return { error: 0, message: c.ACCOUNT_MESSAGES.passwordSet, values: { token } };
  });

  route(app, c.logout, async ({ req }) => {
    const token = bearerToken(req);
    if (token) await revokeToken(app.deps.db, token, app.deps.clock.now());
    return { error: 0, message: 'Sesión cerrada.' };
  });
}
