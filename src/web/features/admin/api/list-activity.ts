/** POST /api/servicio/admin/listarbitacora: the activity log, filtered, a page at a time, with the view names to filter by. */
import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contract/endpoint';
import type { listActivity } from '../../../../shared/contract/activity';
import { callApi, valuesOf } from '../../../lib/api-client';
import { adminListQuery } from './admin-list-query';

type Filters = BodyOf<typeof listActivity>;

export const fetchActivity = (filters: Filters, signal?: AbortSignal) =>
  callApi<typeof listActivity>('POST /api/servicio/admin/listarbitacora', filters, { signal }).then(valuesOf);

export const useActivity = (filters: Filters) => useQuery(adminListQuery('bitacora', filters, (signal) => fetchActivity(filters, signal)));
