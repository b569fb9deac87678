/** /crear_mi_cv_rapido: a visitor builds a CV; saving it creates the candidate account. */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CvImportButton } from '../../components/CvImportButton';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useSettings } from '../../lib/api/get-settings';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { loginLink } from '../../lib/return-to';
import { useSession } from '../../lib/session';
import { useCreateQuickCv } from './api/create-quick-cv';
import { draftReady, notifyCvError } from './notify-cv-error';
import { CvWizard } from './CvWizard';
import { useCvDraft } from './use-cv-draft';
import { looksLikeEmail, QUICK_DRAFT_KEY } from './draft';

type Saved = { correo: string };

export default function QuickCvPage() {
  useDocumentMeta('Crea tu CV gratis | Chamba', 'Crea tu currículum profesional en minutos y regístrate en Chamba.');
  const session = useSession();
  const navigate = useNavigate();
  const { draft, update } = useCvDraft(QUICK_DRAFT_KEY);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const createCv = useCreateQuickCv();
  const busy = createCv.isPending;
  const [saved, setSaved] = useState<Saved | null>(null);
  const price = useSettings().data?.precioCurriculumBs ?? '…';

  function askConfirm() {
    if (!draftReady(draft)) return;
    if (!looksLikeEmail(draft.correo)) return notify('Debes ingresar un correo válido.', 'error');
    setConfirmOpen(true);
  }

  function save() {
    setConfirmOpen(false);
    createCv.mutate(draft, {
      // The reply is the same whether the e-mail had an account or not (decision trust.md): the
      // e-mailed link is the way in. A new account has the CV; an existing one was only mailed, so
      // the draft stays in this browser, where «Crear Currículum» finds it after signing in.
      onSuccess: (res) => setSaved({ correo: res.correo }),
      onError: notifyCvError,
    });
  }

  const goLater = (to: string) => setTimeout(() => navigate(to), 300);

  return (
    <section className="container page cv-page">
      <h1>Crea tu CV rápido</h1>
      {session.token && !saved && (
        <p className="alert alert-info">
          Ya iniciaste sesión. Puedes crear tus currículums desde <Link to="/crearcurriculum">Crear Currículum</Link> en tu cuenta.
        </p>
      )}
      <CvWizard
        draft={draft}
        update={update}
        confirmLabel="Guardar y Registrarse"
        onConfirm={askConfirm}
        busy={busy}
        intro={
          <>
            <p className="muted">Completa los pasos y mira cómo queda tu CV al instante. Al guardarlo creamos tu cuenta de candidato con tu correo.</p>
            <CvImportButton onImport={update} />
          </>
        }
      />
      <ConfirmModal title="Guardar mi currículum" open={confirmOpen} onClose={() => setConfirmOpen(false)} cancelLabel="Seguir editando" onConfirm={save} confirmLabel="Sí, quiero guardar mi currículum">
        <p>
          Vamos a guardar tu currículum y crear tu cuenta de candidato con el correo <strong>{draft.correo.trim()}</strong>. ¿Deseas continuar?
        </p>
      </ConfirmModal>
      <ConfirmModal
        title="Revisa tu correo"
        open={saved !== null}
        onClose={() => setSaved(null)}
        cancelLabel="Entendido"
        onConfirm={() => goLater(loginLink('/listacurriculum'))}
        confirmLabel="Iniciar sesión"
      >
        <p>
          Te enviamos un correo a <strong>{saved?.correo}</strong>. Sigue el enlace del correo para crear tu contraseña y entrar a tu cuenta: sirve una sola vez y
          vence en 48 horas.
        </p>
        <p>Si ese correo ya tenía una cuenta en Chamba, el correo te explica cómo continuar; tu borrador queda guardado en este navegador.</p>
        <div className="alert alert-warning">
          <p>
            Para usar tu CV debes activarlo con un <strong>pago único de Bs. {price}</strong>. Con tu CV activado podrás:
          </p>
          <ul>
            <li>Descargarlo en PDF.</li>
            <li>Postular a empleos.</li>
            <li>Tenerlo disponible de forma permanente.</li>
            <li>Compartirlo con empresas.</li>
          </ul>
        </div>
      </ConfirmModal>
    </section>
  );
}
