/** POST /api/postularempleo: a candidate applies with one of their paid CVs. */
import { useMutation } from '@tanstack/react-query';
import type { applyToJob } from '../../../../shared/contract/applications';
import type { BodyOf } from '../../../../shared/contract/endpoint';
import { ApiError, callApi } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** Resolves when the application is in (Datos 1); anything else is an ApiError with the server's message. */
export async function postApplication(body: BodyOf<typeof applyToJob>) {
  const reply = await callApi<typeof applyToJob>('POST /api/postularempleo', body);
  if (reply.Datos !== 1) throw new ApiError(reply.message, 200, undefined, reply);
}

// The candidate's lists and dashboard change. The job's page is read afresh at each opening anyway
// (and reading it again now would count a view).
export const useApplyToJob = () => useMutation({ mutationFn: postApplication, onSuccess: () => invalidate(queryKeys.applications, queryKeys.dashboard) });
