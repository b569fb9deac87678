import type { Key, ReactNode } from 'react';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { totalPages, type ListState } from './use-admin-list';

/** One table column: its header (also each cell's `data-label` for narrow screens) and its cell. */
export type Column<T> = { label: string; className?: string; cell: (item: T) => ReactNode };

type Props<T> = {
  state: ListState<T>;
  /** The spinner's text ('Cargando empleos...'). */
  loading: string;
  /** The count line's noun, 's' added for more than one ('empleo' -> '3 empleos'); no count line without it. */
  noun?: string;
  formatTotal?: (total: number) => string;
  /** Shown instead of the table when the page has no items. */
  empty: string;
  page: number;
  onPage: (page: number) => void;
} & ({ columns: Column<T>[]; rowKey: (item: T) => Key } | { renderItems: (items: T[]) => ReactNode });

/**
 * The shell every admin list shares: spinner, error alert, count line, empty message, the table
 * (or the items as `renderItems` lays them out) and the pagination.
 */
export function AdminListView<T>(props: Props<T>) {
  const { state, loading, noun, formatTotal = String, empty, page, onPage } = props;
  if (state.status === 'loading') return <Spinner label={loading} />;
  if (state.status === 'error') return <div className="alert alert-error">{state.message || 'Error de conexión o del servidor'}</div>;
  const { Items, Total } = state.page;
  return (
    <>
      {noun && (
        <p className="muted" aria-live="polite">
          {`${formatTotal(Total)} ${noun}${Total === 1 ? '' : 's'}`}
        </p>
      )}
      {Items.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : 'renderItems' in props ? (
        props.renderItems(Items)
      ) : (
        <div className="table-wrap">
          <table className="table admin-table">
            <thead>
              <tr>
                {props.columns.map((c) => (
                  <th key={c.label} scope="col">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Items.map((item) => (
                <tr key={props.rowKey(item)}>
                  {props.columns.map((c) => (
                    <td key={c.label} data-label={c.label} className={c.className}>
                      {c.cell(item)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} total={totalPages(state.page)} onPage={onPage} />
    </>
  );
}
