/** POST /api/servicio/crearcurriculumcandidato: the candidate's new CV (multipart, with its photo). */
import { useMutation } from '@tanstack/react-query';
import type { createCv } from '../../../../shared/contract/cv';
import { callApi, valuesOf } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { draftFormData, type CvDraft } from '../draft';

export const postCv = (draft: CvDraft) => callApi<typeof createCv>('POST /api/servicio/crearcurriculumcandidato', draftFormData(draft)).then(valuesOf);

export const useCreateCv = () => useMutation({ mutationFn: postCv, onSuccess: () => invalidate(queryKeys.cvs) });
