/** GET /api/servicio/configuracion: the prices the pages show (set once, in the server's configuration). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getSettings } from '../../../shared/contract/settings';
import { callApi, valuesOf } from '../api-client';
import { queryKeys } from '../query-keys';

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

/** Seconds in words: '10 minutos', '1 minuto', '45 segundos', '2 horas'. */
export function durationText(seconds: number): string {
  const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (seconds % 3600 === 0 && seconds >= 3600) return unit(seconds / 3600, 'hora', 'horas');
  if (seconds % 60 === 0 && seconds >= 60) return unit(seconds / 60, 'minuto', 'minutos');
  return unit(seconds, 'segundo', 'segundos');
}
