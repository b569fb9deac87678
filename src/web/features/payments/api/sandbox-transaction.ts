/** POST /api/servicio/sandbox/consultartransaccion: what the test gateway's page shows of a QR (PAYMENT_PROVIDER=sandbox). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { sandboxTransaction } from '../../../../shared/contract/payments';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// No token: the payer may be anyone holding the QR, and the QR's code (?codigo=) is the key.
export const fetchSandboxTransaction = (tx: string, code: string | undefined, signal?: AbortSignal) =>
  callApi<typeof sandboxTransaction>('POST /api/servicio/sandbox/consultartransaccion', { tnTransaccionDePago: tx, tcCodigo: code }, { token: null, signal }).then(valuesOf);

export const sandboxTransactionQuery = (tx: string, code: string | undefined) =>
  queryOptions({ queryKey: [...queryKeys.payments, 'sandbox', tx, code ?? ''], queryFn: ({ signal }) => fetchSandboxTransaction(tx, code, signal), retry: false });

export const useSandboxTransaction = (tx: string, code: string | undefined) => useQuery(sandboxTransactionQuery(tx, code));
