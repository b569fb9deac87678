/** A multi-select of catalogue items as toggle chips, with the count chosen in the legend. */
export function ChipSelect<T extends number | string>({
  legend,
  options,
  selected,
  onChange,
  className,
}: {
  legend: string;
  options: { id: T; nombre: string }[];
  selected: T[];
  onChange: (ids: T[]) => void;
  className?: string;
}) {
  const toggle = (id: T) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <fieldset className={className}>
      <legend>
        {legend} <span className="muted small">({selected.length} seleccionadas)</span>
      </legend>
      <div className="chips">
        {options.map((o) => (
          <button key={String(o.id)} type="button" className="chip" aria-pressed={selected.includes(o.id)} onClick={() => toggle(o.id)}>
            {o.nombre}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
