/**
 * Asks before a write: 'Cancelar' closes, the action's own button confirms.
 *
 *   <ConfirmModal title="Eliminar currículum" danger alert open={..} onClose={..} onConfirm={..} confirmLabel="Sí, eliminar">...</ConfirmModal>
 *
 * `danger` paints the button red (destructive actions); `alert` announces the dialog as an alertdialog.
 * `cancelLabel` renames the closing button ('Seguir editando', 'Cerrar'); `actions` stands in for
 * the confirm button where the next step is a link, a form's submit button or more than one.
 */
import type { ReactNode } from 'react';
import { Modal } from './Modal';

type Props = {
  title: string;
  open: boolean;
  onClose: () => void;
  alert?: boolean;
  /** Disables the confirm button while the action runs. */
  busy?: boolean;
  /** The closing button's text; 'Cancelar' unless the dialog offers to go back to something. */
  cancelLabel?: string;
  /** Disables the closing button too (while the action runs, when leaving would lose its answer). */
  cancelDisabled?: boolean;
  children: ReactNode;
} & ({ onConfirm: () => void; confirmLabel: string; danger?: boolean } | { actions: ReactNode });

export function ConfirmModal({ title, open, onClose, alert, busy, cancelLabel = 'Cancelar', cancelDisabled, children, ...action }: Props) {
  return (
    <Modal
      title={title}
      open={open}
      onClose={onClose}
      role={alert ? 'alertdialog' : 'dialog'}
      footer={
        <>
          <button type="button" className="btn btn-light" onClick={onClose} disabled={cancelDisabled}>
            {cancelLabel}
          </button>
          {'actions' in action ? (
            action.actions
          ) : (
            <button type="button" className={`btn ${action.danger ? 'btn-danger' : 'btn-primary'}`} disabled={busy} onClick={action.onConfirm}>
              {action.confirmLabel}
            </button>
          )}
        </>
      }
    >
      {children}
    </Modal>
  );
}
