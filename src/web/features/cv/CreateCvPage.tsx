/** /crearcurriculum: a candidate builds a CV in six steps, confirms it and is offered to pay. */
import { useState } from 'react';
import { Link } from 'react-router';
import { CvImportButton } from '../../components/CvImportButton';
import { useSettings } from '../../lib/api/get-settings';
import { useDocumentMeta } from '../../lib/meta';
import { privateKey, useSession } from '../../lib/session';
import { useCreateCv } from './api/create-cv';
import { draftReady, notifyCvError } from './notify-cv-error';
import { ConfirmModal } from '../../components/ConfirmModal';
import { CvWizard } from './CvWizard';
import { useCvDraft } from './use-cv-draft';
import { adoptQuickDraft, emptyDraft } from './draft';

/** The candidate's draft, under a key of their own (removed at logout). */
export const candidateDraftKey = (user: Parameters<typeof privateKey>[1]) => privateKey('cv-borrador', user);

export default function CreateCvPage() {
  useDocumentMeta('Crear Curriculum | Chamba', 'Crea tu currículum con plantillas profesionales y vista previa en PDF.');
  const session = useSession();
  const draftKey = candidateDraftKey(session.user);
  // Before the draft is read: the quick CV's draft of this account's e-mail becomes this user's
  // (once: it leaves the visitor's key, so later renders find nothing to move).
  if (session.role === 'candidato') adoptQuickDraft(draftKey, session.user?.Correo);
  const { draft, setDraft, update, discard } = useCvDraft(draftKey);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const createCv = useCreateCv();
  const busy = createCv.isPending;
  const [created, setCreated] = useState<number | null>(null);
  const price = useSettings().data?.precioCurriculumBs ?? '…';

  if (session.role !== 'candidato') {
    return (
      <div className="card">
        <h1>Crear Curriculum</h1>
        <p>Solo los candidatos pueden crear currículums desde su cuenta.</p>
      </div>
    );
  }

  function askConfirm() {
    if (draftReady(draft)) setConfirmOpen(true);
  }

  function create() {
    setConfirmOpen(false);
    createCv.mutate(draft, {
      onSuccess: ({ Curriculum }) => {
        discard();
        setCreated(Curriculum);
      },
      onError: notifyCvError,
    });
  }

  function closeCreated() {
    setCreated(null);
    setDraft(emptyDraft());
  }

  return (
    <div className="cv-page">
      <h1>Crear Curriculum</h1>
      <CvWizard draft={draft} update={update} confirmLabel="Confirmar y Crear Currículum" onConfirm={askConfirm} busy={busy} intro={<CvImportButton onImport={update} />} />
      <ConfirmModal title="Confirmar creación" open={confirmOpen} onClose={() => setConfirmOpen(false)} onConfirm={create} confirmLabel="Sí, crear currículum">
        <p>Estás seguro de que deseas crear este currículum con la información proporcionada?</p>
      </ConfirmModal>
      <ConfirmModal
        title="Pago requerido para descargar"
        open={created !== null}
        onClose={closeCreated}
        cancelLabel="Cerrar"
        actions={
          <>
            <Link className="btn btn-outline" to="/listacurriculum">
              Ver mis currículums
            </Link>
            <Link className="btn btn-primary" to={`/pagarcurriculum/${created ?? ''}`}>
              Pagar {price} Bs
            </Link>
          </>
        }
      >
        <p>¡Tu currículum fue creado!</p>
        <p>
          Para descargarlo en PDF y postular a empleos, realiza el pago único de <strong>Bs. {price}</strong>. Puedes pagarlo ahora con un código QR o más
          tarde desde la lista de tus currículums.
        </p>
      </ConfirmModal>
    </div>
  );
}
