/** POST /api/servicio/admin/listararticulos: every article, scheduled ones too, 20 a page. */
import { useQuery } from '@tanstack/react-query';
import type { listArticlesAdmin } from '../../../../shared/contract/blog';
import { callApi, valuesOf } from '../../../lib/api-client';
import { adminListQuery } from './admin-list-query';

const PER_PAGE = 20;

export async function fetchAdminArticles(page: number, signal?: AbortSignal) {
  const reply = await callApi<typeof listArticlesAdmin>('POST /api/servicio/admin/listararticulos', { tnPagina: page, tnPorPagina: PER_PAGE }, { signal });
  const Items = valuesOf(reply);
  return { Items, Total: reply.Total ?? Items.length, Pagina: page, PorPagina: reply.PorPagina ?? PER_PAGE };
}

export const useAdminArticles = (page: number) => useQuery(adminListQuery('articulos', { page }, (signal) => fetchAdminArticles(page, signal)));
