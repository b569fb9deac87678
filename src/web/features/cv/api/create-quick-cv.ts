/** POST /api/servicio/crearcurriculumcandidatov2: a visitor's CV, which also creates their candidate account. */
import { useMutation } from '@tanstack/react-query';
import type { createQuickCv } from '../../../../shared/contract/cv';
import { ApiError, callApi } from '../../../lib/api-client';
import { draftFormData, type CvDraft } from '../draft';

/** Resolves with the new session and CV; a reply without them is an ApiError with its message. */
export async function postQuickCv(draft: CvDraft) {
  const reply = await callApi<typeof createQuickCv>('POST /api/servicio/crearcurriculumcandidatov2', draftFormData(draft), { token: null });
  const { token, curriculum } = reply;
  if (!token || !curriculum) throw new ApiError(reply.message, 200, undefined, reply);
  return { ...reply, token, curriculum };
}

export const useCreateQuickCv = () => useMutation({ mutationFn: postQuickCv });
