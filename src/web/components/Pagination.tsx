/** Page-number pagination; pages outside 1..total are ignored. Hidden when there is one page. */
export function Pagination({ page, total, onPage }: { page: number; total: number; onPage: (p: number) => void }) {
  if (total <= 1) return null;
  const go = (p: number) => p >= 1 && p <= total && p !== page && onPage(p);
  const pages: (number | '…')[] = [];
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - page) <= 2) pages.push(p);
    else if (pages.at(-1) !== '…') pages.push('…');
  }
  return (
    <nav className="pagination" aria-label="Paginación">
      <button type="button" className="btn btn-light" onClick={() => go(page - 1)} disabled={page <= 1}>
        Anterior
      </button>
      {pages.map((p, i) =>
        p === '…' ? (
          <span key={`gap${i}`} className="pagination-gap">…</span>
        ) : (
          <button key={p} type="button" className={`btn ${p === page ? 'btn-primary' : 'btn-light'}`} aria-current={p === page ? 'page' : undefined} onClick={() => go(p)}>
            {p}
          </button>
        ),
      )}
      <button type="button" className="btn btn-light" onClick={() => go(page + 1)} disabled={page >= total}>
        Siguiente
      </button>
    </nav>
  );
}
