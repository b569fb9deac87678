/** POST /api/servicio/crearcandidato and /crearcandidatoempresa: a new account, signed in at once. */
import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contract/endpoint';
import type { registerCandidate, registerCompany } from '../../../../shared/contract/auth';
import { callApi, valuesOf } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-data';

export type Registration = { kind: 'candidato'; body: BodyOf<typeof registerCandidate> } | { kind: 'empresa'; body: BodyOf<typeof registerCompany> };

export async function register(r: Registration) {
  const reply =
    r.kind === 'empresa'
      ? await callApi<typeof registerCompany>('POST /api/servicio/crearcandidatoempresa', r.body)
      : await callApi<typeof registerCandidate>('POST /api/servicio/crearcandidato', r.body);
  await startSession(valuesOf(reply).token);
}

export const useRegister = () => useMutation({ mutationFn: register });
