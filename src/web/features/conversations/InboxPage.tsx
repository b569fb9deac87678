/**
 * /mensajes: the signed-in candidate's or company's conversations (issue 40), newest first, with
 * their unread messages, and the choice of receiving an e-mail for new messages.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from '../../components/Breadcrumb';
import { QueryStatus } from '../../components/QueryStatus';
import { useUnreadMessages } from '../../lib/api/unread-messages';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useMessagePreferences, useSaveMessagePreferences } from './api/conversations';
import { dateTime } from './dates';
import './conversations.css';

function MailSetting() {
  const prefs = useMessagePreferences();
  const save = useSaveMessagePreferences();
  // The box turns at once; a failure puts the server's value back.
  const [choice, setChoice] = useState<boolean | null>(null);
  if (!prefs.data) return null;
  return (
    <div className="card">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={choice ?? prefs.data.RecibirCorreos}
          disabled={save.isPending}
          onChange={(e) => {
            setChoice(e.target.checked);
            save.mutate(e.target.checked, {
              onSuccess: (r) => notify(r.message, 'success'),
              onError: () => {
                setChoice(null);
                notify('No se pudo guardar la preferencia.', 'error');
              },
            });
          }}
        />{' '}
        Recibir correos de mensajes nuevos
      </label>
      <p className="muted small">Te enviamos un solo correo cuando llegan varios mensajes seguidos.</p>
    </div>
  );
}

export default function InboxPage() {
  useDocumentMeta('Mensajes | Chamba');
  const { role } = useSession();
  const unread = useUnreadMessages();
  const list = unread.data?.Conversaciones;
  return (
    <div className="stack">
      <Breadcrumb trail={[['/Dashboard', 'Dashboard']]} current="Mensajes" />
      <h1>Mensajes</h1>
      <p className="muted">
        {role === 'empresa'
          ? 'Las conversaciones con los candidatos de tus empleos. Para escribir a un postulante, abre sus mensajes desde la lista de postulantes.'
          : 'Las conversaciones con las empresas a las que postulaste. Para escribir a una empresa, abre los mensajes desde Mis Postulaciones.'}
      </p>
      <MailSetting />
      <QueryStatus query={unread} loading="Cargando mensajes..." failed="No se pudieron cargar los mensajes." />
      {list && list.length === 0 && <p className="card muted">Aún no tienes mensajes.</p>}
      {list && list.length > 0 && (
        <ul className="conversation-list">
          {list.map((c) => (
            <li key={c.Postulacion} className="card">
              <Link className="conversation-row" to={`/mensajes/${c.Postulacion}`}>
                <h2>
                  {c.Contraparte} · {c.Empleo}
                  {c.NoLeidos > 0 && <span className="count-badge">{c.NoLeidos}</span>}
                  {c.NoLeidos > 0 && <span className="visually-hidden"> ({c.NoLeidos} sin leer)</span>}
                </h2>
                <p className="muted small">
                  <time dateTime={c.UltimaFecha}>{dateTime(c.UltimaFecha)}</time> · {c.Mensajes} {c.Mensajes === 1 ? 'mensaje' : 'mensajes'}
                </p>
                <p>{c.UltimoMensaje}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
