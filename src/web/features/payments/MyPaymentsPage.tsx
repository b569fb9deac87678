/** /mis-pagos: every payment of the account with its state; a receipt to download once paid. */
import { Link } from 'react-router';
import { PAID } from '../../../shared/contract/payments';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { readState } from '../../lib/read-state';
import { useSession } from '../../lib/session';
import { useDownloadReceipt } from './api/download-receipt';
import { useMyPayments } from './api/list-my-payments';
import { LoadError } from './LoadError';
import './payments.css';

const BADGES: Record<number, string> = { 1: 'badge-warning', 2: 'badge-success', 3: '', 4: 'badge-danger', 5: 'badge-warning' };

export default function MyPaymentsPage() {
  useDocumentMeta('Mis pagos | Chamba');
  const { role } = useSession();
  const payments = useMyPayments();
  const download = useDownloadReceipt();
  const state = readState(payments);

  const save = (tx: number) =>
    download.mutate(tx, { onError: (err) => notify(err.message || 'No se pudo descargar el comprobante.', 'error') });

  return (
    <div className="stack my-payments">
      <h1>Mis pagos</h1>
      <p className="muted">Cada pago que hiciste en Chamba, con su estado. Descarga el comprobante de los pagos confirmados.</p>
      {state === 'loading' && <Spinner label="Cargando tus pagos..." />}
      {state === 'error' && <LoadError message="No pudimos cargar tus pagos." onRetry={payments.refetch} />}
      {state === 'ready' && payments.data?.length === 0 && (
        <div className="empty-state">
          <p>Aún no tienes pagos.</p>
          {role === 'candidato' && <Link to="/listacurriculum">Ver mis currículums</Link>}
          {role === 'empresa' && <Link to="/misempleos">Ver mis empleos</Link>}
        </div>
      )}
      {state === 'ready' && !!payments.data?.length && (
        <ul className="payment-list">
          {payments.data.map((p) => (
            <li key={p.TransaccionDePago} className="card payment-item">
              <div className="payment-item-main">
                <strong>{p.Concepto}</strong>
                <span>{p.Detalle}</span>
                <span className="muted">
                  {formatDate(p.FechaPago ?? p.Fecha)} · Transacción {p.TransaccionDePago}
                  {p.Comprobante ? ` · Comprobante ${p.Comprobante}` : ''}
                </span>
              </div>
              <div className="payment-item-side">
                <strong>Bs. {p.MontoBs}</strong>
                <span className={`badge ${BADGES[p.EstadoTransaccion] ?? ''}`}>{p.Estado}</span>
                {p.EstadoTransaccion === PAID && (
                  <button type="button" className="btn btn-outline btn-sm" disabled={download.isPending && download.variables === p.TransaccionDePago} onClick={() => save(p.TransaccionDePago)}>
                    Descargar comprobante
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
