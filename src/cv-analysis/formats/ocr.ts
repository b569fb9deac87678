/**
 * OCR of photos and scans (decision cv-formats): tesseract.js with its Spanish data from
 * @tesseract.js-data/spa, fully offline (worker script, core and data from node_modules, no
 * cache written). Images are auto-oriented from EXIF, turned grey, normalised and scaled to about
 * 300 dpi with sharp; tesseract straightens slight rotations (rotateAuto). The words it finds,
 * with their boxes, become the same positioned items a PDF's text layer gives, so the one layout
 * and the one parser read them.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';
import { CvPdfError } from '../errors.js';
import type { RawItem, RawPage } from '../text-items.js';

/** An image over this many pixels is refused before it is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Images narrower than this are enlarged to it; wider ones are read as they are, up to MAX_SIDE. */
const MIN_WIDTH = 1800;
const MAX_SIDE = 3500;
/** Points of an A4 page's width: OCR boxes are scaled to it, as a PDF's text is measured. */
const A4_WIDTH = 595;

let engine: Promise<TesseractWorker> | null = null;

function langPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/spa/package.json')), '4.0.0_best_int');
}

/** The one tesseract worker of this thread, started on first use. */
function ocrEngine(): Promise<TesseractWorker> {
  engine ??= createWorker('spa', OEM.LSTM_ONLY, { langPath: langPath(), cacheMethod: 'none', gzip: true })
    .then(async (worker) => {
      // Photos carry no usable resolution; pages are read at about 220 dpi (MIN_WIDTH on A4).
      await worker.setParameters({ user_defined_dpi: '220' });
      return worker;
    })
    .catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}

/** Starts the tesseract worker ahead of use (a failure is reported by the first recognition). */
export function startOcr(): void {
  void ocrEngine().catch(() => undefined);
}

/** Ends the tesseract worker (its thread), if one was started. */
export async function closeOcr(): Promise<void> {
  const current = engine;
  engine = null;
  if (current) await (await current.catch(() => null))?.terminate();
}

/** A JPEG or PNG upload: checked, prepared and read into one page of items. */
export async function ocrImage(buffer: Uint8Array): Promise<RawPage> {
  const input = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new CvPdfError('imagen_invalida', { cause: error });
  }
  if (!meta.width || !meta.height || (meta.format !== 'jpeg' && meta.format !== 'png')) throw new CvPdfError('imagen_invalida');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new CvPdfError('imagen_grande');
  let png: { data: Buffer; width: number };
  try {
    png = await prepare(sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate());
  } catch (error) {
    throw new CvPdfError('imagen_invalida', { cause: error });
  }
  return recognize(png, 1, A4_WIDTH);
}

/** A page image of a scanned PDF (raw pixels from PDF.js), read at the page's width in points. */
export async function ocrRawImage(
  image: { data: Uint8Array | Uint8ClampedArray; width: number; height: number; channels: 1 | 3 | 4 },
  page: number,
  pageWidth: number,
): Promise<RawPage> {
  if (image.width * image.height > MAX_IMAGE_PIXELS) throw new CvPdfError('imagen_grande');
  const raw = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const png = await prepare(sharp(raw, { raw: { width: image.width, height: image.height, channels: image.channels } }));
  return recognize(png, page, pageWidth);
}

async function prepare(img: Sharp): Promise<{ data: Buffer; width: number }> {
  const { width = 0 } = await img.clone().metadata();
  const sized = width > 0 && width < MIN_WIDTH ? img.resize({ width: MIN_WIDTH }) : img.resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const { data, info } = await sized
    .greyscale()
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

async function recognize(png: { data: Buffer; width: number }, page: number, pageWidth: number): Promise<RawPage> {
  const worker = await ocrEngine();
  const { data } = await worker.recognize(png.data, { rotateAuto: true }, { blocks: true, text: false });
  const scale = pageWidth / png.width;
  const items: RawItem[] = [];
  let maxY = 0;
  for (const block of data.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        const { x0, y0, x1, y1 } = line.baseline;
        const slope = x1 !== x0 ? (y1 - y0) / (x1 - x0) : 0;
        const height = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;
        for (const word of line.words) {
          const text = fixOcrWord(word.text);
          if (text === '' || word.confidence < 1) continue;
          const baseline = y0 + slope * (word.bbox.x0 - x0);
          items.push({
            str: text,
            x: word.bbox.x0 * scale,
            y: baseline * scale,
            width: (word.bbox.x1 - word.bbox.x0) * scale,
            fontSize: Math.max(4, height * 0.8 * scale),
            fontId: '',
          });
          maxY = Math.max(maxY, baseline * scale);
        }
      }
    }
  }
  return { page, width: pageWidth, height: Math.max(maxY, pageWidth * 1.414), items };
}

/** What OCR commonly misreads in CVs: bars drawn beside titles. */
export function fixOcrWord(raw: string): string {
  const text = raw.trim();
  return /^[|¦[\]{}_~=]+$/.test(text) ? '' : text;
}

const HOSTS = '(gmail|hotmail|yahoo|outlook|live|icloud|protonmail)\\.(com\\.bo|com|es|bo)\\b';
const JUNK_AT = /([a-z0-9][a-z0-9._-]*?)\s?(?:\([D©®]|©|®)?\s?@\s?([a-z0-9-]+\.[a-z.]{2,})/gi;
const LOST_AT = new RegExp(`\\b([a-z0-9][a-z0-9_-]*[._-][a-z0-9._-]*?[a-z0-9])(?:\\s?(?:\\([D©®]?|[EeOo0©®])\\s|[©®O0eo]|\\([D©®]|\\s)${HOSTS}`, 'g');
const SPLIT_LOCAL = /(^|\|\s|:\s)([a-z]{2,}) ([a-z0-9][a-z0-9._-]*@)/g;

/** E-mail addresses as OCR breaks them: '@' read as '©', 'O', 'E ' or lost, a space in the name. */
export function repairOcrLine(text: string): string {
  return text.replace(JUNK_AT, '$1@$2').replace(LOST_AT, '$1@$2.$3').replace(SPLIT_LOCAL, '$1$2.$3');
}
