/** POST /api/servicio/establecercontrasena: the link's token and the chosen password; answers a new session. */
import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contract/endpoint';
import type { setPassword } from '../../../../shared/contract/auth';
import { callApi, valuesOf } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-data';

export async function postSetPassword(body: BodyOf<typeof setPassword>) {
  const { token } = valuesOf(await callApi<typeof setPassword>('POST /api/servicio/establecercontrasena', body, { token: null }));
  await startSession(token);
}

export const useSetPassword = () => useMutation({ mutationFn: postSetPassword });
