/**
 * The unread messages of the signed-in candidate or company (mensajesnoleidos, issue 40): the
 * menus and the lists of applications show their counts. Read again every minute while a page is
 * open, and after a thread is read or a message sent (the messages root is invalidated).
 */
import { useQuery } from '@tanstack/react-query';
import type { unreadMessages } from '../../../shared/contract/conversations';
import { callApi, valuesOf } from '../api-client';
import { queryKeys } from '../query-keys';
import { useSession } from '../session';

export const unreadKey = [...queryKeys.messages, 'no-leidos'];

export function useUnreadMessages() {
  const { role, token } = useSession();
  return useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => callApi<typeof unreadMessages>('POST /api/servicio/mensajesnoleidos', {}, { signal }).then(valuesOf),
    enabled: Boolean(token) && (role === 'candidato' || role === 'empresa'),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** The unread messages of one application (0 while unknown). */
export function useUnreadOf(postulacion: number) {
  const q = useUnreadMessages();
  return q.data?.Conversaciones.find((c) => c.Postulacion === postulacion)?.NoLeidos ?? 0;
}
