import { useCallback, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { PROFILE_MESSAGES } from '../../../shared/contract/profiles';
import { ApiError } from '../../lib/api-client';
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
  /** The save: resolves with the saved profile, rejects with an ApiError when refused. */
  send: (data: FormData) => Promise<P>;
  /** After a save (the page already shows the saved profile). */
  onSaved?: (profile: P) => void;
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
      const saved = await send(data);
      setServerErrors({});
      onSaved?.(saved);
      await refreshSessionData();
      notify(success, 'success');
    } catch (err) {
      if (err instanceof ApiError) refused(err);
      else notify(err instanceof ImageReadError ? err.message : PROFILE_MESSAGES.network, 'error');
    } finally {
      setSaving(false);
    }
  }

  /** A 400's field messages go beside their fields and in the notice; any other refusal says why. */
  function refused(err: ApiError) {
    if (!err.errores) return notify(failure(err.message), 'error');
    setServerErrors(err.errores);
    notify(`${errorsTitle}:\n${errorLines(err.errores)}`, 'error');
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
