/** POST /api/servicio/getDatosEmpleo: a job's page (an unknown or non-public job is an ApiError). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getJob } from '../../../../shared/contract/jobs';
import type { JobSource } from '../../../../shared/contract/postings';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession, viewerOf } from '../../../lib/session';

export const fetchJob = (code: string, signal?: AbortSignal, fuente: JobSource = 'directo') =>
  callApi<typeof getJob>('POST /api/servicio/getDatosEmpleo', { tcCodigoEmpleo: code, tcFuente: fuente }, { signal }).then(valuesOf);

// The reply depends on who looks (the owner's data, the apply block). Never fresh: each opening
// of the page is a view the server counts, as it always was.
// The source (where the visitor came from) is counted with the view; it does not change the reply.
export const jobQuery = (code: string, viewer: string, fuente: JobSource = 'directo') =>
  queryOptions({ queryKey: [...queryKeys.jobs, 'detalle', code, viewer], queryFn: ({ signal }) => fetchJob(code, signal, fuente), staleTime: 0 });

export const useJob = (code: string, fuente: JobSource = 'directo') => useQuery(jobQuery(code, viewerOf(useSession()), fuente));
