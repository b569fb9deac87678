/** The filters in use, each with a button that removes it, and 'Quitar todos'. */
import { CATEGORIES, CITIES, EXPERIENCE, JOB_TYPES, WORK_MODES, nameOf } from '../../../shared/catalog';
import { formatDate } from '../../lib/format';
import { DATE_OPTIONS, DEFAULTS, SALARY_FILTERS, type SearchState } from './search-params';

type Chip = { label: string; clear: Partial<SearchState> };

export function activeChips(s: SearchState, companyName?: string): Chip[] {
  const chips: Chip[] = [];
  if (s.keyword.trim()) chips.push({ label: `“${s.keyword.trim()}”`, clear: { keyword: '' } });
  if (s.category) chips.push({ label: nameOf(CATEGORIES, s.category), clear: { category: 0 } });
  for (const c of s.categories) chips.push({ label: nameOf(CATEGORIES, c), clear: { categories: s.categories.filter((x) => x !== c) } });
  if (s.city) chips.push({ label: s.radius ? `${nameOf(CITIES, s.city)} y ${s.radius} km` : nameOf(CITIES, s.city), clear: { city: 0, radius: 0 } });
  if (s.jobType) chips.push({ label: nameOf(JOB_TYPES, s.jobType), clear: { jobType: 0 } });
  for (const t of s.types) chips.push({ label: nameOf(JOB_TYPES, t), clear: { types: s.types.filter((x) => x !== t) } });
  if (s.mode) chips.push({ label: nameOf(WORK_MODES, s.mode), clear: { mode: 0 } });
  for (const m of s.modes) chips.push({ label: nameOf(WORK_MODES, m), clear: { modes: s.modes.filter((x) => x !== m) } });
  if (s.salary) chips.push({ label: nameOf(SALARY_FILTERS, s.salary), clear: { salary: 0 } });
  if (s.experience >= 0) chips.push({ label: `Experiencia: ${nameOf(EXPERIENCE, s.experience)}`, clear: { experience: -1 } });
  if (s.days) chips.push({ label: nameOf(DATE_OPTIONS, s.days), clear: { days: 0 } });
  if (s.company) chips.push({ label: companyName || 'Empresa seleccionada', clear: { company: '' } });
  if (s.from) chips.push({ label: `Desde el ${formatDate(s.from)}`, clear: { from: '' } });
  if (s.to) chips.push({ label: `Hasta el ${formatDate(s.to)}`, clear: { to: '' } });
  return chips;
}

export function ActiveFilters({ state, onChange, companyName }: { state: SearchState; onChange: (s: SearchState) => void; companyName?: string }) {
  const chips = activeChips(state, companyName);
  if (chips.length === 0) return null;
  return (
    <div className="active-filters" aria-label="Filtros aplicados">
      {chips.map((c) => (
        <button key={c.label} type="button" className="chip chip-active" onClick={() => onChange({ ...state, ...c.clear })} aria-label={`Quitar filtro ${c.label}`}>
          {c.label} <span aria-hidden="true">×</span>
        </button>
      ))}
      {chips.length > 1 && (
        <button type="button" className="link-button" onClick={() => onChange({ ...DEFAULTS, sort: state.sort, size: state.size })}>
          Quitar todos
        </button>
      )}
    </div>
  );
}
