import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/payments';
import { badRequest } from '../../core/http/errors';
import { route } from '../../core/http/route';
import * as pay from './service';

const HOUR = 3600;

export async function paymentsRoutes(app: FastifyInstance) {
  const { limiter, payments: gateway } = app.deps;

  route(app, c.generateCvPayment, async ({ body, user }) => {
    await limiter.hit(`pay:qr:user:${user.id}`, 30, HOUR);
    const r = await pay.createPayment(app.deps, user, 'curriculum', body.Curriculum, body);
    if (!r.ok) return { codigoerror: 1, message: r.message };
    return { codigoerror: 0, message: '', Datos: { lcQRBASE64: r.qrPngBase64, TransaccionDePago: r.transactionId, MontoBs: r.amountBs, UrlPago: r.url } };
  });

  route(app, c.generateJobPayment, async ({ body, user }) => {
    await limiter.hit(`pay:qr:user:${user.id}`, 30, HOUR);
    const r = await pay.createPayment(app.deps, user, 'empleo', body.Empleo, body);
    if (!r.ok) return { codigoerror: 1, message: r.message };
    return { codigoerror: 0, message: '', Datos: { lcQRBASE64: r.qrPngBase64, TransaccionDePago: r.transactionId, MontoBs: r.amountBs, UrlPago: r.url } };
  });

  route(app, c.checkCvPayment, async ({ body, user }) => {
    await limiter.hit(`pay:check:user:${user.id}`, 600, HOUR);
    const estado = await pay.paymentStatus(app.deps, user, 'curriculum', body.tnTransaccionDePago, body.tnCurriculum);
    return { error: 0, message: '', values: { EstadoTransaccion: estado } };
  });

  route(app, c.checkJobPayment, async ({ body, user }) => {
    await limiter.hit(`pay:check:user:${user.id}`, 600, HOUR);
    const estado = await pay.paymentStatus(app.deps, user, 'empleo', body.tnTransaccionDePago, body.tnEmpleo);
    return { error: 0, message: '', values: { EstadoTransaccion: estado } };
  });

  if (gateway.name === 'sandbox') {
    route(app, c.sandboxTransaction, async ({ body, req }) => {
      await limiter.hit(`pay:sandbox:ip:${req.ip}`, 300, HOUR);
      return { error: 0, message: '', values: await pay.sandboxView(app.deps, body.tnTransaccionDePago) };
    });
    route(app, c.sandboxConfirm, async ({ body, req }) => {
      await limiter.hit(`pay:sandbox:ip:${req.ip}`, 300, HOUR);
      const { replaced, view } = await pay.sandboxConfirm(app.deps, body.tnTransaccionDePago);
      if (replaced) return { error: 1, message: c.PAYMENT_MESSAGES.replaced, values: view };
      return { error: 0, message: c.PAYMENT_MESSAGES.success, values: view };
    });
  }

  // A gateway with signed callbacks (a real Bolivian QR gateway) confirms through here. The
  // signature is checked on the exact bytes received, so this route keeps the body as text.
  const verify = gateway.verifyCallback?.bind(gateway);
  if (verify) {
    const callback = { method: 'POST', path: c.PAYMENT_CALLBACK_PATH, auth: 'none', hide: true } as const;
    route(
      app,
      callback,
      async ({ body, req }) => {
        await limiter.hit(`pay:callback:ip:${req.ip}`, 600, HOUR);
        const cb = verify(typeof body === 'string' ? body : '', req.headers);
        if (!cb) throw badRequest('Firma inválida.');
        if (cb.paid) await pay.confirmPayment(app.deps, cb.transactionId);
        return { error: 0, message: '' };
      },
      { rawBody: true, bodyLimit: 64 * 1024 },
    );
  }
}
