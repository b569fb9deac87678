/** POST /api/servicio/listarcurriculumbycandidato: the candidate's CVs (the staff: every CV, found by `search`). */
import { queryOptions, useQuery, type QueryMeta } from '@tanstack/react-query';
import type { listCvsByCandidate } from '../../../shared/contract/cv';
import { callApi } from '../api-client';
import { queryKeys } from '../query-keys';

export const fetchOwnCvs = (search: string, signal?: AbortSignal) =>
  callApi<typeof listCvsByCandidate>('POST /api/servicio/listarcurriculumbycandidato', search ? { tcBuscar: search } : [], { signal }).then((r) => r.Datos ?? []);

export const ownCvsQuery = (search = '', meta?: QueryMeta) =>
  queryOptions({ queryKey: [...queryKeys.cvs, 'propios', search], queryFn: ({ signal }) => fetchOwnCvs(search, signal), meta });

/** `meta.signOutOnRefusal` where the list is the page's own (a refusal ends the session). */
export const useOwnCvs = (search = '', meta?: QueryMeta) => useQuery(ownCvsQuery(search, meta));
