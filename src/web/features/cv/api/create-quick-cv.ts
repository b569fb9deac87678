/** POST /api/servicio/crearcurriculumcandidatov2: a visitor's CV; the account is reached through the e-mailed link. */
import { useMutation } from '@tanstack/react-query';
import type { createQuickCv } from '../../../../shared/contract/cv';
import { ApiError, callApi } from '../../../lib/api-client';
import { draftFormData, type CvDraft } from '../draft';

/** Resolves with the e-mail the link went to; a refusal is an ApiError with its message. */
export async function postQuickCv(draft: CvDraft) {
  const reply = await callApi<typeof createQuickCv>('POST /api/servicio/crearcurriculumcandidatov2', draftFormData(draft), { token: null });
  if (reply.error) throw new ApiError(reply.message, 200, undefined, reply);
  return { message: reply.message, correo: reply.correo ?? draft.correo.trim() };
}

export const useCreateQuickCv = () => useMutation({ mutationFn: postQuickCv });
