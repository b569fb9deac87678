import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/** Saving a CV failed: the spec's two alerts for a refusal; with no answer the draft stays for a later try. */
export function notifyCvError(err: Error) {
  if (!(err instanceof ApiError)) return notify('No se pudo conectar con el servidor. Tu borrador sigue guardado en este navegador.', 'error');
  notify('Ocurrió un error', 'error');
  notify(`Hubo un error al registrar el cv ${err.message}`, 'error');
}
