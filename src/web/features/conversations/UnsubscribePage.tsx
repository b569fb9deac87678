/**
 * /baja-mensajes/:token: the link of every message e-mail (issue 40). Opening it turns message
 * e-mails off (no login: the token is the key) and says so; a wrong link says that instead.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../lib/meta';
import { unsubscribeWithToken } from './api/conversations';
import './conversations.css';

type State = { kind: 'busy' } | { kind: 'done'; text: string } | { kind: 'error'; text: string };

export default function UnsubscribeMessagesPage() {
  useDocumentMeta('Correos de mensajes | Chamba');
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'busy' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    unsubscribeWithToken(token).then(
      (r) => setState({ kind: 'done', text: r.message }),
      (err) => setState({ kind: 'error', text: err instanceof ApiError && err.message ? err.message : 'No se pudo completar la baja. Revisa tu conexión e inténtalo de nuevo.' }),
    );
  }, [token]);
  return (
    <section className="container page unsubscribe-page">
      <div className="card stack">
        <h1>Correos de mensajes</h1>
        {state.kind === 'busy' && <Spinner label="Dando de baja los correos..." />}
        {state.kind !== 'busy' && (
          <p className={`alert ${state.kind === 'done' ? 'alert-success' : 'alert-warning'}`} role={state.kind === 'done' ? 'status' : 'alert'}>
            {state.text}
          </p>
        )}
        {state.kind !== 'busy' && (
          <p>
            <Link to="/mensajes">Ir a mis mensajes</Link>
          </p>
        )}
      </div>
    </section>
  );
}
