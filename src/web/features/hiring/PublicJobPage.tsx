import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PublicJobInput } from '../../../shared/contract/hiring';
import { logView } from '../../lib/activity';
import { useDocumentMeta } from '../../lib/meta';
import { usePublishPublicJob } from './api/save-job';
import { JobForm } from './JobForm';
import { submitJob } from './submit-job';
import './hiring.css';

type Published = { correo: string };

/** Blur events of this form are logged (spec 001): which field and whether it was filled, never its value. */
const logBlur = (field: string, filled: boolean) => logView('publicar-empleo', `Campo ${field} ${filled ? 'completado' : 'vacío'}`, { anonymous: true });

/** /publicar-empleo: a visitor publishes a job in three steps; an account is created for them. */
export default function PublicJobPage() {
  useDocumentMeta('Publicar empleo | Chamba', 'Publica una oferta de empleo en Bolivia sin crear cuenta: en tres pasos, visible al instante.');
  const [published, setPublished] = useState<Published | null>(null);
  const [formKey, setFormKey] = useState(0);
  const lastLogged = useRef<Record<string, boolean>>({});
  const publish = usePublishPublicJob();

  const onBlur = (field: string, filled: boolean) => {
    if (lastLogged.current[field] === filled) return;
    lastLogged.current[field] = filled;
    logBlur(field, filled);
  };

  const submit = (job: PublicJobInput) =>
    // No session comes back (decision trust.md): the e-mailed link opens the account, the job and its payment.
    submitJob(() => publish.mutateAsync(job), 'Hubo un error al registrar el empleo: ', async (v) => {
      setPublished({ correo: v.Correo || job.tcCorreo });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    });

  return (
    <div className="container page stack public-job">
      <header>
        <h1>Publicar empleo</h1>
        <p className="muted">Publica tu oferta sin crear cuenta. Te enviamos por correo un enlace para crear tu contraseña y pagar tu empleo.</p>
      </header>
      {published ? (
        <section className="card success-panel" aria-labelledby="published-title">
          <h2 id="published-title">¡Listo! Revisa tu correo</h2>
          <p>
            Te enviamos un correo a <strong>{published.correo}</strong> con el enlace para crear tu contraseña (sirve una sola vez y vence en 48 horas), ver
            tu empleo y pagar su publicación.
          </p>
          <p className="alert alert-warning" role="note">
            Tu publicación estará activa durante 1 hora. Si no realizas el pago, dejará de mostrarse.
          </p>
          <p className="muted">Si ese correo ya tenía una cuenta en Chamba, el correo te explica cómo publicar desde ella.</p>
          <div className="row">
            <Link to="/recuperarcuenta">Recuperar cuenta</Link>
            <button
              type="button"
              className="btn btn-light"
              onClick={() => {
                setPublished(null);
                setFormKey((k) => k + 1);
              }}
            >
              Cerrar
            </button>
          </div>
        </section>
      ) : (
        <JobForm key={formKey} mode="publico" submitLabel="Publicar empleo" submittingLabel="Publicando…" onSubmit={submit} onFieldBlur={onBlur} />
      )}
    </div>
  );
}
