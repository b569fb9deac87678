/** POST /api/servicio/sandbox/consultartransaccion: what the test gateway's page shows of a QR (PAYMENT_PROVIDER=sandbox). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { sandboxTransaction } from '../../../../shared/contract/payments';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// No token: the payer may be anyone holding the QR.
export const fetchSandboxTransaction = (tx: string, signal?: AbortSignal) =>
  callApi<typeof sandboxTransaction>('POST /api/servicio/sandbox/consultartransaccion', { tnTransaccionDePago: tx }, { token: null, signal }).then(valuesOf);

export const sandboxTransactionQuery = (tx: string) =>
  queryOptions({ queryKey: [...queryKeys.payments, 'sandbox', tx], queryFn: ({ signal }) => fetchSandboxTransaction(tx, signal) });

export const useSandboxTransaction = (tx: string) => useQuery(sandboxTransactionQuery(tx));
