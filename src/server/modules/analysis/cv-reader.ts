/**
 * The CV reader of the analysis and the import (decision cv-formats): two pools of worker threads
 * behind one CvParser. PDFs with a text layer and Word files go to the text pool (fast, up to 2
 * workers); photos and scans go to the OCR pool (one worker, its own tesseract thread, a longer
 * time limit), so OCR never holds up the text CVs of a batch. A PDF the text pool finds without
 * text is sent on to the OCR pool.
 */
import { cvFormat, isCvPdfError, isImageFormat } from '../../../cv-analysis';
import { createCvParser, type CvParser, type ParserOptions } from './parser-pool';

export type ReaderOptions = ParserOptions & {
  /** Time limit of one scan or photo (default 60 s: a few scanned pages on a busy machine). */
  ocrTimeoutMs?: number;
  ocrWorkers?: number;
};

export function createCvReader(opts: ReaderOptions = {}): CvParser {
  const { ocrTimeoutMs = 60_000, ocrWorkers = opts.workers === 0 ? 0 : 1, ...rest } = opts;
  const text = createCvParser({ ...rest, ocr: false });
  const ocr = createCvParser({ ...rest, workers: ocrWorkers, timeoutMs: ocrTimeoutMs, maxHeapMb: Math.max(rest.maxHeapMb ?? 0, 384), ocr: true });
  return {
    async parse(buffer, today) {
      const format = cvFormat(buffer);
      if (isImageFormat(format)) return ocr.parse(buffer, today);
      try {
        return await text.parse(buffer, today);
      } catch (err) {
        if (format === 'pdf' && isCvPdfError(err) && err.code === 'sin_texto') return ocr.parse(buffer, today);
        throw err;
      }
    },
    warm(count) {
      text.warm(count);
    },
    warmOcr() {
      ocr.warm(1);
    },
    get liveWorkers() {
      return text.liveWorkers + ocr.liveWorkers;
    },
    async close() {
      await Promise.all([text.close(), ocr.close()]);
    },
  };
}
