import type { getDatosUsuario } from '../../shared/contract/auth';
import { api } from './api';
import { getSession, saveSessionData, saveToken } from './session';

/**
 * After login or registration: fetch the user data with the new token first, then store token
 * and data together, so no page ever sees a token without its role (a reload in between, or a
 * failed fetch, would otherwise leave a session with no menu).
 */
export async function startSession(token: string) {
  const me = await api<typeof getDatosUsuario>('POST /api/getdatosusuario', [], { token });
  // Data first: without a token it means nothing yet, and with the token the role is complete.
  if ('Datos' in me && me.Datos) saveSessionData(me.Datos);
  saveToken(token);
}

/** Re-reads the stored 'usuario' / 'candidato' / 'empresa' data (after a profile change, or at start when it is missing). */
export async function refreshSessionData() {
  try {
    const me = await api<typeof getDatosUsuario>('POST /api/getdatosusuario', []);
    if ('Datos' in me && me.Datos) saveSessionData(me.Datos);
  } catch {
    // Offline or the server is down: the stored data stays as it is until the next load.
  }
}

/** At start: a stored token whose user data is missing gets it back. */
export function restoreSessionData() {
  const s = getSession();
  if (s.token && !s.user) void refreshSessionData();
}
