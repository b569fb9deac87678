import { CONFIDENTIAL_COMPANY, countOf } from '../../../shared/rules';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { CompanyJob } from '../../../shared/contract/hiring';
import { Spinner } from '../../components/Spinner';
import { categoryLabel, formatDate, formatSalaryRange, imageUrl, jobStateBadge } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';
import { useCompanyJobs } from '../../lib/api/list-company-jobs';
import { listOrNull } from '../../lib/read-state';
import { DeleteJobButton } from './DeleteJobButton';
import { daysUntil } from './dates';
import { CompanyJobsHeading, NoJobsYet } from './CompanyJobsParts';
import './hiring.css';

type Tab = 'todos' | 'activos' | 'vencidos';
const TABS: { id: Tab; label: string }[] = [
  { id: 'todos', label: 'Todos' },
  { id: 'activos', label: 'Activos' },
  { id: 'vencidos', label: 'Vencidos' },
];
/** Activos: seen by the public now. Vencidos: expiry date past. */
const inTab = (j: CompanyJob, tab: Tab) => (tab === 'todos' ? true : tab === 'activos' ? j.Visible : j.Estado === 3);

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The banner: something true about the jobs (unpaid ones, the next expiry) instead of 'Upgrade Package'. */
function Banner({ jobs }: { jobs: CompanyJob[] }) {
  const unpaid = jobs.filter((j) => j.Pagado === 0 && j.Estado !== 3);
  const next = jobs.filter((j) => j.Estado === 2).sort((a, b) => a.FechaVencimiento.localeCompare(b.FechaVencimiento))[0];
  if (unpaid.length === 0 && !next) return null;
  return (
    <div className="jobs-banner" role="status">
      {unpaid.length > 0 && (
        <p>
          <strong>Tienes {countOf(unpaid.length, 'empleo sin pagar', 'empleos sin pagar')}</strong>: no se muestran al público hasta que los pagues.{' '}
          <Link to={`/pagarempleo/${unpaid[0].Empleo}`}>Pagar “{unpaid[0].Titulo}”</Link>
        </p>
      )}
      {next && (
        <p>
          Próximo vencimiento: <strong>{next.Titulo}</strong> el {formatDate(next.FechaVencimiento)}
          {(() => {
            const d = daysUntil(next.FechaVencimiento);
            return d === 0 ? ' (vence hoy)' : ` (${d === 1 ? 'falta' : 'faltan'} ${countOf(d, 'día', 'días')})`;
          })()}
          .
        </p>
      )}
    </div>
  );
}

