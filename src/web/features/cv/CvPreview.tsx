/**
 * The live preview: the real PDF, rendered in the browser with react-pdf (loaded with a dynamic
 * import, so only CV pages pay for it), shown in an iframe from a blob URL. A new render starts
 * 400 ms after the last change; renders never overlap (the newest draft wins).
 */
import { useEffect, useRef, useState } from 'react';
import type { CvDraft } from './draft';

const DEBOUNCE_MS = 400;

type Renderer = (cv: CvDraft) => Promise<Blob>;
let rendererPromise: Promise<Renderer> | null = null;
/** Starts loading react-pdf and the template fonts; call early (on page load). */
export function loadRenderer(): Promise<Renderer> {
  rendererPromise ??= import('../../../cv/render.web').then((m) => m.renderCvPdfBlob);
  return rendererPromise;
}

export function useCvPdfUrl(draft: CvDraft, enabled = true) {
  const [url, setUrl] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const latest = useRef(draft);
  const busy = useRef(false);
  const pending = useRef(false);
  const mounted = useRef(true);
  const urlRef = useRef<string | null>(null);
  latest.current = draft;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (!enabled) return;
    /** Renders the newest draft; a change during a render queues one more render. */
    const kick = async () => {
      if (busy.current) {
        pending.current = true;
        return;
      }
      busy.current = true;
      try {
        const render = await loadRenderer();
        do {
          pending.current = false;
          const blob = await render(latest.current);
          if (!mounted.current) return;
          const next = URL.createObjectURL(blob);
          const previous = urlRef.current;
          // The iframe may still be reading the previous PDF for a moment.
          if (previous) setTimeout(() => URL.revokeObjectURL(previous), 5_000);
          urlRef.current = next;
          setUrl(next);
          setState('ready');
        } while (pending.current && mounted.current);
      } catch (err) {
        console.error(err);
        if (mounted.current) setState('error');
      } finally {
        busy.current = false;
      }
    };
    const timer = setTimeout(() => void kick(), urlRef.current ? DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [draft, enabled]);

  return { url, state };
}

export function CvPreviewFrame({ draft, title = 'Vista previa del currículum', className = '' }: { draft: CvDraft; title?: string; className?: string }) {
  const { url, state } = useCvPdfUrl(draft);
  return (
    <div className={`cv-preview-frame ${className}`} aria-busy={state === 'loading'}>
      {url && <iframe title={title} src={`${url}#toolbar=0&navpanes=0&view=FitH`} data-testid="cv-preview" />}
      {!url && state === 'loading' && (
        <div className="cv-preview-placeholder" role="status">
          Preparando la vista previa...
        </div>
      )}
      {state === 'error' && (
        <div className="cv-preview-placeholder" role="alert">
          No se pudo generar la vista previa. Revisa los datos e inténtalo de nuevo.
        </div>
      )}
    </div>
  );
}
