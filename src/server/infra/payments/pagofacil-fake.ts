/**
 * A local PagoFácil MasterQR v2 for tests: the same paths, headers and replies as the real API
 * (shared/gateways/pagofacil-masterqr.md), plus controls to pay a QR, change its amount, expire
 * tokens, go down, and send the gateway's callback. Tests start it on a free port.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeTransaction = {
  transactionId: string;
  paymentNumber: string;
  amount: number;
  callbackUrl: string;
  /** 1 pending, 2 paid, 4 cancelled or expired, 5 under review. */
  paymentStatus: number;
  /** What the gateway reports as paid (a wrong amount is a test case). */
  paidAmount: number | null;
  body: Record<string, unknown>;
};

export type FakePagoFacil = {
  url: string;
  credentials: { tokenService: string; tokenSecret: string; clientCode: string };
  transactions: Map<string, FakeTransaction>;
  calls: { path: string; auth: string | null }[];
  /** Marks the QR of our paymentNumber paid (optionally with another amount). */
  pay(paymentNumber: string | number, amount?: number): FakeTransaction;
  setStatus(paymentNumber: string | number, status: number): void;
  /** Every issued token stops working (the gateway answers 401 until a new login). */
  expireTokens(): void;
  /** Down: every request fails at the socket. Slow: every request waits this long first. */
  setDown(down: boolean): void;
  setDelay(ms: number): void;
  /** POSTs the gateway's callback for a paymentNumber to its callbackUrl (or another URL). */
  sendCallback(paymentNumber: string | number, estado?: number, url?: string): Promise<{ status: number; json: unknown }>;
  close(): Promise<void>;
};

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const ok = (values: unknown) => ({ error: 0, status: 1, message: 'OK', values });
const fail = (message: string) => ({ error: 1, status: 0, message, values: null });

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Test fake: a body that is not JSON reads as empty, as the real gateway ignores it.
    return {};
  }
}

export async function startFakePagoFacil(): Promise<FakePagoFacil> {
  const credentials = { tokenService: 'svc-test', tokenSecret: 'secret-test', clientCode: 'CHAMBA' };
  const tokens = new Set<string>();
  const transactions = new Map<string, FakeTransaction>();
  const calls: FakePagoFacil['calls'] = [];
  let down = false;
  let delay = 0;
  let seq = 9000;

  const byPaymentNumber = (n: string | number) => {
    const t = [...transactions.values()].find((x) => x.paymentNumber === String(n));
    if (!t) throw new Error(`fake PagoFácil: no QR for paymentNumber ${n}`);
    return t;
  };

  const server: Server = createServer(async (req, res) => {
    if (down) return req.socket.destroy();
    if (delay) await new Promise((r) => setTimeout(r, delay));
    const path = (req.url ?? '').replace(/^\/api\/services\/v2/, '');
    const auth = req.headers.authorization ?? null;
    calls.push({ path, auth });
    const body = await readJson(req);
    if (path === '/login') {
      if (req.headers.tctokenservice !== credentials.tokenService || req.headers.tctokensecret !== credentials.tokenSecret) {
        return reply(res, 200, fail('Credenciales inválidas'));
      }
      const token = `tok-${++seq}`;
      tokens.add(token);
      return reply(res, 200, ok({ accessToken: token, expiresInMinutes: 60 }));
    }
    const bearer = /^Bearer (.+)$/.exec(auth ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return reply(res, 401, fail('Token inválido o expirado'));
    if (path === '/list-enabled-services') {
      return reply(res, 200, ok([{ paymentMethodId: 3, paymentMethodName: 'Tarjeta' }, { paymentMethodId: 4, paymentMethodName: 'QR Simple' }]));
    }
    if (path === '/generate-qr') {
      if (body.paymentMethod !== 4 || body.currency !== 2 || body.clientCode !== credentials.clientCode || !body.paymentNumber) {
        return reply(res, 200, fail('Datos de la transacción inválidos'));
      }
      const t: FakeTransaction = {
        transactionId: String(++seq),
        paymentNumber: String(body.paymentNumber),
        amount: Number(body.amount),
        callbackUrl: String(body.callbackUrl ?? ''),
        paymentStatus: 1,
        paidAmount: null,
        body,
      };
      transactions.set(t.transactionId, t);
      const qrBase64 = Buffer.from(`fake-qr-${t.transactionId}`).toString('base64');
      return reply(res, 200, ok({ transactionId: t.transactionId, qrBase64, expirationDate: '2099-12-31 23:59:59', status: 1 }));
    }
    if (path === '/query-transaction') {
      const t = body.pagofacilTransactionId
        ? transactions.get(String(body.pagofacilTransactionId))
        : [...transactions.values()].find((x) => x.paymentNumber === String(body.companyTransactionId));
      if (!t) return reply(res, 200, fail('Transacción no encontrada'));
      return reply(res, 200, ok({ paymentStatus: t.paymentStatus, amount: t.paidAmount ?? t.amount, paymentDate: t.paymentStatus === 2 ? '2026-11-25' : null }));
    }
    return reply(res, 404, fail('Ruta desconocida'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/services/v2`;

  return {
    url,
    credentials,
    transactions,
    calls,
    pay(paymentNumber, amount) {
      const t = byPaymentNumber(paymentNumber);
      t.paymentStatus = 2;
      t.paidAmount = amount ?? t.amount;
      return t;
    },
    setStatus(paymentNumber, status) {
      byPaymentNumber(paymentNumber).paymentStatus = status;
    },
    expireTokens: () => tokens.clear(),
    setDown: (d) => void (down = d),
    setDelay: (ms) => void (delay = ms),
    async sendCallback(paymentNumber, estado = 2, target) {
      const t = [...transactions.values()].find((x) => x.paymentNumber === String(paymentNumber));
      const res = await fetch(target ?? t?.callbackUrl ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ PedidoID: String(paymentNumber), Fecha: '2026-11-25', Hora: '10:00:00', MetodoPago: 'QR', Estado: estado }),
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
