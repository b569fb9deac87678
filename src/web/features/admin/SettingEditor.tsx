/**
 * The frame of the staff's price editors (credit packs, featured prices): a section with its
 * title, what a change means, the list's loading and error, then one form a row, each with its
 * own «Guardar».
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';

type SectionProps = {
  title: string;
  intro: string;
  query: { isPending: boolean; isError: boolean; error: Error | null };
  /** The spinner's text. */
  loading: string;
  /** Said when the list fails without a message of the server's. */
  failed: string;
  children: ReactNode;
};

export function SettingSection({ title, intro, query, loading, failed, children }: SectionProps) {
  const titleId = useId();
  return (
    <section className="stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className="muted">{intro}</p>
      {query.isPending && <Spinner label={loading} />}
      {query.isError && (
        <div className="alert alert-danger" role="alert">
          {query.error?.message || failed}
        </div>
      )}
      <div className="pack-edit-list">{children}</div>
    </section>
  );
}

type RowProps = {
  label: string;
  onSubmit: () => void;
  saving: boolean;
  submitLabel?: string;
  /** The row's fields. */
  children: ReactNode;
};

export function SettingRow({ label, onSubmit, saving, submitLabel = 'Guardar', children }: RowProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className="pack-edit card" onSubmit={submit} noValidate aria-label={label}>
      <h3>{label}</h3>
      <div className="pack-edit-fields">{children}</div>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Guardando...' : submitLabel}
      </button>
    </form>
  );
}
