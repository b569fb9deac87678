import { useState } from 'react';
import { AdminListView } from './AdminListView';
import { useAdminMessages } from './api/list-messages';
import { SearchBar } from './SearchBar';
import { fmtDateTime, listState, usePage } from './use-admin-list';

export function MessagesTab() {
  const [buscar, setBuscar] = useState('');
  const { page, setPage, filtered } = usePage();
  const state = listState(useAdminMessages({ tcBuscar: buscar, tnPagina: page }));

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
