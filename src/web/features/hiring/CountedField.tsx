import type { ReactNode } from 'react';

/** A labelled field whose text has a hard limit (maxLength), with 'used / limit' under it. */
export function CountedField({ id, label, used, limit, children }: { id: string; label: string; used: number; limit: number; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      <span className="muted small">
        {used} / {limit}
      </span>
    </div>
  );
}
