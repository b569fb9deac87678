/**
 * POST /api/servicio/sandbox/confirmarpago: the test gateway's 'Confirmar pago' (idempotent). A QR
 * replaced by a newer one is refused with its state beside the message.
 */
import { useMutation } from '@tanstack/react-query';
import type { ReplyOf } from '../../../../shared/contract/endpoint';
import type { sandboxConfirm } from '../../../../shared/contract/payments';
import { ApiError, callApi, valuesOf } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { sandboxTransactionQuery } from './sandbox-transaction';

export const postSandboxConfirm = (tx: string, code: string | undefined) =>
  callApi<typeof sandboxConfirm>('POST /api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: tx, tcCodigo: code }, { token: null }).then(valuesOf);

/** The transaction's state as the answer says, also when it is a refusal that carries it. */
export const useSandboxConfirm = (tx: string, code: string | undefined) =>
  useMutation({
    mutationFn: () => postSandboxConfirm(tx, code),
    onSuccess: (values) => queryClient.setQueryData(sandboxTransactionQuery(tx, code).queryKey, values),
    onError: (err) => {
      const values = err instanceof ApiError ? (err.reply as Partial<ReplyOf<typeof sandboxConfirm>> | undefined)?.values : undefined;
      if (values) queryClient.setQueryData(sandboxTransactionQuery(tx, code).queryKey, values);
    },
  });
