/** POST /api/servicio/admin/listarempleos: every job, searched and filtered by visibility, a page at a time. */
import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contract/endpoint';
import type { adminListJobs } from '../../../../shared/contract/admin';
import { callApi, valuesOf } from '../../../lib/api-client';
import { adminListQuery } from './admin-list-query';

type Filters = BodyOf<typeof adminListJobs>;

export const fetchAdminJobs = (filters: Filters, signal?: AbortSignal) =>
  callApi<typeof adminListJobs>('POST /api/servicio/admin/listarempleos', filters, { signal }).then(valuesOf);

export const useAdminJobs = (filters: Filters) => useQuery(adminListQuery('empleos', filters, (signal) => fetchAdminJobs(filters, signal)));
