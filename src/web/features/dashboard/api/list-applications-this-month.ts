/** POST /api/servicio/listarempleosbycandidatomes: the candidate's applications of this month. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listCandidateApplicationsThisMonth } from '../../../../shared/contract/applications';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchApplicationsThisMonth = (signal?: AbortSignal) =>
  callApi<typeof listCandidateApplicationsThisMonth>('POST /api/servicio/listarempleosbycandidatomes', [], { signal }).then((r) => r.Datos ?? []);

export const applicationsThisMonthQuery = () =>
  queryOptions({ queryKey: [...queryKeys.applications, 'candidato', 'mes'], queryFn: ({ signal }) => fetchApplicationsThisMonth(signal), meta: { signOutOnRefusal: true } });

export const useApplicationsThisMonth = () => useQuery(applicationsThisMonthQuery());
