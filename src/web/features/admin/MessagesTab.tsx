import { useState } from 'react';
import type { ContactMessage, adminListMessages } from '../../../shared/contract/admin';
import { api } from '../../lib/api';
import { AdminListView } from './AdminListView';
import { SearchBar } from './SearchBar';
import { fmtDateTime, useAdminList, usePage } from './use-admin-list';

export function MessagesTab() {
  const [buscar, setBuscar] = useState('');
  const { page, setPage, filtered } = usePage();
  const { state } = useAdminList<ContactMessage>(async (signal) => {
    const res = await api<typeof adminListMessages>('POST /api/servicio/admin/listarmensajes', { tcBuscar: buscar, tnPagina: page }, { signal });
    return res.error === 0 && 'values' in res && res.values ? { page: res.values } : { error: res.message };
  }, [buscar, page]);

  return (
    <div className="stack">
      <SearchBar label="Buscar mensajes" placeholder="Nombre, correo, empresa o texto" onSearch={filtered(setBuscar)} />
      <AdminListView
        state={state}
        loading="Cargando mensajes..."
        noun="mensaje"
        empty="No hay mensajes."
        page={page}
        onPage={setPage}
        renderItems={(items) => (
          <ul className="admin-messages">
            {items.map((m) => (
              <li key={m.Mensaje} className="card">
                <div className="spread">
                  <strong>{m.NombreCompleto}</strong>
                  <time className="muted small" dateTime={m.Fecha}>
                    {fmtDateTime(m.Fecha)}
                  </time>
                </div>
                <p className="muted small admin-message-meta">
                  {m.NombreEmpresa && <span>{m.NombreEmpresa}</span>}
                  <a href={`mailto:${m.Correo}`}>{m.Correo}</a>
                  {m.Telefono && <a href={`tel:${m.Telefono}`}>{m.Telefono}</a>}
                </p>
                <p className="admin-message-text">{m.Texto}</p>
              </li>
            ))}
          </ul>
        )}
      />
    </div>
  );
}
