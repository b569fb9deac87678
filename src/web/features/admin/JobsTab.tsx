import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminJob, adminHideJob, adminListJobs } from '../../../shared/contract/admin';
import { jobStateLabel } from '../../../shared/rules';
import { api } from '../../lib/api';
import { AdminListView, type Column } from './AdminListView';
import { FilterSelect, SearchBar } from './SearchBar';
import { fmtDate, runAction, useAdminList, usePage } from './use-admin-list';

type Filter = 'todos' | 'visibles' | 'ocultos';

export function JobsTab() {
  const [buscar, setBuscar] = useState('');
  const [filtro, setFiltro] = useState<Filter>('todos');
  const { page, setPage, filtered } = usePage();
  const [busy, setBusy] = useState<number | null>(null);
  const { state, reload } = useAdminList<AdminJob>(async (signal) => {
    const res = await api<typeof adminListJobs>('POST /api/servicio/admin/listarempleos', { tcBuscar: buscar, tcFiltro: filtro, tnPagina: page }, { signal });
    return res.error === 0 && 'values' in res && res.values ? { page: res.values } : { error: res.message };
  }, [buscar, filtro, page]);

  async function toggle(job: AdminJob) {
    setBusy(job.Empleo);
    await runAction(() => api<typeof adminHideJob>('POST /api/servicio/admin/ocultarempleo', { tnEmpleo: job.Empleo, tnOculto: job.Oculto ? 0 : 1 }), reload);
    setBusy(null);
  }

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
          {j.Oculto === 1 && <span className="badge badge-danger">Oculto</span>}
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
      <AdminListView state={state} loading="Cargando empleos..." noun="empleo" empty="No hay empleos con estos filtros." columns={columns} rowKey={(j) => j.Empleo} page={page} onPage={setPage} />
    </div>
  );
}
