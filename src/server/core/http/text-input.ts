/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a query with one fails. No field of
 * the product means anything by it, so every incoming string (JSON bodies and multipart text
 * fields) loses it before validation.
 */
const NUL = '\u0000';

export const withoutNul = (text: string): string => (text.includes(NUL) ? text.replaceAll(NUL, '') : text);

/** JSON.parse reviver: strings without NUL. */
export const jsonWithoutNul = (_key: string, value: unknown): unknown => (typeof value === 'string' ? withoutNul(value) : value);

/** A multipart text part's value as a string without NUL. */
export const fieldText = (value: unknown): string => withoutNul(typeof value === 'string' ? value : String(value ?? ''));
