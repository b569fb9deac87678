/** POST /api/servicio/admin/deshabilitarusuario: the staff disable an account (its sessions end) or enable it again. */
import type { adminDisableUser } from '../../../../shared/contract/admin';
import { callApi } from '../../../lib/api-client';
import { useAdminAction } from './admin-action';

export const postUserState = (change: { tnUsuario: number; tnDeshabilitado: 0 | 1 }) =>
  callApi<typeof adminDisableUser>('POST /api/servicio/admin/deshabilitarusuario', change);

export const useDisableUser = () => useAdminAction(postUserState);
