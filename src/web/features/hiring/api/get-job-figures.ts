/** POST /api/servicio/cifrasempleo: views, applications, conversion and sources of one of the company's jobs. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { jobFigures } from '../../../../shared/contract/postings';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchJobFigures = (code: string, signal?: AbortSignal) =>
  callApi<typeof jobFigures>('POST /api/servicio/cifrasempleo', { tcCodigoEmpleo: code }, { signal }).then(valuesOf);

export const jobFiguresQuery = (code: string) => queryOptions({ queryKey: [...queryKeys.jobs, 'cifras', code], queryFn: ({ signal }) => fetchJobFigures(code, signal) });

export const useJobFigures = (code: string) => useQuery(jobFiguresQuery(code));
