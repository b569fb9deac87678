#!/usr/bin/env node
/**
 * `npm run build`: the web client (Vite) into dist/web and the server (esbuild) into dist/server,
 * which `npm start` runs with plain Node (decision 062).
 *
 *   node scripts/build.mjs [web] [server]   only those (default: both)
 *   --if-stale                              only what is missing or older than its sources
 *   --prepare                               npm install's `prepare`: without the build tools
 *                                           (an install without dev dependencies) it does nothing
 *
 * The server is bundled from its entry points, packages left to node_modules. dist/server is flat
 * (main.js, seed.js, parse-worker.js, backup.js, their chunks, migrations/), so code that finds a file
 * beside itself through `import.meta.url` finds it there: the migrations folder is copied, the
 * CV parser's worker is an entry point. Every package the bundle imports must be a dependency
 * (never a dev dependency): the build fails otherwise.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { buildState, buildToolsInstalled, fingerprint, root, stampFile, targets } from './build-info.mjs';
import { pagePreloads, routerFileOf } from './page-preloads.mjs';
import { SHELL_ENTRY, writeShell } from './web-shell.mjs';

/** The server's render of public pages (decision 115), built into dist/web/ssr/ssr.js. */
const SSR_ENTRY = 'src/web/ssr.tsx';
const SSR_DIR = 'ssr';

const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const prepare = args.includes('--prepare');
const asked = args.filter((a) => !a.startsWith('--'));
for (const a of asked) {
  if (!(a in targets)) {
    console.error(`No se conoce "${a}": use web, server o nada (ambos).`);
    process.exit(2);
  }
}

/** The server's entry points; the rest of src/server may move freely. */
const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  seed: 'src/server/seed/run.ts',
  'parse-worker': 'src/server/modules/analysis/parse-worker.ts',
  backup: 'src/server/ops/run-backup.ts',
};

const rel = (p) => relative(root, p).split(sep).join('/');

/** Files and folders under `dir` (folders too: their time changes when a file is added). */
function tree(dir) {
  const out = [dir];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...tree(p));
    else out.push(p);
  }
  return out;
}

/** The drizzle migrations folder, wherever it sits under src/server. */
function findMigrations() {
  const found = tree(join(root, 'src', 'server')).filter((p) => p.endsWith(join('migrations', 'meta', '_journal.json')));
  if (found.length !== 1) throw new Error(`Se esperaba una carpeta de migraciones en src/server y hay ${found.length}.`);
  return dirname(dirname(found[0]));
}

