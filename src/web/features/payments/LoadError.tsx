/** A list or figure of the payment pages that did not load: what failed, and «Reintentar». */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <div className="alert alert-danger" role="alert">
      {message}{' '}
      <button type="button" className="btn btn-link" onClick={() => void onRetry()}>
        Reintentar
      </button>
    </div>
  );
}
