/** POST /api/servicio/mandarcodigo: a 6-digit recovery code sent to the account's e-mail. */
import { useMutation } from '@tanstack/react-query';
import type { sendRecoveryCode } from '../../../../shared/contract/auth';
import { callApi } from '../../../lib/api-client';

export const postRecoveryCode = (correo: string) => callApi<typeof sendRecoveryCode>('POST /api/servicio/mandarcodigo', { correo });

export const useSendRecoveryCode = () => useMutation({ mutationFn: postRecoveryCode });
