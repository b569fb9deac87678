import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

/** A list's query while it is not there: the spinner while it loads, the alert when it fails. */
export function QueryStatus({ query, loading, failed }: { query: { isPending: boolean; isError: boolean }; loading: string; failed: ReactNode }) {
  return (
    <>
      {query.isPending && <Spinner label={loading} />}
      {query.isError && (
        <p className="alert alert-error" role="alert">
          {failed}
        </p>
      )}
    </>
  );
}
