/** POST /api/servicio/admin/listarpagos: every payment with the staff's filters, and paid totals per day and month. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { adminListPayments } from '../../../../shared/contract/payments';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type PaymentFilters = { tnEstado: string; tcTipo: string; tcDesde: string; tcHasta: string; tnPagina: number };

export const fetchAdminPayments = (f: PaymentFilters, signal?: AbortSignal) =>
  callApi<typeof adminListPayments>('POST /api/servicio/admin/listarpagos', f, { signal }).then(valuesOf);

export const adminPaymentsQuery = (f: PaymentFilters) =>
  queryOptions({ queryKey: [...queryKeys.admin, 'pagos', f], queryFn: ({ signal }) => fetchAdminPayments(f, signal), placeholderData: keepPreviousData });

export const useAdminPayments = (f: PaymentFilters) => useQuery(adminPaymentsQuery(f));
