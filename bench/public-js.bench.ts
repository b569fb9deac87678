/**
 * Budget (DESIGN.md): the public pages load at most 150 KB of JavaScript gzipped before they
 * render. Builds the web client (or reads BENCH_WEB_DIST), then for each public page sums the
 * gzipped size of the entry chunk's static imports plus the page's lazy chunk and its static
 * imports (dynamic imports load later, on demand). Also checks that no public page bundles zod.
 *
 *   npx tsx bench/public-js.bench.ts
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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

function staticImports(code: string): string[] {
  const out = new Set<string>();
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)) out.add(m[1]);
  return [...out];
}

function main() {
  let dist = process.env.BENCH_WEB_DIST;
  let tmp: string | null = null;
  if (!dist || !existsSync(join(dist, 'index.html'))) {
    tmp = mkdtempSync(join(tmpdir(), 'chamba-web-'));
    dist = tmp;
    const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', dist], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('vite build failed');
  }
  try {
    const assets = join(dist, 'assets');
    const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const code = new Map(files.map((f) => [f, readFileSync(join(assets, f), 'utf8')]));
    const gz = (f: string) => gzipSync(code.get(f) ?? '').length;
    const closure = (roots: string[]) => {
      const seen = new Set<string>();
      const stack = [...roots];
      while (stack.length) {
        const f = stack.pop()!;
        if (seen.has(f) || !code.has(f)) continue;
        seen.add(f);
        stack.push(...staticImports(code.get(f)!));
      }
      return seen;
    };
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const entry = [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]);
    const chunk = (prefix: string) => files.find((f) => f.startsWith(`${prefix}-`));
    // zod's own error messages ship in its core: a chunk holding them bundles zod.
    const hasZod = (set: Set<string>) => [...set].some((f) => /invalid_union|ZodError/.test(code.get(f)!));
    let ok = true;
    console.log('| Página | JS inicial (gzip) | incluye zod |');
    console.log('|---|---|---|');
    for (const [name, prefix] of PAGES) {
      const page = prefix ? chunk(prefix) : undefined;
      if (prefix && !page) throw new Error(`No se encontró el chunk de ${prefix}`);
      const set = closure([...entry, ...(page ? [page] : [])]);
      const kb = [...set].reduce((s, f) => s + gz(f), 0) / 1024;
      const zod = hasZod(set);
      ok &&= kb <= BUDGET_KB && !zod;
      console.log(`| ${name} | ${kb.toFixed(1)} KB | ${zod ? 'sí' : 'no'} |`);
    }
    const main = closure(entry);
    console.log(`\nChunk principal (con la portada): ${([...main].reduce((s, f) => s + gz(f), 0) / 1024).toFixed(1)} KB gzip en ${main.size} archivos.`);
    console.log(ok ? `Páginas públicas <= ${BUDGET_KB} KB y sin zod: OK` : 'FUERA DEL PRESUPUESTO');
    return ok;
  } finally {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }
}

process.exit(main() ? 0 : 1);
