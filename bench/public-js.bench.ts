/**
 * Budget (DESIGN.md): the public pages load at most 150 KB of JavaScript gzipped before they
 * render. Builds the web client (or reads BENCH_WEB_DIST), then for each public page sums the
 * gzipped size of the entry chunk's static imports plus the page's lazy chunk and its static
 * imports (dynamic imports load later, on demand). Also checks that no public page bundles zod.
 *
 * A size needs no reference beside it (decision 103): it does not depend on the machine's speed;
 * its verdicts are still kept in bench/.results/public-js.jsonl.
 *
 *   npx tsx bench/public-js.bench.ts
 */
import { withWebBundles } from './web-bundles';
import { judgeBudgets, type Budget } from './verdict';

const BUDGET_KB = 150;

const PAGES: [string, string | null][] = [
  ['Inicio (/)', null],
  ['Búsqueda (/busquedatrabajo)', 'SearchPage'],
  ['Búsqueda avanzada (/busquedaavanzada)', 'AdvancedSearchPage'],
  ['Mapa (/busquedatrabajomapa)', 'MapSearchPage'],
  ['Detalle de empleo (/detalletrabajo/…)', 'JobDetailPage'],
  ['Detalle de empresa (/detalleempresa/…)', 'CompanyDetailPage'],
  ['Detalle de candidato (/detallecandidato/…)', 'CandidateDetailPage'],
  ['Búsqueda de candidatos (/busquedacandidato)', 'CandidateSearchPage'],
  ['Contacto (/contactanos)', 'ContactPage'],
];

function main() {
  return withWebBundles(({ code, entry, chunk, closure, kb: sizeKb }) => {
    // zod's own error messages ship in its core: a chunk holding them bundles zod.
    const hasZod = (set: Set<string>) => [...set].some((f) => /invalid_union|ZodError/.test(code.get(f)!));
    let ok = true;
    const budgets: Budget[] = [];
    console.log('| Página | JS inicial (gzip) | incluye zod |');
    console.log('|---|---|---|');
    for (const [name, prefix] of PAGES) {
      const page = prefix ? chunk(prefix) : undefined;
      if (prefix && !page) throw new Error(`No se encontró el chunk de ${prefix}`);
      const set = closure([...entry, ...(page ? [page] : [])]);
      const kb = sizeKb(set);
      const zod = hasZod(set);
      ok &&= kb <= BUDGET_KB && !zod;
      budgets.push({ name: `${name}: JS inicial sin zod`, figure: kb, unit: 'KB', limit: BUDGET_KB, alsoHolds: !zod, references: [], noReference: 'un tamaño' });
      console.log(`| ${name} | ${kb.toFixed(1)} KB | ${zod ? 'sí' : 'no'} |`);
    }
    const main = closure(entry);
    console.log(`\nChunk principal (con la portada): ${sizeKb(main).toFixed(1)} KB gzip en ${main.size} archivos.`);
    judgeBudgets('public-js', budgets);
    console.log(ok ? `Páginas públicas <= ${BUDGET_KB} KB y sin zod: OK` : 'FUERA DEL PRESUPUESTO');
    return ok;
  });
}

process.exit(main() ? 0 : 1);
