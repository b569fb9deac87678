import { useId, useState, type ReactNode } from 'react';

/** A search box that applies on submit, with optional filters beside it. */
export function SearchBar({ label, placeholder, onSearch, children }: { label: string; placeholder: string; onSearch: (q: string) => void; children?: ReactNode }) {
  const id = useId();
  const [q, setQ] = useState('');
  return (
    <form
      className="admin-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(q.trim());
      }}
    >
      <div className="field admin-search">
        <label htmlFor={id}>{label}</label>
        <input id={id} type="search" value={q} maxLength={120} placeholder={placeholder} onChange={(e) => setQ(e.target.value)} />
      </div>
      {children}
      <button type="submit" className="btn btn-primary">
        Buscar
      </button>
    </form>
  );
}

/** A select beside the search box; `options` are [value, text] pairs. */
export function FilterSelect<V extends string>({ id, label, value, options, onChange }: { id: string; label: string; value: V; options: [V, string][]; onChange: (value: V) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
