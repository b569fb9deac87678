/**
 * The page shell (decision 096): src/web/shell.tsx bundled for Node with esbuild, rendered once,
 * and written into the built index.html's empty root, so every page's HTML carries the header
 * before the client's JavaScript arrives. Used by scripts/build.mjs after Vite.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SHELL_ENTRY = 'src/web/shell.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

/** The shell's HTML, from the sources under `root`. */
export async function renderShell(root) {
  const esbuild = await import('esbuild');
  // Inside the project, so the bundle's packages resolve from its node_modules.
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'chamba-shell-'));
  try {
    const outfile = join(dir, 'shell.mjs');
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: [SHELL_ENTRY],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      packages: 'external',
      logLevel: 'warning',
    });
    const mod = await import(pathToFileURL(outfile).href);
    return mod.renderShell();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes the shell into `indexFile`'s root (which the client's first render replaces). */
export async function writeShell(root, indexFile) {
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes(EMPTY_ROOT)) throw new Error(`${indexFile} no tiene ${EMPTY_ROOT}`);
  const shell = await renderShell(root);
  writeFileSync(indexFile, html.replace(EMPTY_ROOT, () => `<div id="root">${shell}</div>`));
}
