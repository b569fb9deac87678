/** SVG map of Bolivia's departments with a marker per city and its number of jobs; a marker filters by its city. */
import { CITIES } from '../../../shared/catalog';
import { DEPARTMENTS, MAP_HEIGHT, MAP_WIDTH, MARKER_OFFSET, kmToPx, pathOf, project } from './bolivia-map';

type Props = {
  counts: Map<number, number> | null;
  selected: number;
  radiusKm: number;
  onSelect: (cityId: number) => void;
};

export function BoliviaMap({ counts, selected, radiusKm, onSelect }: Props) {
  const max = Math.max(1, ...(counts ? [...counts.values()] : [1]));
  const selectedCity = CITIES.find((c) => c.id === selected);
  const selectedDept = selectedCity?.departamento;
  return (
    <svg className="bolivia-map" viewBox={`-64 -8 ${MAP_WIDTH + 72} ${MAP_HEIGHT + 16}`} role="group" aria-label="Mapa de Bolivia con la cantidad de empleos por ciudad">
      {DEPARTMENTS.map((d) => (
        <path key={d.name} className={`dept${d.name === selectedDept ? ' has-selected' : ''}`} d={pathOf(d.points)}>
          <title>{d.name}</title>
        </path>
      ))}
      {DEPARTMENTS.map((d) => {
        const [x, y] = project(d.label);
        return (
          <text key={d.name} className="dept-label" x={x} y={y} textAnchor="middle" aria-hidden="true">
            {d.name.toUpperCase()}
          </text>
        );
      })}
      {selectedCity && radiusKm > 0 && (
        <circle className="radius" cx={project([selectedCity.lon, selectedCity.lat])[0]} cy={project([selectedCity.lon, selectedCity.lat])[1]} r={kmToPx(radiusKm)} aria-hidden="true" />
      )}
      {CITIES.map((c) => {
        const n = counts?.get(c.id) ?? 0;
        const [px, py] = project([c.lon, c.lat]);
        const [dx, dy] = MARKER_OFFSET[c.id] ?? [0, 0];
        const x = px + dx;
        const y = py + dy;
        const r = 11 + Math.round(10 * Math.sqrt(n / max));
        const isSel = c.id === selected;
        // Until the counts arrive the label says so, rather than a misleading '0 empleos'.
        const figure = counts ? (n > 999 ? `${Math.round(n / 100) / 10}k` : String(n)) : '…';
        // The name holds what the marker shows, in its order (WCAG 2.5.3, label in name): 'Beni 7 empleos'.
        const label = counts ? `${c.nombre} ${figure} ${n === 1 ? 'empleo' : 'empleos'}` : `${c.nombre}: cargando empleos`;
        const labelLeft = c.id === 10 || c.id === 6;
        return (
          <g
            key={c.id}
            className={`marker${isSel ? ' selected' : ''}${n === 0 ? ' empty' : ''}`}
            role="button"
            tabIndex={0}
            aria-pressed={isSel}
            aria-label={label}
            onClick={() => onSelect(isSel ? 0 : c.id)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onSelect(isSel ? 0 : c.id);
              }
            }}
          >
            <title>{label}</title>
            <circle cx={x} cy={y} r={r} />
            {/* One text, the name then the figure, so what it reads is what the label says. */}
            <text y={y + 4}>
              <tspan className="city-name" x={labelLeft ? x - r - 4 : x + r + 4} textAnchor={labelLeft ? 'end' : 'start'}>
                {c.nombre}
              </tspan>{' '}
              <tspan x={x} textAnchor="middle">
                {figure}
              </tspan>
            </text>
          </g>
        );
      })}
    </svg>
  );
}
