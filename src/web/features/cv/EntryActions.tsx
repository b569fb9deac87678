import type { ReactNode } from 'react';

/** The buttons beside an entry of a CV list: edit it (or 'Completar' it), what else it allows, and 'Eliminar'. */
export function EntryActions({ name, editText = 'Editar', onEdit, onRemove, children }: { name: string; editText?: string; onEdit: () => void; onRemove: () => void; children?: ReactNode }) {
  return (
    <div className="cv-item-actions">
      <button type="button" className="btn btn-light btn-small" aria-label={`${editText} ${name}`} onClick={onEdit}>
        {editText}
      </button>
      {children}
      <button type="button" className="btn btn-light btn-small" aria-label={`Eliminar ${name}`} onClick={onRemove}>
        Eliminar
      </button>
    </div>
  );
}
