/** /empleosguardados: the candidate's saved jobs, the last saved first, each with its state (issue 16). */
import { Link } from 'react-router';
import type { SavedJobItem } from '../../../shared/contract/seekers';
import { SaveJobButton } from '../../components/SaveJobButton';
import { Spinner } from '../../components/Spinner';
import { EmptyState } from '../../components/EmptyState';
import { formatDate, formatSalary } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { useSavedJobs } from '../../lib/api/saved-jobs';
import './seekers.css';

const BADGE: Record<SavedJobItem['EstadoGuardado'], string> = { abierto: 'badge-success', vencido: 'badge-danger', no_disponible: 'badge-warning' };

function SavedJob({ job }: { job: SavedJobItem }) {
  const open = job.EstadoGuardado !== 'no_disponible';
  return (
    <li className="card saved-job">
      <div className="saved-job-head">
        <div className="saved-job-title">
          <span className={`badge ${BADGE[job.EstadoGuardado]}`}>{job.EstadoNombre}</span>
          <h2>{open ? <Link to={`/detalletrabajo/${job.CodigoEmpleo}`}>{job.Titulo}</Link> : job.Titulo}</h2>
          <p className="muted small">
            {job.EmpresaNombre} · {job.NombreCiudad} · {job.TipoEmpleoNombre}
          </p>
        </div>
        <SaveJobButton code={job.CodigoEmpleo} title={job.Titulo} />
      </div>
      <p className="small">
        <strong className="salary">{formatSalary(job.SalarioAproximado)}</strong> · Vence el {formatDate(job.FechaVencimiento)} · Guardado el {formatDate(job.FechaGuardado)}
      </p>
    </li>
  );
}

export default function SavedJobsPage() {
  useDocumentMeta('Empleos guardados | Chamba');
  const saved = useSavedJobs();
  const list = saved.data ?? null;
  const openCount = list?.filter((j) => j.EstadoGuardado === 'abierto').length ?? 0;
  return (
    <div className="stack seekers-page">
      <h1>Empleos guardados</h1>
      {saved.isError ? (
        <p className="alert alert-danger">No se pudieron cargar tus empleos guardados. Inténtalo de nuevo.</p>
      ) : list === null ? (
        <Spinner label="Cargando empleos guardados..." />
      ) : list.length === 0 ? (
        <EmptyState to="/busquedatrabajo" action="Buscar empleos">
          Aún no guardaste empleos. Toca el corazón de una oferta para guardarla y volver a ella cuando quieras.
        </EmptyState>
      ) : (
        <>
          <p className="muted">
            {list.length} {list.length === 1 ? 'empleo guardado' : 'empleos guardados'} · {openCount} {openCount === 1 ? 'abierto' : 'abiertos'}
          </p>
          <ul className="saved-list">
            {list.map((j) => (
              <SavedJob key={j.CodigoEmpleo} job={j} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
