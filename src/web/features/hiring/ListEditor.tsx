import { useState, type KeyboardEvent } from 'react';
import { JOB_LIMITS } from '../../../shared/contract/hiring';
import { TextField } from '../../components/Field';

/** A list to which items are added: trimmed, empty input not added, repeats ignored, items removable. */
export function ListEditor({
  label,
  addLabel,
  placeholder,
  items,
  onChange,
  error,
}: {
  label: string;
  addLabel: string;
  placeholder: string;
  items: string[];
  onChange: (items: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState('');
  const full = items.length >= JOB_LIMITS.listItems;
  const add = () => {
    const text = draft.trim();
    if (!text || full) return;
    if (!items.some((i) => i.toLowerCase() === text.toLowerCase())) onChange([...items, text]);
    setDraft('');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };
  return (
    <div className="list-editor">
      <div className="list-editor-add">
        <TextField
          label={label}
          value={draft}
          maxLength={JOB_LIMITS.listItem}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKey}
          hint={full ? `Máximo ${JOB_LIMITS.listItems} elementos.` : undefined}
          error={error}
        />
        <button type="button" className="btn btn-light" onClick={add} disabled={full}>
          {addLabel}
        </button>
      </div>
      {items.length === 0 ? (
        <p className="muted small">Aún no agregaste {label.toLowerCase()}.</p>
      ) : (
        <ul className="list-items" aria-label={`Lista de ${label.toLowerCase()}`}>
          {items.map((item, i) => (
            <li key={`${i}-${item}`}>
              <span>{item}</span>
              <button type="button" className="icon-button" aria-label={`Quitar "${item}"`} onClick={() => onChange(items.filter((_, j) => j !== i))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
