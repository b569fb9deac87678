/** POST /api/servicio/actualizarcurriculum: saves the edited CV over the candidate's own one (paid or not, free). */
import { useMutation } from '@tanstack/react-query';
import type { updateCv } from '../../../../shared/contract/cv';
import { callApi, valuesOf } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { draftFormData, type CvDraft } from '../draft';

/** `savedPhoto`: the photo the CV has on the server; the photo is sent only when it changed. */
export type CvEdit = { id: number; draft: CvDraft; savedPhoto: string | undefined };

export function postCvEdit({ id, draft, savedPhoto }: CvEdit) {
  const form = draftFormData(draft);
  form.set('tnCurriculum', String(id));
  if (draft.foto === savedPhoto) form.delete('foto');
  if (!draft.foto && savedPhoto) form.set('tlQuitarFoto', 'true');
  return callApi<typeof updateCv>('POST /api/servicio/actualizarcurriculum', form).then(valuesOf);
}

export const useUpdateCv = () => useMutation({ mutationFn: postCvEdit, onSuccess: () => invalidate(queryKeys.cvs) });
