/**
 * The candidate's own application (decision 079): withdrawing it (retirarpostulacion) and its
 * timeline (historialmipostulacion). Withdrawing refreshes the list, the timeline and the dashboard.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { getMyApplicationTimeline, withdrawApplication } from '../../../../shared/contract/applications';
import { callApi, valuesOf } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

const timelineKey = (postulacion: number) => [...queryKeys.applications, 'mi-historial', postulacion];

export const useWithdrawApplication = () =>
  useMutation({
    mutationFn: (postulacion: number) => callApi<typeof withdrawApplication>('POST /api/servicio/retirarpostulacion', { tnPostulacion: postulacion }).then(valuesOf),
    onSuccess: () => invalidate(queryKeys.applications, queryKeys.dashboard),
  });

export const timelineQuery = (postulacion: number) =>
  queryOptions({
    queryKey: timelineKey(postulacion),
    queryFn: ({ signal }) =>
      callApi<typeof getMyApplicationTimeline>('POST /api/servicio/historialmipostulacion', { tnPostulacion: postulacion }, { signal }).then((r) => r.values ?? []),
  });

export const useApplicationTimeline = (postulacion: number, enabled: boolean) => useQuery({ ...timelineQuery(postulacion), enabled });
