/** POST /api/servicio/eliminarcurriculum: deletes one of the candidate's CVs (applications keep the version sent). */
import { useMutation } from '@tanstack/react-query';
import type { deleteCv } from '../../../../shared/contract/cv';
import { callApi } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const postDeleteCv = (id: number) => callApi<typeof deleteCv>('POST /api/servicio/eliminarcurriculum', { tnCurriculum: id });

// The candidate's applications show the CV they were sent with: they change too.
export const useDeleteCv = () => useMutation({ mutationFn: postDeleteCv, onSuccess: () => invalidate(queryKeys.cvs, queryKeys.applications, queryKeys.payments) });
