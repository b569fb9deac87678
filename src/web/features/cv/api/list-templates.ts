/** GET /api/servicio/listarplantillas: the CV templates to choose from. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listTemplates } from '../../../../shared/contract/cv';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchTemplates = (signal?: AbortSignal) => callApi<typeof listTemplates>('GET /api/servicio/listarplantillas', undefined, { signal }).then((r) => r.values);

// The templates ship with the server: read once per visit.
export const templatesQuery = () => queryOptions({ queryKey: queryKeys.templates, queryFn: ({ signal }) => fetchTemplates(signal), staleTime: Infinity });

export const useTemplates = () => useQuery(templatesQuery());
