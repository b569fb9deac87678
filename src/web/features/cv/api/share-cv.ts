/** CV share links (decision 077): create, list with their opens, revoke; and the public page's calls. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { listCvShareLinks, openSharedCv, revokeCvShareLink, shareCv } from '../../../../shared/contract/cv';
import { callApi, valuesOf } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';

const LINKS_KEY = ['cv-share-links'] as const;

export const useShareLinks = (enabled: boolean) =>
  // Opens move while the dialog is closed: read them again each time it opens.
  useQuery({ queryKey: LINKS_KEY, enabled, staleTime: 0, refetchOnMount: 'always', queryFn: () => callApi<typeof listCvShareLinks>('POST /api/servicio/listarenlacescurriculum', {}).then(valuesOf) });

export const useShareCv = () =>
  useMutation({
    mutationFn: (body: { tnCurriculum: number; tnDias?: number }) => callApi<typeof shareCv>('POST /api/servicio/compartircurriculum', body).then(valuesOf),
    onSuccess: () => invalidate(LINKS_KEY),
  });

export const useRevokeShareLink = () =>
  useMutation({
    mutationFn: (tnEnlace: number) => callApi<typeof revokeCvShareLink>('POST /api/servicio/revocarenlacecurriculum', { tnEnlace }),
    onSuccess: () => invalidate(LINKS_KEY),
  });

export const fetchSharedCv = (tcToken: string) => callApi<typeof openSharedCv>('POST /api/servicio/vercurriculumcompartido', { tcToken }).then(valuesOf);

/** The shared PDF's bytes (no token: the link is the key). */
export async function fetchSharedPdf(path: string): Promise<Uint8Array> {
  const res = await fetch(path);
  if (!res.ok) throw new Error('No se pudo cargar el currículum.');
  return new Uint8Array(await res.arrayBuffer());
}
