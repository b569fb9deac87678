/**
 * Issue 36 (decision 093): a title that holds the searched word, or its other gender or number
 * (contador, contadora, contadores), comes before titles that hold only a word of its Spanish stem
 * (administrativo for administrador) or of its synonym group (contable, contabilidad for contador),
 * however newer those are; the first ten titles of a job-title word hold it when ten such jobs
 * exist. Checked on each way a search is read: the word's walks (a synonym word's chained walks,
 * a word's own walks, a deep page), the jobs of selective filters read first, and a rare
 * combination of a word and filters ranked from search_docs (a cap of 10 postings makes filtered
 * walks capped).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';
import { makeCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';
import { laPazDayFrom } from '../../core/time';

const t = setupTestApp({ SEARCH_WALK_CAP: '10' });
const NOW = new Date('2026-05-04T15:00:00.000Z');
const HOUR = 3600_000;
const [LA_PAZ, SANTA_CRUZ] = [4, 8];
const REMOTE = 2;
const search = (body: Record<string, unknown>) => call(t.app, '/api/servicio/listaempleos', { tnTamano: 50, tnPagina: 1, ...body });
const titles = (res: Awaited<ReturnType<typeof search>>): string[] => res.body.values.map((j: { Titulo: string }) => j.Titulo);

/** La Paz's jobs that name the accountant: the newest hold only related words, the oldest the word itself. */
const ACCOUNTANTS = [
  { titulo: 'Cajero', descripcion: 'Reporta al contador de la tienda.' },
  { titulo: 'Auxiliar Contable' },
  { titulo: 'Auxiliar Contable de planillas' },
  { titulo: 'Asistente de Contabilidad' },
  { titulo: 'Auxiliar administrativo', requerimientos: ['Título de contador o auditor'] },
  { titulo: 'Encargada de contabilidad' },
  { titulo: 'Auxiliar contable y tributario' },
  { titulo: 'Contador General' },
  { titulo: 'Contadora de costos' },
  { titulo: 'Contadores para auditoría externa' },
  { titulo: 'Contador Público Autorizado' },
  { titulo: 'Contador auxiliar de impuestos' },
];
const HOLDS_CONTADOR = ['Contador General', 'Contadora de costos', 'Contadores para auditoría externa', 'Contador Público Autorizado', 'Contador auxiliar de impuestos'];
/** Their order by relevance: the word in titles, related words in titles, in a requirement, in a description. */
const RANKED = [
  ...HOLDS_CONTADOR,
  'Auxiliar Contable',
  'Auxiliar Contable de planillas',
  'Asistente de Contabilidad',
  'Encargada de contabilidad',
  'Auxiliar contable y tributario',
  'Auxiliar administrativo',
  'Cajero',
];

/** A title word, its gender or number forms: what a person who searched the word expects to see. */
const HOLDS: Record<string, RegExp> = {
  contador: /\bcontador(a|es|as)?\b/i,
  contadora: /\bcontador(a|es|as)?\b/i,
  administrador: /\badministrador(a|es|as)?\b/i,
  administradora: /\badministrador(a|es|as)?\b/i,
  enfermera: /\benfermer(o|a|os|as)\b/i,
};

beforeAll(async () => {
  t.clock.set(NOW);
  const company = await makeCompany(t.deps, { nombre: 'Servicios Andinos', ciudadId: LA_PAZ });
  const open = { fechaVencimiento: laPazDayFrom(NOW, 30), categoriaId: 7 };
  let age = 0;
  const add = (job: Parameters<typeof makeJob>[2]) => makeJob(t.deps, company.id, { ...open, fechaPublicacion: new Date(NOW.getTime() - ++age * HOUR), ...job });
  for (const job of ACCOUNTANTS) await add({ ...job, ciudadId: LA_PAZ });
  // Santa Cruz: many newer related-word jobs, then ten older titles with the word each time.
  for (let i = 0; i < 30; i++) await add({ titulo: `Auxiliar contable ${i}`, ciudadId: SANTA_CRUZ });
  for (let i = 0; i < 80; i++) await add({ titulo: i % 2 ? `Auxiliar administrativo ${i}` : `Auxiliar administrativa ${i}`, ciudadId: SANTA_CRUZ });
  for (let i = 0; i < 15; i++) await add({ titulo: `Licenciada en enfermería ${i}`, ciudadId: SANTA_CRUZ });
  for (let i = 0; i < 10; i++) {
    await add({ titulo: `${i % 2 ? 'Contadora' : 'Contador'} de sucursal ${i}`, ciudadId: SANTA_CRUZ });
    await add({ titulo: `${i % 2 ? 'Administradora' : 'Administrador'} de tienda ${i}`, ciudadId: SANTA_CRUZ });
    await add({ titulo: `${i % 2 ? 'Enfermera' : 'Enfermero'} de planta ${i}`, ciudadId: SANTA_CRUZ });
  }
  // Remote work, few jobs (read first when filtered by it): related words newer than the word.
  for (const titulo of ['Auxiliar administrativa remota', 'Administrativo de redes sociales', 'Administrador de base de datos', 'Administradora de cuentas']) {
    await add({ titulo, ciudadId: SANTA_CRUZ, modalidadId: REMOTE });
  }
  await t.deps.db.execute(sql`analyze jobs`);
  await t.deps.db.execute(sql`analyze search_postings`);
}, 180_000);

