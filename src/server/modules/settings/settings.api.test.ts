import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app';

const URL = '/api/servicio/configuracion';
const get = (app: TestApp['app'], token?: string) => call(app, URL, undefined, token, { method: 'GET' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('configuracion', () => {
  it('answers the default prices to a visitor, in the servicio family', async () => {
    const res = await get(t.app);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: 0, message: '', values: { precioCurriculumBs: 25, precioEmpleoBs: 50, telefonoContacto: '+591 71234567', whatsapp: '59171234567', segundosDeshacerEstado: 600 } });
  });

  it('ignores a token, even a bad one (the settings are public)', async () => {
    const res = await get(t.app, 'x'.repeat(43));
    expect(res.status).toBe(200);
    expect(res.body.values).toMatchObject({ precioCurriculumBs: 25, precioEmpleoBs: 50 });
  });

  it('is a GET only: a POST is an unknown route, with the envelope', async () => {
    const res = await call(t.app, URL, {});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 1, codigoerror: 1, status: false });
  });

  it('follows CV_PRICE_BS and JOB_PRICE_BS', async () => {
    const other = await createTestApp({ CV_PRICE_BS: '30', JOB_PRICE_BS: '80' });
    try {
      const res = await get(other.app);
      expect(res.body.values).toMatchObject({ precioCurriculumBs: 30, precioEmpleoBs: 80 });
    } finally {
      await other.close();
    }
  });

  it('follows CONTACT_PHONE and CONTACT_WHATSAPP; in production without them it shows no number', async () => {
    const configured = await createTestApp({ CONTACT_PHONE: '+591 2 2123456', CONTACT_WHATSAPP: '59170000001' });
    try {
      expect((await get(configured.app)).body.values).toMatchObject({ telefonoContacto: '+591 2 2123456', whatsapp: '59170000001' });
    } finally {
      await configured.close();
    }
    const bare = await createTestApp({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
    try {
      expect((await get(bare.app)).body.values).toMatchObject({ telefonoContacto: null, whatsapp: null });
    } finally {
      await bare.close();
    }
    await expect(createTestApp({ CONTACT_PHONE: 'llámenos' })).rejects.toThrow(/CONTACT_PHONE/);
  });
});
