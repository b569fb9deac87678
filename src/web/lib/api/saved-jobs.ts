/**
 * Saved jobs (issue 16): POST /api/servicio/listarempleosguardados, guardarempleo and
 * quitarempleoguardado. The list is read once per session (hearts on every card read it) and
 * changed in place by a save or a removal, so a heart turns at once.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { listSavedJobs, saveJob, unsaveJob } from '../../../shared/contract/seekers';
import { callApi, valuesOf } from '../api-client';
import { invalidate, queryClient } from '../query-client';
import { queryKeys } from '../query-keys';
import { useSession } from '../session';

export const savedJobsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.savedJobs, 'lista'],
    queryFn: ({ signal }) => callApi<typeof listSavedJobs>('POST /api/servicio/listarempleosguardados', [], { signal }).then(valuesOf),
    staleTime: 60_000,
  });

/** The candidate's saved jobs; nothing is read for visitors and other roles. */
export function useSavedJobs() {
  const { role } = useSession();
  return useQuery({ ...savedJobsQuery(), enabled: role === 'candidato' });
}

/** Saves (`save: true`) or removes a job by its code. */
export function useToggleSavedJob() {
  return useMutation({
    mutationFn: async ({ code, save }: { code: string; save: boolean }) => {
      const reply = save
        ? await callApi<typeof saveJob>('POST /api/servicio/guardarempleo', { tcEmpleo: code })
        : await callApi<typeof unsaveJob>('POST /api/servicio/quitarempleoguardado', { tcEmpleo: code });
      if (reply.error) throw new Error(reply.message);
      return reply.message;
    },
    onSettled: () => invalidate(queryKeys.savedJobs),
    onMutate: ({ code, save }) => {
      // The heart turns before the answer; the list is read again after it.
      const key = savedJobsQuery().queryKey;
      const prev = queryClient.getQueryData(key);
      if (prev && !save) queryClient.setQueryData(key, prev.filter((j) => j.CodigoEmpleo !== code));
      return { prev };
    },
  });
}
