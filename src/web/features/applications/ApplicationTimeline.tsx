/** The history of one own application (decision 079), read when opened; oldest first. */
import { useState } from 'react';
import type { TimelineEntry } from '../../../shared/contract/applications';
import { useApplicationTimeline } from './api/withdraw-and-timeline';

/** 'DD/MM/YYYY HH:MM' on La Paz clocks (UTC-4 all year). */
function laPazDateTime(iso: string) {
  const local = new Date(Date.parse(iso) - 4 * 3600 * 1000).toISOString();
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
}

const TITLES: Record<TimelineEntry['Tipo'], string> = {
  enviada: 'Enviada',
  vista: 'Vista por la empresa',
  estado: 'Cambio de estado',
  mensaje: 'Mensaje de la empresa',
  retirada: 'Retirada',
};

export function ApplicationTimeline({ postulacion, titulo }: { postulacion: number; titulo: string }) {
  const [open, setOpen] = useState(false);
  const timeline = useApplicationTimeline(postulacion, open);
  return (
    <details className="application-timeline" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary aria-label={`Historial de la postulación a "${titulo}"`}>Historial</summary>
      {open && timeline.isPending && <p className="muted small">Cargando historial...</p>}
      {timeline.isError && <p className="text-danger small">No se pudo cargar el historial.</p>}
      {timeline.data && (
        <ol className="timeline">
          {timeline.data.map((e, i) => (
            <li key={i} className={`timeline-${e.Tipo}`}>
              <span className="timeline-head">
                <strong>{TITLES[e.Tipo]}</strong>
                <time className="muted small" dateTime={e.Fecha}>
                  {laPazDateTime(e.Fecha)}
                </time>
              </span>
              <span className="timeline-text">{e.Texto}</span>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
