/**
 * Server registration of the CV fonts: the .woff files of the @fontsource packages, read
 * from node_modules and turned into uncompressed TrueType once (see src/cv/woff.ts), then
 * handed to react-pdf as data URLs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { fontModule, registerCvFonts, type FontKey } from '../../../cv/fonts';
import { woffToSfnt } from '../../../cv/woff';

const require = createRequire(import.meta.url);

/** Path of the font's .woff file in node_modules. */
export const serverFontPath = (key: FontKey): string => require.resolve(fontModule(key));

/** The font as a TrueType data URL. */
export function serverFontDataUrl(key: FontKey): string {
  const ttf = woffToSfnt(readFileSync(serverFontPath(key)), (bytes) => inflateSync(bytes));
  return `data:font/ttf;base64,${Buffer.from(ttf.buffer, ttf.byteOffset, ttf.byteLength).toString('base64')}`;
}

/** Registers every CV font once; later calls do nothing. */
export function registerServerCvFonts(): void {
  registerCvFonts(serverFontDataUrl);
}
