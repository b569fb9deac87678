/**
 * The built web client's JavaScript chunks, for the bundle-size benches: which chunks a page loads
 * before it renders (the entry's static imports plus the page's lazy chunk and its static imports;
 * dynamic import() loads later, on demand) and their gzipped size. Builds the client into a
 * temporary folder unless BENCH_WEB_DIST points at a build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type WebBundles = {
  files: string[];
  code: Map<string, string>;
  /** The chunks the HTML loads. */
  entry: string[];
  /** The built chunk of a lazy page or module, by its name before the hash. */
  chunk: (prefix: string) => string | undefined;
  /** The chunks and everything they import statically. */
  closure: (roots: string[]) => Set<string>;
  /** Gzipped size of a set of chunks in KB. */
  kb: (set: Set<string>) => number;
  gz: (file: string) => number;
};

/** Static imports of a built chunk (dynamic import() is not followed: it loads on demand). */
function staticImports(code: string): string[] {
  const out = new Set<string>();
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)) out.add(m[1]);
  return [...out];
}

export function withWebBundles<T>(measure: (b: WebBundles) => T): T {
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
    const kb = (set: Set<string>) => [...set].reduce((s, f) => s + gz(f), 0) / 1024;
    return measure({ files, code, entry, chunk, closure, kb, gz });
  } finally {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }
}
