/**
 * A Word file is a zip: before anything inflates it, its central directory is read (the sizes
 * every entry declares) and refused when it declares too much (a zip bomb), too many entries, or
 * macros. Only the small '[Content_Types].xml' is inflated here, with a cap on its output.
 */
import { inflateRawSync } from 'node:zlib';
import { CvPdfError } from '../errors.js';

/** Uncompressed bytes a CV may declare in all, and the compression ratio a real .docx stays under. */
export const DOCX_LIMITS = { totalBytes: 20 * 1024 * 1024, entries: 1000, ratio: 100 } as const;

type Entry = { name: string; method: number; size: number; originalSize: number; offset: number };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The central directory's entries; throws 'docx_invalido' when the zip does not hold together. */
export function zipEntries(data: Uint8Array): Entry[] {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new CvPdfError('docx_invalido');
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  if (count > DOCX_LIMITS.entries) throw new CvPdfError('docx_grande');
  const entries: Entry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) throw new CvPdfError('docx_invalido');
    const nameLength = buf.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    if (next > buf.length) throw new CvPdfError('docx_invalido');
    entries.push({
      name: buf.toString('utf8', at + 46, at + 46 + nameLength),
      method: buf.readUInt16LE(at + 10),
      size: buf.readUInt32LE(at + 20),
      originalSize: buf.readUInt32LE(at + 24),
      offset: buf.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

export function checkDocxZip(data: Uint8Array): Entry[] {
  const entries = zipEntries(data);
  // 0xffffffff: a Zip64 size, far beyond any CV.
  if (entries.some((e) => e.originalSize === 0xffffffff || e.size === 0xffffffff)) throw new CvPdfError('docx_grande');
  const total = entries.reduce((n, e) => n + e.originalSize, 0);
  const packed = entries.reduce((n, e) => n + e.size, 0);
  if (total > DOCX_LIMITS.totalBytes || (total > 1024 * 1024 && total > DOCX_LIMITS.ratio * Math.max(1, packed))) {
    throw new CvPdfError('docx_grande');
  }
  const names = entries.map((e) => e.name.toLowerCase());
  if (names.some((n) => n.endsWith('vbaproject.bin') || n.endsWith('vbadata.xml'))) throw new CvPdfError('docx_macros');
  // A zip that is no Word document (an .xlsx, a plain archive).
  if (!names.includes('word/document.xml')) throw new CvPdfError('docx_invalido');
  const types = entries.find((e) => e.name === '[Content_Types].xml');
  if (types && /macroEnabled/i.test(entryText(data, types))) throw new CvPdfError('docx_macros');
  return entries;
}

/** A small entry's text (stored or deflated), at most 256 KB of it. */
function entryText(data: Uint8Array, entry: Entry): string {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const at = entry.offset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL) throw new CvPdfError('docx_invalido');
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const raw = buf.subarray(start, start + entry.size);
  try {
    if (entry.method === 0) return raw.toString('utf8', 0, Math.min(raw.length, 256 * 1024));
    if (entry.method === 8) return inflateRawSync(raw, { maxOutputLength: 256 * 1024 }).toString('utf8');
  } catch (error) {
    throw new CvPdfError('docx_invalido', { cause: error });
  }
  throw new CvPdfError('docx_invalido');
}
