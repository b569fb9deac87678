/**
 * Featured jobs (issue 39): GET /api/servicio/preciosdestacado (what 7, 15 or 30 days cost), shared
 * by the company's «Destacar» page and the staff's price editor, and
 * POST /api/servicio/admin/guardarpreciodestacado (staff set one duration's price).
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { adminSaveFeaturedPrice, featuredPrices } from '../../../shared/contract/payments';
import { callApi, valuesOf } from '../api-client';
import { invalidate } from '../query-client';
import { queryKeys } from '../query-keys';

export const featuredPricesQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.settings, 'preciosdestacado'],
    queryFn: ({ signal }) => callApi<typeof featuredPrices>('GET /api/servicio/preciosdestacado', undefined, { token: null, signal }).then(valuesOf),
    staleTime: 5 * 60_000,
  });
export const useFeaturedPrices = () => useQuery(featuredPricesQuery());

export const useSaveFeaturedPrice = () =>
  useMutation({
    mutationFn: (p: { tnDias: number; tnMontoBs: string }) => callApi<typeof adminSaveFeaturedPrice>('POST /api/servicio/admin/guardarpreciodestacado', p).then(valuesOf),
    onSuccess: () => invalidate([...queryKeys.settings, 'preciosdestacado']),
  });
