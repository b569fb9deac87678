import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminUser } from '../../../shared/contract/admin';
import { useSession } from '../../lib/session';
import { AdminListView, type Column } from './AdminListView';
import { useDisableUser } from './api/disable-user';
import { useAdminUsers } from './api/list-users';
import { ConfirmModal } from '../../components/ConfirmModal';
import { FilterSelect, SearchBar } from './SearchBar';
import { actionOutcome, fmtDate, listState, usePage } from './use-admin-list';

type Rol = '' | 'candidato' | 'empresa' | 'admin';
type Estado = '' | 'activos' | 'deshabilitados';
const ROLE_LABEL: Record<AdminUser['Rol'], string> = { candidato: 'Candidato', empresa: 'Empresa', admin: 'Staff' };

export function UsersTab() {
  const { user: me } = useSession();
  const [buscar, setBuscar] = useState('');
  const [rol, setRol] = useState<Rol>('');
  const [estado, setEstado] = useState<Estado>('');
  const { page, setPage, filtered } = usePage();
  const [confirm, setConfirm] = useState<AdminUser | null>(null);
  const state = listState(useAdminUsers({ tcBuscar: buscar, tcRol: rol, tcEstado: estado, tnPagina: page }));
  const disable = useDisableUser();
  const busy = disable.isPending;
  const setDisabled = (u: AdminUser, disabled: boolean) => disable.mutate({ tnUsuario: u.Usuario, tnDeshabilitado: disabled ? 1 : 0 }, actionOutcome(() => setConfirm(null)));

  const columns: Column<AdminUser>[] = [
    {
      label: 'Usuario',
      cell: (u) => (
        <>
          <strong>
            {u.Nombre} {u.Apellidos}
          </strong>
          <div className="muted small">{u.Correo}</div>
          {u.EmpresaCodigo && (
            <Link className="small" to={`/detalleempresa/${u.EmpresaCodigo}`}>
              {u.EmpresaNombre}
            </Link>
          )}
          {u.CandidatoCodigo && (
            <Link className="small" to={`/detallecandidato/${u.CandidatoCodigo}`}>
              Ver perfil
            </Link>
          )}
        </>
      ),
    },
    { label: 'Rol', cell: (u) => ROLE_LABEL[u.Rol] },
    { label: 'Registro', cell: (u) => fmtDate(u.FechaRegistro) },
    { label: 'Estado', cell: (u) => <span className={`badge ${u.Deshabilitado ? 'badge-danger' : 'badge-success'}`}>{u.Deshabilitado ? 'Deshabilitada' : 'Activa'}</span> },
    {
      label: 'Acción',
      cell: (u) =>
        u.Usuario === me?.Usuario ? (
          <span className="muted small">Tu cuenta</span>
        ) : u.Deshabilitado ? (
          <button type="button" className="btn btn-light btn-small" disabled={busy} onClick={() => setDisabled(u, false)} aria-label={`Habilitar ${u.Correo}`}>
            Habilitar
          </button>
        ) : (
          <button type="button" className="btn btn-danger btn-small" disabled={busy} onClick={() => setConfirm(u)} aria-label={`Deshabilitar ${u.Correo}`}>
            Deshabilitar
          </button>
        ),
    },
  ];

  return (
    <div className="stack">
      <SearchBar label="Buscar usuarios" placeholder="Nombre, correo, empresa o código" onSearch={filtered(setBuscar)}>
        <FilterSelect<Rol> id="admin-users-role" label="Rol" value={rol} options={[['', 'Todos'], ['candidato', 'Candidatos'], ['empresa', 'Empresas'], ['admin', 'Staff']]} onChange={filtered(setRol)} />
        <FilterSelect<Estado> id="admin-users-state" label="Estado" value={estado} options={[['', 'Todos'], ['activos', 'Activos'], ['deshabilitados', 'Deshabilitados']]} onChange={filtered(setEstado)} />
      </SearchBar>
      <AdminListView state={state} loading="Cargando usuarios..." noun="usuario" empty="No hay usuarios con estos filtros." columns={columns} rowKey={(u) => u.Usuario} page={page} onPage={setPage} />
      <ConfirmModal title="Deshabilitar cuenta" danger open={confirm !== null} busy={busy} confirmLabel="Sí, deshabilitar" onClose={() => setConfirm(null)} onConfirm={() => confirm && setDisabled(confirm, true)}>
        <p>
          ¿Deshabilitar la cuenta de <strong>{confirm?.Correo}</strong>? Se cerrarán todas sus sesiones y no podrá iniciar sesión hasta que la habilites de nuevo.
        </p>
      </ConfirmModal>
    </div>
  );
}
