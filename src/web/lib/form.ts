import { useMemo, useState } from 'react';
import type { z } from 'zod';

/** First message per field from a zod schema (the contract's own request schema). */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '_');
    if (!errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** Form state: values, touched fields, errors shown once a field is touched. */
export function useForm<T extends Record<string, string>>(initial: T, validate: (v: T) => Record<string, string>) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const errors = useMemo(() => validate(values), [values, validate]);
  const valid = Object.keys(errors).length === 0;
  return {
    values,
    errors,
    valid,
    set: (name: keyof T, value: string) => setValues((v) => ({ ...v, [name]: value })),
    /** Props for an input: value, change and blur handlers, and its error once touched. */
    bind: (name: keyof T & string) => ({
      name,
      value: values[name],
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
      onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
      error: touched[name] ? errors[name] : undefined,
    }),
    touchAll: () => setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true]))),
    reset: () => {
      setValues(initial);
      setTouched({});
    },
  };
}

/**
 * Props for a select (or input) that holds one number of a plain form object: its value, and a
 * change that writes that number back.
 */
export function numberField<T extends object>(form: T, setForm: (next: T) => void, key: keyof T) {
  return {
    value: String(form[key]),
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: Number(e.target.value) }),
  };
}
