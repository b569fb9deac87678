/**
 * /cv-compartido/:token, logged out (decision 077): the shared CV drawn from the server's PDF (the
 * same rendering as the download) on canvases with pdf.js, as the CV preview draws it, so it shows
 * on every phone; a download button; a clear page when the link was deactivated or expired.
 */
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { fetchSharedCv, fetchSharedPdf } from './api/share-cv';
import { drawPdfPages, type DrawnPage } from './pdf-pages';
import './cv.css';

type Shown = { Titulo: string; Nombre: string; tcPdf: string; NombreArchivo: string };
type State = { kind: 'loading' } | { kind: 'gone'; message: string } | { kind: 'ready'; cv: Shown; pages: DrawnPage[]; bytes: Uint8Array };

function Page({ page }: { page: DrawnPage }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    host.current?.replaceChildren(page.canvas);
  }, [page.canvas]);
  return <div className="shared-cv-page" ref={host} />;
}

export default function SharedCvPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const frame = useRef<HTMLDivElement>(null);
  useDocumentMeta(state.kind === 'ready' ? `Currículum de ${state.cv.Nombre || state.cv.Titulo}` : 'Currículum compartido');

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const cv = await fetchSharedCv(token);
        const bytes = await fetchSharedPdf(cv.tcPdf);
        const width = Math.min(frame.current?.clientWidth || window.innerWidth - 32, 820);
        const pages = await drawPdfPages(bytes, width, (n, total) => `Página ${n} de ${total}`);
        if (live) setState({ kind: 'ready', cv, pages, bytes });
      } catch (err) {
        if (!live) return;
        const message =
          err instanceof ApiError && err.status === 410
            ? err.message
            : err instanceof ApiError && (err.status === 404 || err.status === 400)
              ? 'Este enlace no existe. Revisa que lo hayas copiado completo.'
              : 'No se pudo cargar el currículum. Revisa tu conexión e inténtalo de nuevo.';
        setState({ kind: 'gone', message });
      }
    })();
    return () => {
      live = false;
    };
  }, [token]);

  function download() {
    if (state.kind !== 'ready') return;
    const url = URL.createObjectURL(new Blob([state.bytes.slice()], { type: 'application/pdf' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = state.cv.NombreArchivo;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <div className="shared-cv" ref={frame}>
      {state.kind === 'loading' && <Spinner label="Cargando currículum..." />}
      {state.kind === 'gone' && (
        <div className="card">
          <h1>Currículum no disponible</h1>
          <p role="alert">{state.message}</p>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          <div className="spread shared-cv-head">
            <h1>{state.cv.Nombre || state.cv.Titulo}</h1>
            <button type="button" className="btn btn-primary" onClick={download}>
              Descargar PDF
            </button>
          </div>
          <div className="shared-cv-pages" aria-label="Currículum">
            {state.pages.map((p, i) => (
              <Page key={i} page={p} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
