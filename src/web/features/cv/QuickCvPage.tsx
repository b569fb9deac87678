/** /crear_mi_cv_rapido: a visitor builds a CV; saving it creates the candidate account. */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CvImportButton } from '../../components/CvImportButton';
import { Modal } from '../../components/Modal';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useSettings } from '../../lib/api/get-settings';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { ApiError } from '../../lib/api-client';
import { loginLink } from '../../lib/return-to';
import { saveSessionData, saveToken, useSession } from '../../lib/session';
import { useCreateQuickCv } from './api/create-quick-cv';
import { draftReady, notifyCvError } from './notify-cv-error';
import { CvWizard } from './CvWizard';
import { useCvDraft } from './use-cv-draft';
import { looksLikeEmail, QUICK_DRAFT_KEY } from './draft';

type Saved = { curriculum: number; correo: string; claveTemporal?: string };

export default function QuickCvPage() {
  useDocumentMeta('Crea tu CV gratis | Chamba', 'Crea tu currículum profesional en minutos y regístrate en Chamba.');
  const session = useSession();
  const navigate = useNavigate();
  const { draft, update, discard } = useCvDraft(QUICK_DRAFT_KEY);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const createCv = useCreateQuickCv();
  const busy = createCv.isPending;
  const [saved, setSaved] = useState<Saved | null>(null);
  // The e-mail has an account: the draft stays here and moves to that account at login.
  const [accountExists, setAccountExists] = useState(false);
  const price = useSettings().data?.precioCurriculumBs ?? '…';

  function askConfirm() {
    if (!draftReady(draft)) return;
    if (!looksLikeEmail(draft.correo)) return notify('Debes ingresar un correo válido.', 'error');
    setConfirmOpen(true);
  }

  function save() {
    setConfirmOpen(false);
    createCv.mutate(draft, {
      onSuccess: (res) => {
        saveToken(res.token);
        if (res.usuario) saveSessionData({ Usuario: res.usuario, Candidato: res.candidato ?? null, Empresa: null });
        discard();
        setSaved({ curriculum: res.curriculum, correo: res.correo ?? draft.correo, claveTemporal: res.claveTemporal });
      },
      onError: (err) => {
        if (err instanceof ApiError && (err.reply as { cuentaExistente?: number } | undefined)?.cuentaExistente === 1) setAccountExists(true);
        else notifyCvError(err);
      },
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
            <p className="muted">Completa los seis pasos y mira cómo queda tu CV al instante. Al guardarlo creamos tu cuenta de candidato con tu correo.</p>
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
        title="Ya tienes una cuenta"
        open={accountExists}
        onClose={() => setAccountExists(false)}
        cancelLabel="Seguir editando"
        actions={
          <Link className="btn btn-primary" to={loginLink('/crearcurriculum')}>
            Iniciar sesión
          </Link>
        }
      >
        <p>
          Ya tienes una cuenta con el correo <strong>{draft.correo.trim()}</strong>: inicia sesión para continuar.
        </p>
        <p>Tu currículum queda guardado en este navegador: lo encontrarás en «Crear Currículum» al iniciar sesión con esa cuenta.</p>
      </ConfirmModal>
      <Modal
        title="¡Tu currículum fue guardado!"
        open={saved !== null}
        onClose={() => navigate('/listacurriculum')}
        footer={
          <>
            <button type="button" className="btn btn-light" onClick={() => goLater('/listacurriculum')}>
              Ver mis CVs
            </button>
            <button type="button" className="btn btn-primary" onClick={() => goLater(`/pagarcurriculum/${saved?.curriculum ?? ''}`)}>
              Activar este CV por Bs. {price}
            </button>
          </>
        }
      >
        <p>
          Registramos tu cuenta con el correo <strong>{saved?.correo}</strong>.
        </p>
        {saved?.claveTemporal && (
          <p className="cv-temp-password">
            Tu contraseña temporal es: <strong data-testid="clave-temporal">{saved.claveTemporal}</strong>
          </p>
        )}
        <p>Te enviamos a tu correo un enlace para crear tu propia contraseña (sirve una sola vez y vence en 48 horas).</p>
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
      </Modal>
    </section>
  );
}
