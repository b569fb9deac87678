/** The CV pages' yes/no question before a write: 'Cancelar' and the action's own button. */
import type { ReactNode } from 'react';
import { Modal } from '../../components/Modal';

type Props = { title: string; open: boolean; onClose: () => void; onConfirm: () => void; confirmLabel: string; danger?: boolean; children: ReactNode };

export function ConfirmModal({ title, open, onClose, onConfirm, confirmLabel, danger, children }: Props) {
  return (
    <Modal
      title={title}
      open={open}
      onClose={onClose}
      role={danger ? 'alertdialog' : 'dialog'}
      footer={
        <>
          <button type="button" className="btn btn-light" onClick={onClose}>
            Cancelar
          </button>
          <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
