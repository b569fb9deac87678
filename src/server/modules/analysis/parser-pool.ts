/**
 * A small pool of worker threads that parse CV PDFs (decision 050): bounded concurrency (one PDF
 * per worker at a time, the rest wait in a queue), a time limit and a memory cap per PDF, and
 * workers that end after a while without work. `workers: 0` parses on the calling thread (unit
 * tests that spy on the thread's globals).
 */
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { closeOcr, CvPdfError, isCvPdfError, type CvPdfErrorCode } from '../../../cv-analysis';
import { parseCvFile } from '../../../cv-analysis';
import type { ParsedCv } from '../../../cv-analysis';

/** `ocr`: scans and photos are read (the OCR pool); otherwise they fail with 'sin_texto'. */
export type ParseRequest = { id: number; buffer: ArrayBuffer; today: number; ocr: boolean };
export type ParseResponse =
  | { id: number; ok: true; cv: ParsedCv }
  | { id: number; ok: false; code: CvPdfErrorCode | 'interno'; detail: string };

/** Failures that are not the PDF's fault as the library sees it; `message` is Spanish. */
export class CvReadError extends Error {
  constructor(
    message: string,
    readonly reason: 'tiempo' | 'memoria' | 'interno',
  ) {
    super(message);
    this.name = 'CvReadError';
  }
}

export const READ_MESSAGES = {
  timeout: 'El PDF tardó demasiado en leerse. Envíe una versión más liviana del archivo.',
  memory: 'El PDF es demasiado complejo para leerlo. Envíe una versión más liviana del archivo.',
  internal: 'No se pudo leer este PDF. Inténtelo de nuevo o envíe otra copia del archivo.',
} as const;

export interface CvParser {
  /** Parses one CV file; rejects with CvPdfError (the library's) or CvReadError. */
  parse(buffer: Uint8Array, today: Date): Promise<ParsedCv>;
  /** Starts `count` workers (all by default) ahead of use: they load the PDF reader. */
  warm(count?: number): void;
  /** Starts the OCR worker ahead of use (a batch arriving may hold scans or photos). */
  warmOcr?(): void;
  /** Number of worker threads alive (for tests and diagnostics). */
  readonly liveWorkers: number;
  close(): Promise<void>;
}

export type ParserOptions = {
  /** Worker threads; 0 parses on the calling thread. Default: up to 2, at most the cores. */
  workers?: number;
  /** Time limit per PDF. */
  timeoutMs?: number;
  /** A worker with nothing to do for this long ends (default 2 minutes). */
  idleMs?: number;
  /** Heap cap of each worker. */
  maxHeapMb?: number;
  onError?: (err: unknown) => void;
  /** Read scans and photos by OCR (the OCR pool); default false: they fail with 'sin_texto'. */
  ocr?: boolean;
};

export const DEFAULT_WORKERS = Math.max(1, Math.min(2, availableParallelism()));

type Task = { id: number; buffer: Uint8Array; today: Date; resolve: (cv: ParsedCv) => void; reject: (e: Error) => void };
type Slot = { worker: Worker; task: Task | null; timer: NodeJS.Timeout | null; idle: NodeJS.Timeout | null };

/**
 * Expected: terminating a worker that already exited (crashed, timed out) rejects; the task's own
 * failure was already reported to its caller, so there is nothing more to say.
 */
const ignoreTerminateError = () => undefined;

