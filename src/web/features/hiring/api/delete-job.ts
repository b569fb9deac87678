/** POST /api/servicio/eliminarempleo: the server closes the job (its applications stay). */
import { useMutation } from '@tanstack/react-query';
import type { CompanyJob, deleteJob } from '../../../../shared/contract/hiring';
import { callApi } from '../../../lib/api-client';
import { companyJobsQuery } from '../../../lib/api/list-company-jobs';
import { markStale, queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const postJobDeletion = (code: string) => callApi<typeof deleteJob>('POST /api/servicio/eliminarempleo', { tcCodigoEmpleo: code });

/**
 * It leaves the company's list at once; every other page of jobs is read again when shown next
 * (not now: the job's own edit page, if on screen, is leaving and would only read a 404).
 */
export const useDeleteJob = () =>
  useMutation({
    mutationFn: postJobDeletion,
    onSuccess: (_reply, code) => {
      queryClient.setQueryData(companyJobsQuery().queryKey, (jobs: CompanyJob[] | undefined) => jobs?.filter((j) => j.CodigoEmpleo !== code));
      markStale(queryKeys.jobs, queryKeys.companies, queryKeys.applications, queryKeys.dashboard);
    },
  });
