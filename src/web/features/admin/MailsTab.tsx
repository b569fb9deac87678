import { useState } from 'react';
import { MAIL_STATE_LABELS, type OutboxMail } from '../../../shared/contract/admin';
import { AdminListView, type Column } from './AdminListView';
import { useAdminMails } from './api/list-mails';
import { useRetryMail } from './api/retry-mail';
import { FilterSelect } from './SearchBar';
import { actionOutcome, fmtDateTime, listState, usePage } from './use-admin-list';

type Estado = '' | OutboxMail['Estado'];
const BADGE: Record<OutboxMail['Estado'], string> = { pendiente: 'badge-warning', enviado: 'badge-success', fallido: 'badge-danger' };

/** The mail outbox (decision 064): what was sent, what is waiting and what failed, with "Reintentar". */
export function MailsTab() {
  const [estado, setEstado] = useState<Estado>('');
  const { page, setPage, filtered } = usePage();
  const state = listState(useAdminMails({ tcEstado: estado, tnPagina: page }));
  const retry = useRetryMail();

  const columns: Column<OutboxMail>[] = [
    {
      label: 'Correo',
      cell: (m) => (
        <>
          <strong>{m.Asunto}</strong>
          <div className="muted small">Para: {m.Para}</div>
        </>
      ),
    },
    { label: 'Estado', cell: (m) => <span className={`badge ${BADGE[m.Estado]}`}>{MAIL_STATE_LABELS[m.Estado]}</span> },
    { label: 'Intentos', cell: (m) => m.Intentos },
    { label: 'Último error', cell: (m) => (m.UltimoError ? <span className="small">{m.UltimoError}</span> : <span className="muted small">Ninguno</span>) },
    {
      label: 'Fechas',
      cell: (m) => (
        <div className="small">
          <div>Creado: {fmtDateTime(m.Fecha)}</div>
          {m.ProximoIntento && <div>Próximo intento: {fmtDateTime(m.ProximoIntento)}</div>}
          {m.FechaEnvio && <div>Enviado: {fmtDateTime(m.FechaEnvio)}</div>}
        </div>
      ),
    },
    {
      label: 'Acción',
      cell: (m) =>
        m.Estado === 'fallido' ? (
          <button type="button" className="btn btn-light btn-small" disabled={retry.isPending} onClick={() => retry.mutate({ tnCorreo: m.Correo }, actionOutcome())} aria-label={`Reintentar el correo a ${m.Para}`}>
            Reintentar
          </button>
        ) : (
          <span className="muted small">-</span>
        ),
    },
  ];

  return (
    <div className="stack">
      <div className="admin-filters">
        <FilterSelect<Estado>
          id="admin-mails-state"
          label="Estado"
          value={estado}
          options={[['', 'Todos'], ['pendiente', 'Pendientes'], ['enviado', 'Enviados'], ['fallido', 'Fallidos']]}
          onChange={filtered(setEstado)}
        />
      </div>
      <AdminListView state={state} loading="Cargando correos..." noun="correo" empty="No hay correos con este filtro." columns={columns} rowKey={(m) => m.Correo} page={page} onPage={setPage} />
    </div>
  );
}
