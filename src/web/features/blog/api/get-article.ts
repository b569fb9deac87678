/**
 * An article by its slug. The staff read it with their token (POST getdetallearticulo), so they
 * also see articles scheduled for a later date; everyone else through the public GET, which the
 * installed app can keep for offline reading. An unknown slug is an ApiError.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getArticuloPorSlug, getDetalleArticulo } from '../../../../shared/contract/blog';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchArticle = (slug: string, staff: boolean, signal?: AbortSignal) =>
  (staff
    ? callApi<typeof getDetalleArticulo>('POST /api/servicio/getdetallearticulo', { tcSlug: slug }, { signal })
    : callApi<typeof getArticuloPorSlug>('GET /api/servicio/articulos/{tcSlug}', undefined, { params: { tcSlug: slug }, token: null, signal })
  ).then(valuesOf);

export const articleQuery = (slug: string, staff: boolean) =>
  queryOptions({ queryKey: [...queryKeys.blog, 'articulo', slug, staff], queryFn: ({ signal }) => fetchArticle(slug, staff, signal) });

export const useArticle = (slug: string, staff: boolean) => useQuery(articleQuery(slug, staff));
