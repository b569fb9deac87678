import { countOf } from '../../../shared/rules';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ALL_APPLICATION_STATES } from '../../../shared/catalog';
import type { CandidateApplication } from '../../../shared/contract/applications';
import { Spinner } from '../../components/Spinner';
import { MessagesLink } from '../../components/MessagesLink';
import { EmptyState } from '../../components/EmptyState';
import { SelectField } from '../../components/Field';
import { formatDate } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { listOrNull } from '../../lib/read-state';
import { useMyApplications } from './api/list-my-applications';
import { ApplicationTimeline } from './ApplicationTimeline';
import { InterviewChoice } from './InterviewChoice';
import { canWithdraw, WithdrawButton } from './WithdrawButton';
import './applications.css';

type Sort = 'recientes' | 'antiguas' | 'titulo' | 'estado';
const SORTS: { id: Sort; nombre: string }[] = [
  { id: 'recientes', nombre: 'Más recientes' },
  { id: 'antiguas', nombre: 'Más antiguas' },
  { id: 'titulo', nombre: 'Título (A-Z)' },
  { id: 'estado', nombre: 'Estado' },
];
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const badge = (estado: number) => ({ 2: 'badge-brand', 3: 'badge-warning', 4: 'badge-danger', 5: 'badge-success' })[estado] ?? '';

function sortBy(list: CandidateApplication[], sort: Sort) {
  const copy = [...list];
  if (sort === 'antiguas') return copy.sort((a, b) => a.FechaPostulacion.localeCompare(b.FechaPostulacion));
  if (sort === 'titulo') return copy.sort((a, b) => a.Titulo.localeCompare(b.Titulo, 'es'));
  if (sort === 'estado') return copy.sort((a, b) => a.Estado - b.Estado || b.FechaPostulacion.localeCompare(a.FechaPostulacion));
  return copy.sort((a, b) => b.FechaPostulacion.localeCompare(a.FechaPostulacion));
}

/** /mispostulaciones: the candidate's applications with the status each company set. */
export default function MyApplicationsPage() {
  useDocumentMeta('Mis Postulaciones | Chamba');
  const list = listOrNull(useMyApplications());
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>('recientes');
  const [estado, setEstado] = useState(0);

  const shown = useMemo(() => {
    const q = fold(query.trim());
    const filtered = (list ?? []).filter(
      (a) => (!q || fold(`${a.Titulo} ${a.EmpresaNombre} ${a.TipoEmpleoNombre} ${a.NombreCiudad} ${a.EstadoDescripcion}`).includes(q)) && (!estado || a.Estado === estado),
    );
    return sortBy(filtered, sort);
  }, [list, query, sort, estado]);

  return (
    <div className="stack my-applications">
      <h1>Mis Postulaciones</h1>
      <div className="applications-toolbar">
        <div className="field">
          <label htmlFor="apps-search">Buscar</label>
          <input id="apps-search" type="search" placeholder="Empleo, empresa, ciudad..." value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <SelectField id="apps-status" label="Estado" value={estado} onChange={(e) => setEstado(Number(e.target.value))} options={[{ id: 0, nombre: 'Todos' }, ...ALL_APPLICATION_STATES]} />
        <SelectField id="apps-sort" label="Ordenar por" value={sort} onChange={(e) => setSort(e.target.value as Sort)} options={SORTS} />
      </div>
      {list === null ? (
        <Spinner label="Cargando postulaciones..." />
      ) : list.length === 0 ? (
        <EmptyState to="/busquedatrabajo" action="Buscar empleos">
          Aún no has postulado a ningún empleo.
        </EmptyState>
      ) : shown.length === 0 ? (
        <p className="empty-state card">Ninguna postulación coincide con tu búsqueda.</p>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {shown.length === list.length ? countOf(list.length, 'postulación', 'postulaciones') : `${shown.length} de ${countOf(list.length, 'postulación', 'postulaciones')}`}
          </p>
          <ul className="application-list">
            {shown.map((a) => (
              <li key={a.Postulacion} className="application-row card">
                <div className="application-main">
                  <span className="application-type">{a.TipoEmpleoNombre}</span>
                  <h2 className="application-title">{a.Titulo}</h2>
                  <p className="muted small">
                    {a.EmpresaNombre} · {a.NombreCiudad}
                  </p>
                  <p className="small">
                    Aplicado <time dateTime={a.FechaPostulacion}>{formatDate(a.FechaPostulacion)}</time> · CV: {a.CurriculumTitulo}
                  </p>
                </div>
                <div className="application-side">
                  <span className={`badge ${badge(a.Estado)}`} aria-label={`Estado: ${a.EstadoDescripcion}`}>
                    {a.EstadoDescripcion}
                  </span>
                  {a.EmpleoCerrado ? (
                    <span className="muted small">Empleo cerrado</span>
                  ) : (
                    <Link className="btn btn-light btn-small" to={`/detalletrabajo/${a.CodigoEmpleo}`} aria-label={`Ver empleo "${a.Titulo}"`}>
                      Ver empleo
                    </Link>
                  )}
                  <MessagesLink postulacion={a.Postulacion} with={a.EmpresaNombre} />
                  {canWithdraw(a) && <WithdrawButton a={a} />}
                </div>
                <InterviewChoice postulacion={a.Postulacion} />
                <ApplicationTimeline postulacion={a.Postulacion} titulo={a.Titulo} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
