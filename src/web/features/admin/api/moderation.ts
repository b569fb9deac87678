/** Moderation (issue 38): staff's queue, approval and the rules (read and save). Rejection is ocultarempleo (hide-job.ts). */
import { useQuery } from '@tanstack/react-query';
import type { adminApproveJob, adminModerationQueue, adminModerationRules, adminSaveModerationRules, SaveModerationRulesInput } from '../../../../shared/contract/moderation';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAdminAction } from './admin-action';

export const useModerationQueue = () =>
  useQuery({
    queryKey: [...queryKeys.admin, 'moderacion'],
    queryFn: ({ signal }) => callApi<typeof adminModerationQueue>('POST /api/servicio/admin/moderacion', {}, { signal }).then(valuesOf),
  });

export const useModerationRules = () =>
  useQuery({
    queryKey: [...queryKeys.admin, 'reglasmoderacion'],
    queryFn: ({ signal }) => callApi<typeof adminModerationRules>('POST /api/servicio/admin/reglasmoderacion', {}, { signal }).then(valuesOf),
  });

const postApprove = (v: { tnEmpleo: number }) => callApi<typeof adminApproveJob>('POST /api/servicio/admin/aprobarempleo', v);
const postRules = (v: SaveModerationRulesInput) => callApi<typeof adminSaveModerationRules>('POST /api/servicio/admin/guardarreglasmoderacion', v);

// An approved job is public again: the public searches and pages change too.
export const useApproveJob = () => useAdminAction(postApprove, queryKeys.jobs, queryKeys.companies);
export const useSaveModerationRules = () => useAdminAction(postRules);
