/** What the payer is buying, for how much, and whether it is a simulation: shown before the QR. */
import type { PaymentKind } from './api/generate-payment';
import { usePaymentInfo } from './api/get-payment-info';
import { SimulationNote } from './SimulationNote';

export function PriceSummary({ kind, subject }: { kind: PaymentKind; subject?: string }) {
  const { data: info, isError } = usePaymentInfo();
  const item = info ? (kind === 'curriculum' ? info.Curriculum : info.Empleo) : null;
  return (
    <section className="price-summary" aria-labelledby="price-summary-title">
      <h2 id="price-summary-title">Qué estás pagando</h2>
      {isError && !item && <p className="muted">No pudimos cargar el precio. Se mostrará con el código QR.</p>}
      {!item && !isError && <p className="muted">Cargando el precio...</p>}
      {item && (
        <>
          <p className="price-line">
            <span>
              {item.Concepto}
              {subject ? <span className="muted"> · {subject}</span> : null}
            </span>
            <strong>Bs. {item.MontoBs}</strong>
          </p>
          <ul className="price-includes">
            {item.Incluye.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="muted">Pago único con cualquier app de tu banco que lea códigos QR. Te enviaremos el comprobante por correo.</p>
        </>
      )}
      {info?.Simulacion && <SimulationNote />}
      {info && !info.Disponible && (
        <p className="alert alert-danger" role="alert">
          Los pagos no están disponibles en este momento. Inténtalo más tarde o escríbenos.
        </p>
      )}
    </section>
  );
}
