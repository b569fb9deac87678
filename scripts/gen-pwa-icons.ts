/**
 * Draws the installable app's PNG icons from the favicon's shapes with sharp:
 * `npx tsx scripts/gen-pwa-icons.ts` writes public/icons/icon-192.png, icon-512.png (purpose
 * "any"), icon-maskable-512.png (full-bleed, glyph inside the 80 % safe zone) and
 * apple-touch-icon.png (180 px, iOS rounds the corners itself).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const BRAND = '#0f766e';
const out = join(process.cwd(), 'public', 'icons');

/** The briefcase of favicon.svg (a 64-unit box centred on 32,32). */
const glyph = `<path d="M18 24h28v24H18z" fill="#fff"/><path d="M26 24v-5a3 3 0 0 1 3-3h6a3 3 0 0 1 3 3v5" stroke="#fff" stroke-width="4" fill="none"/><path d="M18 33h28" stroke="${BRAND}" stroke-width="3"/>`;

/** The favicon as it is: rounded tile, transparent corners. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/>${glyph}</svg>`;

/** Full-bleed square with the glyph scaled to `share` of the side. */
const fullBleed = (share: number) => {
  const s = share * 2; // the glyph spans about half of its 64-unit box
  const t = 32 - 32 * s;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(${t} ${t}) scale(${s})">${glyph}</g></svg>`;
};

async function png(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, file));
  console.log(`${file} (${size}x${size})`);
}

mkdirSync(out, { recursive: true });
await png(rounded, 192, 'icon-192.png');
await png(rounded, 512, 'icon-512.png');
await png(fullBleed(0.5), 512, 'icon-maskable-512.png');
await png(fullBleed(0.56), 180, 'apple-touch-icon.png');
