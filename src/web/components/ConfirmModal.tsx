/**
 * Asks before a write: 'Cancelar' closes, the action's own button confirms.
 *
 *   <ConfirmModal title="Eliminar currículum" danger alert open={..} onClose={..} onConfirm={..} confirmLabel="Sí, eliminar">...</ConfirmModal>
 *
 * `danger` paints the button red (destructive actions); `alert` announces the dialog as an alertdialog.
 */
import type { ReactNode } from 'react';
import { Modal } from './Modal';

type Props = {
  title: string;
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  danger?: boolean;
  alert?: boolean;
  /** Disables the confirm button while the action runs. */
  busy?: boolean;
  children: ReactNode;
};

export function ConfirmModal({ title, open, onClose, onConfirm, confirmLabel, danger, alert, busy, children }: Props) {
  return (
    <Modal
      title={title}
      open={open}
      onClose={onClose}
      role={alert ? 'alertdialog' : 'dialog'}
      footer={
        <>
          <button type="button" className="btn btn-light" onClick={onClose}>
            Cancelar
          </button>
          <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
