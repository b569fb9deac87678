import type { ReactNode } from 'react';
import { Modal } from '../../components/Modal';

type Props = { title: string; open: boolean; busy: boolean; confirmLabel: string; onCancel: () => void; onConfirm: () => void; children: ReactNode };

/** Asks before a destructive action: 'Cancelar' closes, the red button confirms. */
export function ConfirmModal({ title, open, busy, confirmLabel, onCancel, onConfirm, children }: Props) {
  return (
    <Modal
      title={title}
      open={open}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-light" onClick={onCancel}>
            Cancelar
          </button>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
