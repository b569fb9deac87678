/** POST /api/servicio/listarempleosanalisiscv: the company's jobs to analyse CVs against (the staff: every company's). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listAnalysisJobs } from '../../../../shared/contract/analysis';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchAnalysisJobs = (signal?: AbortSignal) =>
  callApi<typeof listAnalysisJobs>('POST /api/servicio/listarempleosanalisiscv', [], { signal }).then((r) => r.values ?? []);

export const analysisJobsQuery = () => queryOptions({ queryKey: [...queryKeys.jobs, 'analisis'], queryFn: ({ signal }) => fetchAnalysisJobs(signal) });

export const useAnalysisJobs = (enabled: boolean) => useQuery({ ...analysisJobsQuery(), enabled });
