/** POST /api/servicio/duplicarcurriculum: a new unpaid copy of one of the candidate's CVs (english: its English version). */
import { useMutation } from '@tanstack/react-query';
import type { duplicateCv } from '../../../../shared/contract/cv';
import { callApi } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type DuplicateRequest = { id: number; english?: boolean };

export const postDuplicateCv = ({ id, english = false }: DuplicateRequest) =>
  callApi<typeof duplicateCv>('POST /api/servicio/duplicarcurriculum', english ? { tnCurriculum: id, tlIngles: true } : { tnCurriculum: id });

export const useDuplicateCv = () => useMutation({ mutationFn: postDuplicateCv, onSuccess: () => invalidate(queryKeys.cvs) });
