/** POST /api/servicio/listarempleosbycandidato: the candidate's applications (the job page's apply block, the dashboard). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listCandidateApplications } from '../../../shared/contract/applications';
import { callApi } from '../api-client';
import { queryKeys } from '../query-keys';

export const fetchCandidateApplications = (signal?: AbortSignal) =>
  callApi<typeof listCandidateApplications>('POST /api/servicio/listarempleosbycandidato', [], { signal }).then((r) => r.Datos ?? []);

// An own list: a refusal means the session is not a candidate's any more.
export const candidateApplicationsQuery = () =>
  queryOptions({ queryKey: [...queryKeys.applications, 'candidato'], queryFn: ({ signal }) => fetchCandidateApplications(signal), meta: { signOutOnRefusal: true } });

export const useCandidateApplications = () => useQuery(candidateApplicationsQuery());