/** Builds into a fresh folder beside `dir`, then puts it in place, so `dir` is never half built. */
async function intoPlace(dir, build) {
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(dirname(dir), { recursive: true });
  const startedAt = Date.now();
  const inputs = await build(tmp);
  const list = [...new Set(inputs.map(rel))].filter((p) => !p.startsWith('..')).sort();
  const prints = Object.fromEntries(list.map((p) => [p, fingerprint(join(root, p))]));
  const old = `${dir}.old-${process.pid}`;
  if (existsSync(dir)) renameSync(dir, old);
  renameSync(tmp, dir);
  rmSync(old, { recursive: true, force: true });
  writeFileSync(stampFile(dir), `${JSON.stringify({ startedAt, endedAt: Date.now(), inputs: prints }, null, 1)}\n`);
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

/**
 * Brotli and gzip copies beside every text file of the build (file.js.br, file.js.gz), made once
 * here at the highest levels, so the server sends them as they are (@fastify/static preCompressed).
 */
function precompress(dir) {
  for (const file of tree(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    // Every one, however small: the budget says every static file arrives compressed.
    const data = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}

async function buildWeb() {
  const { build } = await import('vite');
  await intoPlace(targets.web.dir, async (outDir) => {
    let viteRoot = root;
    const rootOf = { name: 'chamba-root', configResolved: (c) => void (viteRoot = c.root) };
    const result = await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', plugins: [rootOf], build: { outDir, emptyOutDir: true } });
    const output = [result].flat().flatMap((r) => r.output);
    writeFileSync(join(outDir, 'page-preloads.json'), `${JSON.stringify(pagePreloads(output, viteRoot, routerFileOf(root)), null, 1)}\n`);
    await writeShell(root, join(outDir, 'index.html'));
    precompress(outDir);
    // The public pages' first screen drawn by the server with their data (decision 115): the same
    // sources built as a Node module beside the client (never served: core/web/spa.ts).
    const ssr = await build({
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      publicDir: false,
      // Its packages bundled in their production builds: a server run without NODE_ENV would
      // otherwise load React's development server renderer (several times slower, and it writes
      // a failed component's stack into the page).
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true, target: 'node' },
      build: { ssr: join(root, SSR_ENTRY), outDir: join(outDir, SSR_DIR), emptyOutDir: true, copyPublicDir: false, rollupOptions: { output: { entryFileNames: 'ssr.js' } } },
    });
    const ssrModules = [ssr].flat().flatMap((r) => r.output).flatMap((o) => (o.type === 'chunk' ? o.moduleIds : []));
    // Modules of the chunks, and the files of assets (index.html, imported images and styles).
    const modules = [...output.flatMap((o) => (o.type === 'chunk' ? o.moduleIds : (o.originalFileNames ?? []).map((f) => resolve(viteRoot, f)))), ...ssrModules]
      .map((id) => id.split('?')[0])
      .filter((id) => id.startsWith(root) && !id.includes(`${sep}node_modules${sep}`) && existsSync(id));
    // The bundled packages come from the lockfile; public/ is copied as it is.
    const extra = ['vite.config.ts', 'tsconfig.json', 'package-lock.json', 'scripts/build.mjs', 'scripts/page-preloads.mjs', 'scripts/web-shell.mjs', SHELL_ENTRY, SSR_ENTRY].map((f) => join(root, f)).filter(existsSync);
    return [...modules, ...tree(join(root, 'public')), ...extra];
  });
}

async function buildServer() {
  const esbuild = await import('esbuild');
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const runtime = new Set(Object.keys(pkg.dependencies ?? {}));
  const builtins = new Set(builtinModules);
  await intoPlace(targets.server.dir, async (outdir) => {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: SERVER_ENTRIES,
      outdir,
      bundle: true,
      splitting: true, // what the server imports lazily (react-pdf, the demo data) stays lazy
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      sourcemap: true,
      sourcesContent: false,
      keepNames: true,
      metafile: true,
      logLevel: 'warning',
    });
    const migrations = findMigrations();
    cpSync(migrations, join(outdir, 'migrations'), { recursive: true });

    const imported = new Set();
    for (const out of Object.values(result.metafile.outputs)) for (const i of out.imports) if (i.external) imported.add(i.path);
    const packages = new Set();
    const wrong = [];
    for (const spec of imported) {
      if (spec.startsWith('node:') || builtins.has(spec)) continue;
      const name = spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');
      packages.add(name);
      if (spec.includes('?') || !runtime.has(name)) wrong.push(spec);
    }
    if (wrong.length) throw new Error(`El servidor compilado importa paquetes que no están en "dependencies" de package.json: ${wrong.join(', ')}`);
    writeFileSync(join(outdir, 'packages.json'), `${JSON.stringify([...packages].sort(), null, 1)}\n`);

    const sources = Object.keys(result.metafile.inputs).map((f) => join(root, f));
    const extra = ['tsconfig.json', 'scripts/build.mjs'].map((f) => join(root, f));
    return [...sources, ...tree(migrations), ...extra];
  });
}

const wanted = asked.length ? asked : Object.keys(targets);
if (!buildToolsInstalled()) {
  if (prepare) {
    console.log('Chamba: sin las dependencias de desarrollo (vite, esbuild) no se compila. Para compilar: npm install --include=dev');
    process.exit(0);
  }
  console.error('Faltan las herramientas de compilación (vite y esbuild, dependencias de desarrollo). Ejecute `npm install --include=dev`, que las instala y compila.');
  process.exit(1);
}

const builders = { web: buildWeb, server: buildServer };
try {
  for (const name of wanted) {
    if (ifStale) {
      const { state, why } = buildState(name);
      if (state === 'ok') continue;
      console.log(`Compilando el ${targets[name].label} (${why})...`);
    } else console.log(`Compilando el ${targets[name].label}...`);
    const started = Date.now();
    await builders[name]();
    console.log(`  ${rel(targets[name].dir)} listo en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} catch (err) {
  console.error(`La compilación falló: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
