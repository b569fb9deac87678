import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { draftProblems, type CvDraft } from './draft';

/** Saving a CV failed: the spec's two alerts for a refusal; with no answer the draft stays for a later try. */
export function notifyCvError(err: Error) {
  if (!(err instanceof ApiError)) return notify('No se pudo conectar con el servidor. Tu borrador sigue guardado en este navegador.', 'error');
  notify('Ocurrió un error', 'error');
  notify(`Hubo un error al registrar el cv ${err.message}`, 'error');
}

/** What the server would refuse, said before the confirmation; true when the draft can be sent. */
export function draftReady(draft: CvDraft): boolean {
  const problems = draftProblems(draft);
  if (problems.length) notify(`Revisa los siguientes datos:\n${problems.map((p) => `• ${p}`).join('\n')}`, 'error');
  return problems.length === 0;
}
