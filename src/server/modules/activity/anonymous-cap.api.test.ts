/** Visitors' activity entries are capped globally: a flood from many addresses stops at the cap. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_LIMITS } from '../../../shared/contract/activity';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { queryRows } from '../../db/client';
import { makeCandidate } from '../../test/accounts';

const t = setupTestApp({ RATE_LIMITS: 'on' });
const URL = '/api/servicio/registrarbitacora';
const count = async (where: string) => Number((await queryRows<{ n: number }>(t.deps.db, sql.raw(`select count(*)::int as n from activity_log where ${where}`)))[0].n);
const ip = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

describe('anonymous activity entries', () => {
  it('a flood from many addresses adds no more than the hourly cap; sessions still write', async () => {
    const cap = ACTIVITY_LIMITS.anonymousPerHour;
    let refused = 0;
    for (let i = 1; i <= cap + 50; i++) {
      const res = await call(t.app, URL, { Vista: 'inundación', Detalle: `#${i}` }, undefined, { remoteAddress: ip(i) });
      if (res.status === 429) {
        refused += 1;
        expect(res.body).toMatchObject({ error: 1, codigoerror: 1 });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      } else expect(res.body).toEqual({ error: 0, message: 'Registrado.' });
    }
    expect(refused).toBe(50);
    expect(await count('user_id is null')).toBe(cap);

    const cand = await makeCandidate(t.deps);
    const mine = await call(t.app, URL, { Vista: 'panel' }, cand.token, { remoteAddress: ip(9999) });
    expect(mine.body).toEqual({ error: 0, message: 'Registrado.' });
    expect(await count(`user_id is not null`)).toBe(1);
  });
});
