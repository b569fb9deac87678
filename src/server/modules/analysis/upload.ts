/**
 * The CV forms of the analysis and the import: which parts carry files and the spec's limits
 * (count, size, PDF, Word, JPEG or PNG by their magic bytes), checked by the kernel's form reader
 * before anything is stored; and the names a stored file is shown and kept under.
 */
import { ANALYSIS_LIMITS, ANALYSIS_MESSAGES } from '../../../shared/contract/analysis';
import type { FileRule, FormSpec, RejectedFile, UploadedFile } from '../../core/http/form';

/** `order`: the file's place in the batch as it was sent. */
export type UploadedPdf = { archivo: string; data: Buffer; order: number };
/** A file of the batch refused before being read or stored (not a CV format, too large). */
export type RefusedFile = { archivo: string; error: string; order: number };

const pdf = (alias: RegExp): FileRule => ({
  kind: 'cv',
  maxBytes: ANALYSIS_LIMITS.maxFileBytes,
  tooBig: ANALYSIS_MESSAGES.fileSize,
  wrongKind: ANALYSIS_MESSAGES.onlyCvFormats,
  alias,
  multiple: true,
});

/**
 * revisarcvs: up to 20 CVs (PDF, Word, JPEG, PNG) as cvs, cvs[] or cvs[n] (or one as cv, archivo,
 * file). A file of none of these kinds or too large is set aside as one error item; the rest of the
 * batch is analysed.
 */
export const ANALYSIS_FORM: FormSpec = {
  files: { cvs: { ...pdf(/^(cvs\[\d{0,2}\]|cv|archivo|file)$/), rejectEach: true } },
  maxFiles: ANALYSIS_LIMITS.maxFiles,
  tooManyFiles: ANALYSIS_MESSAGES.maxFiles,
  multipartOnly: ANALYSIS_MESSAGES.multipartRequired,
};

/** importarcvpdf: one CV (PDF, Word, JPEG or PNG). */
export const IMPORT_FORM: FormSpec = {
  files: { cvs: pdf(/^(cv|archivo|file|cvs\[\])$/) },
  maxFiles: 1,
  tooManyFiles: 'Envía un solo archivo.',
  multipartOnly: ANALYSIS_MESSAGES.multipartRequired,
};

/** The files of a form with the names they are shown under. */
export const pdfsOf = (files: UploadedFile[] = []): UploadedPdf[] =>
  files.map((f, i) => ({ archivo: displayName(f.filename, f.order ?? i), data: f.data, order: f.order ?? i }));

/** The files the form reader set aside, each with its Spanish error naming the file. */
export const refusedOf = (rejected: RejectedFile[] = []): RefusedFile[] =>
  rejected.map((r) => {
    const archivo = displayName(r.filename, r.order);
    return { archivo, order: r.order, error: r.reason === 'tooBig' ? ANALYSIS_MESSAGES.fileTooBig(archivo) : notCvMessage(archivo) };
  });

/** Why a file of none of the CV kinds was refused, by what its name claims it is. */
function notCvMessage(archivo: string): string {
  if (/\.(jpe?g|png)$/i.test(archivo)) return ANALYSIS_MESSAGES.fileNotImage(archivo);
  if (/\.docx$/i.test(archivo)) return ANALYSIS_MESSAGES.fileNotDocx(archivo);
  if (/\.pdf$/i.test(archivo)) return ANALYSIS_MESSAGES.fileNotPdf(archivo);
  return ANALYSIS_MESSAGES.fileNotCv(archivo);
}

/**
 * The name shown for a file: its last path segment, without control characters, trimmed and cut.
 * Never used as a storage key (see storageName).
 */
export function displayName(raw: string | undefined, index: number): string {
  const base = String(raw ?? '')
    .split(/[/\\]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  const name = base === '' || base === '.' || base === '..' ? `cv-${index + 1}.pdf` : base;
  return name.length > ANALYSIS_LIMITS.fileNameMax ? `${name.slice(0, ANALYSIS_LIMITS.fileNameMax - 4)}.pdf` : name;
}

/** A safe key segment from a display name: ASCII letters, digits, '-' and '_' only; `ext` by the file's bytes. */
export function storageName(archivo: string, index: number, ext: 'pdf' | 'docx' | 'jpg' | 'png' = 'pdf'): string {
  const slug = archivo
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\.(pdf|docx|jpe?g|png)$/i, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${String(index + 1).padStart(2, '0')}-${slug || 'cv'}.${ext}`;
}
