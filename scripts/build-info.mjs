/**
 * Where the builds go and whether they are up to date (decision 062). Needs no dev dependency:
 * `npm start` uses it on a production install too.
 *
 * Each build writes `<dir>.build.json` beside its folder (not inside: dist/web is served): when it
 * started and ended, and a fingerprint of each file and folder it was built from (a file's SHA-1,
 * a folder's list of names, so a file added to it, a migration or a public file, is seen). A build
 * is stale when one of them is gone, was written while the build ran, or was written later with
 * other content. Only files newer than the build are read, so the check stays cheap; a checkout or
 * a copy that leaves the content as it was does not make the build stale.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export const targets = {
  web: { dir: resolve(root, process.env.WEB_DIST_DIR || 'dist/web'), entry: 'index.html', label: 'cliente web' },
  server: { dir: join(root, 'dist', 'server'), entry: 'main.js', label: 'servidor' },
};

export const stampFile = (dir) => `${dir}.build.json`;

/** A file's SHA-1, or a folder's sorted list of names. */
export function fingerprint(path) {
  if (statSync(path).isDirectory()) return `dir:${readdirSync(path).sort().join('/')}`;
  return createHash('sha1').update(readFileSync(path)).digest('hex');
}

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
  if (typeof info.startedAt !== 'number' || typeof info.inputs !== 'object' || Array.isArray(info.inputs)) {
    return { state: 'missing', why: `${relative(root, stamp)} es de otra versión` };
  }
  if (!existsSync(join(root, 'src'))) return { state: 'ok', why: 'sin fuentes' };
  for (const [input, print] of Object.entries(info.inputs ?? {})) {
    const p = join(root, input);
    if (!existsSync(p)) return { state: 'stale', why: `${input} ya no existe` };
    const mtime = statSync(p).mtimeMs;
    if (mtime <= info.startedAt) continue;
    if (mtime <= info.endedAt || fingerprint(p) !== print) return { state: 'stale', why: `${input} cambió` };
  }
  return { state: 'ok', why: '' };
}
