/** The search's synonym groups (decision 073): list, save (0 creates), delete. */
import { useQuery } from '@tanstack/react-query';
import type { adminDeleteSynonyms, adminListSynonyms, adminSaveSynonyms } from '../../../../shared/contract/jobs';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAdminAction } from './admin-action';

export const useSynonyms = () =>
  useQuery({
    queryKey: [...queryKeys.admin, 'sinonimos'],
    queryFn: ({ signal }) => callApi<typeof adminListSynonyms>('POST /api/servicio/admin/sinonimos', {}, { signal }).then((r) => valuesOf(r)),
  });

const postSave = (v: { tnSinonimo: number; tcPalabras: string }) => callApi<typeof adminSaveSynonyms>('POST /api/servicio/admin/guardarsinonimo', v);
const postDelete = (v: { tnSinonimo: number }) => callApi<typeof adminDeleteSynonyms>('POST /api/servicio/admin/eliminarsinonimo', v);

// Searches read the new groups at once: cached result pages are dropped too.
export const useSaveSynonyms = () => useAdminAction(postSave, queryKeys.jobs);
export const useDeleteSynonyms = () => useAdminAction(postDelete, queryKeys.jobs);
