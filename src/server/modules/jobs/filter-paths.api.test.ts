/**
 * Searches by filters alone read each half of the public jobs through an index chosen from the
 * filters' estimated shares (filter-paths.ts, decision 073): whichever index is chosen, the count
 * and every page are the ones a plain query of the public jobs gives, for every filter, sort and page.
 */
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';
import { makeCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';
import { laPazDayFrom } from '../../core/time';
import { queryRows } from '../../db/client';
import { jobSearchBody } from '../../../shared/contract/jobs';
import { filterConditions } from './search-filters';
import { publicJobCondition } from './visibility';

const t = setupTestApp();
const NOW = new Date('2026-05-04T15:00:00.000Z');
const HOUR = 3600_000;
let companyCode = '';

/** The order each sort promises (the contract's), as a plain query writes it. */
const ORDER: Record<string, SQL> = {
  recientes: sql`fecha_publicacion desc nulls last, id desc nulls last`,
  salario: sql`salario desc nulls last, fecha_publicacion desc nulls last, id desc nulls last`,
  vencimiento: sql`fecha_vencimiento, fecha_publicacion desc nulls last, id desc nulls last`,
};

beforeAll(async () => {
  t.clock.set(NOW);
  const a = await makeCompany(t.deps, { nombre: 'Andina S.A.', ciudadId: 4 });
  const b = await makeCompany(t.deps, { nombre: 'Oriente S.R.L.', ciudadId: 8 });
  companyCode = b.codigo;
  const salaries = [0, 2500, 3500, 4500, 5500, 7000];
  for (let i = 0; i < 160; i++) {
    await makeJob(t.deps, i % 4 === 0 ? b.id : a.id, {
      titulo: `Puesto ${i}`,
      ciudadId: [3, 4, 8, 8, 4][i % 5],
      categoriaId: i % 13 === 0 ? null : [5, 11, 14][i % 3],
      tipoEmpleoId: 1 + (i % 3),
      modalidadId: 1 + ((i >> 1) % 3),
      experienciaId: i % 4,
      salario: salaries[(i * 7) % 6],
      fechaPublicacion: new Date(NOW.getTime() - (2 + ((i * 37) % 900)) * HOUR),
      // Two jobs share each publication time now and then (ties ordered by id).
      fechaVencimiento: laPazDayFrom(NOW, i % 17 === 0 ? -2 : 1 + (i % 40)),
      // Unpaid, not public: never shown.
      estado: i % 23 === 0 ? 1 : 2,
    });
  }
  // Public postings in their first hour, and one past it.
  for (const minutes of [10, 30, 90]) {
    await makeJob(t.deps, a.id, { titulo: `Aviso ${minutes}`, estado: 1, publico: true, ciudadId: 8, categoriaId: 11, fechaPublicacion: new Date(NOW.getTime() - minutes * 60_000) });
  }
  await t.deps.db.execute(sql`analyze jobs`);
}, 120_000);

async function expected(body: Record<string, unknown>) {
  const q = jobSearchBody.parse(body);
  const sort = q.tcOrden === 'relevancia' ? 'recientes' : q.tcOrden;
  const rows = await queryRows<{ id: number }>(
    t.deps.db,
    sql`select id from jobs j where ${sql.join([publicJobCondition(NOW), ...filterConditions(q, NOW)], sql` and `)} order by ${ORDER[sort]}`,
  );
  const offset = (q.tnPagina - 1) * q.tnTamano;
  return { total: rows.length, ids: rows.slice(offset, offset + q.tnTamano).map((r) => r.id) };
}

const FILTERS: Record<string, unknown>[] = [
  {},
  { tnCiudad: 8 },
  { tnCiudad: 3, tnCategoria: 14 },
  { tnCategoria: 5 },
  { tnCategorias: [5, 14] },
  { tnCategoria: 5, tnCategorias: [11] },
  { tnTipoEmpleo: 2, tnSalario: 4000 },
  { tnTiposEmpleo: [1, 3], tnSalario: 6000 },
  { tnModalidad: 2, tnExperiencia: 1, tnDias: 7 },
  { tnModalidad: 3 },
  { tnModalidades: [1, 2], tnExperiencia: 0 },
  { tnExperiencia: 2, tnCiudad: 4, tnRadio: 100 },
  { tcDesde: '2026-04-20', tcHasta: '2026-04-30' },
  { tcEmpresa: 'placeholder', tnCiudad: 8 },
  { tnCiudad: 8, tnCategoria: 11, tnDias: 1 },
  { tnCategoria: 14, tcDesde: '2026-04-25', tcHasta: '2026-05-02' },
  { tcEmpresa: 'placeholder', tnDias: 7 },
  { tnModalidades: [1, 3], tnExperiencia: 2, tnDias: 30 },
];

describe('a search by filters alone', () => {
  it('gives the count and pages of a plain query for every filter, sort and page', async () => {
    for (const filters of FILTERS) {
      for (const tcOrden of ['relevancia', 'recientes', 'salario', 'vencimiento']) {
        for (const [tnPagina, tnTamano] of [[1, 7], [3, 7], [2, 40]]) {
          const body = { ...filters, ...(filters.tcEmpresa ? { tcEmpresa: companyCode } : {}), tcOrden, tnPagina, tnTamano };
          const res = await call(t.app, '/api/servicio/listaempleos', body);
          expect(res.status, JSON.stringify(body)).toBe(200);
          const want = await expected(body);
          expect(res.body.total, JSON.stringify(body)).toBe(want.total);
          expect(res.body.values.map((j: { Empleo: number }) => j.Empleo), JSON.stringify(body)).toEqual(want.ids);
        }
      }
    }
  }, 120_000);

  it('shows the public postings in their first hour only', async () => {
    const res = await call(t.app, '/api/servicio/listaempleos', { tnCiudad: 8, tnCategoria: 11, tcOrden: 'recientes', tnPagina: 1, tnTamano: 5 });
    const titles = res.body.values.map((j: { Titulo: string }) => j.Titulo);
    expect(titles.slice(0, 2)).toEqual(['Aviso 10', 'Aviso 30']);
    expect(titles).not.toContain('Aviso 90');
  });
});
