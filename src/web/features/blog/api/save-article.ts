/**
 * POST /api/servicio/creararticulo, or /articulo/actualizar/{id} with an id: the staff's article
 * as multipart (its cover photo with it). Resolves with where the article now lives.
 */
import { useMutation } from '@tanstack/react-query';
import type { createArticle, updateArticle } from '../../../../shared/contract/blog';
import { callApi, valuesOf } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const postArticle = ({ id, form }: { id?: number; form: FormData }) =>
  (id
    ? callApi<typeof updateArticle>('POST /api/servicio/articulo/actualizar/{id}', form, { params: { id } })
    : callApi<typeof createArticle>('POST /api/servicio/creararticulo', form)
  ).then(valuesOf);

// The blog's pages and the staff's article list show it.
export const useSaveArticle = () => useMutation({ mutationFn: postArticle, onSuccess: () => invalidate(queryKeys.blog, queryKeys.admin) });
