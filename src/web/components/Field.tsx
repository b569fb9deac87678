import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { formatNumber } from '../../shared/format-number';

type Common = { label: string; error?: string | null; hint?: ReactNode; limit?: number };

/** One choice of a select: the catalogues' shape (`id` is the value, `nombre` the text). */
export type Option = { id: number | string; nombre: string };

/**
 * Characters left under a field with a limit: never a silent cut (no maxLength), the text over
 * the limit is counted and the form's own check refuses it.
 */
function CharCounter({ id, value, limit }: { id: string; value: unknown; limit: number }) {
  const used = typeof value === 'string' ? value.length : 0;
  const left = limit - used;
  return (
    <small id={id} className={`char-counter${left < 0 ? ' over' : ''}`} aria-live="polite">
      {left >= 0 ? `${formatNumber(left)} ${left === 1 ? 'carácter restante' : 'caracteres restantes'}` : `${formatNumber((-left))} ${left === -1 ? 'carácter' : 'caracteres'} de más (máximo ${formatNumber(limit)})`}
    </small>
  );
}

const describedBy = (id: string, error: unknown, limit: number | undefined) => [error ? `${id}-err` : '', limit ? `${id}-count` : ''].filter(Boolean).join(' ') || undefined;

/** The control's id: the caller's (pages and tests that name it) or a generated one. */
function useFieldId(given: string | undefined) {
  const generated = useId();
  return given ?? generated;
}

/** The frame every field shares: its label, the control, the counter, the hint and the error. */
function FieldFrame({ id, label, error, hint, limit, value, children }: Common & { id: string; value: unknown; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {limit !== undefined && <CharCounter id={`${id}-count`} value={value} limit={limit} />}
      {hint && <small className="hint">{hint}</small>}
      {error && (
        <small id={`${id}-err`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}

/** What a text control says about itself: its id, whether it is invalid, what describes it. */
function useTextControl(givenId: string | undefined, error: unknown, limit: number | undefined) {
  const id = useFieldId(givenId);
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, error, limit) } as const;
}

/** Labelled input with its error under it (shown by the caller once touched). */
export function TextField({ label, error, hint, limit, id, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const control = useTextControl(id, error, limit);
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint} limit={limit} value={input.value}>
      <input {...control} {...input} />
    </FieldFrame>
  );
}

export function TextArea({ label, error, hint, limit, id, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = useTextControl(id, error, limit);
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint} limit={limit} value={input.value}>
      <textarea {...control} {...input} />
    </FieldFrame>
  );
}

/** The `<option>`s of a list, in its order. */
export function Options({ options }: { options: readonly Option[] }) {
  return options.map((o) => (
    <option key={o.id} value={o.id}>
      {o.nombre}
    </option>
  ));
}

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  limit: _limit,
  id: givenId,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly Option[]; placeholder?: string }) {
  const id = useFieldId(givenId);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} value={undefined}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-err` : undefined} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        <Options options={options} />
      </select>
    </FieldFrame>
  );
}
