/** «Qué estás pagando» for a choice made on the page (a credit pack, a featured duration): its line, its price, what happens once paid. */
import { usePaymentInfo } from './api/get-payment-info';
import { SimulationNote } from './SimulationNote';

type Props = {
  concept: string;
  detail: string;
  amount: number | string;
  /** What the payment does once confirmed. */
  note: string;
};

export function ChosenPriceSummary({ concept, detail, amount, note }: Props) {
  const info = usePaymentInfo();
  return (
    <section className="price-summary" aria-label="Qué estás pagando">
      <h2>Qué estás pagando</h2>
      <p className="price-line">
        <span>
          {concept} <span className="muted">· {detail}</span>
        </span>
        <strong>Bs. {amount}</strong>
      </p>
      <p className="muted">{note}</p>
      {info.data?.Simulacion && <SimulationNote />}
    </section>
  );
}
