/** GET /api/servicio/configuracion: the prices the pages show (set once, in the server's configuration). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getSettings } from '../../../shared/contract/settings';
import { callApi, valuesOf } from '../api-client';
import { queryKeys } from '../query-keys';
import { durationText } from '../format';

export const fetchSettings = (signal?: AbortSignal) =>
  callApi<typeof getSettings>('GET /api/servicio/configuracion', undefined, { token: null, signal }).then(valuesOf);

// They change only when the server restarts with another configuration.
export const settingsQuery = () => queryOptions({ queryKey: queryKeys.settings, queryFn: ({ signal }) => fetchSettings(signal), staleTime: 60 * 60_000 });

/** The public settings: `data?.precioCurriculumBs`, `data?.precioEmpleoBs`. */
export const useSettings = () => useQuery(settingsQuery());

const WHATSAPP_GREETING = encodeURIComponent('Hola Chamba, quisiera más información.');

/** The contact numbers of the server's configuration; null while loading or when none is set. */
export function useContactNumbers() {
  const { data } = useSettings();
  const telefono = data?.telefonoContacto ?? null;
  return {
    telefono,
    /** For an <a href="tel:...">. */
    telefonoHref: telefono ? `tel:${telefono.replace(/[\s-]/g, '')}` : null,
    whatsappHref: data?.whatsapp ? `https://wa.me/${data.whatsapp}?text=${WHATSAPP_GREETING}` : null,
  };
}

/** The undo window of a change of state, in words ('10 minutos'); 'unos minutos' while loading. */
export function useUndoWindowText(): string {
  const { data } = useSettings();
  return data ? durationText(data.segundosDeshacerEstado) : 'unos minutos';
}

