import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { CompanyJob } from '../../../shared/contract/hiring';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { JobsForYou } from '../../components/JobsForYou';
import { useCandidateApplications } from '../../lib/api/list-candidate-applications';
import { formatDate, jobStateBadge } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { listOrNull } from '../../lib/read-state';
import { useSession } from '../../lib/session';
import { useDashboardCharts } from './api/get-dashboard-charts';
import { useApplicationsThisMonth } from './api/list-applications-this-month';
import { useCompanyJobsThisMonth } from './api/list-company-jobs-this-month';
import { useRecentApplicants } from './api/list-recent-applicants';
import { UpcomingInterviews } from './UpcomingInterviews';
import './dashboard.css';

/** chart.js comes with this chunk only: the candidate view never loads it. */
const DashboardCharts = lazy(() => import('./DashboardCharts'));

function Counter({ label, value, to }: { label: string; value: number | null; to?: string }) {
  const body = (
    <>
      <strong className="counter-value">{value ?? '…'}</strong>
      <span className="counter-label">{label}</span>
    </>
  );
  return <li className="counter card">{to ? <Link to={to}>{body}</Link> : body}</li>;
}

const MONTH_JOBS_PER_PAGE = 10;

/** The month's jobs, 10 a page (the admin sees every company's). */
function MonthJobsTable({ jobs }: { jobs: CompanyJob[] }) {
  const [page, setPage] = useState(1);
  const pages = Math.ceil(jobs.length / MONTH_JOBS_PER_PAGE);
  const shown = jobs.slice((page - 1) * MONTH_JOBS_PER_PAGE, page * MONTH_JOBS_PER_PAGE);
  return (
    <>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Título</th>
              <th scope="col">Descripción</th>
              <th scope="col">Estado</th>
              <th scope="col">Publicación</th>
              <th scope="col">Vencimiento</th>
              <th scope="col">
                <span className="visually-hidden">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((j) => (
              <tr key={j.Empleo}>
                <td data-label="Título">
                  <Link to={`/detalletrabajo/${j.CodigoEmpleo}`}>{j.Titulo}</Link>
                </td>
                <td data-label="Descripción" className="cell-desc">
                  <span className="clamp-2">{j.Descripcion}</span>
                </td>
                <td data-label="Estado">
                  <span className={`badge ${jobStateBadge(j.Estado)}`}>{j.EstadoNombre}</span>
                </td>
                <td data-label="Publicación">{formatDate(j.FechaPublicacion)}</td>
                <td data-label="Vencimiento">{formatDate(j.FechaVencimiento)}</td>
                <td>
                  <Link className="btn btn-light btn-small" to={`/listarpostulantes/${j.CodigoEmpleo}`}>
                    Ver Postulantes
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} total={pages} onPage={setPage} />
    </>
  );
}

function CompanyDashboard({ admin }: { admin: boolean }) {
  // A list that cannot load shows empty; figures that cannot load keep their spinner.
  const figures = useDashboardCharts().data ?? null;
  const monthJobs = listOrNull(useCompanyJobsThisMonth());
  const recent = listOrNull(useRecentApplicants(5));

  return (
    <>
      <ul className="counters">
        <Counter label={admin ? 'Empleos publicados en Chamba' : 'Empleos creados'} value={figures?.TotalEmpleos ?? null} to="/misempleos" />
        <Counter label="Postulantes" value={figures?.TotalPostulantes ?? null} to="/listaempleos" />
        <Counter label="Empleos activos" value={figures?.EmpleosActivos ?? null} />
        <Counter label="Pendientes de pago" value={figures?.EmpleosPendientes ?? null} />
        <Counter label="Empleos destacados" value={figures?.EmpleosDestacados ?? null} to="/misempleos" />
      </ul>
      {figures ? (
        <Suspense fallback={<Spinner label="Cargando gráficas..." />}>
          <DashboardCharts data={figures} />
        </Suspense>
      ) : (
        <Spinner label="Cargando cifras..." />
      )}
      <section className="card dash-section" aria-labelledby="month-jobs">
        <h2 id="month-jobs">Empleos creados este mes</h2>
        {monthJobs === null ? (
          <Spinner />
        ) : monthJobs.length === 0 ? (
          <p className="muted">
            Este mes aún no creaste empleos. {!admin && <Link to="/crearempleo">Crear un empleo</Link>}
          </p>
        ) : (
          <MonthJobsTable jobs={monthJobs} />
        )}
      </section>
      {!admin && <UpcomingInterviews side="empresa" />}
      <section className="card dash-section" aria-labelledby="recent-applicants">
        <h2 id="recent-applicants">Últimos postulantes</h2>
        {recent === null ? (
          <Spinner />
        ) : recent.length === 0 ? (
          <p className="muted">Aún no recibiste postulaciones.</p>
        ) : (
          <ul className="recent-list">
            {recent.map((r) => (
              <li key={r.Postulacion}>
                <span>
                  <strong>{r.Nombre}</strong> · {r.Profesion || 'Sin profesión'} → <Link to={`/listarpostulantes/${r.CodigoEmpleo}`}>{r.TituloEmpleo}</Link>
                </span>
                <span className="muted small">
                  {formatDate(r.FechaPostulacion)} · {r.EstadoDescripcion}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function CandidateDashboard() {
  const all = listOrNull(useCandidateApplications());
  const month = listOrNull(useApplicationsThisMonth());
  const interviews = all?.filter((a) => a.Estado === 3).length ?? null;
  return (
    <>
      <ul className="counters">
        <Counter label="Postulaciones en total" value={all?.length ?? null} to="/mispostulaciones" />
        <Counter label="Postulaciones este mes" value={month?.length ?? null} />
        <Counter label="Entrevistas" value={interviews} />
      </ul>
      <UpcomingInterviews side="candidato" />
      <JobsForYou className="dash-section" />
      <section className="card dash-section" aria-labelledby="month-applications">
        <h2 id="month-applications">Empleos postulados en este mes</h2>
        {month === null ? (
          <Spinner />
        ) : month.length === 0 ? (
          <p className="muted">
            Este mes aún no postulaste. <Link to="/busquedatrabajo">Buscar empleos</Link>
          </p>
        ) : (
          <ul className="recent-list">
            {month.map((a) => (
              <li key={a.Postulacion}>
                <span>
                  <span className="muted small">{a.TipoEmpleoNombre}</span> <strong>{a.Titulo}</strong> · {a.EmpresaNombre}
                </span>
                <span className="small">
                  Aplicado {formatDate(a.FechaPostulacion)} · <span className="badge">{a.EstadoDescripcion}</span>{' '}
                  {!a.EmpleoCerrado && <Link to={`/detalletrabajo/${a.CodigoEmpleo}`}>Ver</Link>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /Dashboard: the company's (or admin's) figures and charts, or the candidate's counters. */
export default function DashboardPage() {
  useDocumentMeta('Dashboard | Chamba');
  const { role, company, candidate, user } = useSession();
  const name = company?.Nombre ?? candidate?.Nombre ?? user?.Nombre ?? '';
  return (
    <div className="stack dashboard">
      <div>
        <h1>Dashboard</h1>
        {name && <p className="muted">Hola, {name.replace(/\.$/, '')}.</p>}
      </div>
      {role === 'empresa' || role === 'admin' ? (
        <CompanyDashboard admin={role === 'admin'} />
      ) : role === 'candidato' ? (
        <CandidateDashboard />
      ) : (
        <p className="alert alert-info">Tu cuenta no es de candidato ni de empresa. La postulación a empleos está disponible solo para candidatos.</p>
      )}
    </div>
  );
}
