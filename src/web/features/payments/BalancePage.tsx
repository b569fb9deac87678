/**
 * /saldo (issue 39): the company's publication credits, when they expire, their movements
 * (bought, used, expired), and «Comprar paquete»: pick a pack and pay it with the same QR flow
 * as every payment, billing data included.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { usePacks, useCompanyBalance } from '../../lib/api/credits';
import { formatDate } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { readState } from '../../lib/read-state';
import { ChosenPriceSummary } from './ChosenPriceSummary';
import { LoadError } from './LoadError';
import { PaymentFlow } from './PaymentFlow';
import { PriceOption } from './PriceOption';
import './payments.css';

const MOVEMENT_LABELS = { compra: 'Compra', uso: 'Publicación', vencimiento: 'Vencimiento' } as const;
const credits = (n: number) => `${n} ${Math.abs(n) === 1 ? 'crédito' : 'créditos'}`;

export default function BalancePage() {
  useDocumentMeta('Saldo de publicaciones | Chamba', 'Tus créditos de publicación, sus vencimientos y la compra de paquetes.');
  const balance = useCompanyBalance();
  const packs = usePacks();
  const [pack, setPack] = useState<number | null>(null);
  const chosen = packs.data?.find((p) => p.Paquete === pack) ?? null;
  const state = readState(balance);
  const headId = useId();
  const buyId = useId();

  return (
    <div className="stack balance-page">
      <h1>Saldo de publicaciones</h1>
      <p className="muted">Compra publicaciones por adelantado y úsalas cuando publiques un empleo, sin pagar un QR cada vez.</p>

      <section className="card balance-card" aria-labelledby={headId}>
        <h2 id={headId}>Tu saldo</h2>
        {state === 'loading' && <Spinner label="Cargando tu saldo..." />}
        {state === 'error' && <LoadError message="No pudimos cargar tu saldo." onRetry={balance.refetch} />}
        {balance.data && (
          <>
            <p className="balance-figure">
              <strong>{balance.data.Disponibles}</strong> {balance.data.Disponibles === 1 ? 'crédito disponible' : 'créditos disponibles'}
            </p>
            {balance.data.ProximoVencimiento ? (
              <p>
                {credits(balance.data.CreditosProximoVencimiento)} {balance.data.CreditosProximoVencimiento === 1 ? 'vence' : 'vencen'} el {formatDate(balance.data.ProximoVencimiento)}. Se usan primero los que vencen antes.
              </p>
            ) : (
              <p className="muted">
                {balance.data.Lotes.length ? 'Tus créditos se usaron o vencieron.' : 'Aún no compraste paquetes.'} Compra uno abajo o paga cada empleo con QR.
              </p>
            )}
            {balance.data.Disponibles > 0 && (
              <p>
                <Link to="/crearempleo">Crear un empleo con 1 crédito</Link>
              </p>
            )}
          </>
        )}
      </section>

      <section className="card" aria-labelledby={buyId}>
        <h2 id={buyId}>Comprar paquete</h2>
        {packs.isPending && <Spinner label="Cargando los paquetes..." />}
        {packs.data?.length === 0 && <p className="muted">No hay paquetes a la venta en este momento.</p>}
        {!!packs.data?.length && (
          <fieldset className="pack-options">
            <legend>Elige un paquete</legend>
            {packs.data.map((p) => (
              <PriceOption
                key={p.Paquete}
                name="paquete"
                value={p.Paquete}
                checked={pack === p.Paquete}
                onChoose={() => setPack(p.Paquete)}
                title={`${p.Creditos} publicaciones`}
                detail={`Vigencia ${p.Dias} días desde el pago`}
                amount={p.MontoBs}
              />
            ))}
          </fieldset>
        )}
      </section>

      {chosen && (
        <PaymentFlow
          key={chosen.Paquete}
          kind="paquete"
          targetId={String(chosen.Paquete)}
          subject={`${chosen.Creditos} publicaciones`}
          doneText={`Sumamos ${chosen.Creditos} créditos a tu saldo: úsalos al publicar tus empleos.`}
          summary={
            <ChosenPriceSummary
              concept="Paquete de publicaciones"
              detail={chosen.Concepto}
              amount={chosen.MontoBs}
              note="Los créditos se suman a tu saldo en cuanto se confirma el pago. Te enviaremos el comprobante por correo."
            />
          }
        />
      )}

      {balance.data && balance.data.Movimientos.length > 0 && (
        <section className="card" aria-labelledby={`${headId}-mov`}>
          <h2 id={`${headId}-mov`}>Movimientos</h2>
          {/* Focusable: a keyboard user scrolls the table sideways on a phone. */}
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Tabla de movimientos">
            <table className="table balance-moves">
              <thead>
                <tr>
                  <th scope="col">Fecha</th>
                  <th scope="col">Movimiento</th>
                  <th scope="col">Créditos</th>
                  <th scope="col">Detalle</th>
                </tr>
              </thead>
              <tbody>
                {balance.data.Movimientos.map((m, i) => (
                  <tr key={`${m.Fecha}-${i}`}>
                    <td>{formatDate(m.Fecha)}</td>
                    <td>{MOVEMENT_LABELS[m.Tipo]}</td>
                    <td className={m.Cantidad > 0 ? 'move-plus' : 'move-minus'}>{m.Cantidad > 0 ? `+${m.Cantidad}` : m.Cantidad}</td>
                    <td>{m.Detalle}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
