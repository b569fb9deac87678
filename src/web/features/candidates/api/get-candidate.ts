/** POST /api/servicio/getDatosCandidato: a candidate's public page (an unknown or hidden one is an ApiError). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getCandidate } from '../../../../shared/contract/candidates';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession, viewerOf } from '../../../lib/session';

export const fetchCandidate = (code: string, signal?: AbortSignal) =>
  callApi<typeof getCandidate>('POST /api/servicio/getDatosCandidato', { tcCodigoCandidato: code }, { signal }).then(valuesOf);

// Keyed by who looks: the contact data is for companies (and the candidate) only.
export const candidateQuery = (code: string, viewer: string) =>
  queryOptions({ queryKey: [...queryKeys.candidates, 'detalle', code, viewer], queryFn: ({ signal }) => fetchCandidate(code, signal) });

export const useCandidate = (code: string) => useQuery(candidateQuery(code, viewerOf(useSession())));
