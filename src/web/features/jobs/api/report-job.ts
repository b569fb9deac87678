/** POST /api/servicio/denunciarempleo: anyone reports a job (issue 38); resolves with the thank-you. */
import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contract/endpoint';
import type { reportJob } from '../../../../shared/contract/moderation';
import { callApi } from '../../../lib/api-client';

export const postReport = (body: BodyOf<typeof reportJob>) => callApi<typeof reportJob>('POST /api/servicio/denunciarempleo', body).then((r) => r.message);

export const useReportJob = () => useMutation({ mutationFn: postReport });
