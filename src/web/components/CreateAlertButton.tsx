/**
 * 'Crear alerta' of a search (issue 16): the search's words, filters and city, mailed daily or
 * weekly. A visitor is asked to log in and comes back to the same search; companies and staff
 * see no button. Also the RSS link of the same search.
 *
 *   <CreateAlertButton search={toBody(state, 1)} summary="«contador» · La Paz" query={sp.toString()} />
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { JobSearchInput } from '../../shared/contract/jobs';
import type { AlertFrequency } from '../../shared/contract/seekers';
import { useCreateAlert } from '../lib/api/alerts';
import { notify } from '../lib/notify';
import { loginLink } from '../lib/return-to';
import { useSession } from '../lib/session';
import { Modal } from './Modal';
import './job-card.css';

type Props = { search: JobSearchInput; summary: string; query: string };

export function CreateAlertButton({ search, summary, query }: Props) {
  const { role } = useSession();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<AlertFrequency>('diaria');
  const [error, setError] = useState('');
  const create = useCreateAlert();
  const back = `/busquedatrabajo${query ? `?${query}` : ''}`;
  const rss = `/empleos.rss${query ? `?${query}` : ''}`;

  const submit = () => {
    setError('');
    create.mutate(
      { ...search, tcFrecuencia: frequency },
      {
        onSuccess: (reply) => {
          setOpen(false);
          notify(reply.message, 'success');
        },
        onError: (err) => setError(err.message || 'No se pudo crear la alerta. Inténtalo de nuevo.'),
      },
    );
  };

  return (
    <div className="alert-actions">
      {role === 'candidato' ? (
        <button type="button" className="btn btn-light btn-small" onClick={() => setOpen(true)} aria-haspopup="dialog">
          Crear alerta
        </button>
      ) : role === 'visitante' ? (
        <Link className="btn btn-light btn-small" to={loginLink(back)}>
          Crear alerta
        </Link>
      ) : null}
      <a className="rss-link small" href={rss} title="Suscríbete a esta búsqueda con un lector de RSS">
        RSS de esta búsqueda
      </a>
      {open && (
        <Modal
          title="Crear alerta de empleo"
          open
          onClose={() => setOpen(false)}
          footer={
            <>
              <button type="button" className="btn btn-light" onClick={() => setOpen(false)}>
                Cancelar
              </button>
              <button type="button" className="btn btn-primary" onClick={submit} disabled={create.isPending}>
                {create.isPending ? 'Creando...' : 'Crear alerta'}
              </button>
            </>
          }
        >
          <p>
            Te enviaremos por correo los empleos nuevos de la búsqueda <strong>{summary}</strong>.
          </p>
          <fieldset className="frequency-choice">
            <legend>Frecuencia</legend>
            <label>
              <input type="radio" name="frecuencia" value="diaria" checked={frequency === 'diaria'} onChange={() => setFrequency('diaria')} /> Diaria
            </label>
            <label>
              <input type="radio" name="frecuencia" value="semanal" checked={frequency === 'semanal'} onChange={() => setFrequency('semanal')} /> Semanal
            </label>
          </fieldset>
          <p className="muted small">Solo te escribimos cuando hay empleos nuevos. Puedes pausarla o eliminarla en «Mis alertas».</p>
          {error && (
            <p className="alert alert-danger" role="alert">
              {error}
            </p>
          )}
        </Modal>
      )}
    </div>
  );
}
