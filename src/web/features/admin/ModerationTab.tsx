/**
 * Moderation (issue 38): the queue of held and reported postings, newest first, with their
 * reasons; staff approve one (public again) or reject it (hidden with a reason the company is
 * told, its payment marked for refund). Below, the rules staff edit.
 */
import { Link } from 'react-router';
import type { QueueItem } from '../../../shared/contract/moderation';
import { Spinner } from '../../components/Spinner';
import { useApproveJob, useModerationQueue } from './api/moderation';
import { HideJobDialog, useHideWithReason } from './HideJobDialog';
import { ModerationRules } from './ModerationRules';
import { actionOutcome, fmtDateTime } from './use-admin-list';

const ORIGIN: Record<string, string> = { reglas: 'Retenido por las reglas', denuncias: 'Retenido por denuncias' };

function QueueCard({ item, busy, onApprove, onReject }: { item: QueueItem; busy: boolean; onApprove: () => void; onReject: () => void }) {
  return (
    <li className="card moderation-item">
      <div className="moderation-head">
        <h3>
          <Link to={`/detalletrabajo/${item.CodigoEmpleo}`}>{item.Titulo}</Link>
        </h3>
        <span className="admin-badges">
          {item.EnRevision ? <span className="badge badge-warning">{ORIGIN[item.Origen] ?? 'En revisión'}</span> : <span className="badge badge-brand">Público, con denuncias</span>}
          {item.Pagado === 1 && <span className="badge badge-success">Pagado</span>}
        </span>
      </div>
      <p className="muted small">
        {item.EmpresaNombre} · {fmtDateTime(item.Fecha)}
        {item.Puntaje > 0 && ` · Puntaje ${item.Puntaje}`}
      </p>
      {item.Motivos.length > 0 && (
        <ul className="moderation-reasons" aria-label={`Motivos de «${item.Titulo}»`}>
          {item.Motivos.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      {item.Denuncias.length > 0 && (
        <details>
          <summary>
            {item.Denuncias.length} {item.Denuncias.length === 1 ? 'denuncia' : 'denuncias'}
          </summary>
          <ul className="moderation-reports">
            {item.Denuncias.map((d, i) => (
              <li key={i}>
                <strong>{d.Motivo}</strong> <span className="muted small">({fmtDateTime(d.Fecha)})</span>
                {d.Detalle && <div className="moderation-detail">{d.Detalle}</div>}
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="moderation-actions">
        <button type="button" className="btn btn-primary btn-small" disabled={busy} onClick={onApprove} aria-label={`Aprobar «${item.Titulo}»`}>
          Aprobar
        </button>
        <button type="button" className="btn btn-danger btn-small" disabled={busy} onClick={onReject} aria-label={`Rechazar «${item.Titulo}»`}>
          Rechazar
        </button>
      </div>
    </li>
  );
}

export function ModerationTab() {
  const queue = useModerationQueue();
  const approve = useApproveJob();
  const { hide, target: rejecting, ask, dialog } = useHideWithReason<QueueItem>();
  const busyId = approve.isPending ? approve.variables.tnEmpleo : hide.isPending ? hide.variables.tnEmpleo : null;

  return (
    <div className="stack">
      <h2>Cola de moderación</h2>
      <p className="muted">Empleos retenidos por las reglas o por denuncias y empleos denunciados, los más recientes primero. Un empleo retenido no es público hasta que lo apruebes.</p>
      {queue.isPending ? (
        <Spinner label="Cargando la cola..." />
      ) : queue.isError ? (
        <div className="alert alert-error">No se pudo cargar la cola de moderación.</div>
      ) : queue.data.Items.length === 0 ? (
        <p className="alert alert-success">No hay empleos por revisar.</p>
      ) : (
        <ul className="moderation-queue" aria-label="Empleos por revisar">
          {queue.data.Items.map((item) => (
            <QueueCard
              key={item.Empleo}
              item={item}
              busy={busyId === item.Empleo}
              onApprove={() => approve.mutate({ tnEmpleo: item.Empleo }, actionOutcome())}
              onReject={() => ask(item)}
            />
          ))}
        </ul>
      )}
      <HideJobDialog dialog={dialog} title="Rechazar empleo" confirmLabel="Rechazar y avisar a la empresa" focusReason>
        <p>
          «{rejecting?.Titulo}» de {rejecting?.EmpresaNombre} quedará oculto. La empresa recibirá el motivo por correo
          {rejecting?.Pagado ? '; su pago quedará marcado como «Reembolso pendiente».' : '.'}
        </p>
      </HideJobDialog>
      <ModerationRules />
    </div>
  );
}
