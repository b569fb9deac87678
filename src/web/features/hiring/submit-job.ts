import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import type { SubmitOutcome } from './JobForm';

/**
 * One of the job form's writes, as the three pages that send it need it: `done` with the reply;
 * a refusal gives the spec's notice (`failure` + the server's message) and hands the field errors
 * back to the form; no answer is 'Ocurrió un error en el servidor'.
 */
export async function submitJob<T>(write: () => Promise<T>, failure: string, done: (reply: T) => void | Promise<void>): Promise<SubmitOutcome> {
  try {
    await done(await write());
  } catch (err) {
    if (err instanceof ApiError) {
      notify(`${failure}${err.message}`, 'error');
      return { errores: err.errores };
    }
    console.error(err);
    notify('Ocurrió un error en el servidor', 'error');
  }
}
