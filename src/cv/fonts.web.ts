/**
 * Browser registration of the CV fonts. Vite turns each .woff file into a URL; the files of
 * the packages a template needs are fetched, turned into TrueType (see woff.ts: faster
 * renders) and registered as blob URLs. Falls back to the .woff URLs themselves.
 *
 * Call `await loadWebCvFonts(cv.plantilla)` before rendering a CV (renderCvPdfBlob does it).
 */
import robotoLatin400Normal from '@fontsource/roboto/files/roboto-latin-400-normal.woff?url';
import robotoLatin400Italic from '@fontsource/roboto/files/roboto-latin-400-italic.woff?url';
import robotoLatin700Normal from '@fontsource/roboto/files/roboto-latin-700-normal.woff?url';
import robotoLatin700Italic from '@fontsource/roboto/files/roboto-latin-700-italic.woff?url';
import robotoLatinExt400Normal from '@fontsource/roboto/files/roboto-latin-ext-400-normal.woff?url';
import robotoLatinExt400Italic from '@fontsource/roboto/files/roboto-latin-ext-400-italic.woff?url';
import robotoLatinExt700Normal from '@fontsource/roboto/files/roboto-latin-ext-700-normal.woff?url';
import robotoLatinExt700Italic from '@fontsource/roboto/files/roboto-latin-ext-700-italic.woff?url';
import latoLatin400Normal from '@fontsource/lato/files/lato-latin-400-normal.woff?url';
import latoLatin400Italic from '@fontsource/lato/files/lato-latin-400-italic.woff?url';
import latoLatin700Normal from '@fontsource/lato/files/lato-latin-700-normal.woff?url';
import latoLatin700Italic from '@fontsource/lato/files/lato-latin-700-italic.woff?url';
import latoLatinExt400Normal from '@fontsource/lato/files/lato-latin-ext-400-normal.woff?url';
import latoLatinExt400Italic from '@fontsource/lato/files/lato-latin-ext-400-italic.woff?url';
import latoLatinExt700Normal from '@fontsource/lato/files/lato-latin-ext-700-normal.woff?url';
import latoLatinExt700Italic from '@fontsource/lato/files/lato-latin-ext-700-italic.woff?url';
import merriweatherLatin400Normal from '@fontsource/merriweather/files/merriweather-latin-400-normal.woff?url';
import merriweatherLatin400Italic from '@fontsource/merriweather/files/merriweather-latin-400-italic.woff?url';
import merriweatherLatin700Normal from '@fontsource/merriweather/files/merriweather-latin-700-normal.woff?url';
import merriweatherLatin700Italic from '@fontsource/merriweather/files/merriweather-latin-700-italic.woff?url';
import merriweatherLatinExt400Normal from '@fontsource/merriweather/files/merriweather-latin-ext-400-normal.woff?url';
import merriweatherLatinExt400Italic from '@fontsource/merriweather/files/merriweather-latin-ext-400-italic.woff?url';
import merriweatherLatinExt700Normal from '@fontsource/merriweather/files/merriweather-latin-ext-700-normal.woff?url';
import merriweatherLatinExt700Italic from '@fontsource/merriweather/files/merriweather-latin-ext-700-italic.woff?url';
import { fontKeysOf, FONT_PACKAGES, registerCvFonts, type FontKey, type FontPackage } from './fonts';
import { templateInfo } from '../shared/cv/templates';
import { woffToSfntAsync } from './woff';

const FONT_URLS: Record<FontKey, string> = {
  'roboto-latin-400-normal': robotoLatin400Normal,
  'roboto-latin-400-italic': robotoLatin400Italic,
  'roboto-latin-700-normal': robotoLatin700Normal,
  'roboto-latin-700-italic': robotoLatin700Italic,
  'roboto-latin-ext-400-normal': robotoLatinExt400Normal,
  'roboto-latin-ext-400-italic': robotoLatinExt400Italic,
  'roboto-latin-ext-700-normal': robotoLatinExt700Normal,
  'roboto-latin-ext-700-italic': robotoLatinExt700Italic,
  'lato-latin-400-normal': latoLatin400Normal,
  'lato-latin-400-italic': latoLatin400Italic,
  'lato-latin-700-normal': latoLatin700Normal,
  'lato-latin-700-italic': latoLatin700Italic,
  'lato-latin-ext-400-normal': latoLatinExt400Normal,
  'lato-latin-ext-400-italic': latoLatinExt400Italic,
  'lato-latin-ext-700-normal': latoLatinExt700Normal,
  'lato-latin-ext-700-italic': latoLatinExt700Italic,
  'merriweather-latin-400-normal': merriweatherLatin400Normal,
  'merriweather-latin-400-italic': merriweatherLatin400Italic,
  'merriweather-latin-700-normal': merriweatherLatin700Normal,
  'merriweather-latin-700-italic': merriweatherLatin700Italic,
  'merriweather-latin-ext-400-normal': merriweatherLatinExt400Normal,
  'merriweather-latin-ext-400-italic': merriweatherLatinExt400Italic,
  'merriweather-latin-ext-700-normal': merriweatherLatinExt700Normal,
  'merriweather-latin-ext-700-italic': merriweatherLatinExt700Italic,
};

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A blob URL of the font as TrueType, or the .woff URL when that is not possible. */
async function trueTypeUrl(woffUrl: string): Promise<string> {
  if (typeof DecompressionStream === 'undefined') return woffUrl;
  try {
    const response = await fetch(woffUrl);
    if (!response.ok) return woffUrl;
    const ttf = await woffToSfntAsync(new Uint8Array(await response.arrayBuffer()), inflate);
    return URL.createObjectURL(new Blob([ttf as BlobPart], { type: 'font/ttf' }));
  } catch {
    return woffUrl;
  }
}

const loading = new Map<FontPackage, Promise<void>>();

function loadPackage(pkg: FontPackage): Promise<void> {
  let promise = loading.get(pkg);
  if (!promise) {
    promise = (async () => {
      const keys = fontKeysOf(pkg);
      const urls = await Promise.all(keys.map((k) => trueTypeUrl(FONT_URLS[k])));
      const byKey = new Map(keys.map((k, i) => [k, urls[i]]));
      registerCvFonts((key) => byKey.get(key) ?? FONT_URLS[key], [pkg]);
    })();
    loading.set(pkg, promise);
  }
  return promise;
}

/** Registers the fonts of a template (or of all templates); resolves when they are ready. */
export async function loadWebCvFonts(plantilla?: number | null): Promise<void> {
  const packages = plantilla == null ? FONT_PACKAGES : templateInfo(plantilla).fonts;
  await Promise.all(packages.map(loadPackage));
}