describe('a title with the searched word before titles with related words', () => {
  it('shows Contador and Contadora before Auxiliar Contable, then requirements, then descriptions', async () => {
    for (const tcBuscar of ['contador', 'contadora', 'Contadores', 'CONTADOR']) {
      const res = await search({ tcBuscar, tnCiudad: LA_PAZ });
      expect(res.status).toBe(200);
      expect(res.body, tcBuscar).toMatchObject({ total: RANKED.length, totalAcotado: false });
      expect(titles(res), tcBuscar).toEqual(RANKED);
    }
  });

  it('orders the related word first when it is the one searched', async () => {
    const res = await search({ tcBuscar: 'contable', tnCiudad: LA_PAZ });
    // Every one but the cashier's, whose description names the accountant, not the word searched.
    expect(res.body).toMatchObject({ total: RANKED.length - 1 });
    expect(titles(res).slice(0, 3)).toEqual(['Auxiliar Contable', 'Auxiliar Contable de planillas', 'Auxiliar contable y tributario']);
  });

  it('holds the word at least 9 times in the first 10 when ten such jobs exist, counting each job once', async () => {
    const totals: Record<string, number> = { contador: 52, contadora: 52, administrador: 95, administradora: 95, enfermera: 25 };
    for (const [tcBuscar, holds] of Object.entries(HOLDS)) {
      const res = await search({ tcBuscar, tnTamano: 10 });
      const first = titles(res);
      expect(first, tcBuscar).toHaveLength(10);
      expect(first.filter((x) => holds.test(x)).length, `${tcBuscar}: ${first.join(' | ')}`).toBeGreaterThanOrEqual(9);
      expect(res.body, tcBuscar).toMatchObject({ total: totals[tcBuscar], totalAcotado: false });
    }
  });

  it('keeps that order on later and deep pages, and other sorts keep their own', async () => {
    const all = titles(await search({ tcBuscar: 'administrador', tnTamano: 100 }));
    expect(all.slice(0, 12).every((x) => HOLDS.administrador.test(x)), all.slice(0, 12).join(' | ')).toBe(true);
    expect(all.slice(12).some((x) => HOLDS.administrador.test(x))).toBe(false);
    // A deep page (its count and its page from one walk): the rest of the related words, the newest first.
    const deep = await search({ tcBuscar: 'administrador', tnTamano: 80, tnPagina: 2 });
    expect(deep.body).toMatchObject({ total: 95 });
    expect(titles(deep)).toEqual(all.slice(80));
    const second = await search({ tcBuscar: 'contador', tnCiudad: LA_PAZ, tnTamano: 3, tnPagina: 2 });
    expect(titles(second)).toEqual(RANKED.slice(3, 6));
    const recent = await search({ tcBuscar: 'contador', tnCiudad: LA_PAZ, tcOrden: 'recientes' });
    expect(titles(recent)).toEqual(ACCOUNTANTS.map((j) => j.titulo));
  });

  it('ranks the word first among the few jobs of selective filters, and beside another word', async () => {
    const remote = await search({ tcBuscar: 'administrador', tnModalidad: REMOTE });
    expect(remote.body).toMatchObject({ total: 4, totalAcotado: false });
    expect(titles(remote)).toEqual(['Administrador de base de datos', 'Administradora de cuentas', 'Auxiliar administrativa remota', 'Administrativo de redes sociales']);
    const city = await search({ tcBuscar: 'administradora', tnCiudad: SANTA_CRUZ, tnTamano: 10 });
    expect(titles(city).filter((x) => HOLDS.administrador.test(x)).length).toBeGreaterThanOrEqual(9);
    // Beside another word (ranked by the rarer one, here the accountant's), with and without a city.
    const both = ['Contador auxiliar de impuestos', 'Auxiliar Contable', 'Auxiliar Contable de planillas', 'Auxiliar contable y tributario', 'Auxiliar administrativo'];
    expect(titles(await search({ tcBuscar: 'contador auxiliar', tnCiudad: LA_PAZ }))).toEqual(both);
    const anywhere = titles(await search({ tcBuscar: 'auxiliar contadora' }));
    expect(anywhere[0]).toBe('Contador auxiliar de impuestos');
    expect(anywhere.slice(1).every((x) => !HOLDS.contador.test(x))).toBe(true);
  });
});
