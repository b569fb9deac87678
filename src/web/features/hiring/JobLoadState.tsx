import { Link } from 'react-router';
import { Spinner } from '../../components/Spinner';

/**
 * What a page about one of the company's jobs shows before the job is there: the reason it could
 * not be read, with the way back to the list, or the spinner while it loads.
 */
export function JobLoadState({ error, loaded, loading, back = '/misempleos' }: { error: string | null | undefined; loaded: boolean; loading: string; back?: string }) {
  if (error) {
    return (
      <div className="alert alert-error" role="alert">
        {error} <Link to={back}>Volver a mis empleos</Link>
      </div>
    );
  }
  return loaded ? null : <Spinner label={loading} />;
}
