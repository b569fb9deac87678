/**
 * /pago-sandbox/{tx}: what the payer's bank app would show in test mode (PAYMENT_PROVIDER=sandbox):
 * the amount and 'Confirmar pago'. Confirming twice changes nothing; a QR replaced by a newer one
 * of the same CV or job cannot be confirmed.
 */
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PAYMENT_MESSAGES, REPLACED, type sandboxConfirm, type sandboxTransaction } from '../../../shared/contract/payments';
import { Spinner } from '../../components/Spinner';
import { api, isErrorEnvelope } from '../../lib/api';
import { useDocumentMeta } from '../../lib/meta';
import './payments.css';

type Tx = { TransaccionDePago: number; EstadoTransaccion: number; MontoBs: number; Concepto: string };

export default function SandboxPaymentPage() {
  useDocumentMeta('Pago de prueba | Chamba', 'Pasarela de pago de prueba.');
  const { tx = '' } = useParams();
  // The QR's unguessable code: without it (or the payer's session) the transaction does not open.
  const tcCodigo = useSearchParams()[0].get('codigo') ?? undefined;
  const [data, setData] = useState<Tx | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api<typeof sandboxTransaction>('POST /api/servicio/sandbox/consultartransaccion', { tnTransaccionDePago: tx, tcCodigo } as never, { token: null })
      .then((r) => (isErrorEnvelope(r) || r.error !== 0 || !r.values ? setError('No encontramos esta transacción de pago.') : setData(r.values)))
      .catch(() => setError('No se pudo conectar con el servidor.'));
  }, [tx, tcCodigo]);

  async function confirm() {
    setBusy(true);
    try {
      const r = await api<typeof sandboxConfirm>('POST /api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: tx, tcCodigo } as never, { token: null });
      if (!isErrorEnvelope(r) && r.values) setData(r.values);
      if (isErrorEnvelope(r) || r.error !== 0 || !r.values) setError(r.message || 'No se pudo confirmar el pago.');
    } catch {
      setError('No se pudo conectar con el servidor.');
    } finally {
      setBusy(false);
    }
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
              <button type="button" className="btn btn-primary btn-block" onClick={() => void confirm()} disabled={busy}>
                {busy ? 'Confirmando...' : 'Confirmar pago'}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
