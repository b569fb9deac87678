/** POST /api/actualizar-contrasena: the recovery code and the new password. */
import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contract/endpoint';
import type { resetPassword } from '../../../../shared/contract/auth';
import { callApi } from '../../../lib/api-client';

export const postNewPassword = (body: BodyOf<typeof resetPassword>) => callApi<typeof resetPassword>('POST /api/actualizar-contrasena', body);

export const useResetPassword = () => useMutation({ mutationFn: postNewPassword });
