/** POST /api/servicio/admin/reintentarcorreo: a failed mail goes back to the queue. */
import type { adminRetryMail } from '../../../../shared/contract/admin';
import { callApi } from '../../../lib/api-client';
import { useAdminAction } from './admin-action';

export const postRetryMail = (v: { tnCorreo: number }) => callApi<typeof adminRetryMail>('POST /api/servicio/admin/reintentarcorreo', v);

export const useRetryMail = () => useAdminAction(postRetryMail);
