/**
 * Every filter of the job searches lives in the URL (so a search can be shared): reading it
 * (unknown or out-of-range values fall back to 'any'), writing it (defaults left out) and turning
 * it into the listaempleos body. The home page's names are the spec's: keyword, category, jobType.
 * Shared: the search pages, the RSS feed of a search (/empleos.rss?<the same query>) and alerts.
 */
import { CATEGORIES, CITIES, EXPERIENCE, JOB_TYPES, SALARY_OPTIONS, WORK_MODES, nameOf } from './catalog';
import type { JobSearch, JobSearchInput, JobSort } from './contract/jobs';

export type SearchState = {
  keyword: string;
  category: number;
  city: number;
  jobType: number;
  salary: number;
  /** -1 any; 0 'Sin experiencia' ... 5. */
  experience: number;
  days: number;
  mode: number;
  company: string;
  from: string;
  to: string;
  radius: number;
  categories: number[];
  types: number[];
  modes: number[];
  sort: JobSort;
  size: number;
};

export const SORTS: { id: JobSort; nombre: string }[] = [
  { id: 'relevancia', nombre: 'Relevancia' },
  { id: 'recientes', nombre: 'Más recientes' },
  { id: 'salario', nombre: 'Mayor salario' },
  { id: 'vencimiento', nombre: 'Próximos a vencer' },
];

export const DATE_OPTIONS = [
  { id: 1, nombre: 'Últimas 24 horas' },
  { id: 3, nombre: 'Últimos 3 días' },
  { id: 7, nombre: 'Última semana' },
  { id: 15, nombre: 'Últimas 2 semanas' },
  { id: 30, nombre: 'Último mes' },
];

/** Salary ranges with a value (the 'Sin definir' option means any). */
export const SALARY_FILTERS = SALARY_OPTIONS.filter((o) => o.id > 0);

export const DEFAULTS: SearchState = {
  keyword: '',
  category: 0,
  city: 0,
  jobType: 0,
  salary: 0,
  experience: -1,
  days: 0,
  mode: 0,
  company: '',
  from: '',
  to: '',
  radius: 0,
  categories: [],
  types: [],
  modes: [],
  sort: 'relevancia',
  size: 15,
};

const ids = (list: { id: number }[]) => new Set(list.map((i) => i.id));
const VALID = {
  category: ids(CATEGORIES),
  city: ids(CITIES),
  jobType: ids(JOB_TYPES),
  salary: ids(SALARY_FILTERS),
  experience: ids(EXPERIENCE),
  days: ids(DATE_OPTIONS),
  mode: ids(WORK_MODES),
};

const int = (v: string | null) => (v !== null && /^-?\d{1,6}$/.test(v) ? Number(v) : NaN);
const oneOf = (v: string | null, valid: Set<number>, fallback: number) => {
  const n = int(v);
  return valid.has(n) ? n : fallback;
};
const listOf = (v: string | null, valid: Set<number>) =>
  [...new Set((v ?? '').split(',').map((x) => int(x)).filter((n) => valid.has(n)))].sort((a, b) => a - b);
const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : '');

export function readParams(sp: URLSearchParams, sizes: number[] = [15, 20, 30]): SearchState {
  const sort = sp.get('sort') as JobSort | null;
  const size = int(sp.get('size'));
  const radius = int(sp.get('radius'));
  const company = sp.get('company') ?? '';
  return {
    keyword: (sp.get('keyword') ?? '').slice(0, 200),
    category: oneOf(sp.get('category'), VALID.category, 0),
    city: oneOf(sp.get('city'), VALID.city, 0),
    jobType: oneOf(sp.get('jobType'), VALID.jobType, 0),
    salary: oneOf(sp.get('salary'), VALID.salary, 0),
    experience: oneOf(sp.get('experience'), VALID.experience, -1),
    days: oneOf(sp.get('days'), VALID.days, 0),
    mode: oneOf(sp.get('mode'), VALID.mode, 0),
    company: /^[A-Za-z0-9_-]{1,40}$/.test(company) ? company : '',
    from: day(sp.get('from')),
    to: day(sp.get('to')),
    radius: radius > 0 && radius <= 2000 ? radius : 0,
    categories: listOf(sp.get('categories'), VALID.category),
    types: listOf(sp.get('types'), VALID.jobType),
    modes: listOf(sp.get('modes'), VALID.mode),
    sort: SORTS.some((s) => s.id === sort) ? (sort as JobSort) : 'relevancia',
    size: sizes.includes(size) ? size : sizes[0],
  };
}

