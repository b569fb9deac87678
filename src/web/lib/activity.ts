/**
 * Records what people do in the activity log (bitácora): page views of the main journeys and
 * form events. Fire and forget: a failure (offline, rate limited) never reaches the page. The
 * server takes the user from the session's token, never from IdUsuario.
 */
import type { registrarBitacora } from '../../shared/contract/activity';
import { api } from './api';
import { getSession } from './session';

const recent = new Map<string, number>();

/** Logs `vista` (e.g. 'blogs', 'detalle-articulo') with a short detail; repeats within 2 s are dropped. */
export function logView(vista: string, detalle = ''): void {
  const key = `${vista}\n${detalle}`;
  const now = Date.now();
  if ((recent.get(key) ?? 0) > now - 2000) return;
  recent.set(key, now);
  if (recent.size > 50) for (const [k, t] of recent) if (t < now - 2000) recent.delete(k);
  const body = { IdUsuario: getSession().user?.Usuario ?? 0, Vista: vista.slice(0, 100), Detalle: detalle.slice(0, 1000) };
  api<typeof registrarBitacora>('POST /api/servicio/registrarbitacora', body).catch(() => undefined);
}
