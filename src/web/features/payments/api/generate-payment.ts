/** POST /api/servicio/generarpago (a CV), /generarpagoempleo (a job) and /comprarpaquete (a credit pack): a new QR for the payer. */
import { useMutation } from '@tanstack/react-query';
import type { buyPack } from '../../../../shared/contract/credits';
import type { featureJob, generateCvPayment, generateJobPayment } from '../../../../shared/contract/payments';
import { ApiError, callApi } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** `destacado` (issue 39): featuring a published job for `dias` days. */
export type PaymentKind = 'curriculum' | 'empleo' | 'paquete' | 'destacado';
export type Payer = { tcNombreUsuario: string; tnCiNit: string; tnTelefono: string; tcCorreo: string; tcTipoDocumento: 'CI' | 'NIT'; tcRazonSocial: string };

/** Resolves with the QR; a refusal (already paid, not yours...) is an ApiError with its message. */
export async function postPayment({ kind, payer, id, dias }: { kind: PaymentKind; payer: Payer; id: string; dias?: number }) {
  const reply =
    kind === 'destacado'
      ? await callApi<typeof featureJob>('POST /api/servicio/destacarempleo', { ...payer, tnEmpleo: id, tnDias: dias })
      : kind === 'curriculum'
      ? await callApi<typeof generateCvPayment>('POST /api/servicio/generarpago', { ...payer, Curriculum: id })
      : kind === 'paquete'
        ? await callApi<typeof buyPack>('POST /api/servicio/comprarpaquete', { ...payer, tnPaquete: id })
        : await callApi<typeof generateJobPayment>('POST /api/servicio/generarpagoempleo', { ...payer, Empleo: id });
  if (!reply.Datos) throw new ApiError(reply.message, 200, undefined, reply);
  return reply.Datos;
}

// The billing data just used is the account's remembered data now: the next pay dialog reads it again.
export const useGeneratePayment = () => useMutation({ mutationFn: postPayment, onSuccess: () => invalidate([...queryKeys.payments, 'facturacion']) });
