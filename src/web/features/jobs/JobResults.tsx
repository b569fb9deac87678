/** Results of a job search: results line, sort and page-size selects, job cards, page numbers and the states. */
import { useId } from 'react';
import type { JobSort } from '../../../shared/contract/jobs';
import { JobCard } from '../../components/JobCard';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { SORTS } from './search-params';
import type { SearchResult } from './useJobSearch';

type Props = {
  result: SearchResult;
  page: number;
  size: number;
  sizes: number[];
  sort: JobSort;
  onPage: (page: number) => void;
  onSort: (sort: JobSort) => void;
  onSize: (size: number) => void;
  layout?: 'grid' | 'list';
};

export function JobResults({ result, page, size, sizes, sort, onPage, onSort, onSize, layout = 'list' }: Props) {
  const sortId = useId();
  const sizeId = useId();
  const from = (page - 1) * size + 1;
  const to = from + result.items.length - 1;
  const pages = Math.max(1, Math.ceil(result.total / size));
  return (
    <section className="job-results" aria-label="Resultados de la búsqueda" aria-busy={result.status === 'loading'}>
      <div className="results-bar">
        <p className="results-line" role="status" aria-live="polite">
          {result.status === 'ready' && result.items.length > 0
            ? `Mostrando ${from} - ${to} de ${result.total.toLocaleString('es-BO')} Resultados`
            : ''}
        </p>
        <div className="results-controls">
          <label htmlFor={sortId}>Ordenar por</label>
          <select id={sortId} className="input" value={sort} onChange={(e) => onSort(e.target.value as JobSort)}>
            {SORTS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.nombre}
              </option>
            ))}
          </select>
          <label htmlFor={sizeId}>Mostrar</label>
          <select id={sizeId} className="input" value={size} onChange={(e) => onSize(Number(e.target.value))}>
            {sizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
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
          <Pagination page={page} total={pages} onPage={onPage} />
        </>
      )}
    </section>
  );
}
