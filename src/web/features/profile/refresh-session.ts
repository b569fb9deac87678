import type { getDatosUsuario } from '../../../shared/contract/auth';
import { api } from '../../lib/api';
import { saveSessionData } from '../../lib/session';

/** After saving a profile: the stored 'candidato' / 'empresa' data (name, photo, logo) is refreshed. */
export async function refreshSessionData() {
  try {
    const me = await api<typeof getDatosUsuario>('POST /api/getdatosusuario', []);
    if ('Datos' in me && me.Datos) saveSessionData(me.Datos);
  } catch {
    // The next login refreshes it; the profile itself is already saved.
  }
}

/** The field messages of a 400 reply as readable lines. */
export const errorLines = (errores: Record<string, string> | undefined) =>
  Object.values(errores ?? {})
    .map((m) => `- ${m}`)
    .join('\n');
