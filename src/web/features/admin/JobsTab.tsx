import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminJob } from '../../../shared/contract/admin';
import { HIDE_REASON_MAX } from '../../../shared/contract/admin';
import { jobStateLabel } from '../../../shared/rules';
import { ConfirmModal } from '../../components/ConfirmModal';
import { TextArea } from '../../components/Field';
import { AdminListView, type Column } from './AdminListView';
import { useHideJob } from './api/hide-job';
import { useAdminJobs } from './api/list-jobs';
import { FilterSelect, SearchBar } from './SearchBar';
import { actionOutcome, fmtDate, listState, usePage } from './use-admin-list';

type Filter = 'todos' | 'visibles' | 'ocultos';

export function JobsTab() {
  const [buscar, setBuscar] = useState('');
  const [filtro, setFiltro] = useState<Filter>('todos');
  const { page, setPage, filtered } = usePage();
  const state = listState(useAdminJobs({ tcBuscar: buscar, tcFiltro: filtro, tnPagina: page }));
  const hide = useHideJob();
  const busy = hide.isPending ? hide.variables.tnEmpleo : null;
  // Hiding asks for the reason, which the company receives by e-mail and sees on its job.
  const [hiding, setHiding] = useState<AdminJob | null>(null);
  const [motivo, setMotivo] = useState('');
  const toggle = (job: AdminJob) => {
    if (job.Oculto) return hide.mutate({ tnEmpleo: job.Empleo, tnOculto: 0 }, actionOutcome());
    setMotivo('');
    setHiding(job);
  };
  const reasonOk = motivo.trim().length >= 5 && motivo.trim().length <= HIDE_REASON_MAX;
  const confirmHide = () => {
    if (!hiding || !reasonOk) return;
    hide.mutate({ tnEmpleo: hiding.Empleo, tnOculto: 1, tcMotivo: motivo.trim() }, actionOutcome(() => setHiding(null)));
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
      <ConfirmModal
        title="Ocultar empleo"
        danger
        open={hiding !== null}
        onClose={() => setHiding(null)}
        onConfirm={confirmHide}
        confirmLabel="Ocultar y avisar a la empresa"
        busy={hide.isPending || !reasonOk}
      >
        <p>
          «{hiding?.Titulo}» de {hiding?.EmpresaNombre} dejará de aparecer en la búsqueda y en su página. La empresa recibirá el motivo por correo y lo verá en su empleo.
        </p>
        <TextArea
          label="Motivo (se envía a la empresa)"
          rows={3}
          value={motivo}
          limit={HIDE_REASON_MAX}
          onChange={(e) => setMotivo(e.target.value)}
          hint="Al menos 5 caracteres."
        />
      </ConfirmModal>
      <AdminListView state={state} loading="Cargando empleos..." noun="empleo" empty="No hay empleos con estos filtros." columns={columns} rowKey={(j) => j.Empleo} page={page} onPage={setPage} />
    </div>
  );
}
