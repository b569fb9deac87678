/**
 * Several words, or a word with filters, are answered from search_docs when few jobs hold them
 * all (decision 080). Whichever way a search goes, the count, the bound and every page are the
 * same: each search here runs once through search_docs and once through the walks alone.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';
import { makeCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';
import { laPazDayFrom } from '../../core/time';

const t = setupTestApp();
const NOW = new Date('2026-05-04T15:00:00.000Z');
const HOUR = 3600_000;

beforeAll(async () => {
  t.clock.set(NOW);
  const andina = await makeCompany(t.deps, { nombre: 'Metalúrgica Andina', ciudadId: 5 });
  const oriente = await makeCompany(t.deps, { nombre: 'Constructora Oriente', ciudadId: 8 });
  const roles = ['Soldador', 'Soldador de estructuras', 'Ayudante de soldador', 'Tornero', 'Maestro albañil', 'Ingeniero civil', 'Ingeniero mecánico'];
  for (let i = 0; i < 260; i++) {
    await makeJob(t.deps, i % 3 ? andina.id : oriente.id, {
      titulo: `${roles[i % roles.length]} ${i}`,
      descripcion: i % 5 === 0 ? 'Trabajo en taller con soldadura y torno.' : 'Obra en la ciudad.',
      ciudadId: [5, 8, 8, 4, 3][i % 5],
      categoriaId: [23, 23, 6][i % 3],
      tipoEmpleoId: 1 + (i % 4),
      modalidadId: 1 + (i % 3),
      experienciaId: i % 6,
      salario: 2500 + (i % 9) * 400,
      fechaPublicacion: new Date(NOW.getTime() - (3 + i * 2) * HOUR),
      fechaVencimiento: laPazDayFrom(NOW, i % 17 === 0 ? -1 : 30),
    });
  }
  await t.deps.db.execute(sql`analyze`);
}, 120_000);

const BODIES: Record<string, unknown>[] = [
  { tcBuscar: 'soldador estructuras' },
  { tcBuscar: 'soldador', tnCiudad: 5 },
  { tcBuscar: 'soldador', tnCiudad: 5, tnSalario: 4000, tcOrden: 'salario' },
  { tcBuscar: 'ingeniero civil', tnTipoEmpleo: 2, tcOrden: 'recientes' },
  { tcBuscar: 'ingeniero', tnModalidad: 1, tnExperiencia: 3, tnDias: 7 },
  { tcBuscar: 'soldador taller', tcOrden: 'vencimiento', tnPagina: 2, tnTamano: 5 },
  { tcBuscar: 'maestro albañil', tnCategoria: 6, tnPagina: 3, tnTamano: 4 },
  { tcBuscar: 'soldador', tnCiudad: 4, tnCategoria: 23, tcDesde: '2026-04-25' },
  { tcBuscar: 'soldador Oruro', tnCiudad: 8 },
  { tcBuscar: 'obra', tnTipoEmpleo: 3, tnSalario: 6000 },
  { tcBuscar: 'soldadr tornero' },
  { tcBuscar: 'metalúrgica soldador', tcEmpresa: 'placeholder' },
  { tcBuscar: 'obra ciudad', tnTamano: 50 },
];

describe('a search answered from search_docs', () => {
  it('gives the count and pages the walks give, for words, filters, sorts and pages', async () => {
    const [company] = (await t.deps.db.execute(sql`select codigo from companies where nombre = 'Metalúrgica Andina'`)).rows as { codigo: string }[];
    const config = t.deps.config as { SEARCH_DOCS_FIRST_POSTINGS: number };
    // Each search runs its queries twice: no reply cache.
    t.deps.cache.setEnabled(false);
    let viaDocs = 0;
    for (const body of BODIES) {
      const request = { tnTamano: 15, tnPagina: 1, ...body, ...(body.tcEmpresa ? { tcEmpresa: company.codigo } : {}) };
      config.SEARCH_DOCS_FIRST_POSTINGS = 1_000_000;
      const walked = await call(t.app, '/api/servicio/listaempleos', request);
      config.SEARCH_DOCS_FIRST_POSTINGS = 0;
      const docs = await call(t.app, '/api/servicio/listaempleos', request);
      expect(docs.status, JSON.stringify(body)).toBe(200);
      const view = (r: typeof docs) => ({ total: r.body.total, bounded: r.body.totalAcotado, ids: r.body.values.map((j: { Empleo: number }) => j.Empleo) });
      expect(view(docs), JSON.stringify(body)).toEqual(view(walked));
      if (docs.body.total <= 200) viaDocs++;
    }
    config.SEARCH_DOCS_FIRST_POSTINGS = 2000;
    expect(viaDocs).toBeGreaterThan(8);
  });
});
