import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useDeleteJob } from './api/delete-job';

/** Delete with the spec's confirmation; the server closes the job (its applications stay). */
export function DeleteJobButton({ codigo, titulo, onDeleted, small }: { codigo: string; titulo?: string; onDeleted?: () => void; small?: boolean }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteJob();
  const busy = remove.isPending;
  function confirm() {
    remove.mutate(codigo, {
      onSuccess: () => {
        setAsking(false);
        notify('Empleo eliminado.', 'success');
        onDeleted?.();
      },
      onError: (err) => {
        setAsking(false);
        notify(err instanceof ApiError ? err.message || 'No se pudo eliminar el empleo.' : 'Ocurrió un error en el servidor', 'error');
      },
    });
  }
  return (
    <>
      <button type="button" className={`btn btn-danger${small ? ' btn-small' : ''}`} onClick={() => setAsking(true)} aria-label={titulo ? `Eliminar "${titulo}"` : 'Eliminar empleo'}>
        Eliminar
      </button>
      <ConfirmModal title="Eliminar empleo" alert danger open={asking} onClose={() => setAsking(false)} busy={busy} onConfirm={confirm} confirmLabel={busy ? 'Eliminando...' : 'Sí, eliminar'}>
        <p>¿Estás seguro de que deseas eliminar este empleo?</p>
        {titulo && <p className="muted">“{titulo}” dejará de mostrarse; las postulaciones recibidas se conservan.</p>}
      </ConfirmModal>
    </>
  );
}
