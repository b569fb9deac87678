/** GET /api/servicio/articulos/pagina/{tnPagina}: a page of the blog, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getListArticulosPagina } from '../../../../shared/contract/blog';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// No token: a public GET the installed app may keep for offline reading.
export async function fetchArticles(page: number, signal?: AbortSignal) {
  const reply = await callApi<typeof getListArticulosPagina>('GET /api/servicio/articulos/pagina/{tnPagina}', undefined, { params: { tnPagina: page }, token: null, signal });
  const items = valuesOf(reply);
  return { items, total: reply.Total ?? items.length, perPage: reply.PorPagina ?? 9 };
}

export const articlesQuery = (page: number) => queryOptions({ queryKey: [...queryKeys.blog, 'pagina', page], queryFn: ({ signal }) => fetchArticles(page, signal) });

export const useArticles = (page: number) => useQuery(articlesQuery(page));
