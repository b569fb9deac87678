/**
 * The job form's three writes: POST /api/servicio/registrarempleo (a company's new job, unpaid),
 * /actualizarempleo (its own job), /registrarempleoPublico (a visitor's job, with a new account).
 * A refusal is an ApiError; a 400's field messages are in its `errores`.
 */
import { useMutation } from '@tanstack/react-query';
import type { JobInput, PublicJobInput, RegisterJobInput, registerJob, registerPublicJob, updateJob } from '../../../../shared/contract/hiring';
import { callApi, valuesOf } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** With `tlUsarCredito: 1` the job is paid by one of the company's credits (issue 39). */
export const postJob = (job: RegisterJobInput) => callApi<typeof registerJob>('POST /api/servicio/registrarempleo', job).then(valuesOf);

export const postJobUpdate = ({ code, job }: { code: string; job: JobInput }) =>
  callApi<typeof updateJob>('POST /api/servicio/actualizarempleo', { ...job, tcCodigoEmpleo: code }).then(valuesOf);

export const postPublicJob = (job: PublicJobInput) => callApi<typeof registerPublicJob>('POST /api/servicio/registrarempleoPublico', job, { token: null }).then(valuesOf);

// Every list and page of jobs, the companies' pages and the dashboards may show it.
const refreshJobs = () => invalidate(queryKeys.jobs, queryKeys.companies, queryKeys.dashboard);

// A job paid with a credit changes the balance too (under the payments root).
export const useCreateJob = () => useMutation({ mutationFn: postJob, onSuccess: () => (refreshJobs(), invalidate([...queryKeys.payments, 'saldo'])) });
export const useUpdateJob = () => useMutation({ mutationFn: postJobUpdate, onSuccess: refreshJobs });
export const usePublishPublicJob = () => useMutation({ mutationFn: postPublicJob, onSuccess: refreshJobs });
