/**
 * Worker thread that reads CV files (decision 050; Word, scans and photos: cv-formats). A file is untrusted input: it is parsed here,
 * away from the request thread, with a memory cap and a time limit set by the pool, and with no
 * network at all, whatever URLs or links the CV contains.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isCvPdfError } from '../../../cv-analysis';
import { parseCvFile, parseCvPdf, startOcr } from '../../../cv-analysis';
import type { ParseRequest, ParseResponse } from './parser-pool';
import { WARMUP_PDF_BASE64 } from './warmup-pdf';

const noNetwork = () => Promise.reject(new Error('El lector de CV no tiene acceso a la red.'));
globalThis.fetch = noNetwork as typeof fetch;

parentPort?.on('message', async (msg: ParseRequest) => {
  let reply: ParseResponse;
  try {
    const cv = await parseCvFile(new Uint8Array(msg.buffer), { today: new Date(msg.today), ocr: msg.ocr });
    reply = { id: msg.id, ok: true, cv };
  } catch (error) {
    reply = isCvPdfError(error)
      ? { id: msg.id, ok: false, code: error.code, detail: error.message }
      : { id: msg.id, ok: false, code: 'interno', detail: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});

// The OCR pool's worker starts tesseract (its thread and Spanish data) before its first scan.
if ((workerData as { ocr?: boolean } | null)?.ocr) startOcr();
// Compile the reader's code paths before the first real CV arrives.
// A failure here is not lost: the same code runs on the first real CV, whose reply reports it.
void parseCvPdf(new Uint8Array(Buffer.from(WARMUP_PDF_BASE64, 'base64'))).catch(() => undefined);
