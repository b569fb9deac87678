/** Steps 5 and 6 of the CV wizard: skills and languages as chips. */
import type { CatalogItem } from '../../../shared/catalog';

export function ChipsStep({ legend, options, selected, onChange }: { legend: string; options: CatalogItem[]; selected: number[]; onChange: (ids: number[]) => void }) {
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <fieldset className="cv-chips">
      <legend>
        {legend} <span className="muted">({selected.length} elegidas)</span>
      </legend>
      <div className="chips">
        {options.map((o) => (
          <button key={o.id} type="button" className="chip" aria-pressed={selected.includes(o.id)} onClick={() => toggle(o.id)}>
            {o.nombre}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Checks before saving: what the server would refuse, said up front. */
