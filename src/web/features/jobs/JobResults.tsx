/** Results of a job search: results line, sort and page-size selects, job cards, page numbers and the states. */
import { useId, useRef } from 'react';
import type { JobSort } from '../../../shared/contract/jobs';
import { JobCard } from '../../components/JobCard';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { Options } from '../../components/Field';
import { SORTS, type SearchState } from './search-params';
import type { SearchResult } from './api/search-jobs';
import { formatNumber } from '../../../shared/format-number';

type Props = {
  result: SearchResult;
  /** The page shown (kept by the page, back to 1 on each new search) and how to change it. */
  page: number;
  onPage: (page: number) => void;
  /** The search in the URL: sort and page size change it through onChange. */
  state: SearchState;
  sizes: number[];
  onChange: (next: SearchState) => void;
  layout?: 'grid' | 'list';
};

export function JobResults({ result, page, onPage, state, sizes, onChange, layout = 'list' }: Props) {
  const sortId = useId();
  const sizeId = useId();
  const section = useRef<HTMLElement>(null);
  const { size, sort } = state;
  const goToPage = (p: number) => {
    onPage(p);
    section.current?.scrollIntoView({ block: 'start' });
  };
  const from = (page - 1) * size + 1;
  // Featured jobs (issue 39) come on top of the page's own results: the line counts the search's own.
  const own = Math.min(size, result.total - from + 1);
  const to = own > 0 ? from + own - 1 : from + result.items.length - 1;
  const pages = Math.max(1, Math.ceil(result.total / size));
  return (
    <section ref={section} className="job-results" aria-label="Resultados de la búsqueda" aria-busy={result.status === 'loading'}>
      <div className="results-bar">
        <p className="results-line" role="status" aria-live="polite">
          {result.status === 'ready' && result.items.length > 0
            ? `Mostrando ${from} - ${to} de ${result.bounded ? 'más de ' : ''}${formatNumber(result.total)} Resultados`
            : ''}
        </p>
        <div className="results-controls">
          <label htmlFor={sortId}>Ordenar por</label>
          <select id={sortId} className="input" value={sort} onChange={(e) => onChange({ ...state, sort: e.target.value as JobSort })}>
            <Options options={SORTS} />
          </select>
          <label htmlFor={sizeId}>Mostrar</label>
          <select id={sizeId} className="input" value={size} onChange={(e) => onChange({ ...state, size: Number(e.target.value) })}>
            <Options options={sizes.map((n) => ({ id: n, nombre: String(n) }))} />
          </select>
        </div>
      </div>
      {result.status === 'loading' ? (
        <Spinner label="Cargando empleos..." />
      ) : result.items.length === 0 ? (
        <div className="empty-results">
          <p>No se encontraron resultados para tu búsqueda.</p>
          <p className="muted">Prueba con otras palabras, quita algún filtro o busca en todo el país.</p>
        </div>
      ) : (
        <>
          <div className={layout === 'grid' ? 'job-grid' : 'job-list'}>
            {result.items.map((job) => (
              <JobCard key={job.CodigoEmpleo} job={job} headingLevel={2} />
            ))}
          </div>
          <Pagination page={page} total={pages} onPage={goToPage} />
          {result.bounded && page === pages && <p className="muted results-bound">Se muestran los primeros {formatNumber(result.total)} resultados: agrega palabras o filtros para afinar la búsqueda.</p>}
        </>
      )}
    </section>
  );
}
