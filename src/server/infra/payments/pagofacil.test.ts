import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayError, type PaymentGateway } from './gateway';
import { pagofacilGateway } from './pagofacil';
import { startFakePagoFacil, type FakePagoFacil } from './pagofacil-fake';

const charge = (transactionId: number, amountBs = 25) => ({
  transactionId,
  amountBs,
  concept: 'Activación de currículum',
  payer: { nombre: 'Ana Quispe', ciNit: '1234567', telefono: '70012345', correo: 'ana@example.bo' },
});

describe('PagoFácil MasterQR adapter', () => {
  let fake: FakePagoFacil;
  let gw: PaymentGateway;
  beforeAll(async () => {
    fake = await startFakePagoFacil();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.setDown(false);
    fake.setDelay(0);
    gw = pagofacilGateway({ baseUrl: fake.url, ...fake.credentials, callbackUrl: 'http://127.0.0.1:1/api/servicio/pagos/callback', timeoutMs: 500 });
  });

  it('logs in once, picks the QR method and sends our id, the amount in BOB and what is bought', async () => {
    const before = fake.calls.filter((c) => c.path === '/login').length;
    const qr = await gw.createCharge(charge(101));
    await gw.createCharge(charge(102));
    expect(fake.calls.filter((c) => c.path === '/login').length - before).toBe(1);
    const sent = fake.transactions.get(qr.providerRef!)!.body;
    expect(sent).toMatchObject({ paymentMethod: 4, paymentNumber: '101', amount: 25, currency: 2, clientCode: 'CHAMBA', documentType: 1, documentId: '1234567' });
    expect(sent.callbackUrl).toBe('http://127.0.0.1:1/api/servicio/pagos/callback');
    expect(sent.orderDetail).toEqual([{ serial: 1, product: 'Activación de currículum', quantity: 1, price: 25, discount: 0, total: 25 }]);
    expect(Buffer.from(qr.qrPngBase64, 'base64').toString()).toBe(`fake-qr-${qr.providerRef}`);
    expect(qr.expiresAt?.getUTCFullYear()).toBe(2099);
  });

  it('reports pending, then paid with the amount the gateway saw; expired and review too', async () => {
    const qr = await gw.createCharge(charge(201));
    const ref = { transactionId: 201, providerRef: qr.providerRef };
    expect(await gw.query!(ref)).toEqual({ state: 'pending', amountBs: 25 });
    fake.pay(201, 20);
    expect(await gw.query!(ref)).toEqual({ state: 'paid', amountBs: 20 });
    fake.setStatus(201, 4);
    expect((await gw.query!(ref)).state).toBe('expired');
    fake.setStatus(201, 5);
    expect((await gw.query!({ transactionId: 201, providerRef: null })).state).toBe('review');
  });

  it('logs in again when the token expired', async () => {
    await gw.createCharge(charge(301));
    fake.expireTokens();
    const qr = await gw.createCharge(charge(302));
    expect(qr.providerRef).toBeTruthy();
  });

  it('fails with a GatewayError when the gateway is down, slow or refuses the credentials', async () => {
    fake.setDown(true);
    await expect(gw.createCharge(charge(401))).rejects.toBeInstanceOf(GatewayError);
    fake.setDown(false);
    fake.setDelay(1500);
    await expect(gw.query!({ transactionId: 401, providerRef: '1' })).rejects.toBeInstanceOf(GatewayError);
    fake.setDelay(0);
    const wrong = pagofacilGateway({ baseUrl: fake.url, ...fake.credentials, tokenSecret: 'nope', callbackUrl: 'http://x/cb' });
    await expect(wrong.createCharge(charge(402))).rejects.toBeInstanceOf(GatewayError);
  });

  it('reads our transaction id from a callback body and nothing else', () => {
    expect(gw.callbackTransactionId!({ PedidoID: '55', Estado: 2 })).toBe(55);
    expect(gw.callbackTransactionId!({ PedidoID: 56 })).toBe(56);
    for (const bad of [null, {}, { PedidoID: '1; drop' }, { PedidoID: -1 }, { PedidoID: '99999999999' }, 'x']) {
      expect(gw.callbackTransactionId!(bad)).toBeNull();
    }
  });
});
