import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ErrorEnvelope } from '../../../shared/contract/endpoint';
import { PROFILE_MESSAGES } from '../../../shared/contract/profiles';
import { Spinner } from '../../components/Spinner';
import { logView } from '../../lib/activity';
import { useSession, type Role } from '../../lib/session';

type Props<P> = {
  /** The only role the page is for. */
  role: Role;
  title: string;
  /** Shown to the other roles. */
  wrongRole: string;
  /** The line under the title. */
  intro: string;
  loading: string;
  /** The activity log's view name. */
  view: string;
  /** Fetches the own profile; a function of the module, so that it stays the same between renders. */
  load: (signal: AbortSignal) => Promise<{ error: number; values?: P } | ErrorEnvelope>;
  publicLabel: string;
  publicPath: (profile: P) => string;
  /** The form, given the loaded profile and the setter its save calls. */
  children: (profile: P, onSaved: (profile: P) => void) => ReactNode;
};

/**
 * The frame of an own-profile page: other roles are told it is not for them; the profile loads
 * (spinner, error with 'Reintentar'), then the header links to the public page and the form shows.
 */
export function OwnProfilePage<P>({ role, title, wrongRole, intro, loading, view, load, publicLabel, publicPath, children }: Props<P>) {
  const session = useSession();
  const [profile, setProfile] = useState<P | null>(null);
  const [failed, setFailed] = useState(false);
  const [retry, setRetry] = useState(0);
  const allowed = session.role === role;

  useEffect(() => {
    if (!allowed) return;
    const ctrl = new AbortController();
    setFailed(false);
    load(ctrl.signal)
      .then((res) => (res.error === 0 && 'values' in res && res.values ? setProfile(res.values) : setFailed(true)))
      .catch((err) => (err as Error).name !== 'AbortError' && setFailed(true));
    logView(view);
    return () => ctrl.abort();
  }, [allowed, load, view, retry]);

  if (!allowed) {
    return (
      <section className="page">
        <h1>{title}</h1>
        <div className="alert alert-info">{wrongRole}</div>
      </section>
    );
  }
  return (
    <section className="page">
      <div className="spread profile-head">
        <div>
          <h1>{title}</h1>
          <p className="muted">{intro}</p>
        </div>
        {profile && (
          <Link className="btn btn-light" to={publicPath(profile)}>
            {publicLabel}
          </Link>
        )}
      </div>
      {failed && (
        <div className="alert alert-error" role="alert">
          <p>{PROFILE_MESSAGES.network}</p>
          <button type="button" className="btn btn-light btn-small" onClick={() => setRetry((n) => n + 1)}>
            Reintentar
          </button>
        </div>
      )}
      {!profile && !failed && <Spinner label={loading} />}
      {profile && children(profile, setProfile)}
    </section>
  );
}
