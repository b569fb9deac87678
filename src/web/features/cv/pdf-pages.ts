/**
 * Draws a PDF's pages on <canvas> with pdf.js, so the preview works where there is no inline PDF
 * viewer (Android Chrome, iOS Safari). pdf.js loads on demand (never in the page's first
 * JavaScript); its worker is a separate hashed file. The modern build needs the newest built-ins
 * (Promise.try, Map#getOrInsertComputed, URL.parse, Uint8Array base64/hex); a browser without
 * them, as many phones are, gets the legacy build, which carries its own polyfills.
 */
import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';

type PdfJs = typeof import('pdfjs-dist');

/** True when this browser runs the modern build as it is. */
function modernBuildRuns(): boolean {
  const g = globalThis as unknown as { Promise: { try?: unknown }; URL: { parse?: unknown }; Uint8Array: { fromBase64?: unknown; prototype: { toHex?: unknown } } };
  return (
    typeof g.Promise.try === 'function' &&
    typeof g.URL.parse === 'function' &&
    typeof (Map.prototype as unknown as { getOrInsertComputed?: unknown }).getOrInsertComputed === 'function' &&
    typeof g.Uint8Array.fromBase64 === 'function' &&
    typeof g.Uint8Array.prototype.toHex === 'function'
  );
}

type Engine = { lib: PdfJs; worker: PDFWorker };
let pdfJs: Promise<Engine> | null = null;

/** pdf.js (modern or legacy build) and one worker thread kept for every render; loaded once. */
export function loadPdfJs(): Promise<Engine> {
  pdfJs ??= (async () => {
    const [lib, worker] = modernBuildRuns()
      ? await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')])
      : await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs') as Promise<PdfJs>, import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url')]);
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    return { lib, worker: new lib.PDFWorker() };
  })();
  pdfJs.catch(() => {
    pdfJs = null; // a failed download may be retried by the next render
  });
  return pdfJs;
}

export type DrawnPage = {
  canvas: HTMLCanvasElement;
  /** The page's text, for screen readers (the canvas itself is a picture). */
  text: string;
};

/** Larger canvases cost memory for no visible gain (iOS limits a canvas to ~16 M pixels). */
const MAX_CANVAS_WIDTH = 2000;

/**
 * Draws every page at `cssWidth` CSS pixels wide, sharp on high-density screens (devicePixelRatio),
 * on new canvases: the caller swaps them in when all are drawn, so nothing flickers.
 */
export async function drawPdfPages(bytes: Uint8Array, cssWidth: number, label: (page: number, pages: number) => string): Promise<DrawnPage[]> {
  const { lib, worker } = await loadPdfJs();
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const doc: PDFDocumentProxy = await lib.getDocument({ data: bytes.slice(), worker, isEvalSupported: false }).promise;
  try {
    const ratio = Math.min(window.devicePixelRatio || 1, 3);
    const pages: DrawnPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const scale = Math.min((Math.max(cssWidth, 200) * ratio) / base.width, MAX_CANVAS_WIDTH / base.width);
      const viewport = page.getViewport({ scale });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', label(n, doc.numPages));
      await page.render({ canvas, viewport }).promise;
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
      pages.push({ canvas, text: text.replace(/[ \t]+/g, ' ').trim() });
      page.cleanup();
    }
    return pages;
  } finally {
    void doc.destroy();
  }
}
