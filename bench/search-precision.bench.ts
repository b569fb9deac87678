/**
 * Issue 14: precision@10 of job search on the demo data. For each of the 40 words that appear in
 * most job titles (stop words left out), the first 10 results of a search for the word are
 * relevant when their title, requirements, skills or category hold the word's stem or a term of
 * its synonym group (index tiers 1 and 2).
 * Prints the figure per word and the mean (BENCHMARKS.md). Budget: each word at least 0.9. Beside
 * it, R-precision: of the first min(10, R) results, where R is how many jobs hold the word that
 * strongly, how many do (1.00: every strong match comes before any weaker one).
 *
 *   npm run bench -- search-precision
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../src/server/core/config';
import { createDeps } from '../src/server/core/deps';
import { openDatabase, queryRows } from '../src/server/db/client';
import { seedIfEmpty } from '../src/server/seed/run-seed';
import { analyzerOf, searchJobs } from '../src/server/modules/jobs/search';
import { jobSearchBody } from '../src/shared/contract/jobs';

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'chamba-precision-'));
  const database = await openDatabase({ memory: true });
  const log = pino({ level: 'silent' });
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMITS: 'off' }), database.db, log);
  await seedIfEmpty(deps, log);
  // The 40 most frequent title words (their stems), as the index holds them.
  const words = await queryRows<{ word: string; n: number }>(
    database.db,
    sql`select min(w) as word, count(distinct j.id)::int as n from jobs j
        cross join lateral regexp_split_to_table(lower(j.titulo), '[^[:alpha:]]+') w
        cross join lateral unnest(to_tsvector('es_unaccent'::regconfig, w)) l
        where j.estado = 2 and not j.cerrado and not j.oculto and length(w) > 2
        group by l.lexeme order by 2 desc, 1 limit 40`,
  );
  let sum = 0;
  let worst = 1;
  let sumR = 0;
  let worstR = 1;
  const rows: string[] = [];
  for (const { word, n } of words) {
    const units = await analyzerOf(database.db).units(database.db, word);
    const terms = units.flatMap((u) => u.alternatives.filter((a) => a.penalty === 0).map((a) => a.term));
    const page = await searchJobs(deps, jobSearchBody.parse({ tcBuscar: word, tnTamano: 10, tnPagina: 1 }));
    if (page.items.length === 0) {
      worst = 0;
      rows.push(`| ${word} | ${n} | 0 | 0 | 0 (sin resultados) |`);
      continue;
    }
    const ids = await queryRows<{ codigo: string; ok: boolean }>(
      database.db,
      sql`select j.codigo, exists (select 1 from search_postings p where p.job_id = j.id and p.tier <= 2
            and p.term in (${sql.join(terms.map((t) => sql`${t}`), sql`, `)})) as ok
          from jobs j where j.codigo in (${sql.join(page.items.map((i) => sql`${i.CodigoEmpleo}`), sql`, `)})`,
    );
    const relevant = ids.filter((r) => r.ok).length;
    const precision = page.items.length ? relevant / page.items.length : 1;
    sum += precision;
    worst = Math.min(worst, precision);
    // R: the public jobs that hold the word (or its group) in title, requirements, skills or
    // category. When R < 10 no page can hold 9 of them; the first min(10, R) results show
    // whether every one of them comes before the weaker matches.
    const [strong] = await queryRows<{ r: number }>(
      database.db,
      sql`select count(distinct p.job_id)::int as r from search_postings p
          where p.tier <= 2 and p.fecha_vencimiento >= current_date and (p.posting_until is null or p.posting_until > now())
            and p.term in (${sql.join(terms.map((t) => sql`${t}`), sql`, `)})`,
    );
    const k = Math.min(10, Number(strong.r));
    const order = new Map(ids.map((r) => [r.codigo, r.ok]));
    const firstK = page.items.slice(0, k).filter((i) => order.get(i.CodigoEmpleo)).length;
    const rPrecision = k ? firstK / k : 1;
    sumR += rPrecision;
    worstR = Math.min(worstR, rPrecision);
    rows.push(`| ${word} | ${n} | ${page.items.length} | ${relevant} | ${precision.toFixed(2)} | ${strong.r} | ${rPrecision.toFixed(2)} |`);
  }
  console.log('| Palabra | empleos con la palabra en el título | resultados (máx. 10) | relevantes | precisión@10 | R (empleos con la palabra en título o requisitos) | precisión en los primeros min(10, R) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  console.log(`\nPrecisión@10 media: ${(sum / words.length).toFixed(3)}; la peor: ${worst.toFixed(2)} (${words.length} palabras).`);
  console.log(`Precisión en los primeros min(10, R): media ${(sumR / words.length).toFixed(3)}; la peor: ${worstR.toFixed(2)}.`);
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(worst >= 0.9 ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
