/**
 * The calls of an application's messages (issue 40): the thread (listarmensajes, which marks the
 * other side's messages read), sending, the e-mail setting, the company's reply templates and the
 * mail's unsubscribe link. Every write refreshes the messages root (menus' counts included).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  deleteReplyTemplate,
  getMessagePreferences,
  listMessages,
  listReplyTemplates,
  saveMessagePreferences,
  saveReplyTemplate,
  sendMessage,
  unsubscribeMessageMail,
} from '../../../../shared/contract/conversations';
import { callApi, valuesOf } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { unreadKey } from '../../../lib/api/unread-messages';

const threadKey = (postulacion: number) => [...queryKeys.messages, 'hilo', postulacion];
const templatesKey = [...queryKeys.messages, 'plantillas'];
const prefsKey = [...queryKeys.messages, 'preferencias'];

export const useThread = (postulacion: number) =>
  useQuery({
    queryKey: threadKey(postulacion),
    queryFn: async ({ signal }) => {
      const thread = await callApi<typeof listMessages>('POST /api/servicio/listarmensajes', { tnPostulacion: postulacion }, { signal }).then(valuesOf);
      // Opening the thread read its messages: the menus' counts change.
      invalidate(unreadKey);
      return thread;
    },
    refetchInterval: 30_000,
  });

export const useSendMessage = (postulacion: number) =>
  useMutation({
    mutationFn: (texto: string) => callApi<typeof sendMessage>('POST /api/servicio/enviarmensaje', { tnPostulacion: postulacion, tcMensaje: texto }),
    onSuccess: () => invalidate(threadKey(postulacion), unreadKey),
  });

export const useReplyTemplates = (enabled: boolean) =>
  useQuery({
    queryKey: templatesKey,
    queryFn: ({ signal }) => callApi<typeof listReplyTemplates>('POST /api/servicio/plantillasrespuesta', {}, { signal }).then((r) => r.values ?? []),
    enabled,
  });

export const useSaveReplyTemplate = () =>
  useMutation({
    mutationFn: (body: { tnPlantilla?: number; tcTitulo: string; tcCuerpo: string }) => callApi<typeof saveReplyTemplate>('POST /api/servicio/guardarplantillarespuesta', body),
    onSuccess: () => invalidate(templatesKey),
  });

export const useDeleteReplyTemplate = () =>
  useMutation({
    mutationFn: (id: number) => callApi<typeof deleteReplyTemplate>('POST /api/servicio/eliminarplantillarespuesta', { tnPlantilla: id }),
    onSuccess: () => invalidate(templatesKey),
  });

export const useMessagePreferences = () =>
  useQuery({
    queryKey: prefsKey,
    queryFn: ({ signal }) => callApi<typeof getMessagePreferences>('POST /api/servicio/preferenciasmensajes', {}, { signal }).then(valuesOf),
  });

export const useSaveMessagePreferences = () =>
  useMutation({
    mutationFn: (recibir: boolean) => callApi<typeof saveMessagePreferences>('POST /api/servicio/guardarpreferenciasmensajes', { tlRecibirCorreos: recibir }),
    onSuccess: () => invalidate(prefsKey),
  });

export const unsubscribeWithToken = (token: string) => callApi<typeof unsubscribeMessageMail>('POST /api/servicio/bajacorreosmensajes', { tcToken: token }, { token: null });
