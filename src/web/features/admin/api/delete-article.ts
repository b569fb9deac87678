/** POST /api/servicio/admin/eliminararticulo: the staff delete an article and its photo. */
import type { deleteArticle } from '../../../../shared/contract/blog';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAdminAction } from './admin-action';

export const postArticleDeletion = (id: number) => callApi<typeof deleteArticle>('POST /api/servicio/admin/eliminararticulo', { tnArticulo: id });

// The blog's pages lose it too.
export const useDeleteArticle = () => useAdminAction(postArticleDeletion, queryKeys.blog);
