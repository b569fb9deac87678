/**
 * Credit packs (issue 39), shared by the company's balance page, the job form («Usar 1 crédito»)
 * and the payment flow: GET /api/servicio/paquetes, POST /api/servicio/saldoempresa and
 * /usarcreditoempleo, POST /api/servicio/datosfacturacion (the billing data to prefill).
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { companyBalance, listPacks, useCreditForJob } from '../../../shared/contract/credits';
import type { getBillingData } from '../../../shared/contract/payments';
import { callApi, valuesOf } from '../api-client';
import { invalidate } from '../query-client';
import { queryKeys } from '../query-keys';

export const packsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.settings, 'paquetes'],
    queryFn: ({ signal }) => callApi<typeof listPacks>('GET /api/servicio/paquetes', undefined, { token: null, signal }).then(valuesOf),
    staleTime: 5 * 60_000,
  });
export const usePacks = () => useQuery(packsQuery());

export const balanceQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.payments, 'saldo'],
    queryFn: ({ signal }) => callApi<typeof companyBalance>('POST /api/servicio/saldoempresa', {}, { signal }).then(valuesOf),
  });
/** The company's balance; `enabled` false for other roles. */
export const useCompanyBalance = (enabled = true) => useQuery({ ...balanceQuery(), enabled });

export const billingDataQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.payments, 'facturacion'],
    queryFn: ({ signal }) => callApi<typeof getBillingData>('POST /api/servicio/datosfacturacion', {}, { signal }).then((r) => r.values ?? null),
    staleTime: 60_000,
  });
export const useBillingData = (enabled = true) => useQuery({ ...billingDataQuery(), enabled });

/** Publishes an own pending job with one credit; refusals (no credit, expired) come as ApiError with the Spanish message. */
export const useSpendCredit = () =>
  useMutation({
    mutationFn: (jobId: number | string) => callApi<typeof useCreditForJob>('POST /api/servicio/usarcreditoempleo', { tnEmpleo: jobId }).then(valuesOf),
    onSuccess: () => invalidate([...queryKeys.payments, 'saldo'], queryKeys.jobs, queryKeys.dashboard),
  });
