/** /misalertas: the candidate's job alerts: see what each searches, pause or resume, edit, delete (issue 16). */
import { useState } from 'react';
import { Link } from 'react-router';
import { CATEGORIES, CITIES } from '../../../shared/catalog';
import type { AlertFrequency, AlertItem } from '../../../shared/contract/seekers';
import { readParams, toBody } from '../../../shared/job-search-url';
import { ConfirmModal } from '../../components/ConfirmModal';
import { SelectField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { EmptyState } from '../../components/EmptyState';
import { formatDate } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { useAlerts, useDeleteAlert, usePauseAlert, useUpdateAlert } from '../../lib/api/alerts';
import './seekers.css';

const FREQUENCIES: { id: AlertFrequency; nombre: string }[] = [
  { id: 'diaria', nombre: 'Diaria' },
  { id: 'semanal', nombre: 'Semanal' },
];

function EditAlert({ alert, onClose }: { alert: AlertItem; onClose: () => void }) {
  const state = readParams(new URLSearchParams(alert.Consulta));
  const [form, setForm] = useState({ keyword: state.keyword, category: state.category, city: state.city, frequency: alert.Frecuencia });
  const [error, setError] = useState('');
  const update = useUpdateAlert();
  const save = () => {
    setError('');
    const body = toBody({ ...state, keyword: form.keyword, category: form.category, city: form.city, radius: form.city ? state.radius : 0 }, 1);
    const { tnPagina: _p, tnTamano: _s, tcOrden: _o, ...search } = body;
    update.mutate(
      { ...search, tnAlerta: alert.Alerta, tcFrecuencia: form.frequency },
      {
        onSuccess: (reply) => {
          notify(reply.message, 'success');
          onClose();
        },
        onError: (err) => setError(err.message || 'No se pudo guardar la alerta.'),
      },
    );
  };
  return (
    <ConfirmModal title="Editar alerta" open onClose={onClose} onConfirm={save} confirmLabel="Guardar cambios" busy={update.isPending}>
      <div className="field">
        <label htmlFor="alerta-palabras">Palabras</label>
        <input id="alerta-palabras" type="search" maxLength={200} value={form.keyword} onChange={(e) => setForm({ ...form, keyword: e.target.value })} placeholder="Cargo, empresa o habilidad" />
      </div>
      <SelectField label="Categoría" value={form.category} onChange={(e) => setForm({ ...form, category: Number(e.target.value) })} options={[{ id: 0, nombre: 'Todas las categorías' }, ...CATEGORIES]} />
      <SelectField label="Ciudad" value={form.city} onChange={(e) => setForm({ ...form, city: Number(e.target.value) })} options={[{ id: 0, nombre: 'Todas las ciudades' }, ...CITIES]} />
      <SelectField label="Frecuencia" value={form.frequency} onChange={(e) => setForm({ ...form, frequency: e.target.value as AlertFrequency })} options={FREQUENCIES} />
      <p className="muted small">Los demás filtros de la búsqueda se mantienen.</p>
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
    </ConfirmModal>
  );
}

function AlertRow({ alert, onEdit, onDelete }: { alert: AlertItem; onEdit: () => void; onDelete: () => void }) {
  const pause = usePauseAlert();
  const toggle = () =>
    pause.mutate(
      { tnAlerta: alert.Alerta, tlActiva: !alert.Activa },
      // The badge says it; only a failure is announced.
      { onError: (e) => notify(e.message || 'No se pudo cambiar la alerta.', 'error') },
    );
  return (
    <li className="card alert-row" aria-label={`Alerta ${alert.Resumen}`}>
      <div className="alert-row-head">
        <h2>{alert.Resumen}</h2>
        <span className={`badge ${alert.Activa ? 'badge-success' : 'badge-warning'}`}>{alert.Activa ? 'Activa' : 'Pausada'}</span>
      </div>
      <p className="small muted">
        {alert.Frecuencia === 'diaria' ? 'Diaria' : 'Semanal'}
        {' · '}
        {alert.UltimoEnvio ? `Último correo: ${formatDate(alert.UltimoEnvio)}` : 'Aún sin correos'}
        {alert.ProximoEnvio ? ` · Próxima revisión: ${formatDate(alert.ProximoEnvio)}` : ''}
      </p>
      <div className="alert-row-actions">
        <Link className="btn btn-light btn-small" to={`/busquedatrabajo${alert.Consulta ? `?${alert.Consulta}` : ''}`}>
          Ver empleos
        </Link>
        <button type="button" className="btn btn-light btn-small" onClick={toggle} disabled={pause.isPending}>
          {alert.Activa ? 'Pausar' : 'Reanudar'}
        </button>
        <button type="button" className="btn btn-light btn-small" onClick={onEdit}>
          Editar
        </button>
        <button type="button" className="btn btn-danger btn-small" onClick={onDelete}>
          Eliminar
        </button>
      </div>
    </li>
  );
}

export default function AlertsPage() {
  useDocumentMeta('Mis alertas | Chamba');
  const alerts = useAlerts();
  const remove = useDeleteAlert();
  const [editing, setEditing] = useState<AlertItem | null>(null);
  const [deleting, setDeleting] = useState<AlertItem | null>(null);
  const list = alerts.data ?? null;
  return (
    <div className="stack seekers-page">
      <h1>Mis alertas</h1>
      <p className="muted">Te escribimos cuando se publican empleos nuevos de tus búsquedas. Crea una alerta desde cualquier búsqueda con «Crear alerta».</p>
      {alerts.isError ? (
        <p className="alert alert-danger">No se pudieron cargar tus alertas. Inténtalo de nuevo.</p>
      ) : list === null ? (
        <Spinner label="Cargando alertas..." />
      ) : list.length === 0 ? (
        <EmptyState to="/busquedatrabajo" action="Buscar empleos y crear una alerta">
          Aún no tienes alertas.
        </EmptyState>
      ) : (
        <ul className="alert-list">
          {list.map((a) => (
            <AlertRow key={a.Alerta} alert={a} onEdit={() => setEditing(a)} onDelete={() => setDeleting(a)} />
          ))}
        </ul>
      )}
      {editing && <EditAlert alert={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmModal
          title="Eliminar alerta"
          open
          danger
          alert
          confirmLabel="Sí, eliminar"
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.Alerta, {
              onSuccess: (r) => {
                notify(r.message, 'success');
                setDeleting(null);
              },
              onError: (e) => notify(e.message || 'No se pudo eliminar la alerta.', 'error'),
            })
          }
        >
          <p>¿Eliminar la alerta {deleting.Resumen}? Ya no recibirás sus correos.</p>
        </ConfirmModal>
      )}
    </div>
  );
}
