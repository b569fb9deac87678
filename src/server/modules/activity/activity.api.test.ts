import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { queryRows } from '../../db/client';
import { newAdmin, newCandidate } from '../../test/accounts';

const t = setupTestApp();
let admin: { userId: number; token: string };
beforeAll(async () => {
  admin = await newAdmin(t.deps);
});

const URL = '/api/servicio/registrarbitacora';
const last = async () => (await queryRows<{ user_id: number | null; vista: string; detalle: string }>(t.deps.db, sql`select user_id, vista, detalle from activity_log order by id desc limit 1`))[0];

describe('registrarbitacora', () => {
  it('records a visitor with no user, whatever IdUsuario says', async () => {
    const res = await call(t.app, URL, { IdUsuario: 0, Vista: 'publicar-empleo', Detalle: 'blur: tcTitulo' });
    expect(res.body).toEqual({ error: 0, message: 'Registrado.' });
    expect(await last()).toEqual({ user_id: null, vista: 'publicar-empleo', detalle: 'blur: tcTitulo' });
    await call(t.app, URL, { IdUsuario: admin.userId, Vista: 'suplantación' });
    expect((await last()).user_id).toBeNull();
  });

  it('takes the user from the token, never from IdUsuario', async () => {
    const cand = await newCandidate(t.deps);
    await call(t.app, URL, { IdUsuario: admin.userId, Vista: 'blogs', Detalle: 'página 1' }, cand.token);
    expect(await last()).toMatchObject({ user_id: cand.userId, vista: 'blogs' });
    // A bad or revoked token is no identity (and no 401: logging is for visitors too).
    const bad = await call(t.app, URL, { Vista: 'inicio' }, 'x'.repeat(43));
    expect(bad.status).toBe(200);
    expect((await last()).user_id).toBeNull();
  });

  it('refuses missing, wrong-type and oversize fields with 400, and huge bodies with 413', async () => {
    const missing = await call(t.app, URL, { Detalle: 'sin vista' });
    expect(missing.status).toBe(400);
    expect(missing.body.errores.Vista).toBe('Por favor, indique la vista.');
    const longView = await call(t.app, URL, { Vista: 'v'.repeat(101) });
    expect(longView.status).toBe(400);
    expect(longView.body.errores.Vista).toBe('La vista no puede superar 100 caracteres.');
    const longDetail = await call(t.app, URL, { Vista: 'x', Detalle: 'd'.repeat(1001) });
    expect(longDetail.status).toBe(400);
    expect(longDetail.body.errores.Detalle).toBe('El detalle no puede superar 1000 caracteres.');
    const types = await call(t.app, URL, { Vista: { $ne: null }, Detalle: ['a'], IdUsuario: { id: 1 } });
    expect(types.status).toBe(400);
    const huge = await call(t.app, URL, { Vista: 'x', Detalle: 'd'.repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe(1);
    const count = (await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from activity_log where length(detalle) > 1000 or length(vista) > 100`))[0];
    expect(Number(count.n)).toBe(0);
  });

  it('stores hostile text as text', async () => {
    const hostile = `<img src=x onerror=alert(1)>'; drop table activity_log;-- %_\\`;
    await call(t.app, URL, { Vista: hostile, Detalle: hostile });
    expect(await last()).toMatchObject({ vista: hostile, detalle: hostile });
  });
});

describe('the staff view of the log', () => {
  it('filters by view, user (e-mail or id) and La Paz day, newest first', async () => {
    const cand = await newCandidate(t.deps, 'Filtrada');
    const [{ email }] = await queryRows<{ email: string }>(t.deps.db, sql`select email from users where id = ${cand.userId}`);
    await call(t.app, URL, { Vista: 'detalle-articulo', Detalle: 'uno' }, cand.token);
    await call(t.app, URL, { Vista: 'detalle-articulo', Detalle: 'dos' }, cand.token);
    await call(t.app, URL, { Vista: 'miperfil', Detalle: 'tres' }, cand.token);

    const byView = await call(t.app, '/api/servicio/admin/listarbitacora', { tcVista: 'detalle-articulo' }, admin.token);
    expect(byView.body.values.Items.map((e: { Detalle: string }) => e.Detalle)).toEqual(['dos', 'uno']);
    expect(byView.body.values.Items[0]).toMatchObject({ Usuario: cand.userId, Correo: email, Rol: 'candidato' });
    expect(byView.body.values.Vistas).toEqual(expect.arrayContaining(['blogs', 'detalle-articulo', 'miperfil', 'publicar-empleo']));
    const byEmail = await call(t.app, '/api/servicio/admin/listarbitacora', { tcUsuario: email.toUpperCase() }, admin.token);
    expect(byEmail.body.values.Total).toBe(3);
    const byId = await call(t.app, '/api/servicio/admin/listarbitacora', { tcUsuario: String(cand.userId), tcVista: 'miperfil' }, admin.token);
    expect(byId.body.values.Items.map((e: { Detalle: string }) => e.Detalle)).toEqual(['tres']);
    const laPazToday = new Date(Date.now() - 4 * 3600 * 1000).toISOString().slice(0, 10);
    const today = await call(t.app, '/api/servicio/admin/listarbitacora', { tcUsuario: email, tcDesde: laPazToday, tcHasta: laPazToday }, admin.token);
    expect(today.body.values.Total).toBe(3);
    const past = await call(t.app, '/api/servicio/admin/listarbitacora', { tcUsuario: email, tcHasta: '2020-01-01' }, admin.token);
    expect(past.body.values.Total).toBe(0);
    for (const hostile of ['%', '_', "' or 1=1 --"]) {
      const res = await call(t.app, '/api/servicio/admin/listarbitacora', { tcUsuario: hostile }, admin.token);
      expect(res.body.values.Total, hostile).toBe(0);
    }
    expect((await call(t.app, '/api/servicio/admin/listarbitacora', { tcDesde: 'ayer' }, admin.token)).status).toBe(400);
    expect((await call(t.app, '/api/servicio/admin/listarbitacora', { tcVista: 'v'.repeat(101) }, admin.token)).status).toBe(400);
    expect((await call(t.app, '/api/servicio/admin/listarbitacora', { tcVista: 'x' }, cand.token)).status).toBe(403);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After after 120 records a minute from one address', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'on' });
    try {
      let res = await call(limited.app, URL, { Vista: 'x' });
      for (let i = 1; i < 121; i++) res = await call(limited.app, URL, { Vista: 'x' });
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBeTruthy();
      expect(res.body.error).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
