/**
 * PagoFácil MasterQR v2 (the Bolivian interoperable QR; facts in shared/gateways). The adapter
 * only talks to the gateway: it logs in (token cached until it expires, again after an
 * authorisation error), generates the QR for our transaction and asks for a transaction's state.
 * It never decides that something is paid: the payments service does, from `query()`'s answer.
 */
import type { Charge, ChargeQr, GatewayReport, PaymentGateway } from './gateway';
import { GatewayError } from './gateway';

export type PagoFacilOptions = {
  baseUrl: string;
  tokenService: string;
  tokenSecret: string;
  clientCode: string;
  callbackUrl: string;
  /** Per request; a gateway that does not answer in time is a failure, never a hung request. */
  timeoutMs?: number;
  now?: () => number;
};

type Reply<V> = { error?: number; status?: number; message?: string; values?: V };

/** `paymentStatus` of /query-transaction. */
const STATES: Record<number, GatewayReport['state']> = { 1: 'pending', 2: 'paid', 4: 'expired', 5: 'review' };

class AuthExpired extends Error {}

export function pagofacilGateway(o: PagoFacilOptions): PaymentGateway {
  const base = o.baseUrl.replace(/\/$/, '');
  const timeoutMs = o.timeoutMs ?? 10_000;
  const now = o.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;
  let qrMethodId: number | null = null;

  async function post<V>(path: string, body: unknown, headers: Record<string, string>): Promise<V> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new GatewayError(`PagoFácil ${path}: ${(err as Error).name === 'TimeoutError' ? 'sin respuesta' : 'sin conexión'}`);
    }
    if (res.status === 401 || res.status === 403) throw new AuthExpired();
    let json: Reply<V>;
    try {
      json = (await res.json()) as Reply<V>;
    } catch {
      // Not hidden: the failure is re-thrown as the gateway error the callers handle and log.
      throw new GatewayError(`PagoFácil ${path}: respuesta no JSON (HTTP ${res.status})`);
    }
    if (!res.ok || (json.error ?? 1) !== 0) {
      if (/token/i.test(json.message ?? '') && /(expir|inv[aá]lid|venc)/i.test(json.message ?? '')) throw new AuthExpired();
      throw new GatewayError(`PagoFácil ${path}: ${json.message ?? `HTTP ${res.status}`}`);
    }
    return json.values as V;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    const v = await post<{ accessToken?: string; expiresInMinutes?: number }>('/login', undefined, {
      tcTokenService: o.tokenService,
      tcTokenSecret: o.tokenSecret,
    });
    if (!v?.accessToken) throw new GatewayError('PagoFácil /login: sin accessToken');
    // A minute of margin so a token never expires between our check and the gateway's.
    const minutes = Math.max(1, Number(v.expiresInMinutes ?? 60) - 1);
    token = { value: v.accessToken, expiresAt: now() + minutes * 60_000 };
    return token.value;
  }

  /** A call with the bearer token; one new login when the gateway says the token expired. */
  async function authed<V>(path: string, body: unknown): Promise<V> {
    try {
      return await post<V>(path, body, { authorization: `Bearer ${await accessToken()}` });
    } catch (err) {
      if (!(err instanceof AuthExpired)) throw err;
      token = null;
      try {
        return await post<V>(path, body, { authorization: `Bearer ${await accessToken()}` });
      } catch (again) {
        if (again instanceof AuthExpired) throw new GatewayError(`PagoFácil ${path}: credenciales rechazadas`);
        throw again;
      }
    }
  }

  async function qrMethod(): Promise<number> {
    if (qrMethodId !== null) return qrMethodId;
    const list = await authed<{ paymentMethodId: number; paymentMethodName: string }[]>('/list-enabled-services', {});
    const qr = (Array.isArray(list) ? list : []).find((m) => /qr/i.test(m.paymentMethodName ?? ''));
    if (!qr) throw new GatewayError('PagoFácil: el comercio no tiene habilitado el pago por QR');
    qrMethodId = qr.paymentMethodId;
    return qrMethodId;
  }

  return {
    name: 'pagofacil',
    simulated: false,
    async createCharge(charge: Charge): Promise<ChargeQr> {
      const v = await authed<{ transactionId?: string | number; qrBase64?: string; expirationDate?: string }>('/generate-qr', {
        paymentMethod: await qrMethod(),
        clientName: charge.payer.nombre,
        documentType: 1,
        documentId: charge.payer.ciNit,
        phoneNumber: charge.payer.telefono,
        email: charge.payer.correo,
        paymentNumber: String(charge.transactionId),
        amount: charge.amountBs,
        currency: 2,
        clientCode: o.clientCode,
        callbackUrl: o.callbackUrl,
        orderDetail: [{ serial: 1, product: charge.concept, quantity: 1, price: charge.amountBs, discount: 0, total: charge.amountBs }],
      });
      if (!v?.qrBase64 || v.transactionId === undefined) throw new GatewayError('PagoFácil /generate-qr: respuesta sin QR');
      const expires = v.expirationDate ? new Date(v.expirationDate.replace(' ', 'T')) : null;
      return {
        qrPngBase64: v.qrBase64.replace(/^data:image\/\w+;base64,/, ''),
        providerRef: String(v.transactionId),
        expiresAt: expires && !Number.isNaN(expires.getTime()) ? expires : null,
      };
    },
    async query({ transactionId, providerRef }): Promise<GatewayReport> {
      const v = await authed<{ paymentStatus?: number | string; amount?: number | string }>(
        '/query-transaction',
        providerRef ? { pagofacilTransactionId: providerRef } : { companyTransactionId: String(transactionId) },
      );
      const amount = Number(v?.amount);
      return { state: STATES[Number(v?.paymentStatus)] ?? 'pending', amountBs: Number.isFinite(amount) ? amount : null };
    },
    callbackTransactionId(body: unknown): number | null {
      const id = (body as { PedidoID?: unknown } | null)?.PedidoID;
      const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,10}$/.test(id.trim()) ? Number(id) : NaN;
      return Number.isSafeInteger(n) && n > 0 ? n : null;
    },
  };
}
