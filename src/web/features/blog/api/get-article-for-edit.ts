/** POST /api/servicio/getarticulo: the staff's article by id, to edit. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getArticle } from '../../../../shared/contract/blog';
import { ApiError, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function fetchArticleForEdit(id: number, signal?: AbortSignal) {
  const reply = await callApi<typeof getArticle>('POST /api/servicio/getarticulo', { tnArticulo: id }, { signal });
  if (!reply.Datos) throw new ApiError(reply.message, 200, undefined, reply);
  return reply.Datos;
}

export const articleForEditQuery = (id: number) => queryOptions({ queryKey: [...queryKeys.blog, 'edicion', id], queryFn: ({ signal }) => fetchArticleForEdit(id, signal) });

export const useArticleForEdit = (id: number, enabled: boolean) => useQuery({ ...articleForEditQuery(id), enabled });
