/** One CV file against one job, as the analysis endpoint reports it (estado done / error). */
import { isCvPdfError } from './errors.js';
import { parseCvPdf } from './parser/index.js';
import { rankCv } from './ranking.js';
import type { JobForRanking, ParsedCv, RankResult } from './types.js';

export type CvAnalysis =
  | { estado: 'done'; parsed: ParsedCv; resultado: RankResult }
  | { estado: 'error'; error: string };

export async function analyzeCvPdf(
  buffer: Uint8Array,
  job: JobForRanking,
  opts: { extraDescription?: string; today?: Date } = {},
): Promise<CvAnalysis> {
  try {
    const parsed = await parseCvPdf(buffer, { today: opts.today });
    return { estado: 'done', parsed, resultado: rankCv(job, parsed, opts.extraDescription) };
  } catch (error) {
    return { estado: 'error', error: isCvPdfError(error) ? error.message : 'No se pudo leer el CV.' };
  }
}
