import { useMutation, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A staff action (hide a job, disable an account, delete an article): resolves with the server's
 * message. Whatever the server answered, the staff lists and `refresh` are read again; with no
 * answer at all nothing changed.
 */
export const useAdminAction = <V>(post: (v: V) => Promise<{ message: string }>, ...refresh: QueryKey[]) =>
  useMutation({
    mutationFn: (v: V) => post(v).then((r) => r.message),
    onSettled: (_message, err) => {
      if (!err || err instanceof ApiError) invalidate(queryKeys.admin, ...refresh);
    },
  });
