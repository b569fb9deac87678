import type { getDatosUsuario } from '../../../shared/contract/auth';
import { api } from '../../lib/api';
import { saveSessionData, saveToken } from '../../lib/session';

/** After login or registration: store the token, fetch and store the user data. */
export async function startSession(token: string) {
  saveToken(token);
  const me = await api<typeof getDatosUsuario>('POST /api/getdatosusuario', [], { token });
  if ('Datos' in me && me.Datos) saveSessionData(me.Datos);
}
