/** GET /api/servicio/mispagos: every payment of the account, newest first, with its state and receipt. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { myPayments } from '../../../../shared/contract/payments';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchMyPayments = (signal?: AbortSignal) => callApi<typeof myPayments>('GET /api/servicio/mispagos', undefined, { signal }).then(valuesOf);

// An own list: a refusal ends the session.
export const myPaymentsQuery = () =>
  queryOptions({ queryKey: [...queryKeys.payments, 'mios'], queryFn: ({ signal }) => fetchMyPayments(signal), meta: { signOutOnRefusal: true } });

export const useMyPayments = () => useQuery(myPaymentsQuery());
