/** POST /api/servicio/admin/listarmensajes: the contact form's messages, searched, a page at a time. */
import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contract/endpoint';
import type { adminListMessages } from '../../../../shared/contract/admin';
import { callApi, valuesOf } from '../../../lib/api-client';
import { adminListQuery } from './admin-list-query';

type Filters = BodyOf<typeof adminListMessages>;

export const fetchAdminMessages = (filters: Filters, signal?: AbortSignal) =>
  callApi<typeof adminListMessages>('POST /api/servicio/admin/listarmensajes', filters, { signal }).then(valuesOf);

export const useAdminMessages = (filters: Filters) => useQuery(adminListQuery('mensajes', filters, (signal) => fetchAdminMessages(filters, signal)));
