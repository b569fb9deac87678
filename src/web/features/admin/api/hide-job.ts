/** POST /api/servicio/admin/ocultarempleo: the staff hide a job from the public (or show it again). */
import type { adminHideJob } from '../../../../shared/contract/admin';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAdminAction } from './admin-action';

/** Hiding takes the reason the company is told (tcMotivo); showing again needs none. */
export const postJobVisibility = (change: { tnEmpleo: number; tnOculto: 0 | 1; tcMotivo?: string }) => callApi<typeof adminHideJob>('POST /api/servicio/admin/ocultarempleo', change);

// The public searches and pages change too.
export const useHideJob = () => useAdminAction(postJobVisibility, queryKeys.jobs, queryKeys.companies);
