/** The spec's checks of the files chosen for analysis (the server checks them again). */
import { ANALYSIS_LIMITS, ANALYSIS_MESSAGES } from '../../../shared/contract/analysis';

export const isPdfFile = (f: { name: string; type: string }) => f.type === 'application/pdf' || /\.pdf$/i.test(f.name);
export const isTooBig = (f: { size: number }) => f.size > ANALYSIS_LIMITS.maxFileBytes;

/** Every problem of the list, in the spec's order ('Máximo 20 archivos.', 'Solo PDF.', '... 10 MB.'). */
export function fileProblems(files: { name: string; type: string; size: number }[]): string[] {
  const problems: string[] = [];
  if (files.length > ANALYSIS_LIMITS.maxFiles) problems.push(ANALYSIS_MESSAGES.maxFiles);
  if (files.some((f) => !isPdfFile(f))) problems.push(ANALYSIS_MESSAGES.onlyPdf);
  if (files.some(isTooBig)) problems.push(ANALYSIS_MESSAGES.fileSize);
  return problems;
}

/** The problem of one file, shown beside it. */
export function fileProblem(f: { name: string; type: string; size: number }): string | null {
  if (!isPdfFile(f)) return ANALYSIS_MESSAGES.onlyPdf;
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
