import { useCallback, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { ErrorEnvelope } from '../../../shared/contract/endpoint';
import { PROFILE_MESSAGES } from '../../../shared/contract/profiles';
import { isErrorEnvelope } from '../../lib/api';
import { fieldErrors, useForm } from '../../lib/form';
import { notify } from '../../lib/notify';
import { ImageReadError, shrinkImage } from '../../lib/shrink-image';
import { refreshSessionData } from '../../lib/session-data';
import { errorLines } from './error-lines';

type Options<V, P> = {
  initial: V;
  /** The contract's field schema (a constant of the module). */
  schema: z.ZodType;
  /** The notice's first line above the list of field errors. */
  errorsTitle: string;
  /** The notice when the save fails without field errors, given the reply's message. */
  failure: (message: string) => string;
  success: string;
  /** Adds what is not a form value (the id, the images) to the body, after the trimmed values. */
  append: (data: FormData) => Promise<void>;
  send: (data: FormData) => Promise<{ error: number; message: string; values?: P } | ErrorEnvelope>;
  onSaved: (profile: P) => void;
};

/**
 * An own-profile form: client validation with the contract's schema, the server's field errors
 * beside the fields, and the save (multipart; the session data is refreshed after it).
 */
export function useProfileForm<V extends Record<string, string>, P>({ initial, schema, errorsTitle, failure, success, append, send, onSaved }: Options<V, P>) {
  const validate = useCallback((v: V) => fieldErrors(schema, v), [schema]);
  const form = useForm<V>(initial, validate);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  /** Props for a field: the form's binding, with the server's error when the form has none. */
  const field = (name: keyof V & string) => {
    const b = form.bind(name);
    return { ...b, error: b.error ?? serverErrors[name] };
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.valid) {
      form.touchAll();
      notify(`${errorsTitle}:\n${errorLines(form.errors)}`, 'error');
      return;
    }
    setSaving(true);
    try {
      const data = new FormData();
      for (const [k, v] of Object.entries(form.values)) data.append(k, v.trim());
      await append(data);
      const res = await send(data);
      if (res.error === 0 && 'values' in res && res.values) {
        setServerErrors({});
        onSaved(res.values);
        await refreshSessionData();
        notify(success, 'success');
        return;
      }
      if (isErrorEnvelope(res) && res.errores) {
        setServerErrors(res.errores);
        notify(`${errorsTitle}:\n${errorLines(res.errores)}`, 'error');
      } else notify(failure(res.message), 'error');
    } catch (err) {
      notify(err instanceof ImageReadError ? err.message : PROFILE_MESSAGES.network, 'error');
    } finally {
      setSaving(false);
    }
  }

  return { form, field, serverErrors, saving, submit };
}

/** The state of an ImageInput: a new file, or the stored image removed, or neither (kept). */
export function useImageChoice() {
  const [choice, setChoice] = useState<{ file: File | null; removed: boolean }>({ file: null, removed: false });
  return {
    /** Spread into ImageInput. */
    input: {
      file: choice.file,
      removed: choice.removed,
      onFile: (file: File | null) => setChoice({ file, removed: false }),
      onRemove: () => setChoice({ file: null, removed: true }),
    },
    clear: () => setChoice({ file: null, removed: false }),
    /** Adds the new image (shrunk to a JPEG of at most `max` px) as `field`, or `removeField=1` when removed. */
    append: async (data: FormData, field: string, fileName: string, removeField: string, max?: number) => {
      if (choice.file) data.append(field, await shrinkImage(choice.file, 0.75, max), fileName);
      else if (choice.removed) data.append(removeField, '1');
    },
  };
}
