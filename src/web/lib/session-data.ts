import type { getDatosUsuario, logout } from '../../shared/contract/auth';
import { ApiError, callApi } from './api-client';
import { clearSession, getSession, saveSessionData, saveToken } from './session';

const fetchSessionData = (token?: string) => callApi<typeof getDatosUsuario>('POST /api/getdatosusuario', [], token ? { token } : {});

/**
 * After login or registration: fetch the user data with the new token first, then store token
 * and data together, so no page ever sees a token without its role (a reload in between, or a
 * failed fetch, would otherwise leave a session with no menu).
 */
export async function startSession(token: string) {
  // A refusal here leaves the data to restoreSessionData(); no answer at all is the caller's to show.
  const me = await fetchSessionData(token).catch((err: Error) => {
    if (err instanceof ApiError) return null;
    throw err;
  });
  // Data first: without a token it means nothing yet, and with the token the role is complete.
  if (me?.Datos) saveSessionData(me.Datos);
  saveToken(token);
}

/** Re-reads the stored 'usuario' / 'candidato' / 'empresa' data (after a profile change, or at start when it is missing). */
export async function refreshSessionData() {
  try {
    const me = await fetchSessionData();
    if (me.Datos) saveSessionData(me.Datos);
  } catch {
    // Offline, the server down or the session refused: the stored data stays until the next load.
  }
}

/**
 * At start: a stored token's user data is read again in the background, so what changed on the
 * server since (a team role given by an administrator, a name edited on another device) holds from
 * the next page load; data that is missing comes back the same way.
 */
export function restoreSessionData() {
  if (getSession().token) void refreshSessionData();
}

/**
 * Logout: the server revokes the token, then the session leaves the browser (and with it the
 * query cache, see query-client.ts), even when the server cannot be reached.
 */
export async function endSession() {
  try {
    await callApi<typeof logout>('POST /api/logout', []);
  } catch {
    // The session is cleared locally all the same.
  }
  clearSession();
}
