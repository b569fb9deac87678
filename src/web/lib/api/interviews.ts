/**
 * Interviews (issue 40), shared by the company's applicants, the candidate's applications and
 * both dashboards: one list of the session's upcoming interviews (each page picks its own), and
 * the writes, which refresh applications and dashboards.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { cancelInterview, chooseInterviewTime, listInterviews, proposeInterview, rescheduleInterview } from '../../../shared/contract/interviews';
import type { BodyOf } from '../../../shared/contract/endpoint';
import { callApi, valuesOf } from '../api-client';
import { invalidate } from '../query-client';
import { queryKeys } from '../query-keys';

export const interviewsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.applications, 'entrevistas'],
    queryFn: ({ signal }) => callApi<typeof listInterviews>('POST /api/servicio/listarentrevistas', {}, { signal }).then((r) => r.values ?? []),
  });

/** The session's upcoming interviews (proposed or confirmed), earliest first. */
export const useUpcomingInterviews = (enabled = true) => useQuery({ ...interviewsQuery(), enabled });

const refresh = () => invalidate(queryKeys.applications, queryKeys.dashboard);

export const useProposeInterview = () =>
  useMutation({ mutationFn: (b: BodyOf<typeof proposeInterview>) => callApi<typeof proposeInterview>('POST /api/servicio/proponerentrevista', b).then(valuesOf), onSuccess: refresh });

export const useChooseTime = () =>
  useMutation({ mutationFn: (b: BodyOf<typeof chooseInterviewTime>) => callApi<typeof chooseInterviewTime>('POST /api/servicio/elegirhorario', b).then(valuesOf), onSuccess: refresh });

export const useRescheduleInterview = () =>
  useMutation({ mutationFn: (b: BodyOf<typeof rescheduleInterview>) => callApi<typeof rescheduleInterview>('POST /api/servicio/reprogramarentrevista', b).then(valuesOf), onSuccess: refresh });

export const useCancelInterview = () =>
  useMutation({ mutationFn: (b: BodyOf<typeof cancelInterview>) => callApi<typeof cancelInterview>('POST /api/servicio/cancelarentrevista', b).then(valuesOf), onSuccess: refresh });
