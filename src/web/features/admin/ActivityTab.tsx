import { useState, type FormEvent } from 'react';
import { SelectField } from '../../components/Field';
import type { ActivityEntry } from '../../../shared/contract/activity';
import { AdminListView, type Column } from './AdminListView';
import { useActivity } from './api/list-activity';
import { fmtDateTime, listState, usePage } from './use-admin-list';
import { formatNumber } from '../../../shared/format-number';

type Filters = { tcVista: string; tcUsuario: string; tcDesde: string; tcHasta: string };
const EMPTY: Filters = { tcVista: '', tcUsuario: '', tcDesde: '', tcHasta: '' };
const ROLE_LABEL: Record<string, string> = { candidato: 'candidato', empresa: 'empresa', admin: 'staff' };

const COLUMNS: Column<ActivityEntry>[] = [
  { label: 'Fecha', cell: (e) => <time dateTime={e.Fecha}>{fmtDateTime(e.Fecha)}</time> },
  { label: 'Vista', cell: (e) => <code>{e.Vista}</code> },
  { label: 'Detalle', className: 'admin-detail', cell: (e) => e.Detalle },
  {
    label: 'Usuario',
    cell: (e) =>
      e.Usuario ? (
        <>
          {e.Correo ?? `#${e.Usuario}`}
          {e.Rol && <span className="muted small"> ({ROLE_LABEL[e.Rol] ?? e.Rol})</span>}
        </>
      ) : (
        <span className="muted">Visitante</span>
      ),
  },
  { label: 'IP', className: 'muted small', cell: (e) => e.Ip },
];

export function ActivityTab() {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const { page, setPage } = usePage();
  const activity = useActivity({ ...filters, tnPagina: page });
  const state = listState(activity);
  const vistas = state.status === 'ready' ? (activity.data?.Vistas ?? []) : [];

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const set = (k: keyof Filters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));

  return (
    <div className="stack">
      <form className="admin-filters" onSubmit={apply} aria-label="Filtros de la bitácora">
        <SelectField id="log-view" label="Vista" value={draft.tcVista} onChange={set('tcVista')} placeholder="Todas" options={vistas.map((v) => ({ id: v, nombre: v }))} />
        <div className="field admin-search">
          <label htmlFor="log-user">Usuario</label>
          <input id="log-user" type="search" placeholder="Correo o número de usuario" maxLength={254} value={draft.tcUsuario} onChange={set('tcUsuario')} />
        </div>
        <div className="field">
          <label htmlFor="log-from">Desde</label>
          <input id="log-from" type="date" value={draft.tcDesde} onChange={set('tcDesde')} />
        </div>
        <div className="field">
          <label htmlFor="log-to">Hasta</label>
          <input id="log-to" type="date" value={draft.tcHasta} onChange={set('tcHasta')} />
        </div>
        <button type="submit" className="btn btn-primary">
          Filtrar
        </button>
        <button
          type="button"
          className="btn btn-light"
          onClick={() => {
            setDraft(EMPTY);
            setFilters(EMPTY);
            setPage(1);
            void activity.refetch();
          }}
        >
          Limpiar
        </button>
      </form>
      <AdminListView state={state} loading="Cargando bitácora..." noun="registro" formatTotal={(n) => formatNumber(n)} empty="No hay registros con estos filtros." columns={COLUMNS} rowKey={(e) => e.Bitacora} page={page} onPage={setPage} />
    </div>
  );
}
