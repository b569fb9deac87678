/** POST /api/login: e-mail and password; the session starts with the token it answers. */
import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contract/endpoint';
import type { login } from '../../../../shared/contract/auth';
import { ApiError, callApi } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-data';

/** A wrong password (codigoerror 1) is an ApiError with the spec's message. */
export async function signIn(body: BodyOf<typeof login>) {
  const reply = await callApi<typeof login>('POST /api/login', body);
  if (!reply.datos) throw new ApiError(reply.message, 200, undefined, reply);
  await startSession(reply.datos.token);
}

export const useLogin = () => useMutation({ mutationFn: signIn });
