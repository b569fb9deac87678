/** The frame of /pagarcurriculum and /pagarempleo: the title, why to pay, and the QR payment, or a note when it is already paid. */
import { useState } from 'react';
import { Link } from 'react-router';
import type { PaymentKind } from './api/generate-payment';
import { KINDS, PaymentFlow } from './PaymentFlow';

type Props = {
  kind: PaymentKind;
  targetId: string;
  title: string;
  intro: string;
  /** What is paid for, once the own list has it (undefined while it loads). */
  item: { Titulo: string; Pagado: number } | undefined;
  /** How the payment names it. */
  subject?: string;
};

export function PaymentPage({ kind, targetId, title, intro, item, subject }: Props) {
  const k = KINDS[kind];
  // Decided once, when the item first loads: paying here refreshes the item, and the flow (with its
  // success modal) must stay on screen rather than turn into the "already paid" note.
  const [paidOnArrival, setPaidOnArrival] = useState<boolean | undefined>(undefined);
  if (item && paidOnArrival === undefined) setPaidOnArrival(item.Pagado === 1);
  return (
    <div className="pay-page">
      <h1>{title}</h1>
      <p className="muted">{intro}</p>
      {paidOnArrival && item ? (
        <div className="alert alert-success">
          <p>
            {k.noun} «{item.Titulo}» ya está pagado. <Link to={k.doneTo}>{k.doneLabel}</Link>
          </p>
        </div>
      ) : (
        <PaymentFlow kind={kind} targetId={targetId} subject={subject} />
      )}
    </div>
  );
}
