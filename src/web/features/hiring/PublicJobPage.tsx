import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PublicJobInput } from '../../../shared/contract/hiring';
import { logView } from '../../lib/activity';
import { useDocumentMeta } from '../../lib/meta';
import { saveToken } from '../../lib/session';
import { startSession } from '../../lib/session-data';
import { usePublishPublicJob } from './api/save-job';
import { JobForm } from './JobForm';
import { submitJob } from './submit-job';
import './hiring.css';

type Published = { token: string; CodigoEmpleo: string; Empleo: number; ClaveTemporal: string; correo: string };

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
    submitJob(() => publish.mutateAsync(job), 'Hubo un error al registrar el empleo: ', async (v) => {
      // The visitor now has a company session (both keys of the spec), so they can pay.
      localStorage.setItem('auth_token', v.token);
      try {
        await startSession(v.token);
      } catch (err) {
        // The job is published; the stored token alone still lets them pay (the data is fetched at the next start).
        saveToken(v.token);
        console.error(err);
      }
      setPublished({ ...v, correo: job.tcCorreo });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    });

  return (
    <div className="container page stack public-job">
      <header>
        <h1>Publicar empleo</h1>
        <p className="muted">Publica tu oferta sin crear cuenta. Creamos una cuenta de empresa con tu correo y te enviamos un enlace para crear tu contraseña.</p>
      </header>
      {published ? (
        <section className="card success-panel" aria-labelledby="published-title">
          <h2 id="published-title">¡Tu empleo fue publicado!</h2>
          <p>
            <Link className="btn btn-light" to={`/detalletrabajo/${published.CodigoEmpleo}`}>
              Ver el empleo publicado
            </Link>
          </p>
          <p className="alert alert-warning" role="note">
            Tu publicación estará activa durante 1 hora. Si no realizas el pago, dejará de mostrarse.
          </p>
          <p>
            <Link className="btn btn-primary" to={`/pagarempleo/${published.Empleo}`}>
              Pagar publicación
            </Link>
          </p>
          {published.ClaveTemporal && (
            <div className="alert alert-info">
              <p>
                Creamos tu cuenta de empresa con el correo <strong>{published.correo}</strong> y la contraseña temporal{' '}
                <strong className="temp-password">{published.ClaveTemporal}</strong>.
              </p>
              <p>Guárdala: no te la enviamos por correo. Te enviamos un enlace para crear tu propia contraseña (sirve una sola vez y vence en 48 horas).</p>
            </div>
          )}
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
