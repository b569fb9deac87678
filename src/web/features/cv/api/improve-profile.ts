/** POST /api/servicio/mejorarperfilia: the professional profile polished by the AI (server-side). */
import { useMutation } from '@tanstack/react-query';
import type { improveProfile } from '../../../../shared/contract/ai';
import { ApiError, callApi } from '../../../lib/api-client';

/** Resolves with the new text; no text is an ApiError with the server's message. */
export async function postProfileText(text: string) {
  const reply = await callApi<typeof improveProfile>('POST /api/servicio/mejorarperfilia', { tcTexto: text });
  if (!reply.values?.texto) throw new ApiError(reply.message, 200, undefined, reply);
  return reply.values.texto;
}

export const useImproveProfile = () => useMutation({ mutationFn: postProfileText });
