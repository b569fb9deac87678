/** POST /api/servicio/eliminarcuenta: with the password; the session ends on the server. */
import { useMutation } from '@tanstack/react-query';
import type { deleteAccount } from '../../../../shared/contract/auth';
import { callApi } from '../../../lib/api-client';

export const postDeleteAccount = (tcContrasena: string) => callApi<typeof deleteAccount>('POST /api/servicio/eliminarcuenta', { tcContrasena });

export const useDeleteAccount = () => useMutation({ mutationFn: postDeleteAccount });
