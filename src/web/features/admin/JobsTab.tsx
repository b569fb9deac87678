import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminJob } from '../../../shared/contract/admin';
import { jobStateLabel } from '../../../shared/rules';
import { AdminListView, type Column } from './AdminListView';
import { useAdminJobs } from './api/list-jobs';
import { HideJobDialog, useHideWithReason } from './HideJobDialog';
import { FilterSelect, SearchBar } from './SearchBar';
import { actionOutcome, fmtDate, listState, usePage } from './use-admin-list';

type Filter = 'todos' | 'visibles' | 'ocultos';

export function JobsTab() {
  const [buscar, setBuscar] = useState('');
  const [filtro, setFiltro] = useState<Filter>('todos');
  const { page, setPage, filtered } = usePage();
  const state = listState(useAdminJobs({ tcBuscar: buscar, tcFiltro: filtro, tnPagina: page }));
  const { hide, target: hiding, ask, dialog } = useHideWithReason<AdminJob>();
  const busy = hide.isPending ? hide.variables.tnEmpleo : null;
  const toggle = (job: AdminJob) => {
    if (job.Oculto) hide.mutate({ tnEmpleo: job.Empleo, tnOculto: 0 }, actionOutcome());
    else ask(job);
  };

  const columns: Column<AdminJob>[] = [
    {
      label: 'Empleo',
      cell: (j) => (
        <>
          <Link to={`/detalletrabajo/${j.CodigoEmpleo}`}>{j.Titulo}</Link>
          <div className="muted small">{j.CodigoEmpleo}</div>
        </>
      ),
    },
    { label: 'Empresa', cell: (j) => <Link to={`/detalleempresa/${j.EmpresaCodigo}`}>{j.EmpresaNombre}</Link> },
    { label: 'Publicado', cell: (j) => fmtDate(j.FechaPublicacion) },
    { label: 'Vence', cell: (j) => fmtDate(j.FechaVencimiento) },
    {
      label: 'Estado',
      cell: (j) => (
        <span className="admin-badges">
          <span className={`badge ${j.Estado === 2 ? 'badge-success' : 'badge-warning'}`}>{jobStateLabel(j.Estado)}</span>
          {j.Oculto === 1 && (
            <span className="badge badge-danger" title={j.MotivoOculto}>
              Oculto
            </span>
          )}
          {j.Cerrado === 1 && <span className="badge">Cerrado</span>}
          {j.Publico === 1 && <span className="badge badge-brand">Público</span>}
        </span>
      ),
    },
    {
      label: 'Acción',
      cell: (j) => (
        <button
          type="button"
          className={`btn btn-small ${j.Oculto ? 'btn-light' : 'btn-danger'}`}
          disabled={busy === j.Empleo}
          onClick={() => toggle(j)}
          aria-label={`${j.Oculto ? 'Mostrar' : 'Ocultar'} ${j.Titulo}`}
        >
          {j.Oculto ? 'Mostrar' : 'Ocultar'}
        </button>
      ),
    },
  ];

  return (
    <div className="stack">
      <SearchBar label="Buscar empleos" placeholder="Título, empresa o código" onSearch={filtered(setBuscar)}>
        <FilterSelect id="admin-jobs-filter" label="Visibilidad" value={filtro} options={[['todos', 'Todos'], ['visibles', 'Visibles'], ['ocultos', 'Ocultos']]} onChange={filtered(setFiltro)} />
      </SearchBar>
      <HideJobDialog dialog={dialog} title="Ocultar empleo" confirmLabel="Ocultar y avisar a la empresa">
        <p>
          «{hiding?.Titulo}» de {hiding?.EmpresaNombre} dejará de aparecer en la búsqueda y en su página. La empresa recibirá el motivo por correo y lo verá en su empleo.
        </p>
      </HideJobDialog>
      <AdminListView state={state} loading="Cargando empleos..." noun="empleo" empty="No hay empleos con estos filtros." columns={columns} rowKey={(j) => j.Empleo} page={page} onPage={setPage} />
    </div>
  );
}
