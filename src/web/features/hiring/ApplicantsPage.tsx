import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { APPLICATION_STATES } from '../../../shared/catalog';
import type { Applicant } from '../../../shared/contract/hiring';
import { Spinner } from '../../components/Spinner';
import { ApiError, endRefusedSession } from '../../lib/api-client';
import { formatDate, whatsappLink } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { useChangeApplicationStatus } from './api/change-application-status';
import { useApplicants } from './api/get-applicants';
import { CvViewer } from './CvViewer';
import { ApplicantScreening } from './ApplicantScreening';
import { noScreeningFilter, ScreeningFilter } from './ScreeningFilter';
import './hiring.css';

type Job = { Empleo: number; CodigoEmpleo: string; Titulo: string; EmpresaNombre: string };

const statusBadge = (estado: number) =>
  ({ 1: 'badge', 2: 'badge-brand', 3: 'badge-warning', 4: 'badge-danger', 5: 'badge-success' })[estado] ?? 'badge';

function greeting(a: Applicant, job: Job) {
  return `Hola ${a.Nombre}, te saludamos de ${job.EmpresaNombre}. Recibimos tu postulación al empleo "${job.Titulo}" en Chamba y queremos conversar contigo.`;
}

function ApplicantCard({ a, job, code }: { a: Applicant; job: Job; code: string }) {
  const [viewing, setViewing] = useState(false);
  const changeStatus = useChangeApplicationStatus(code);
  const saving = changeStatus.isPending;
  const change = (estado: number) =>
    changeStatus.mutate(
      { tnPostulacion: a.Postulacion, tnEstado: estado },
      { onError: (err) => notify(err instanceof ApiError ? err.message || 'No se pudo cambiar el estado.' : 'Ocurrió un error en el servidor', 'error') },
    );
  const selectId = `estado-${a.Postulacion}`;
  return (
    <li className="applicant-card card">
      <div className="spread">
        <div>
          <p className="applicant-profession">{a.Profesion || 'Sin profesión registrada'}</p>
          <h2 className="applicant-name">{a.Nombre}</h2>
          <p className="muted small">
            Postuló el {formatDate(a.FechaPostulacion)} con “{a.CurriculumTitulo}”
          </p>
        </div>
        <span className={`badge ${statusBadge(a.Estado)}`}>{a.EstadoDescripcion}</span>
      </div>
      <div className="comparison">
        <p>
          <strong>Habilidades:</strong> {a.ComparacionHabilidades}
        </p>
        {(a.HabilidadesCoinciden.length > 0 || a.HabilidadesFaltan.length > 0) && (
          <ul className="skill-compare" aria-label="Comparación de habilidades">
            {a.HabilidadesCoinciden.map((s) => (
              <li key={s} className="badge badge-success">
                ✓ {s}
              </li>
            ))}
            {a.HabilidadesFaltan.map((s) => (
              <li key={s} className="badge badge-danger">
                ✗ {s}
              </li>
            ))}
          </ul>
        )}
        <p>
          <strong>Experiencia:</strong> <span className={a.CumpleExperiencia ? 'text-success' : 'text-danger'}>{a.ComparacionExperiencia}</span>
        </p>
      </div>
      <ApplicantScreening a={a} />
      <div className="row applicant-actions">
        <button type="button" className="btn btn-light btn-small" onClick={() => setViewing(true)} disabled={!a.html}>
          Ver CV
        </button>
        {a.Telefono ? (
          <a className="btn btn-whatsapp btn-small" href={whatsappLink(a.Telefono, greeting(a, job))} target="_blank" rel="noopener noreferrer">
            contactar postulante
          </a>
        ) : (
          <span className="muted small">Sin teléfono para contactar</span>
        )}
        <div className="status-select">
          <label htmlFor={selectId}>Estado de la postulación</label>
          <select id={selectId} value={a.Estado} disabled={saving} onChange={(e) => change(Number(e.target.value))}>
            {APPLICATION_STATES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.nombre}
              </option>
            ))}
          </select>
        </div>
      </div>
      <CvViewer open={viewing} onClose={() => setViewing(false)} name={a.Nombre} html={a.html} />
    </li>
  );
}

/** /listarpostulantes/{code}: the applicants of one of the company's jobs. */
export default function ApplicantsPage() {
  const { code = '' } = useParams();
  const [screening, setScreening] = useState(noScreeningFilter);
  const query = useApplicants(code, screening);
  const data = query.data ?? null;
  // The job's questions, as the first answers name them (kept while a filter narrows the list).
  const [questions, setQuestions] = useState<Applicant['Respuestas']>([]);
  const firstAnswers = data?.list.find((a) => a.Respuestas.length > 0)?.Respuestas;
  useEffect(() => {
    if (firstAnswers && firstAnswers.length > questions.length) setQuestions(firstAnswers);
  }, [firstAnswers, questions.length]);
  const refusal = query.error instanceof ApiError ? query.error : null;
  // Not the owner (403) or no such job (404): the message says which. A 200 without the job: the
  // session is not a company's any more.
  const error = refusal?.isEnvelope ? refusal.message : query.isError && !refusal ? 'No se pudieron cargar los postulantes. Revisa tu conexión e inténtalo de nuevo.' : null;
  const signedOut = refusal !== null && !refusal.isEnvelope;
  useEffect(() => {
    if (signedOut) endRefusedSession();
  }, [signedOut]);
  useDocumentMeta(data ? `Postulantes: ${data.job.Titulo} | Chamba` : 'Postulantes | Chamba');

  return (
    <div className="stack">
      <nav className="breadcrumb" aria-label="Ruta">
        <Link to="/Dashboard">Dashboard</Link> / <Link to="/listaempleos">Empleos y postulantes</Link> / <span>Postulantes</span>
      </nav>
      <h1>Postulantes{data ? `: ${data.job.Titulo}` : ''}</h1>
      {error && (
        <div className="alert alert-error" role="alert">
          {error} <Link to="/listaempleos">Volver a mis empleos</Link>
        </div>
      )}
      {!data && !error && <Spinner label="Cargando postulantes..." />}
      <ScreeningFilter questions={questions} value={screening} onChange={setScreening} />
      {data &&
        (data.list.length === 0 ? (
          <p className="empty-state card">{screening === noScreeningFilter ? 'No hay postulantes disponibles en este momento.' : 'Ningún postulante coincide con el filtro.'}</p>
        ) : (
          <>
            <p className="muted">
              {data.list.length} {data.list.length === 1 ? 'postulante' : 'postulantes'} ·{' '}
              {APPLICATION_STATES.map((s) => `${s.nombre}: ${data.list.filter((a) => a.Estado === s.id).length}`).join(' · ')}
            </p>
            <ul className="applicant-list">
              {data.list.map((a) => (
                <ApplicantCard key={a.Postulacion} a={a} job={data.job} code={code} />
              ))}
            </ul>
          </>
        ))}
    </div>
  );
}
