/** "Cancelar entrevista" with its reason, for the company and the candidate alike (issue 40). */
import { useState } from 'react';
import { INTERVIEW_LIMITS, type InterviewItem } from '../../shared/contract/interviews';
import { useCancelInterview } from '../lib/api/interviews';
import { notify } from '../lib/notify';
import { ConfirmModal } from './ConfirmModal';
import { TextArea } from './Field';
import './interviews.css';

export function CancelInterviewButton({ interview, other }: { interview: InterviewItem; other: string }) {
  const [open, setOpen] = useState(false);
  const [motivo, setMotivo] = useState('');
  const cancel = useCancelInterview();
  const tooLong = motivo.length > INTERVIEW_LIMITS.reason;
  const confirm = () =>
    cancel.mutate(
      { tnEntrevista: interview.Entrevista, tcMotivo: motivo.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setMotivo('');
          notify('Entrevista cancelada. Avisamos a la otra parte.', 'success');
        },
        onError: (err) => notify(err.message || 'No se pudo cancelar la entrevista.', 'error'),
      },
    );
  return (
    <>
      <button type="button" className="btn btn-light btn-small" onClick={() => setOpen(true)}>
        Cancelar entrevista
      </button>
      <ConfirmModal title="Cancelar entrevista" danger open={open} onClose={() => setOpen(false)} onConfirm={confirm} confirmLabel={cancel.isPending ? 'Cancelando...' : 'Sí, cancelar'} cancelLabel="Volver" busy={cancel.isPending || !motivo.trim() || tooLong}>
        <p>Le avisaremos a {other} por correo con el motivo.</p>
        <TextArea id={`motivo-cancelar-${interview.Entrevista}`} data-autofocus label="Motivo" rows={3} limit={INTERVIEW_LIMITS.reason} value={motivo} onChange={(e) => setMotivo(e.target.value)} />
      </ConfirmModal>
    </>
  );
}
