/** POST /api/servicio/cambiarestadopostulacion: the company moves an applicant along the pipeline. */
import { useMutation } from '@tanstack/react-query';
import type { changeApplicationStatus } from '../../../../shared/contract/hiring';
import { callApi, valuesOf } from '../../../lib/api-client';
import { invalidate, queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { applicantsQuery } from './get-applicants';

export const postApplicationStatus = (change: { tnPostulacion: number; tnEstado: number }) =>
  callApi<typeof changeApplicationStatus>('POST /api/servicio/cambiarestadopostulacion', change).then(valuesOf);

/** The job's applicant list shows the new status at once; the dashboards read theirs again. */
export const useChangeApplicationStatus = (code: string) =>
  useMutation({
    mutationFn: postApplicationStatus,
    onSuccess: ({ Postulacion, Estado, EstadoDescripcion }) => {
      queryClient.setQueryData(applicantsQuery(code).queryKey, (d) => d && { ...d, list: d.list.map((a) => (a.Postulacion === Postulacion ? { ...a, Estado, EstadoDescripcion } : a)) });
      invalidate(queryKeys.dashboard, [...queryKeys.applications, 'empresa']);
    },
  });
