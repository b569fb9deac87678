/** POST /api/servicio/empleosparati: open jobs ranked by fit with the candidate's latest CV (issue 16). */
import { useQuery } from '@tanstack/react-query';
import type { jobsForYou } from '../../../shared/contract/seekers';
import { callApi, valuesOf } from '../api-client';
import { queryKeys } from '../query-keys';

export const useJobsForYou = (enabled: boolean) =>
  useQuery({
    queryKey: [...queryKeys.forYou, 'lista'],
    queryFn: ({ signal }) => callApi<typeof jobsForYou>('POST /api/servicio/empleosparati', [], { signal }).then(valuesOf),
    enabled,
    staleTime: 60_000,
  });
