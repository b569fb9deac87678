/**
 * POST /api/servicio/consultarpago and /consultarpagoempleo: a QR's state (EstadoTransaccion 1
 * pending, 2 paid, 3 replaced, 4 expired, 5 under review), polled every 10 s while it can still be paid,
 * in the background too, as the spec says.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { checkPackPayment } from '../../../../shared/contract/credits';
import { PAID, PAYMENT_POLL_MS, REPLACED, type checkCvPayment, type checkFeaturedPayment, type checkJobPayment } from '../../../../shared/contract/payments';
import { callApi, valuesOf } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { PaymentKind } from './generate-payment';

export async function fetchPaymentState(kind: PaymentKind, tx: number, id: string, signal?: AbortSignal) {
  const reply =
    kind === 'curriculum'
      ? await callApi<typeof checkCvPayment>('POST /api/servicio/consultarpago', { tnTransaccionDePago: tx, tnCurriculum: id }, { signal })
      : kind === 'destacado'
        ? await callApi<typeof checkFeaturedPayment>('POST /api/servicio/consultarpagodestacado', { tnTransaccionDePago: tx, tnEmpleo: id }, { signal })
        : kind === 'paquete'
        ? await callApi<typeof checkPackPayment>('POST /api/servicio/consultarpagopaquete', { tnTransaccionDePago: tx, tnPaquete: id }, { signal })
        : await callApi<typeof checkJobPayment>('POST /api/servicio/consultarpagoempleo', { tnTransaccionDePago: tx, tnEmpleo: id }, { signal });
  const state = valuesOf(reply).EstadoTransaccion;
  // Paid: what was paid for changes (a CV activated; a job published, on the dashboards too).
  // A pack: the balance refreshes with "Mis pagos" (never the whole payments root: this very query is under it).
  if (state === PAID)
    invalidate([...queryKeys.payments, 'mios'], ...(kind === 'paquete' ? [[...queryKeys.payments, 'saldo']] : kind === 'curriculum' ? [queryKeys.cvs] : [queryKeys.jobs, queryKeys.companies, queryKeys.dashboard]));
  return state;
}

/** A new QR is pending: its first check comes after one interval (or when the person comes back to the tab). */
const PENDING = 1;

export const paymentStateQuery = (kind: PaymentKind, tx: number, id: string) =>
  queryOptions({
    queryKey: [...queryKeys.payments, kind, id, tx],
    queryFn: ({ signal }) => fetchPaymentState(kind, tx, id, signal),
    initialData: PENDING,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: PAYMENT_POLL_MS,
    // Pending and replaced QRs can still be paid (a bank may pay an old QR); the rest are final.
    refetchInterval: (q) => (q.state.data === PENDING || q.state.data === REPLACED ? PAYMENT_POLL_MS : false),
    refetchIntervalInBackground: true,
  });

/** Polls the QR `tx` while there is one (`tx` null: not yet). */
export const usePaymentState = (kind: PaymentKind, tx: number | null, id: string) => useQuery({ ...paymentStateQuery(kind, tx ?? 0, id), enabled: tx !== null });
