/** POST /api/servicio/getempleoedicion: the company's own job, as the edit form needs it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getJobForEdit } from '../../../../shared/contract/hiring';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchJobForEdit = (code: string, signal?: AbortSignal) =>
  callApi<typeof getJobForEdit>('POST /api/servicio/getempleoedicion', { tcCodigoEmpleo: code }, { signal }).then(valuesOf);

export const jobForEditQuery = (code: string) => queryOptions({ queryKey: [...queryKeys.jobs, 'edicion', code], queryFn: ({ signal }) => fetchJobForEdit(code, signal) });

export const useJobForEdit = (code: string) => useQuery(jobForEditQuery(code));
