/**
 * A Word file is a zip: before anything inflates it, its central directory is read (fflate, no
 * inflating) and refused when it declares too much (a zip bomb), too many entries, or macros.
 */
import { unzipSync } from 'fflate';
import { CvPdfError } from '../errors.js';

/** Uncompressed bytes a CV may declare in all, and the compression ratio a real .docx stays under. */
export const DOCX_LIMITS = { totalBytes: 20 * 1024 * 1024, entries: 1000, ratio: 100 } as const;

export function checkDocxZip(data: Uint8Array): void {
  const entries: { name: string; size: number; originalSize: number }[] = [];
  try {
    unzipSync(data, {
      filter: (f) => {
        entries.push({ name: f.name, size: f.size, originalSize: f.originalSize });
        return false;
      },
    });
  } catch (error) {
    throw new CvPdfError('docx_invalido', { cause: error });
  }
  if (entries.length > DOCX_LIMITS.entries) throw new CvPdfError('docx_grande');
  const total = entries.reduce((n, e) => n + e.originalSize, 0);
  const packed = entries.reduce((n, e) => n + e.size, 0);
  if (total > DOCX_LIMITS.totalBytes || (total > 1024 * 1024 && total > DOCX_LIMITS.ratio * Math.max(1, packed))) {
    throw new CvPdfError('docx_grande');
  }
  const names = new Set(entries.map((e) => e.name.toLowerCase()));
  if ([...names].some((n) => n.endsWith('vbaproject.bin') || n.endsWith('vbadata.xml'))) throw new CvPdfError('docx_macros');
  if (!names.has('word/document.xml') && ![...names].some((n) => /^word\/document\d*\.xml$/.test(n))) {
    // A zip that is no Word document (an .xlsx, a plain archive).
    throw new CvPdfError('docx_invalido');
  }
}

/** '[Content_Types].xml' naming a macro-enabled main part (.docm, .dotm). */
export function declaresMacros(contentTypes: string): boolean {
  return /macroEnabled/i.test(contentTypes);
}
