/** The spec's checks of the files chosen for analysis (the server checks them again). */
import { ANALYSIS_LIMITS, ANALYSIS_MESSAGES } from '../../../shared/contract/analysis';

const CV_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/png'];
/** The file picker's filter: the CV formats read (issue 37). */
export const CV_ACCEPT = `${CV_TYPES.join(',')},.pdf,.docx,.jpg,.jpeg,.png`;


/** PDF, Word (.docx), JPEG or PNG by its type or name (the server checks the bytes). */
export const isCvFile = (f: { name: string; type: string }) => CV_TYPES.includes(f.type) || /\.(pdf|docx|jpe?g|png)$/i.test(f.name);
export const isTooBig = (f: { size: number }) => f.size > ANALYSIS_LIMITS.maxFileBytes;

/** What stops the batch from being sent: only more than 20 files ('Máximo 20 archivos.'). */
export function fileProblems(files: { name: string; type: string; size: number }[]): string[] {
  return files.length > ANALYSIS_LIMITS.maxFiles ? [ANALYSIS_MESSAGES.maxFiles] : [];
}

/** Files the server will refuse one by one (an error item each; the rest is analysed). */
export function refusedNotice(files: { name: string; type: string; size: number }[]): string | null {
  const n = files.filter((f) => fileProblem(f) !== null).length;
  if (n === 0) return null;
  return n === 1
    ? '1 archivo no es PDF, Word, JPEG ni PNG o supera 10 MB: aparecerá como error y se analizarán los demás.'
    : `${n} archivos no son PDF, Word, JPEG ni PNG o superan 10 MB: aparecerán como error y se analizarán los demás.`;
}

/** The problem of one file, shown beside it. */
export function fileProblem(f: { name: string; type: string; size: number }): string | null {
  if (!isCvFile(f)) return ANALYSIS_MESSAGES.onlyCvFormats;
  if (isTooBig(f)) return 'Supera 10 MB.';
  return null;
}

/** Adds files, leaving out the ones already in the list (same name, size and date). */
export function mergeFiles(current: File[], added: File[]): File[] {
  const key = (f: File) => `${f.name}|${f.size}|${f.lastModified}`;
  const seen = new Set(current.map(key));
  return [...current, ...added.filter((f) => !seen.has(key(f)) && (seen.add(key(f)), true))];
}

const sizeFormat = new Intl.NumberFormat('es-BO', { maximumFractionDigits: 1 });
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}
