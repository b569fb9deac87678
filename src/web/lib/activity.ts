/**
 * Records what people do in the activity log (bitácora): page views of the main journeys and
 * form events. Fire and forget: a failure (offline, rate limited) never reaches the page. The
 * server takes the user from the session's token, never from IdUsuario.
 */
import type { registrarBitacora } from '../../shared/contract/activity';
import { callApi } from './api-client';
import { getSession } from './session';

const recent = new Map<string, number>();

/**
 * Logs `vista` (e.g. 'blogs', 'detalle-articulo') with a short detail; repeats within 2 s are
 * dropped. `anonymous` sends no token (a visitor's form events, whoever is signed in).
 */
export function logView(vista: string, detalle = '', { anonymous = false } = {}): void {
  const key = `${vista}\n${detalle}`;
  const now = Date.now();
  if ((recent.get(key) ?? 0) > now - 2000) return;
  recent.set(key, now);
  if (recent.size > 50) for (const [k, t] of recent) if (t < now - 2000) recent.delete(k);
  const body = { IdUsuario: anonymous ? 0 : (getSession().user?.Usuario ?? 0), Vista: vista.slice(0, 100), Detalle: detalle.slice(0, 1000) };
  callApi<typeof registrarBitacora>('POST /api/servicio/registrarbitacora', body, anonymous ? { token: null } : {}).catch(() => undefined);
}

/**
 * The main journeys, logged on every navigation by the layout: route segment -> view name. The
 * detail is the route's code or id only (public codes, internal ids), never a query string, which
 * can hold what someone typed. Blog, profile and admin pages log their own views (with the page
 * or tab), so they are not here.
 */
const JOURNEY_VIEWS: Record<string, string> = {
  '': 'inicio',
  home: 'inicio',
  busquedatrabajo: 'busqueda',
  busquedaavanzada: 'busqueda-avanzada',
  busquedatrabajomapa: 'busqueda-mapa',
  busquedacandidato: 'busqueda-candidatos',
  detalletrabajo: 'detalle-empleo',
  detalleempresa: 'detalle-empresa',
  detallecandidato: 'detalle-candidato',
  login: 'login',
  recuperarcuenta: 'recuperarcuenta',
  contactanos: 'contacto',
  formcontacto: 'contacto',
  crear_mi_cv_rapido: 'cv-rapido',
  crearcurriculum: 'crearcurriculum',
  listacurriculum: 'listacurriculum',
  pagarcurriculum: 'pagarcurriculum',
  'publicar-empleo': 'publicar-empleo',
  crearempleo: 'crearempleo',
  editarempleo: 'editarempleo',
  pagarempleo: 'pagarempleo',
  misempleos: 'misempleos',
  listaempleos: 'listaempleos',
  listarpostulantes: 'listarpostulantes',
  mispostulaciones: 'mispostulaciones',
  Dashboard: 'dashboard',
  revisioncv: 'revisioncv',
};

/** The view and detail to log for a path, or null when it is not one of the main journeys. */
export function journeyView(pathname: string): { vista: string; detalle: string } | null {
  const [segment = '', param = ''] = pathname.replace(/^\/+/, '').split('/');
  const vista = JOURNEY_VIEWS[segment];
  if (!vista) return null;
  let detalle = param;
  try {
    detalle = decodeURIComponent(param);
  } catch {
    // A malformed escape stays as it was typed.
  }
  return { vista, detalle: detalle.slice(0, 100) };
}

/** Logs a page view when `pathname` is one of the main journeys. */
export function logJourneyView(pathname: string): void {
  const view = journeyView(pathname);
  if (view) logView(view.vista, view.detalle);
}
