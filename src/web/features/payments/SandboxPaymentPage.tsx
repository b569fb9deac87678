/**
 * /pago-sandbox/{tx}: what the payer's bank app would show in test mode (PAYMENT_PROVIDER=sandbox):
 * the amount and 'Confirmar pago'. Confirming twice changes nothing; a QR replaced by a newer one
 * of the same CV or job cannot be confirmed.
 */
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PAYMENT_MESSAGES, REPLACED } from '../../../shared/contract/payments';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/meta';
import { useSandboxConfirm } from './api/sandbox-confirm';
import { useSandboxTransaction } from './api/sandbox-transaction';
import './payments.css';

const OFFLINE = 'No se pudo conectar con el servidor.';

export default function SandboxPaymentPage() {
  useDocumentMeta('Pago de prueba | Chamba', 'Pasarela de pago de prueba.');
  const { tx = '' } = useParams();
  // The QR's unguessable code: without it (or the payer's session) the transaction does not open.
  const code = useSearchParams()[0].get('codigo') ?? undefined;
  const transaction = useSandboxTransaction(tx, code);
  const data = transaction.data ?? null;
  const loadError = transaction.isError ? (transaction.error instanceof ApiError ? 'No encontramos esta transacción de pago.' : OFFLINE) : null;
  const confirmPayment = useSandboxConfirm(tx, code);
  const busy = confirmPayment.isPending;
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const error = confirmError ?? loadError;

  function confirm() {
    confirmPayment.mutate(undefined, { onError: (err) => setConfirmError(err instanceof ApiError ? err.message || 'No se pudo confirmar el pago.' : OFFLINE) });
  }

  const paid = data?.EstadoTransaccion === 2;
  const replaced = data?.EstadoTransaccion === REPLACED;
  return (
    <section className="container page sandbox-page">
      <div className="card sandbox-card">
        <p className="badge badge-warning">Modo de prueba: no se mueve dinero real</p>
        <h1>Pasarela de pago</h1>
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        {!data && !error && <Spinner />}
        {data && (
          <>
            <dl className="sandbox-details">
              <dt>Concepto</dt>
              <dd>{data.Concepto}</dd>
              <dt>Transacción</dt>
              <dd>N.º {data.TransaccionDePago}</dd>
              <dt>Monto</dt>
              <dd className="sandbox-amount">Bs. {data.MontoBs}</dd>
            </dl>
            {paid ? (
              <div className="alert alert-success" role="status">
                <p>
                  <strong>PAGO REALIZADO CON EXITO</strong>
                </p>
                <p>Ya puedes volver a Chamba: la página de pago se actualiza sola.</p>
              </div>
            ) : replaced ? (
              !error && (
                <p className="alert alert-warning" role="status">
                  {PAYMENT_MESSAGES.replaced}
                </p>
              )
            ) : (
              <button type="button" className="btn btn-primary btn-block" onClick={confirm} disabled={busy}>
                {busy ? 'Confirmando...' : 'Confirmar pago'}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
