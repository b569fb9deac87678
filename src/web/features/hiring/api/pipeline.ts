/**
 * The recruiter's pipeline calls (decision 074): notes, rating, tags, state changes (one or
 * several, with the undo window's message), the history, the status message templates, and the
 * PDF of the CV as sent. Each write refreshes the job's applicant list.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  addApplicationNote,
  changeApplicationStates,
  getApplicationHistory,
  listStatusTemplates,
  rateApplication,
  revealCompany,
  saveStatusTemplate,
  tagApplications,
} from '../../../../shared/contract/pipeline';
import type { BodyOf } from '../../../../shared/contract/endpoint';
import { callApi, valuesOf } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { downloadFile } from '../../../lib/download-file';
import { applicantsKey } from './get-applicants';

const refresh = (code: string) => () => invalidate(applicantsKey(code), [...queryKeys.applications, 'historial'], queryKeys.dashboard, queryKeys.jobs);

export const useAddNote = (code: string) =>
  useMutation({
    mutationFn: (b: BodyOf<typeof addApplicationNote>) => callApi<typeof addApplicationNote>('POST /api/servicio/notapostulacion', b).then(valuesOf),
    onSuccess: refresh(code),
  });

export const useRate = (code: string) =>
  useMutation({
    mutationFn: (b: BodyOf<typeof rateApplication>) => callApi<typeof rateApplication>('POST /api/servicio/calificarpostulacion', b).then(valuesOf),
    onSuccess: refresh(code),
  });

export const useTag = (code: string) =>
  useMutation({
    mutationFn: (b: BodyOf<typeof tagApplications>) => callApi<typeof tagApplications>('POST /api/servicio/etiquetarpostulaciones', b).then(valuesOf),
    onSuccess: refresh(code),
  });

export type StatesChange = BodyOf<typeof changeApplicationStates>;

/** Issue 39: a confidential job's company tells one applicant its name. */
export const useRevealCompany = (code: string) =>
  useMutation({
    mutationFn: (tnPostulacion: number) => callApi<typeof revealCompany>('POST /api/servicio/revelarempresa', { tnPostulacion }).then(valuesOf),
    onSuccess: refresh(code),
  });

export const useChangeStates = (code: string) =>
  useMutation({
    mutationFn: (b: StatesChange) => callApi<typeof changeApplicationStates>('POST /api/servicio/cambiarestadopostulaciones', b).then(valuesOf),
    onSuccess: refresh(code),
  });

export const historyQuery = (postulacion: number) =>
  queryOptions({
    queryKey: [...queryKeys.applications, 'historial', postulacion],
    queryFn: ({ signal }) => callApi<typeof getApplicationHistory>('POST /api/servicio/historialpostulacion', { tnPostulacion: postulacion }, { signal }).then((r) => r.values ?? []),
  });

export const useHistory = (postulacion: number, enabled: boolean) => useQuery({ ...historyQuery(postulacion), enabled });

const templatesKey = [...queryKeys.applications, 'plantillas-mensajes'];

export const useStatusTemplates = () =>
  useQuery({ queryKey: templatesKey, queryFn: ({ signal }) => callApi<typeof listStatusTemplates>('POST /api/servicio/plantillasmensajes', {}, { signal }).then((r) => r.values ?? []) });

export const useSaveTemplate = () =>
  useMutation({
    mutationFn: (b: BodyOf<typeof saveStatusTemplate>) => callApi<typeof saveStatusTemplate>('POST /api/servicio/guardarplantillamensaje', b),
    onSuccess: () => invalidate(templatesKey),
  });

/** GET /api/servicio/cvpostulacion/{Postulacion}: the PDF of the CV as sent, saved as a file (bearer token, never in the URL). */
export async function downloadApplicationCv(postulacion: number, name: string): Promise<void> {
  const fallback = `CV ${name}`.replace(/[^\p{L}\p{N} _-]/gu, '').trim().replace(/\s+/g, '-') || `cv-${postulacion}`;
  await downloadFile(`/api/servicio/cvpostulacion/${postulacion}`, `${fallback}.pdf`, 'No se pudo descargar el currículum.');
}

export const useDownloadCv = () => useMutation({ mutationFn: ({ postulacion, name }: { postulacion: number; name: string }) => downloadApplicationCv(postulacion, name) });
