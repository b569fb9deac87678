/** POST /api/servicio/listarempleosbyusuario: 'Mis Postulaciones', with the status each company set. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listMyApplications } from '../../../../shared/contract/applications';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchMyApplications = (signal?: AbortSignal) =>
  callApi<typeof listMyApplications>('POST /api/servicio/listarempleosbyusuario', [], { signal }).then((r) => r.Datos ?? []);

// An own list: a refusal ends the session.
export const myApplicationsQuery = () =>
  queryOptions({ queryKey: [...queryKeys.applications, 'usuario'], queryFn: ({ signal }) => fetchMyApplications(signal), meta: { signOutOnRefusal: true } });

export const useMyApplications = () => useQuery(myApplicationsQuery());