/** /misempleos: 'Administrador de empleos' with search, working tabs and real counts. */
export default function MyJobsPage() {
  useDocumentMeta('Administrador de empleos | Chamba');
  // The company's own list: a refusal ends the session.
  const jobs = listOrNull(useCompanyJobs({ signOutOnRefusal: true }));
  const [tab, setTab] = useState<Tab>('todos');
  // Featuring is a payment: a company's administrators only (recruiters are refused by the server; staff do not pay).
  const session = useSession();
  const mayFeature = session.role === 'empresa' && session.company?.RolEquipo !== 'reclutador';
  const [query, setQuery] = useState('');

  const matching = useMemo(() => {
    const q = fold(query.trim());
    return (jobs ?? []).filter((j) => !q || fold(`${j.Titulo} ${j.Descripcion} ${j.CategoriaNombre} ${j.NombreCiudad} ${j.EmpresaNombre}`).includes(q));
  }, [jobs, query]);
  const counts = Object.fromEntries(TABS.map((t) => [t.id, matching.filter((j) => inTab(j, t.id)).length])) as Record<Tab, number>;
  const shown = matching.filter((j) => inTab(j, tab));

  return (
    <div className="stack my-jobs">
      <nav className="breadcrumb" aria-label="Ruta">
        <span>Empresa</span> / <Link to="/Dashboard">Dashboard</Link> / <span>Mis Empleos</span>
      </nav>
      <CompanyJobsHeading title="Administrador de empleos" />
      {jobs && <Banner jobs={jobs} />}
      <div className="field search-field">
        <label htmlFor="jobs-search">Buscar en mis empleos</label>
        <input id="jobs-search" type="search" placeholder="Título, categoría, ciudad..." value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <div className="tabs" role="tablist" aria-label="Filtrar empleos">
        {TABS.map((t) => (
          <button key={t.id} type="button" role="tab" aria-selected={tab === t.id} aria-controls="jobs-panel" onClick={() => setTab(t.id)}>
            {t.label} ({jobs ? counts[t.id] : '…'})
          </button>
        ))}
      </div>
      <div id="jobs-panel" role="tabpanel">
        {jobs === null ? (
          <Spinner label="Cargando empleos..." />
        ) : jobs.length === 0 ? (
          <NoJobsYet />
        ) : shown.length === 0 ? (
          <p className="empty-state card">No hay empleos que coincidan{query ? ` con “${query}”` : ''} en esta pestaña.</p>
        ) : (
          <ul className="manager-list">
            {shown.map((j) => (
              <li key={j.Empleo} className="manager-card card">
                <Link to={`/detalletrabajo/${j.CodigoEmpleo}`} className="manager-logo" tabIndex={-1} aria-hidden="true">
                  <img src={imageUrl(j.Empresa.Logo, '/img/empresa-default.svg')} alt="" width={64} height={64} loading="lazy" />
                </Link>
                <div className="manager-body">
                  <div className="spread">
                    <h2 className="manager-title">
                      <Link to={`/detalletrabajo/${j.CodigoEmpleo}`}>{j.Titulo}</Link>
                    </h2>
                    <span className={`badge ${jobStateBadge(j.Estado)}`}>{j.EstadoNombre}</span>
                  </div>
                  <p className="muted small manager-company">
                    {j.EmpresaNombre}
                    {j.Confidencial && <span> · Publicado como {CONFIDENTIAL_COMPANY.toLowerCase()}</span>}
                  </p>
                  {j.Destacado && j.DestacadoHasta && (
                    <p className="manager-featured">
                      <span className="badge badge-featured">Destacado hasta {formatDate(j.DestacadoHasta)}</span>
                    </p>
                  )}
                  {j.MotivoOculto && j.Estado === 7 && (
                    <p className="alert alert-warning manager-hidden" role="note">
                      En revisión: no aparece en la búsqueda ni en su página hasta que el equipo de Chamba la revise. Motivo: {j.MotivoOculto}
                    </p>
                  )}
                  {j.MotivoOculto && j.Estado !== 7 && (
                    <p className="alert alert-error manager-hidden" role="note">
                      Oculto por administración. Motivo: {j.MotivoOculto}
                    </p>
                  )}
                  <p className="manager-desc">{j.Descripcion}</p>
                  <p className="job-meta">
                    <span>{categoryLabel(j.CategoriaNombre)}</span>
                    <span>Salario: {formatSalaryRange(j.SalarioMinimo, j.SalarioAproximado)}</span>
                    <span>Publicado: {formatDate(j.FechaPublicacion)}</span>
                    <span>Vence: {formatDate(j.FechaVencimiento)}</span>
                    <span>
                      {j.CantidadPostulantes} {j.CantidadPostulantes === 1 ? 'postulante' : 'postulantes'}
                    </span>
                    {j.PostulantesNuevos > 0 && (
                      <span className="badge badge-brand new-count">
                        {j.PostulantesNuevos} {j.PostulantesNuevos === 1 ? 'nuevo' : 'nuevos'}
                      </span>
                    )}
                    {j.Publico && j.Pagado === 0 && <span>{j.Visible ? 'Publicación gratuita de 1 hora' : 'Publicación gratuita terminada'}</span>}
                  </p>
                  <div className="row manager-actions">
                    <Link className="btn btn-light btn-small" to={`/editarempleo/${j.CodigoEmpleo}`} aria-label={`Editar "${j.Titulo}"`}>
                      Editar
                    </Link>
                    <DeleteJobButton small codigo={j.CodigoEmpleo} titulo={j.Titulo} />
                    <Link className="btn btn-light btn-small" to={`/listarpostulantes/${j.CodigoEmpleo}`}>
                      Ver Postulantes
                    </Link>
                    <Link className="btn btn-light btn-small" to={`/cifrasempleo/${j.CodigoEmpleo}`} aria-label={`Cifras de "${j.Titulo}"`}>
                      Cifras
                    </Link>
                    {j.Pagado === 0 && j.Estado !== 3 && (
                      <Link className="btn btn-primary btn-small" to={`/pagarempleo/${j.Empleo}`}>
                        Pagar
                      </Link>
                    )}
                    {mayFeature && j.Visible && j.Estado === 2 && (
                      <Link className="btn btn-light btn-small" to={`/destacarempleo/${j.Empleo}`} aria-label={`${j.Destacado ? 'Extender destacado de' : 'Destacar'} "${j.Titulo}"`}>
                        {j.Destacado ? 'Extender destacado' : 'Destacar'}
                      </Link>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
