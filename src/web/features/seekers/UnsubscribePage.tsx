/**
 * /baja-alerta/:token: the link of every alert mail. Opening it unsubscribes (no login: the
 * token is the key) and says so; a used or wrong link says that instead.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { unsubscribeAlertWithToken } from '../../lib/api/alerts';
import { ApiError } from '../../lib/api-client';
import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../lib/meta';
import './seekers.css';

type State = { kind: 'busy' } | { kind: 'done'; resumen: string } | { kind: 'error'; text: string };

export default function UnsubscribePage() {
  useDocumentMeta('Darse de baja de una alerta | Chamba');
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'busy' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    unsubscribeAlertWithToken(token).then(
      (v) => setState({ kind: 'done', resumen: v.Resumen }),
      (err) =>
        setState({
          kind: 'error',
          text: err instanceof ApiError && err.message ? err.message : 'No se pudo completar la baja. Revisa tu conexión e inténtalo de nuevo.',
        }),
    );
  }, [token]);
  return (
    <section className="container page unsubscribe-page">
      <div className="card stack">
        <h1>Alertas de empleo</h1>
        {state.kind === 'busy' && <Spinner label="Dando de baja la alerta..." />}
        {state.kind === 'done' && (
          <>
            <p className="alert alert-success" role="status">
              Listo: ya no recibirás la alerta {state.resumen}.
            </p>
            <p>
              <Link to="/misalertas">Ver mis alertas</Link> · <Link to="/busquedatrabajo">Buscar empleos</Link>
            </p>
          </>
        )}
        {state.kind === 'error' && (
          <>
            <p className="alert alert-warning" role="alert">
              {state.text}
            </p>
            <p>
              <Link to="/misalertas">Ver mis alertas</Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
