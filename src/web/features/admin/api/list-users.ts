/** POST /api/servicio/admin/listarusuarios: every account, searched and filtered by role and state, a page at a time. */
import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contract/endpoint';
import type { adminListUsers } from '../../../../shared/contract/admin';
import { callApi, valuesOf } from '../../../lib/api-client';
import { adminListQuery } from './admin-list-query';

type Filters = BodyOf<typeof adminListUsers>;

export const fetchAdminUsers = (filters: Filters, signal?: AbortSignal) =>
  callApi<typeof adminListUsers>('POST /api/servicio/admin/listarusuarios', filters, { signal }).then(valuesOf);

export const useAdminUsers = (filters: Filters) => useQuery(adminListQuery('usuarios', filters, (signal) => fetchAdminUsers(filters, signal)));
