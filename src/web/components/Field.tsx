import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

type Common = { label: string; error?: string | null; hint?: ReactNode; limit?: number };

/**
 * Characters left under a field with a limit: never a silent cut (no maxLength), the text over
 * the limit is counted and the form's own check refuses it.
 */
function CharCounter({ id, value, limit }: { id: string; value: unknown; limit: number }) {
  const used = typeof value === 'string' ? value.length : 0;
  const left = limit - used;
  return (
    <small id={id} className={`char-counter${left < 0 ? ' over' : ''}`} aria-live="polite">
      {left >= 0 ? `${left.toLocaleString('es-BO')} ${left === 1 ? 'carácter restante' : 'caracteres restantes'}` : `${(-left).toLocaleString('es-BO')} ${left === -1 ? 'carácter' : 'caracteres'} de más (máximo ${limit.toLocaleString('es-BO')})`}
    </small>
  );
}

const describedBy = (id: string, error: unknown, limit: number | undefined) => [error ? `${id}-err` : '', limit ? `${id}-count` : ''].filter(Boolean).join(' ') || undefined;

/** Labelled input with its error under it (shown by the caller once touched). */
export function TextField({ label, error, hint, limit, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, limit)} {...input} />
      {limit !== undefined && <CharCounter id={`${id}-count`} value={input.value} limit={limit} />}
      {hint && <small className="hint">{hint}</small>}
      {error && (
        <small id={`${id}-err`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}

export function TextArea({ label, error, hint, limit, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, limit)} {...input} />
      {limit !== undefined && <CharCounter id={`${id}-count`} value={input.value} limit={limit} />}
      {hint && <small className="hint">{hint}</small>}
      {error && (
        <small id={`${id}-err`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  limit: _limit,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: { id: number | string; nombre: string }[]; placeholder?: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-err` : undefined} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.nombre}
          </option>
        ))}
      </select>
      {hint && <small className="hint">{hint}</small>}
      {error && (
        <small id={`${id}-err`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}
