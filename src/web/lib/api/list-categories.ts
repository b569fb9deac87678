/** GET /api/servicio/listarcategorias: the categories with their number of published jobs (home page, map). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listCategories } from '../../../shared/contract/catalog';
import { callApi } from '../api-client';
import { queryKeys } from '../query-keys';

export const fetchCategories = (signal?: AbortSignal) =>
  callApi<typeof listCategories>('GET /api/servicio/listarcategorias', undefined, { signal }).then((r) => r.values);

// The counts are job data: a job written or removed refreshes them.
export const categoriesQuery = () => queryOptions({ queryKey: [...queryKeys.jobs, 'categorias'], queryFn: ({ signal }) => fetchCategories(signal) });

export const useCategories = () => useQuery(categoriesQuery());
