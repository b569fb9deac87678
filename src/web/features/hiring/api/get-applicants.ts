/**
 * POST /api/servicio/getpostulantesEmpleo: the applicants of one of the company's jobs. Not the
 * owner (403) or no such job (404) is an ApiError envelope with its message; a 200 without the
 * job means the session is not a company's.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getJobApplicants } from '../../../../shared/contract/hiring';
import { ApiError, callApi } from '../../../lib/api-client';
import { markStale } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export async function fetchApplicants(code: string, signal?: AbortSignal) {
  const reply = await callApi<typeof getJobApplicants>('POST /api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: code }, { signal });
  if (!reply.empleo) throw new ApiError(reply.message, 200, undefined, reply);
  // Opening the list marks its applicants seen: the 'nuevos' counts of the job lists change.
  markStale([...queryKeys.jobs, 'empresa'], queryKeys.dashboard);
  return { job: reply.empleo, list: reply.values ?? [] };
}

export const applicantsQuery = (code: string) => queryOptions({ queryKey: [...queryKeys.applications, 'empleo', code], queryFn: ({ signal }) => fetchApplicants(code, signal) });

export const useApplicants = (code: string) => useQuery(applicantsQuery(code));
