/**
 * Hiding a job asks for the reason, which the company receives by e-mail and sees on its job:
 * `useHideWithReason` holds the job being hidden and the reason typed, `HideJobDialog` asks for
 * it (the jobs list's «Ocultar», the moderation queue's «Rechazar»).
 */
import { useState, type ReactNode } from 'react';
import { HIDE_REASON_MAX } from '../../../shared/contract/admin';
import { ConfirmModal } from '../../components/ConfirmModal';
import { TextArea } from '../../components/Field';
import { useHideJob } from './api/hide-job';
import { actionOutcome } from './use-admin-list';

type Dialog = { open: boolean; motivo: string; setMotivo: (m: string) => void; busy: boolean; onClose: () => void; onConfirm: () => void };

export function useHideWithReason<T extends { Empleo: number }>() {
  const hide = useHideJob();
  const [target, setTarget] = useState<T | null>(null);
  const [motivo, setMotivo] = useState('');
  const reasonOk = motivo.trim().length >= 5 && motivo.trim().length <= HIDE_REASON_MAX;
  const dialog: Dialog = {
    open: target !== null,
    motivo,
    setMotivo,
    busy: hide.isPending || !reasonOk,
    onClose: () => setTarget(null),
    onConfirm: () => {
      if (!target || !reasonOk) return;
      hide.mutate({ tnEmpleo: target.Empleo, tnOculto: 1, tcMotivo: motivo.trim() }, actionOutcome(() => setTarget(null)));
    },
  };
  const ask = (job: T) => {
    setMotivo('');
    setTarget(job);
  };
  return { hide, target, ask, dialog };
}

type Props = {
  dialog: Dialog;
  title: string;
  confirmLabel: string;
  /** The reason field takes the focus when the dialog opens. */
  focusReason?: boolean;
  /** What happens to the job, above the reason. */
  children: ReactNode;
};

export function HideJobDialog({ dialog, title, confirmLabel, focusReason, children }: Props) {
  return (
    <ConfirmModal title={title} danger open={dialog.open} onClose={dialog.onClose} onConfirm={dialog.onConfirm} confirmLabel={confirmLabel} busy={dialog.busy}>
      {children}
      <TextArea
        label="Motivo (se envía a la empresa)"
        rows={3}
        value={dialog.motivo}
        limit={HIDE_REASON_MAX}
        onChange={(e) => dialog.setMotivo(e.target.value)}
        hint="Al menos 5 caracteres."
        data-autofocus={focusReason ? true : undefined}
      />
    </ConfirmModal>
  );
}
