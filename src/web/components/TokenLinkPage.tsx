/**
 * A page opened from a link in a mail whose token is the key (no login): it sends the token once,
 * then says what happened, or why the link did not work, with the next links to follow.
 * The alert and message unsubscribe pages are this page with their call and words.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../lib/api-client';
import { useDocumentMeta } from '../lib/meta';
import { Spinner } from './Spinner';
import './token-link-page.css';

type State = { kind: 'busy' } | { kind: 'done'; text: string } | { kind: 'error'; text: string };

const OFFLINE = 'No se pudo completar la baja. Revisa tu conexión e inténtalo de nuevo.';

export function TokenLinkPage({
  documentTitle,
  heading,
  busyLabel,
  run,
  doneLinks,
  errorLinks,
}: {
  documentTitle: string;
  heading: string;
  busyLabel: string;
  /** Sends the token; resolves with the sentence to show. */
  run: (token: string) => Promise<string>;
  doneLinks: ReactNode;
  errorLinks: ReactNode;
}) {
  useDocumentMeta(documentTitle);
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'busy' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run(token).then(
      (text) => setState({ kind: 'done', text }),
      (err) => setState({ kind: 'error', text: err instanceof ApiError && err.message ? err.message : OFFLINE }),
    );
  }, [token, run]);
  return (
    <section className="container page token-link-page">
      <div className="card stack">
        <h1>{heading}</h1>
        {state.kind === 'busy' && <Spinner label={busyLabel} />}
        {state.kind !== 'busy' && (
          <>
            <p className={`alert ${state.kind === 'done' ? 'alert-success' : 'alert-warning'}`} role={state.kind === 'done' ? 'status' : 'alert'}>
              {state.text}
            </p>
            <p>{state.kind === 'done' ? doneLinks : errorLinks}</p>
          </>
        )}
      </div>
    </section>
  );
}
