import { useMutation, type QueryKey } from '@tanstack/react-query';
import { invalidate, queryClient } from '../../../lib/query-client';

/**
 * Saving an own profile: the page shows the saved profile at once (the server's answer is the
 * profile), and the pages built on it are read again (`refresh`).
 */
export const useSaveOwnProfile = <P>(profileKey: QueryKey, post: (form: FormData) => Promise<P>, ...refresh: QueryKey[]) =>
  useMutation({
    mutationFn: post,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      invalidate(...refresh);
    },
  });
