/** POST /api/servicio/admin/listarcorreos: the mail outbox, newest first, filtered by state, a page at a time. */
import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contract/endpoint';
import type { adminListMails } from '../../../../shared/contract/admin';
import { callApi, valuesOf } from '../../../lib/api-client';
import { adminListQuery } from './admin-list-query';

type Filters = BodyOf<typeof adminListMails>;

export const fetchAdminMails = (filters: Filters, signal?: AbortSignal) =>
  callApi<typeof adminListMails>('POST /api/servicio/admin/listarcorreos', filters, { signal }).then(valuesOf);

export const useAdminMails = (filters: Filters) => useQuery(adminListQuery('correos', filters, (signal) => fetchAdminMails(filters, signal)));