/** The URL query of a search: only what differs from the defaults (size against the page's first size). */
export function writeParams(s: SearchState, sizes: number[] = [15, 20, 30]): URLSearchParams {
  const sp = new URLSearchParams();
  const set = (k: string, v: string | number, def: string | number) => v !== def && sp.set(k, String(v));
  set('keyword', s.keyword.trim(), '');
  set('category', s.category, 0);
  set('city', s.city, 0);
  set('jobType', s.jobType, 0);
  set('salary', s.salary, 0);
  set('experience', s.experience, -1);
  set('days', s.days, 0);
  set('mode', s.mode, 0);
  set('company', s.company, '');
  set('from', s.from, '');
  set('to', s.to, '');
  set('radius', s.radius, 0);
  set('categories', s.categories.join(','), '');
  set('types', s.types.join(','), '');
  set('modes', s.modes.join(','), '');
  set('sort', s.sort, 'relevancia');
  set('size', s.size, sizes[0]);
  return sp;
}

export function toBody(s: SearchState, page: number, extra: Partial<JobSearchInput> = {}): JobSearchInput {
  return { ...searchOfState(s), tnDias: s.days, tcDesde: s.from, tcHasta: s.to, tcOrden: s.sort, tnPagina: page, tnTamano: s.size, ...extra };
}

// ---------- job alerts (issue 16): what an alert keeps of a search, said in one line ----------

/** What an alert keeps of a search: its words and filters (dates, order and paging are the alert's own). */
export const ALERT_SEARCH_FIELDS = [
  'tcBuscar',
  'tnCategoria',
  'tnCiudad',
  'tnTipoEmpleo',
  'tnSalario',
  'tnExperiencia',
  'tnModalidad',
  'tnCategorias',
  'tnTiposEmpleo',
  'tnModalidades',
  'tnRadio',
  'tcEmpresa',
] as const;
export type AlertSearch = Pick<JobSearch, (typeof ALERT_SEARCH_FIELDS)[number]>;
export const alertSearchOf = (s: Pick<JobSearch, (typeof ALERT_SEARCH_FIELDS)[number]>): AlertSearch => Object.fromEntries(ALERT_SEARCH_FIELDS.map((k) => [k, s[k]])) as AlertSearch;

/** The words of an alert in one line: '«contador» · La Paz · Tiempo completo'. */
export function alertSummary(s: AlertSearch): string {
  const parts: string[] = [];
  const words = s.tcBuscar.trim();
  if (words) parts.push(`«${words}»`);
  const names = (list: { id: number; nombre: string }[], one: number, many: number[]) => [one, ...many].filter((id) => id > 0).map((id) => nameOf(list, id)).filter(Boolean);
  parts.push(...names(CATEGORIES, s.tnCategoria, s.tnCategorias));
  if (s.tnCiudad) parts.push(`${nameOf(CITIES, s.tnCiudad)}${s.tnRadio ? ` (${s.tnRadio} km)` : ''}`);
  parts.push(...names(JOB_TYPES, s.tnTipoEmpleo, s.tnTiposEmpleo));
  parts.push(...names(WORK_MODES, s.tnModalidad, s.tnModalidades));
  if (s.tnSalario) parts.push(nameOf(SALARY_OPTIONS, s.tnSalario));
  if (s.tnExperiencia >= 0) parts.push(`Experiencia: ${nameOf(EXPERIENCE, s.tnExperiencia)}`);
  if (s.tcEmpresa) parts.push('Una empresa');
  return parts.length ? parts.join(' · ') : 'Todos los empleos';
}

/** The search page's state of an alert search (its query string is `writeParams` of it). */
export const stateOfSearch = (s: AlertSearch): SearchState => ({
  ...DEFAULTS,
  keyword: s.tcBuscar,
  category: s.tnCategoria,
  city: s.tnCiudad,
  jobType: s.tnTipoEmpleo,
  salary: s.tnSalario,
  experience: s.tnExperiencia,
  mode: s.tnModalidad,
  company: s.tcEmpresa,
  radius: s.tnRadio,
  categories: s.tnCategorias,
  types: s.tnTiposEmpleo,
  modes: s.tnModalidades,
});

/** The words and filters of a search page's state: what an alert keeps, and most of its search body. */
export function searchOfState(s: SearchState): AlertSearch {
  return {
    tcBuscar: s.keyword.trim(),
    tnCategoria: s.category,
    tnCiudad: s.city,
    tnTipoEmpleo: s.jobType,
    tnSalario: s.salary,
    tnExperiencia: s.experience,
    tnModalidad: s.mode,
    tnCategorias: s.categories,
    tnTiposEmpleo: s.types,
    tnModalidades: s.modes,
    tnRadio: s.city ? s.radius : 0,
    tcEmpresa: s.company,
  };
}
