/** POST /api/servicio/obtenercurriculum: the candidate's own CV, as the wizard edits it (photo as a data URL). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getCvForEdit } from '../../../../shared/contract/cv';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchCvForEdit = (id: number, signal?: AbortSignal) =>
  callApi<typeof getCvForEdit>('POST /api/servicio/obtenercurriculum', { tnCurriculum: id }, { signal }).then(valuesOf);

// Read once per visit: a refetch on focus would not change the draft being edited anyway.
export const cvForEditQuery = (id: number) =>
  queryOptions({ queryKey: [...queryKeys.cvs, 'edicion', id], queryFn: ({ signal }) => fetchCvForEdit(id, signal), staleTime: 0, gcTime: 0, refetchOnWindowFocus: false });

export const useCvForEdit = (id: number) => useQuery({ ...cvForEditQuery(id), enabled: Number.isInteger(id) && id > 0 });
