/**
 * Where the builds go and whether they are up to date (decision 062). Needs no dev dependency:
 * `npm start` uses it on a production install too.
 *
 * Each build writes `<dir>.build.json` beside its folder (not inside: dist/web is served) with the
 * time it started and the files and folders it was built from. A build is stale when one of them
 * changed after that time or is gone; a folder counts too, so a file added to it (a migration, a
 * public file) is seen.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export const targets = {
  web: { dir: resolve(root, process.env.WEB_DIST_DIR || 'dist/web'), entry: 'index.html', label: 'cliente web' },
  server: { dir: join(root, 'dist', 'server'), entry: 'main.js', label: 'servidor' },
};

export const stampFile = (dir) => `${dir}.build.json`;

/** The packages the build needs, all dev dependencies. */
export function buildToolsInstalled() {
  return ['vite', 'esbuild'].every((p) => existsSync(join(root, 'node_modules', p, 'package.json')));
}

/**
 * `{ state: 'ok' | 'missing' | 'stale', why }` for 'web' or 'server'. Without the sources (an
 * install that ships only dist/) the build is taken as it is.
 */
export function buildState(name) {
  const { dir, entry } = targets[name];
  const stamp = stampFile(dir);
  if (!existsSync(join(dir, entry)) || !existsSync(stamp)) return { state: 'missing', why: `falta ${relative(root, join(dir, entry)) || dir}` };
  let info;
  try {
    info = JSON.parse(readFileSync(stamp, 'utf8'));
  } catch {
    return { state: 'missing', why: `${relative(root, stamp)} no se puede leer` };
  }
  if (!existsSync(join(root, 'src'))) return { state: 'ok', why: 'sin fuentes' };
  for (const input of info.inputs ?? []) {
    const p = join(root, input);
    if (!existsSync(p)) return { state: 'stale', why: `${input} ya no existe` };
    if (statSync(p).mtimeMs > info.builtAt) return { state: 'stale', why: `${input} cambió` };
  }
  return { state: 'ok', why: '' };
}
