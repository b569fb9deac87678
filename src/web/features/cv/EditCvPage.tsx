/**
 * /editarcurriculum/{id}: the candidate edits one of their CVs in the wizard, paid or not, free
 * (actualizarcurriculum). A paid CV can be downloaded again at once. The edit's draft has its own
 * key per CV (and per user: removed at logout), so it never replaces the draft of a new CV.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { readState } from '../../lib/read-state';
import { privateKey, useSession } from '../../lib/session';
import { useCvForEdit } from './api/get-cv-for-edit';
import { useDownloadCv } from './api/download-cv';
import { useUpdateCv } from './api/update-cv';
import { ConfirmModal } from '../../components/ConfirmModal';
import { CvWizard } from './CvWizard';
import { emptyDraft, type CvDraft } from './draft';
import { draftReady, notifyCvError } from './notify-cv-error';
import { useCvDraft } from './use-cv-draft';

/** The draft of an edit: one per CV and user. */
export const editDraftKey = (id: number, user: Parameters<typeof privateKey>[1]) => privateKey(`cv-edicion-${id}`, user);

export default function EditCvPage() {
  useDocumentMeta('Editar Currículum | Chamba', 'Edita tu currículum cuando quieras: los cambios no tienen costo.');
  const session = useSession();
  const id = Number(useParams().id);
  const saved = useCvForEdit(id);
  const state = readState(saved);

  if (session.role !== 'candidato') {
    return (
      <div className="card">
        <h1>Editar Currículum</h1>
        <p>Solo los candidatos pueden editar sus currículums.</p>
      </div>
    );
  }
  if (!Number.isInteger(id) || id <= 0 || state === 'error') {
    const message = saved.error instanceof ApiError ? saved.error.message || 'No se pudo cargar el currículum.' : 'No se pudo conectar con el servidor.';
    return (
      <div className="card">
        <h1>Editar Currículum</h1>
        <div className="alert alert-error" role="alert">
          {Number.isInteger(id) && id > 0 ? message : 'No se encontró el currículum.'}
        </div>
        <Link className="btn btn-outline" to="/listacurriculum">
          Volver a mis currículums
        </Link>
      </div>
    );
  }
  if (!saved.data) return <Spinner label="Cargando currículum..." />;
  return <CvEditor id={id} paid={saved.data.Pagado === 1} savedDoc={saved.data.Documento} draftKey={editDraftKey(id, session.user)} />;
}

function CvEditor({ id, paid, savedDoc, draftKey }: { id: number; paid: boolean; savedDoc: CvDraft; draftKey: string }) {
  const { draft, update, discard } = useCvDraft(draftKey, () => ({ ...emptyDraft(), ...savedDoc }));
  // The photo the server has: sent again only when it changed.
  const [savedPhoto, setSavedPhoto] = useState(savedDoc.foto);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [done, setDone] = useState(false);
  const save = useUpdateCv();
  const download = useDownloadCv();

  function askConfirm() {
    if (draftReady(draft)) setConfirmOpen(true);
  }

  function submit() {
    setConfirmOpen(false);
    save.mutate(
      { id, draft, savedPhoto },
      {
        onSuccess: () => {
          discard();
          setSavedPhoto(draft.foto);
          setDone(true);
        },
        onError: notifyCvError,
      },
    );
  }

  return (
    <div className="cv-page">
      <h1>Editar Currículum</h1>
      <p className="muted">
        {paid ? 'Este currículum ya está pagado: puedes editarlo cuantas veces quieras, sin costo.' : 'Puedes editar tu currículum cuantas veces quieras, sin costo.'} Las empresas a
        las que ya postulaste conservan la versión que recibieron.
      </p>
      <CvWizard draft={draft} update={update} confirmLabel="Guardar cambios" onConfirm={askConfirm} busy={save.isPending} />
      <ConfirmModal title="Guardar cambios" open={confirmOpen} onClose={() => setConfirmOpen(false)} onConfirm={submit} confirmLabel="Sí, guardar cambios">
        <p>¿Deseas guardar los cambios de «{draft.titulo}»?</p>
      </ConfirmModal>
      <ConfirmModal
        title="Cambios guardados"
        open={done}
        onClose={() => setDone(false)}
        cancelLabel="Seguir editando"
        actions={
          <>
            <Link className="btn btn-outline" to="/listacurriculum">
              Ver mis currículums
            </Link>
            {paid ? (
              <button type="button" className="btn btn-primary" disabled={download.isPending} onClick={() => download.mutate(id, { onSuccess: (problem) => problem && notify(problem, 'error') })}>
                {download.isPending ? 'Descargando...' : 'Descargar PDF'}
              </button>
            ) : (
              <Link className="btn btn-primary" to={`/pagarcurriculum/${id}`}>
                Pagar y activar
              </Link>
            )}
          </>
        }
      >
        <p>Tu currículum «{draft.titulo}» se actualizó.</p>
        <p>{paid ? 'Ya puedes descargar el PDF con los cambios.' : 'Para descargarlo en PDF y postular a empleos, actívalo con el pago único.'}</p>
      </ConfirmModal>
    </div>
  );
}
