import { Link } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { formatDate, formatSalaryRange, jobStateBadge } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { useCompanyJobs } from '../../lib/api/list-company-jobs';
import { listOrNull } from '../../lib/read-state';
import { useSession } from '../../lib/session';
import { CompanyJobsHeading, NoJobsYet } from './CompanyJobsParts';
import './hiring.css';

/** /listaempleos: the company's jobs with links to the job, its applicants and payment. */
export default function JobListPage() {
  useDocumentMeta('Empleos y postulantes | Chamba');
  const { role } = useSession();
  // The company's own list: a refusal ends the session.
  const jobs = listOrNull(useCompanyJobs({ signOutOnRefusal: true }));
  return (
    <div className="stack">
      <CompanyJobsHeading title="Empleos y postulantes" />
      {jobs === null ? (
        <Spinner label="Cargando empleos..." />
      ) : jobs.length === 0 ? (
        <NoJobsYet />
      ) : (
        <ul className="cards job-list-cards">
          {jobs.map((j) => (
            <li key={j.Empleo} className="job-card">
              <div className="spread">
                <span className={`badge ${jobStateBadge(j.Estado)}`}>{j.EstadoNombre}</span>
                <span className="muted small">Vence: {formatDate(j.FechaVencimiento)}</span>
              </div>
              <h2 className="h3">
                <Link to={`/detalletrabajo/${j.CodigoEmpleo}`}>{j.Titulo}</Link>
              </h2>
              {role === 'admin' && <p className="muted small">{j.EmpresaNombre}</p>}
              <p className="job-meta">
                <span>{j.NombreCiudad}</span>
                <span>{j.TipoEmpleoNombre}</span>
                <span className="salary">{formatSalaryRange(j.SalarioMinimo, j.SalarioAproximado)}</span>
              </p>
              <p>
                <strong>{j.CantidadPostulantes}</strong> {j.CantidadPostulantes === 1 ? 'postulante' : 'postulantes'}
                {j.PostulantesNuevos > 0 && (
                  <>
                    {' '}
                    <span className="badge badge-brand">
                      {j.PostulantesNuevos} {j.PostulantesNuevos === 1 ? 'nuevo' : 'nuevos'}
                    </span>
                  </>
                )}
              </p>
              <div className="row">
                <Link className="btn btn-light btn-small" to={`/listarpostulantes/${j.CodigoEmpleo}`}>
                  Ver Postulantes
                </Link>
                {j.Pagado === 0 && j.Estado !== 3 && (
                  <Link className="btn btn-primary btn-small" to={`/pagarempleo/${j.Empleo}`} aria-label={`Pagar "${j.Titulo}"`}>
                    Pagar
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
