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

/** Filters by screening answers (decision 075); none: every applicant. */
export type ApplicantFilters = { tcFiltroPreguntas?: '' | 'pasa' | 'descartado'; tnPregunta?: number; tcRespuesta?: string };

export async function fetchApplicants(code: string, signal?: AbortSignal, filters: ApplicantFilters = {}) {
  const reply = await callApi<typeof getJobApplicants>('POST /api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: code, ...filters }, { signal });
  if (!reply.empleo) throw new ApiError(reply.message, 200, undefined, reply);
  // Opening the list marks its applicants seen: the 'nuevos' counts of the job lists change.
  markStale([...queryKeys.jobs, 'empresa'], queryKeys.dashboard);
  return { job: reply.empleo, list: reply.values ?? [] };
}

export type ApplicantsData = Awaited<ReturnType<typeof fetchApplicants>>;

/** The key of every list of the job's applicants, whatever its filters. */
export const applicantsKey = (code: string) => [...queryKeys.applications, 'empleo', code] as const;

export const applicantsQuery = (code: string, filters: ApplicantFilters = {}) =>
  queryOptions({ queryKey: [...applicantsKey(code), filters], queryFn: ({ signal }) => fetchApplicants(code, signal, filters), placeholderData: (previous) => previous });

export const useApplicants = (code: string, filters: ApplicantFilters = {}) => useQuery(applicantsQuery(code, filters));
