import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/payments';
import * as cr from '../../../shared/contract/credits';
import type { AuthUser } from '../../core/context';
import { route } from '../../core/http/route';
import { privateFile } from '../../core/http/private-file';
import { HttpError } from '../../core/http/errors';
import type { MetaResolver } from '../../core/web/page-meta';
import { checkWithGateway, paymentStatus } from './gateway-check';
import { adminPayments, exportPaidPayments, myPayments, receiptPdf } from './receipts';
import { allPacks, companyBalance, CreditRefused, packsOnSale, savePack, spendCreditOnJob } from './credits';
import { sandboxConfirm, sandboxView } from './sandbox';
import * as pay from './service';
import { featuredPriceList, saveFeaturedPrice } from './featured';

const HOUR = 3600;

/** What each purchase gives, shown with the price before the QR. */
const INCLUDES = {
  curriculum: ['Descargar tu CV en PDF sin marca de agua', 'Postular a empleos con este CV', 'Editarlo cuando quieras sin volver a pagar'],
  empleo: ['Tu empleo publicado y visible en las búsquedas', 'Recibir postulaciones y revisar los CV', 'Publicación vigente hasta la fecha de vencimiento'],
};

export async function paymentsRoutes(app: FastifyInstance) {
  const { limiter, payments: gateway } = app.deps;

  /** Every purchase's QR: the caller's hourly limit, the payment, and the one reply they all send. */
  async function qrPayment(user: AuthUser, kind: pay.PaymentKind, targetId: number, payer: pay.Payer, options?: pay.PaymentOptions) {
    await limiter.hit(`pay:qr:user:${user.id}`, 30, HOUR);
    const r = await pay.createPayment(app.deps, user, kind, targetId, payer, options);
    if (!r.ok) return { codigoerror: 1, message: r.message };
    return { codigoerror: 0, message: '', Datos: { lcQRBASE64: r.qrPngBase64, TransaccionDePago: r.transactionId, MontoBs: r.amountBs, UrlPago: r.url } };
  }

  route(app, c.paymentInfo, async () => ({
    error: 0,
    message: '',
    values: {
      Curriculum: { MontoBs: app.deps.config.CV_PRICE_BS, Concepto: pay.CONCEPTS.curriculum, Incluye: INCLUDES.curriculum },
      Empleo: { MontoBs: app.deps.config.JOB_PRICE_BS, Concepto: pay.CONCEPTS.empleo, Incluye: INCLUDES.empleo },
      Pasarela: gateway.name,
      Simulacion: !!gateway.simulated,
      Disponible: gateway.name !== 'none',
    },
  }));

  route(app, c.generateCvPayment, ({ body, user }) => qrPayment(user, 'curriculum', body.Curriculum, body));

  route(app, c.generateJobPayment, ({ body, user }) => qrPayment(user, 'empleo', body.Empleo, body));

  // ---- credit packs and billing data (issue 39) ----
  route(app, cr.listPacks, async () => ({ error: 0, message: '', values: await packsOnSale(app.deps.db) }));

  route(app, cr.buyPack, ({ body, user }) => qrPayment(user, 'paquete', body.tnPaquete, body));

  route(app, cr.checkPackPayment, async ({ body, user }) => {
    await limiter.hit(`pay:check:user:${user.id}`, 600, HOUR);
    const estado = await paymentStatus(app.deps, user, 'paquete', body.tnTransaccionDePago, body.tnPaquete);
    return { error: 0, message: '', values: { EstadoTransaccion: estado } };
  });

  route(app, cr.companyBalance, async ({ user }) => ({ error: 0, message: '', values: await companyBalance(app.deps, user) }));

  route(app, cr.useCreditForJob, async ({ body, user }) => {
    await limiter.hit(`pay:credit:user:${user.id}`, 100, HOUR);
    try {
      return { error: 0, message: cr.CREDIT_MESSAGES.usedOne, values: await spendCreditOnJob(app.deps, user, body.tnEmpleo) };
    } catch (err) {
      if (err instanceof CreditRefused) return { error: 1, message: err.message };
      throw err;
    }
  });

  route(app, cr.adminListPacks, async () => ({ error: 0, message: '', values: await allPacks(app.deps.db) }));

  route(app, cr.adminSavePack, async ({ body }) => {
    try {
      return { error: 0, message: 'Paquete guardado.', values: await savePack(app.deps, body) };
    } catch (err) {
      if (err instanceof CreditRefused) return { error: 1, message: err.message };
      throw err;
    }
  });

  route(app, c.getBillingData, async ({ user }) => ({ error: 0, message: '', values: await pay.billingProfile(app.deps.db, user.id) }));

  route(app, c.adminExportPayments, async ({ query, reply }) => {
    const csv = await exportPaidPayments(app.deps, { desde: query.tcDesde, hasta: query.tcHasta });
    const name = `pagos-${query.tcDesde ?? 'inicio'}-${query.tcHasta ?? 'hoy'}.csv`;
    return privateFile(reply, 'text/csv; charset=utf-8', `attachment; filename="${name}"`).send(csv);
  });

  route(app, c.featureJob, ({ body, user }) => qrPayment(user, 'destacado', body.tnEmpleo, body, { dias: body.tnDias }));

  route(app, c.checkFeaturedPayment, async ({ body, user }) => {
    await limiter.hit(`pay:check:user:${user.id}`, 600, HOUR);
    const estado = await paymentStatus(app.deps, user, 'destacado', body.tnTransaccionDePago, body.tnEmpleo);
    return { error: 0, message: '', values: { EstadoTransaccion: estado } };
  });

  route(app, c.featuredPrices, async () => ({ error: 0, message: '', values: await featuredPriceList(app.deps) }));

  route(app, c.adminSaveFeaturedPrice, async ({ body }) => ({
    error: 0,
    message: c.PAYMENT_MESSAGES.featuredPriceSaved,
    values: await saveFeaturedPrice(app.deps, body.tnDias, body.tnMontoBs),
  }));

  route(app, c.checkCvPayment, async ({ body, user }) => {
    await limiter.hit(`pay:check:user:${user.id}`, 600, HOUR);
    const estado = await paymentStatus(app.deps, user, 'curriculum', body.tnTransaccionDePago, body.tnCurriculum);
    return { error: 0, message: '', values: { EstadoTransaccion: estado } };
  });

  route(app, c.checkJobPayment, async ({ body, user }) => {
    await limiter.hit(`pay:check:user:${user.id}`, 600, HOUR);
    const estado = await paymentStatus(app.deps, user, 'empleo', body.tnTransaccionDePago, body.tnEmpleo);
    return { error: 0, message: '', values: { EstadoTransaccion: estado } };
  });

  route(app, c.myPayments, async ({ user }) => ({ error: 0, message: '', values: await myPayments(app.deps, user) }));

  route(app, c.getReceiptPdf, async ({ user, params, reply }) => {
    await limiter.hit(`pay:receipt:user:${user.id}`, 120, 600);
    const { filename, pdf } = await receiptPdf(app.deps, user, params.TransaccionDePago);
    return privateFile(reply, 'application/pdf', `attachment; filename="${filename}"`).send(pdf);
  });

  route(app, c.adminListPayments, async ({ body }) => ({
    error: 0,
    message: '',
    values: await adminPayments(app.deps, { estado: body.tnEstado, tipo: body.tcTipo, desde: body.tcDesde, hasta: body.tcHasta, page: body.tnPagina }),
  }));

  if (gateway.simulated) {
    route(app, c.sandboxTransaction, async ({ body, user, req }) => {
      await limiter.hit(`pay:sandbox:ip:${req.ip}`, 300, HOUR);
      return { error: 0, message: '', values: await sandboxView(app.deps, user, body.tnTransaccionDePago, body.tcCodigo) };
    });
    route(app, c.sandboxConfirm, async ({ body, user, req }) => {
      await limiter.hit(`pay:sandbox:ip:${req.ip}`, 300, HOUR);
      const { replaced, view } = await sandboxConfirm(app.deps, user, body.tnTransaccionDePago, body.tcCodigo);
      if (replaced) return { error: 1, message: c.PAYMENT_MESSAGES.replaced, values: view };
      return { error: 0, message: c.PAYMENT_MESSAGES.success, values: view };
    });
  }

  // The gateway's callback: a hint, never proof. Whatever it says, we ask the gateway itself
  // (checkWithGateway) and always answer what PagoFácil requires, or it marks the payment for review.
  const readId = gateway.callbackTransactionId?.bind(gateway);
  if (readId) {
    // Any content type, read as text: a callback we cannot parse is still answered 200 (and ignored).
    route(
      app,
      c.paymentCallback,
      async ({ body, req }) => {
        const id = readId(parseCallback(typeof body === 'string' ? body : ''));
        // Over the limit the callback is still answered 200 (the gateway needs it) but not checked.
        const allowed = await limiter.hit(`pay:callback:ip:${req.ip}`, 600, HOUR).then(
          () => true,
          (err: unknown) => {
            if (err instanceof HttpError && err.statusCode === 429) return false;
            throw err;
          },
        );
        if (id && allowed) await checkWithGateway(app.deps, id);
        else req.log.warn({ id, allowed }, 'payment callback ignored');
        return { error: 0, status: 1, message: 'Recibido', values: true };
      },
      { rawBody: true, bodyLimit: 16 * 1024 },
    );
  }
}

/** A callback body: JSON, or a form (key=value&...); anything else reads as nothing. */
function parseCallback(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Expected: the gateway may post a form instead of JSON; what is neither reads as an empty body.
    return Object.fromEntries(new URLSearchParams(text));
  }
}

/** Server-rendered meta of this area's public pages. */
export const paymentsPageMeta: MetaResolver[] = [];
