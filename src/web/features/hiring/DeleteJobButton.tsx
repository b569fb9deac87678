import { useState } from 'react';
import type { deleteJob } from '../../../shared/contract/hiring';
import { Modal } from '../../components/Modal';
import { api, isErrorEnvelope } from '../../lib/api';
import { notify } from '../../lib/notify';

/** Delete with the spec's confirmation; the server closes the job (its applications stay). */
export function DeleteJobButton({ codigo, titulo, onDeleted, small }: { codigo: string; titulo?: string; onDeleted: () => void; small?: boolean }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      const res = await api<typeof deleteJob>('POST /api/servicio/eliminarempleo', { tcCodigoEmpleo: codigo });
      setAsking(false);
      if (isErrorEnvelope(res) || res.error !== 0) return notify(res.message || 'No se pudo eliminar el empleo.', 'error');
      notify('Empleo eliminado.', 'success');
      onDeleted();
    } catch (err) {
      console.error(err);
      setAsking(false);
      notify('Ocurrió un error en el servidor', 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" className={`btn btn-danger${small ? ' btn-small' : ''}`} onClick={() => setAsking(true)} aria-label={titulo ? `Eliminar "${titulo}"` : 'Eliminar empleo'}>
        Eliminar
      </button>
      <Modal
        title="Eliminar empleo"
        open={asking}
        role="alertdialog"
        onClose={() => setAsking(false)}
        footer={
          <>
            <button type="button" className="btn btn-light" onClick={() => setAsking(false)}>
              Cancelar
            </button>
            <button type="button" className="btn btn-danger" onClick={confirm} disabled={busy}>
              {busy ? 'Eliminando...' : 'Sí, eliminar'}
            </button>
          </>
        }
      >
        <p>¿Estás seguro de que deseas eliminar este empleo?</p>
        {titulo && <p className="muted">“{titulo}” dejará de mostrarse; las postulaciones recibidas se conservan.</p>}
      </Modal>
    </>
  );
}
