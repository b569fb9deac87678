import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The query of a staff list (jobs, users, messages, activity, articles): keyed by its name and
 * filters, and the page shown stays while the next one loads, so the table does not blink.
 */
export const adminListQuery = <T>(name: string, filters: unknown, fetch: (signal?: AbortSignal) => Promise<T>) =>
  queryOptions<T, Error, T, QueryKey>({ queryKey: [...queryKeys.admin, name, filters], queryFn: ({ signal }) => fetch(signal), placeholderData: keepPreviousData });
