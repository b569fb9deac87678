/** POST /api/servicio/generardescripcionempleo: the job's long description written by the AI from its fields. */
import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contract/endpoint';
import type { writeJobDescription } from '../../../../shared/contract/ai';
import { callApi } from '../../../lib/api-client';

/** Resolves with the text ('' when none was written) and whether it is a template (no AI configured). */
export const postJobDescription = (job: BodyOf<typeof writeJobDescription>) =>
  callApi<typeof writeJobDescription>('POST /api/servicio/generardescripcionempleo', job).then((r) => ({ texto: r.values?.texto?.trim() ?? '', plantilla: r.values?.plantilla ?? false }));

export const useWriteJobDescription = () => useMutation({ mutationFn: postJobDescription });
