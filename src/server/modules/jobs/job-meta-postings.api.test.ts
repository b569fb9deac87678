/**
 * JSON-LD of better postings (decision 075): baseSalary as a BOB range a month, and validThrough
 * the real end of the posting (the expiry day, or a visitor's free hour).
 */
import { describe, expect, it } from 'vitest';
import { makeCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';
import { jobPageMeta } from './job-meta';
import { laPazDayFrom } from '../../core/time';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';

const t = setupTestApp();

/** The code of the one job a visitor's public posting made under this e-mail. */
const postingCodeOf = async (correo: string) =>
  (await queryRows<{ codigo: string }>(t.deps.db, sql`select j.codigo from jobs j join companies c on c.id = j.company_id join users u on u.id = c.user_id where u.email = ${correo}`))[0].codigo;

const ld = async (code: string) => (await jobPageMeta(t.deps, code)).jsonLd as Record<string, unknown> | undefined;

describe('JobPosting JSON-LD', () => {
  it('baseSalary is a MonetaryAmount in BOB with minValue and maxValue a month; one amount is a value; A convenir has none', async () => {
    const company = await makeCompany(t.deps);
    const range = await makeJob(t.deps, company.id, { salario: 4500, salarioMinimo: 3000 });
    expect((await ld(range.codigo))?.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'BOB',
      value: { '@type': 'QuantitativeValue', minValue: 3000, maxValue: 4500, unitText: 'MONTH' },
    });
    const single = await makeJob(t.deps, company.id, { salario: 2800 });
    expect((await ld(single.codigo))?.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'BOB', value: { '@type': 'QuantitativeValue', value: 2800, unitText: 'MONTH' } });
    const open = await makeJob(t.deps, company.id, { salario: 0 });
    expect((await ld(open.codigo))?.baseSalary).toBeUndefined();
  });

  it('validThrough is the end of the expiry day in La Paz for a paid job, and the end of the free hour for a visitor’s unpaid posting', async () => {
    t.clock.set(new Date('2026-06-01T14:00:00Z'));
    try {
      const company = await makeCompany(t.deps);
      const paid = await makeJob(t.deps, company.id, { fechaVencimiento: '2026-06-30' });
      expect((await ld(paid.codigo))?.validThrough).toBe('2026-06-30T23:59:59-04:00');
      const res = await call(t.app, '/api/servicio/registrarempleoPublico', {
        tcNombreUsuario: 'Juan Carlos Pérez',
        tcCorreo: 'visitante.jsonld@example.bo',
        tcTelefono: '71234567',
        tcTitulo: 'Ayudante de cocina',
        tcDescripcion: 'Apoyo en cocina.',
        tcDescripcionLarga: 'Preparación de alimentos y limpieza.',
        tcFechaVencimiento: laPazDayFrom(t.clock.now(), 30),
        tnSalario: 2500,
        tnSalarioMinimo: 2200,
        tnTipoEmpleo: 2,
        tnCategoria: 12,
        tnCiudad: 4,
      });
      expect(res.status).toBe(200);
      // The reply carries no code (it reads the same for a taken e-mail): the posting is the visitor's.
      const codigo = await postingCodeOf('visitante.jsonld@example.bo');
      const posting = await ld(codigo);
      expect(posting?.validThrough).toBe('2026-06-01T15:00:00Z');
      expect(posting?.baseSalary).toMatchObject({ value: { minValue: 2200, maxValue: 2500 } });
      // Past its hour the page is gone (no JSON-LD at all).
      t.clock.advance(61 * 60 * 1000);
      expect(await ld(codigo)).toBeUndefined();
    } finally {
      t.clock.reset();
    }
  });
});
