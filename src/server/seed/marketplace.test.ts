import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { call } from '../test/test-app';
import { setupTestApp } from '../test/setup-test-app';
import { seedAccounts, DEMO_ACCOUNTS } from './accounts';
import { SEED_CONFIDENTIAL_TITLE, SEED_FEATURED_TITLE, seedMarketplace } from './marketplace';

const t = setupTestApp();
const NOW = new Date('2026-05-14T16:00:00.000Z');

beforeAll(async () => {
  t.clock.set(NOW);
  await seedAccounts(t.deps);
});

describe('demo marketplace', () => {
  it('writes companies with logos, 150 jobs over every city and category, and 20 candidates', async () => {
    expect(await seedMarketplace(t.deps)).toEqual({ empresas: 17, empleos: 150, candidatos: 20 });

    const [jobs] = await queryRows<Record<string, number>>(
      t.deps.db,
      sql`select count(*)::int as total, count(distinct ciudad_id)::int as cities, count(distinct categoria_id)::int as categories,
            count(*) filter (where estado = 1 and not publico)::int as unpaid,
            count(*) filter (where publico)::int as postings,
            count(*) filter (where fecha_vencimiento < '2026-05-14')::int as expired,
            count(*) filter (where salario = 0)::int as to_agree,
            count(*) filter (where fecha_publicacion >= '2026-05-14T04:00:00Z')::int as today,
            count(*) filter (where search_text = '')::int as without_search_text
          from jobs`,
    );
    expect(jobs).toMatchObject({ total: 150, cities: 10, categories: 40, unpaid: 8, postings: 4, expired: 10, without_search_text: 0 });
    expect(jobs.to_agree).toBeGreaterThan(5);
    expect(jobs.today).toBeGreaterThanOrEqual(8);
    const [lists] = await queryRows<Record<string, number>>(
      t.deps.db,
      sql`select (select count(distinct job_id) from job_requirements)::int as req, (select count(distinct job_id) from job_responsibilities)::int as resp,
                 (select count(distinct job_id) from job_skills)::int as skills, (select count(distinct job_id) from job_language_links)::int as langs`,
    );
    expect(lists).toEqual({ req: 150, resp: 150, skills: 150, langs: 150 });

    // Public now: paid and current, or a posting in its first hour (two of the four).
    const search = await call(t.app, '/api/servicio/listaempleos', { tnTamano: 1 });
    expect(search.body.total).toBe(150 - 8 - 10 - 2);

    // Issue 39: one featured job (leading the search) and one confidential posting.
    const [flags] = await queryRows<{ featured: number; confidential: number }>(
      t.deps.db,
      sql`select count(*) filter (where destacado_hasta > ${NOW})::int as featured, count(*) filter (where confidencial)::int as confidential from jobs`,
    );
    expect(flags).toEqual({ featured: 1, confidential: 1 });
    const first = await call(t.app, '/api/servicio/listaempleos', { tnTamano: 5 });
    expect(first.body.values[0]).toMatchObject({ Titulo: SEED_FEATURED_TITLE, Destacado: true });
    const hidden = await call(t.app, '/api/servicio/listaempleos', { tcBuscar: 'Investigador Biodiversidad', tnTamano: 5 });
    expect(hidden.body.values.find((j: { Titulo: string }) => j.Titulo === SEED_CONFIDENTIAL_TITLE)).toMatchObject({ Confidencial: true, EmpresaNombre: 'Empresa confidencial' });
  });

  it('completes the demo company and candidate, and stores real logo images', async () => {
    const [company] = await queryRows<{ codigo: string; url_imagen: string; acercade: string; tipo: number; tamano: number; jobs: number }>(
      t.deps.db,
      sql`select c.codigo, c.url_imagen, c.acercade, c.tipo_empresa_id as tipo, c.tamano_empresa_id as tamano,
            (select count(*) from jobs j where j.company_id = c.id)::int as jobs
          from companies c join users u on u.id = c.user_id where u.email = ${DEMO_ACCOUNTS.empresa}`,
    );
    expect(company.acercade.length).toBeGreaterThan(100);
    expect(company).toMatchObject({ tipo: 20, tamano: 3 });
    expect(company.jobs).toBeGreaterThanOrEqual(8);
    const logo = await t.app.inject({ method: 'GET', url: company.url_imagen });
    expect(logo.statusCode).toBe(200);
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });
    const [{ n }] = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from companies where url_imagen like '/uploads/logos/%'`);
    expect(n).toBe(17);

    const [candidate] = await queryRows<{ profesion: string; ciudad_id: number; acercade: string; anos_experiencia: number; titulo_licenciatura: string }>(
      t.deps.db,
      sql`select profesion, ciudad_id, acercade, anos_experiencia, titulo_licenciatura from candidates where correo = ${DEMO_ACCOUNTS.candidato}`,
    );
    expect(candidate).toMatchObject({ profesion: 'Contadora Pública', ciudad_id: 4, anos_experiencia: 6 });
    expect(candidate.titulo_licenciatura).toMatch(/Contaduría/);
    const [{ hidden }] = await queryRows<{ hidden: number }>(t.deps.db, sql`select count(*)::int as hidden from candidates where not visible`);
    expect(hidden).toBe(1);
  });
});
