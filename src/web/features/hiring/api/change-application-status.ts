/** POST /api/servicio/cambiarestadopostulacion: the company moves an applicant along the pipeline. */
import { useMutation } from '@tanstack/react-query';
import type { changeApplicationStatus } from '../../../../shared/contract/hiring';
import { callApi, valuesOf } from '../../../lib/api-client';
import { invalidate, queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { applicantsKey, type ApplicantsData } from './get-applicants';

export const postApplicationStatus = (change: { tnPostulacion: number; tnEstado: number }) =>
  callApi<typeof changeApplicationStatus>('POST /api/servicio/cambiarestadopostulacion', change).then(valuesOf);

/** The job's applicant list shows the new status at once; the dashboards read theirs again. */
export const useChangeApplicationStatus = (code: string) =>
  useMutation({
    mutationFn: postApplicationStatus,
    onSuccess: ({ Postulacion, Estado, EstadoDescripcion }) => {
      // Every filtered copy of the job's list (decision 075: the list is keyed by its filters too).
      queryClient.setQueriesData<ApplicantsData>({ queryKey: applicantsKey(code) }, (d) => d && { ...d, list: d.list.map((a) => (a.Postulacion === Postulacion ? { ...a, Estado, EstadoDescripcion } : a)) });
      invalidate(queryKeys.dashboard, [...queryKeys.applications, 'empresa']);
    },
  });
