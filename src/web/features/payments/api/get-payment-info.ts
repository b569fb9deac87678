/** GET /api/servicio/infopago: each price and what it buys, shown before any QR; whether payments are a simulation. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { paymentInfo } from '../../../../shared/contract/payments';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchPaymentInfo = (signal?: AbortSignal) =>
  callApi<typeof paymentInfo>('GET /api/servicio/infopago', undefined, { token: null, signal }).then(valuesOf);

// It changes only when the server restarts with another configuration.
export const paymentInfoQuery = () =>
  queryOptions({ queryKey: [...queryKeys.settings, 'pagos'], queryFn: ({ signal }) => fetchPaymentInfo(signal), staleTime: 60 * 60_000 });

export const usePaymentInfo = () => useQuery(paymentInfoQuery());
