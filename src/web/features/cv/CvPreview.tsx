/**
 * The live preview: the CV's PDF rendered in the browser with react-pdf, with the 'VISTA PREVIA'
 * watermark, and its pages drawn on canvases with pdf.js (pdf-pages.ts), so it shows on every
 * phone, with or without a PDF viewer. Both libraries load after the page's first paint. A new
 * render starts 400 ms after the last change; renders never overlap (the newest draft wins) and
 * the new pages replace the old ones only once all are drawn.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DEFAULT_TEMPLATE_ID } from '../../../shared/cv/templates';
import type { CvDraft } from './draft';
import { drawPdfPages, loadPdfJs, type DrawnPage } from './pdf-pages';

const DEBOUNCE_MS = 400;
/** The pages are drawn again when the frame's width changes by more than this share. */
const REDRAW_WIDTH_CHANGE = 0.15;

type Renderer = (cv: CvDraft) => Promise<Uint8Array>;
let rendererPromise: Promise<Renderer> | null = null;

function renderer(): Promise<Renderer> {
  rendererPromise ??= import('../../../cv/render.web').then((m) => m.renderCvPdfBytes);
  rendererPromise.catch(() => {
    rendererPromise = null;
  });
  return rendererPromise;
}

/**
 * Starts loading the preview engine (react-pdf, pdf.js and its worker, the fonts of a template)
 * as soon as the page has painted, so it never delays the page itself and is ready, or nearly,
 * when the preview is opened; call on page load.
 */
export function loadRenderer(plantilla = DEFAULT_TEMPLATE_ID): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      void import('../../../cv/render.web').then((m) => m.loadWebCvFonts(plantilla)).catch(() => undefined);
      void renderer().catch(() => undefined);
      void loadPdfJs().catch(() => undefined);
    }, 0),
  );
}

const pageLabel = (n: number, total: number) => `Página ${n} de ${total}`;

/** The preview's pages for a draft, drawn `width` CSS pixels wide (nothing while width is 0). */
export function useCvPreviewPages(draft: CvDraft, width: number) {
  const [pages, setPages] = useState<DrawnPage[] | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const latest = useRef({ draft, width });
  const rendered = useRef<{ draft: CvDraft; bytes: Uint8Array } | null>(null);
  const drawnWidth = useRef(0);
  const busy = useRef(false);
  const pending = useRef(false);
  const mounted = useRef(true);
  latest.current = { draft, width };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Renders and draws the newest draft at the newest width; a change meanwhile queues one more round. */
  const kick = useCallback(async () => {
    if (busy.current) {
      pending.current = true;
      return;
    }
    busy.current = true;
    setState('loading');
    try {
      const render = await renderer();
      do {
        pending.current = false;
        const { draft: next, width: nextWidth } = latest.current;
        const bytes = rendered.current?.draft === next ? rendered.current.bytes : await render(next);
        rendered.current = { draft: next, bytes };
        const drawn = await drawPdfPages(bytes, nextWidth, (n, total) => `Vista previa del currículum, ${pageLabel(n, total).toLowerCase()}`);
        if (!mounted.current) return;
        drawnWidth.current = nextWidth;
        setPages(drawn);
        setState('ready');
      } while (pending.current && mounted.current);
    } catch (err) {
      console.error(err);
      if (mounted.current) setState('error');
    } finally {
      busy.current = false;
    }
  }, []);

  // The width is read from `latest` when a round starts; a change of width alone is handled below.
  const measured = width > 0;
  useEffect(() => {
    if (!measured) return;
    const timer = setTimeout(() => void kick(), rendered.current ? DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [draft, measured, kick]);

  useEffect(() => {
    const drawn = drawnWidth.current;
    if (!drawn || Math.abs(width - drawn) / drawn <= REDRAW_WIDTH_CHANGE) return;
    const timer = setTimeout(() => void kick(), 150);
    return () => clearTimeout(timer);
  }, [width, kick]);

  return { pages, state };
}

/** The width of an element's content box, followed as it changes (0 until measured). */
function useContentWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(Math.floor(el.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** One drawn page: its canvas (a picture for assistive technology), its number and its text. */
function PreviewPage({ page, label }: { page: DrawnPage; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    host.current?.replaceChildren(page.canvas);
  }, [page.canvas]);
  return (
    <figure className="cv-preview-page">
      <div ref={host} className="cv-preview-sheet" />
      <figcaption>{label}</figcaption>
      <p className="visually-hidden">{page.text}</p>
    </figure>
  );
}

export function CvPreviewFrame({ draft, title = 'Vista previa del currículum', className = '' }: { draft: CvDraft; title?: string; className?: string }) {
  const [sizer, width] = useContentWidth<HTMLDivElement>();
  const { pages, state } = useCvPreviewPages(draft, width);
  return (
    <section className={`cv-preview-frame ${className}`} aria-label={title} aria-busy={state === 'loading'}>
      <div ref={sizer} className="cv-preview-width" aria-hidden="true" />
      {pages && (
        <div className="cv-preview-pages" data-testid="cv-preview">
          {pages.map((page, i) => (
            <PreviewPage key={i} page={page} label={pageLabel(i + 1, pages.length)} />
          ))}
        </div>
      )}
      {!pages && state === 'loading' && (
        <div className="cv-preview-placeholder" role="status">
          Preparando la vista previa...
        </div>
      )}
      {state === 'error' && (
        <div className="cv-preview-placeholder" role="alert">
          No se pudo generar la vista previa. Revisa los datos e inténtalo de nuevo.
        </div>
      )}
    </section>
  );
}
