/** Job alerts (issue 16): create, list, edit, pause or resume, delete; and the mail's unsubscribe. */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AlertFrequency, createAlert, deleteAlert, listAlerts, pauseAlert, unsubscribeAlert, updateAlert } from '../../../shared/contract/seekers';
import type { JobSearchInput } from '../../../shared/contract/jobs';
import { ApiError, callApi, valuesOf } from '../api-client';
import { invalidate } from '../query-client';
import { queryKeys } from '../query-keys';

export const alertsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.alerts, 'lista'],
    queryFn: ({ signal }) => callApi<typeof listAlerts>('POST /api/servicio/listaralertas', [], { signal }).then(valuesOf),
    meta: { signOutOnRefusal: true },
  });
export const useAlerts = () => useQuery(alertsQuery());

const refresh = { onSuccess: () => invalidate(queryKeys.alerts) };

/** Business refusals (the limit of alerts) come back as `error: 1`: thrown with the server's message. */
function okOrThrow<R extends { error: number; message: string }>(reply: R): R {
  if (reply.error) throw new ApiError(reply.message, 200, undefined, reply);
  return reply;
}

export const useCreateAlert = () =>
  useMutation({
    mutationFn: (body: JobSearchInput & { tcFrecuencia: AlertFrequency }) => callApi<typeof createAlert>('POST /api/servicio/crearalerta', body).then(okOrThrow),
    ...refresh,
  });

export const useUpdateAlert = () =>
  useMutation({
    mutationFn: (body: JobSearchInput & { tnAlerta: number; tcFrecuencia: AlertFrequency }) => callApi<typeof updateAlert>('POST /api/servicio/editaralerta', body).then(okOrThrow),
    ...refresh,
  });

export const usePauseAlert = () =>
  useMutation({
    mutationFn: (body: { tnAlerta: number; tlActiva: boolean }) => callApi<typeof pauseAlert>('POST /api/servicio/pausaralerta', body).then(okOrThrow),
    ...refresh,
  });

export const useDeleteAlert = () =>
  useMutation({
    mutationFn: (tnAlerta: number) => callApi<typeof deleteAlert>('POST /api/servicio/eliminaralerta', { tnAlerta }).then(okOrThrow),
    ...refresh,
  });

export const unsubscribeAlertWithToken = (tcToken: string) => callApi<typeof unsubscribeAlert>('POST /api/servicio/bajaalerta', { tcToken }).then(valuesOf);
