/** POST /api/servicio/cambiarcontrasena: the current password and the new one (other sessions end). */
import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contract/endpoint';
import type { changePassword } from '../../../../shared/contract/auth';
import { callApi } from '../../../lib/api-client';

export const postChangePassword = (body: BodyOf<typeof changePassword>) => callApi<typeof changePassword>('POST /api/servicio/cambiarcontrasena', body);

export const useChangePassword = () => useMutation({ mutationFn: postChangePassword });