export function createCvParser(opts: ParserOptions = {}): CvParser {
  const size = opts.workers ?? DEFAULT_WORKERS;
  const ocr = opts.ocr ?? false;
  if (size <= 0) return inlineParser(opts.timeoutMs ?? 20_000, ocr);
  const timeoutMs = opts.timeoutMs ?? 20_000;
  const idleMs = opts.idleMs ?? 120_000;
  const maxHeapMb = opts.maxHeapMb ?? 256;
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let seq = 0;
  let closed = false;

  const spawn = (): Slot => {
    const worker = startWorker(maxHeapMb, ocr);
    const slot: Slot = { worker, task: null, timer: null, idle: null };
    worker.on('message', (msg: ParseResponse) => {
      const task = slot.task;
      if (!task || task.id !== msg.id) return;
      finish(slot);
      if (msg.ok) task.resolve(msg.cv);
      else if (msg.code === 'interno') {
        opts.onError?.(new Error(msg.detail));
        task.reject(new CvReadError(READ_MESSAGES.internal, 'interno'));
      } else task.reject(new CvPdfError(msg.code));
      next();
    });
    worker.on('error', (err) => {
      const oom = (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (!oom) opts.onError?.(err);
      drop(slot, oom ? new CvReadError(READ_MESSAGES.memory, 'memoria') : new CvReadError(READ_MESSAGES.internal, 'interno'));
    });
    worker.on('exit', () => drop(slot, new CvReadError(READ_MESSAGES.internal, 'interno')));
    worker.unref();
    slots.push(slot);
    return slot;
  };

  /** The slot's worker is gone: fail its task, forget it, go on with the queue. */
  const drop = (slot: Slot, error: Error) => {
    const i = slots.indexOf(slot);
    if (i < 0) return;
    slots.splice(i, 1);
    const task = slot.task;
    finish(slot);
    if (slot.idle) clearTimeout(slot.idle);
    void slot.worker.terminate().catch(ignoreTerminateError);
    task?.reject(error);
    next();
  };

  const finish = (slot: Slot) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
  };

  const run = (slot: Slot, task: Task) => {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    slot.task = task;
    slot.timer = setTimeout(() => drop(slot, new CvReadError(READ_MESSAGES.timeout, 'tiempo')), timeoutMs);
    slot.timer.unref();
    // A copy the worker owns: the caller's buffer may be a view into a shared pool.
    const copy = new Uint8Array(task.buffer);
    const msg: ParseRequest = { id: task.id, buffer: copy.buffer, today: task.today.getTime(), ocr };
    slot.worker.postMessage(msg, [copy.buffer]);
  };

  const next = () => {
    if (closed) return;
    while (queue.length > 0) {
      let slot = slots.find((s) => s.task === null);
      if (!slot && slots.length < size) slot = spawn();
      if (!slot) return;
      run(slot, queue.shift()!);
    }
    for (const slot of slots) {
      if (slot.task === null && !slot.idle) {
        slot.idle = setTimeout(() => {
          const i = slots.indexOf(slot);
          if (i >= 0 && slot.task === null) {
            slots.splice(i, 1);
            slot.worker.removeAllListeners('exit');
            void slot.worker.terminate().catch(ignoreTerminateError);
          }
        }, idleMs);
        slot.idle.unref();
      }
    }
  };

  return {
    parse(buffer, today) {
      if (closed) return Promise.reject(new CvReadError(READ_MESSAGES.internal, 'interno'));
      return new Promise<ParsedCv>((resolve, reject) => {
        queue.push({ id: ++seq, buffer, today, resolve, reject });
        next();
      });
    },
    warm(count = size) {
      if (closed) return;
      while (slots.length < Math.min(size, count)) spawn();
      next();
    },
    get liveWorkers() {
      return slots.length;
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new CvReadError(READ_MESSAGES.internal, 'interno'));
      const all = slots.splice(0);
      await Promise.all(
        all.map(async (slot) => {
          if (slot.timer) clearTimeout(slot.timer);
          if (slot.idle) clearTimeout(slot.idle);
          slot.worker.removeAllListeners('exit');
          slot.task?.reject(new CvReadError(READ_MESSAGES.internal, 'interno'));
          await slot.worker.terminate().catch(ignoreTerminateError);
        }),
      );
    },
  };
}

/** The worker runs the TypeScript entry through tsx when the server itself runs from sources. */
function startWorker(maxHeapMb: number, ocr: boolean): Worker {
  const here = dirname(fileURLToPath(import.meta.url));
  const fromSources = import.meta.url.endsWith('.ts');
  const entry = pathToFileURL(join(here, fromSources ? 'parse-worker.ts' : 'parse-worker.js')).href;
  const resourceLimits = { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32 };
  // An OCR worker starts its tesseract engine (and Spanish data) as soon as it starts.
  const workerData = { ocr };
  if (!fromSources) return new Worker(new URL(entry), { resourceLimits, workerData });
  const tsxApi = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/esm/api')), 'index.mjs')).href;
  const code = `import(${JSON.stringify(tsxApi)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { eval: true, resourceLimits, workerData });
}

function inlineParser(timeoutMs: number, ocr: boolean): CvParser {
  return {
    async parse(buffer, today) {
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new CvReadError(READ_MESSAGES.timeout, 'tiempo')), timeoutMs);
      });
      try {
        return await Promise.race([parseCvFile(new Uint8Array(buffer), { today, ocr }), limit]);
      } catch (error) {
        if (isCvPdfError(error) || error instanceof CvReadError) throw error;
        throw new CvReadError(READ_MESSAGES.internal, 'interno');
      } finally {
        clearTimeout(timer);
      }
    },
    warm() {},
    liveWorkers: 0,
    async close() {
      if (ocr) await closeOcr();
    },
  };
}
