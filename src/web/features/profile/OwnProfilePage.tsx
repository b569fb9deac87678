import { useEffect, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PROFILE_MESSAGES } from '../../../shared/contract/profiles';
import { Spinner } from '../../components/Spinner';
import { logView } from '../../lib/activity';
import { readState } from '../../lib/read-state';
import { useSession, type Role } from '../../lib/session';

type Props<P, K extends QueryKey> = {
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
  /** The own profile's query (read only for the page's role). */
  query: UseQueryOptions<P, Error, P, K>;
  publicLabel: string;
  publicPath: (profile: P) => string;
  /** The form, given the loaded profile (a save puts the saved one in its place). */
  children: (profile: P) => ReactNode;
};

/**
 * The frame of an own-profile page: other roles are told it is not for them; the profile loads
 * (spinner, error with 'Reintentar'), then the header links to the public page and the form shows.
 */
export function OwnProfilePage<P, K extends QueryKey>({ role, title, wrongRole, intro, loading, view, query, publicLabel, publicPath, children }: Props<P, K>) {
  const session = useSession();
  const allowed = session.role === role;
  const result = useQuery({ ...query, enabled: allowed });
  const state = readState(result);
  const profile = result.data;

  useEffect(() => {
    if (allowed) logView(view);
  }, [allowed, view]);

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
      {state === 'error' && (
        <div className="alert alert-error" role="alert">
          <p>{PROFILE_MESSAGES.network}</p>
          <button type="button" className="btn btn-light btn-small" onClick={() => void result.refetch()}>
            Reintentar
          </button>
        </div>
      )}
      {state === 'loading' && <Spinner label={loading} />}
      {state === 'ready' && profile && children(profile)}
    </section>
  );
}
