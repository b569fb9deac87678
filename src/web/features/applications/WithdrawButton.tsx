/** "Retirar postulación" with its confirmation (decision 079): only while the company has not decided. */
import { useState } from 'react';
import type { CandidateApplication } from '../../../shared/contract/applications';
import { ConfirmModal } from '../../components/ConfirmModal';
import { notify } from '../../lib/notify';
import { useWithdrawApplication } from './api/withdraw-and-timeline';

/** Recibido, En revisión, Entrevista (the server decides; this only hides the button elsewhere). */
export const canWithdraw = (a: CandidateApplication) => a.Estado >= 1 && a.Estado <= 3;

export function WithdrawButton({ a }: { a: CandidateApplication }) {
  const [asking, setAsking] = useState(false);
  const withdraw = useWithdrawApplication();
  const confirm = () =>
    withdraw.mutate(a.Postulacion, {
      onSuccess: () => {
        setAsking(false);
        notify('Retiraste tu postulación. La empresa la verá como «Retirada».', 'success');
      },
      onError: (err) => {
        setAsking(false);
        notify(err instanceof Error && err.message ? err.message : 'No se pudo retirar la postulación.', 'error');
      },
    });
  return (
    <>
      <button type="button" className="btn btn-light btn-small" onClick={() => setAsking(true)} aria-label={`Retirar postulación a "${a.Titulo}"`}>
        Retirar postulación
      </button>
      <ConfirmModal title="Retirar postulación" danger alert open={asking} onClose={() => setAsking(false)} onConfirm={confirm} confirmLabel="Sí, retirar" busy={withdraw.isPending}>
        <p>
          ¿Retirar tu postulación a «{a.Titulo}» en {a.EmpresaNombre}? La empresa la verá como «Retirada» y no podrás volver a postular a este empleo. Si tienes una entrevista pendiente, se cancelará y avisaremos a la empresa.
        </p>
      </ConfirmModal>
    </>
  );
}
