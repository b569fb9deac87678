/** POST /api/servicio/admin/listarpaquetes and /admin/guardarpaquete: the credit packs staff edit (issue 39). */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { adminListPacks, adminSavePack } from '../../../../shared/contract/credits';
import { callApi, valuesOf } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const adminPacksQuery = () =>
  queryOptions({ queryKey: [...queryKeys.admin, 'paquetes'], queryFn: ({ signal }) => callApi<typeof adminListPacks>('POST /api/servicio/admin/listarpaquetes', {}, { signal }).then(valuesOf) });
export const useAdminPacks = () => useQuery(adminPacksQuery());

export type PackForm = { tnPaquete?: number; tnCreditos: string; tnDias: string; tnPrecioBs: string; tlActivo: number };

export const useSavePack = () =>
  useMutation({
    mutationFn: (p: PackForm) => callApi<typeof adminSavePack>('POST /api/servicio/admin/guardarpaquete', p).then(valuesOf),
    // The packs on sale (public list) change too.
    onSuccess: () => invalidate([...queryKeys.admin, 'paquetes'], [...queryKeys.settings, 'paquetes']),
  });
