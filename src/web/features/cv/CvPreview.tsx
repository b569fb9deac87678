/**
 * The live preview: the server renders the draft's PDF, with the 'VISTA PREVIA' watermark
 * (POST /api/servicio/vistapreviacurriculum), and its pages are drawn on canvases with pdf.js
 * (pdf-pages.ts), so it shows on every phone, with or without a PDF viewer, and no PDF engine or
 * font is downloaded. A request starts 600 ms after the last change; a newer draft cancels the
 * older request (the newest wins) and the pages on screen stay until the new ones are drawn. A
 * failed request (offline, limit, busy server) keeps them and is retried with a growing pause.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CvDraft } from './draft';
import { fetchPreviewPdf, PreviewError } from './api/preview-cv';
import { drawPdfPages, loadPdfJs, type DrawnPage } from './pdf-pages';

const DEBOUNCE_MS = 600;
/** The pages are drawn again when the frame's width changes by more than this share. */
const REDRAW_WIDTH_CHANGE = 0.15;
/** Pauses before asking again after a failure: 2 s, 4 s, 8 s... at most 30 s. */
const retryDelay = (attempt: number) => Math.min(30_000, 2000 * 2 ** attempt);

/**
 * The last PDF drawn on this page: a frame opened again (the phone's preview window) shows it at
 * once while the current draft's comes, and keeps it if that request fails.
 */
let lastPdf: { draft: CvDraft; bytes: Uint8Array } | null = null;

/** Forgets the last PDF (the wizard leaves: another CV must not show it). */
export function forgetPreview(): void {
  lastPdf = null;
}

/** Starts loading pdf.js and its worker now: the person is about to open the preview (a press, a focus). */
export function warmPreview(): void {
  void loadPdfJs().catch(() => undefined);
}

/**
 * Starts loading pdf.js and its worker once the page has painted, so they never delay it: for a
 * preview shown beside the form. Where it is behind a button (phones) the button warms it instead.
 */
export function preloadPreview(): void {
  requestAnimationFrame(() => setTimeout(warmPreview, 0));
}

export const RETRYING = 'No se pudo actualizar la vista previa. Reintentando...';

const pageLabel = (n: number, total: number) => `Página ${n} de ${total}`;

type PreviewState = 'loading' | 'ready' | 'retrying' | 'error';

/** The preview's pages for a draft, drawn `width` CSS pixels wide (nothing while width is 0). */
export function useCvPreviewPages(draft: CvDraft, width: number) {
  const [pages, setPages] = useState<DrawnPage[] | null>(null);
  const [state, setState] = useState<PreviewState>('loading');
  const latest = useRef({ draft, width });
  const rendered = useRef<{ draft: CvDraft; bytes: Uint8Array } | null>(lastPdf);
  const drawnWidth = useRef(0);
  const round = useRef<AbortController | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  latest.current = { draft, width };

  useEffect(
    () => () => {
      round.current?.abort();
      clearTimeout(retryTimer.current);
    },
    [],
  );

  /** Fetches (unless these bytes are known) and draws the newest draft at the newest width; a newer round cancels this one. */
  const kick = useCallback(async (attempt = 0) => {
    round.current?.abort();
    clearTimeout(retryTimer.current);
    const ctl = new AbortController();
    round.current = ctl;
    const { draft: next, width: nextWidth } = latest.current;
    if (attempt === 0) setState('loading');
    const draw = async (bytes: Uint8Array) => {
      const drawn = await drawPdfPages(bytes, nextWidth, (n, total) => `Vista previa del currículum, ${pageLabel(n, total).toLowerCase()}`);
      if (ctl.signal.aborted) return false;
      drawnWidth.current = nextWidth;
      setPages(drawn);
      return true;
    };
    try {
      // A frame opened again shows the last pages at once, while this draft's are on their way.
      const stale = !drawnWidth.current && rendered.current && rendered.current.draft !== next ? rendered.current.bytes : null;
      if (stale && !(await draw(stale))) return;
      const bytes = rendered.current?.draft === next ? rendered.current.bytes : await fetchPreviewPdf(next, ctl.signal);
      rendered.current = lastPdf = { draft: next, bytes };
      if (!(await draw(bytes))) return;
      setState('ready');
    } catch (err) {
      if (ctl.signal.aborted) return;
      if (err instanceof PreviewError && !err.retry) {
        setState('error');
        return;
      }
      // Offline, a limit, a busy server or a failed engine download: the last pages stay, and later we ask again.
      setState('retrying');
      const asked = err instanceof PreviewError ? err.retryAfterMs : 0;
      retryTimer.current = setTimeout(() => void kick(attempt + 1), Math.max(retryDelay(attempt), asked));
    }
  }, []);

  // The width is read from `latest` when a round starts; a change of width alone is handled below.
  const measured = width > 0;
  useEffect(() => {
    if (!measured) return;
    const timer = setTimeout(() => void kick(), drawnWidth.current ? DEBOUNCE_MS : 0);
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

type FrameProps = {
  draft: CvDraft;
  title?: string;
  className?: string;
  /**
   * The frame scrolls its own pages (beside the form, in the phone's window): it then takes the
   * focus (Tab), so a keyboard user can scroll it with the arrow keys.
   */
  scrolls?: boolean;
};

export function CvPreviewFrame({ draft, title = 'Vista previa del currículum', className = '', scrolls = false }: FrameProps) {
  const [sizer, width] = useContentWidth<HTMLDivElement>();
  const { pages, state } = useCvPreviewPages(draft, width);
  return (
    <section
      className={`cv-preview-frame${scrolls ? ' cv-preview-scrolls' : ''} ${className}`}
      aria-label={title}
      aria-busy={state === 'loading'}
      tabIndex={scrolls ? 0 : undefined}
    >
      <div ref={sizer} className="cv-preview-width" aria-hidden="true" />
      {/* Over the last pages when there are some (they stay on screen), in their place otherwise. */}
      {state === 'retrying' && (
        <div className={pages ? 'cv-preview-status' : 'cv-preview-placeholder'} role="status">
          {RETRYING}
        </div>
      )}
      {state === 'error' && (
        <div className={pages ? 'cv-preview-status' : 'cv-preview-placeholder'} role="alert">
          No se pudo generar la vista previa. Revisa los datos e inténtalo de nuevo.
        </div>
      )}
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
    </section>
  );
}
