/** POST /api/servicio/duplicarcurriculum: a new unpaid copy of one of the candidate's CVs. */
import { useMutation } from '@tanstack/react-query';
import type { duplicateCv } from '../../../../shared/contract/cv';
import { callApi } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const postDuplicateCv = (id: number) => callApi<typeof duplicateCv>('POST /api/servicio/duplicarcurriculum', { tnCurriculum: id });

export const useDuplicateCv = () => useMutation({ mutationFn: postDuplicateCv, onSuccess: () => invalidate(queryKeys.cvs) });
