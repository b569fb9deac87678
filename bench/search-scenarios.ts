/**
 * The requests of the search benchmark (bench/search.bench.ts): every call of a scenario's `make`
 * draws a new one (random words, typos, filters, sorts and pages). Shared by the benchmark and
 * its load client (bench/search-load-client.ts), which runs in its own process.
 */
import { CATEGORIES, CITIES, SKILLS } from '../src/shared/catalog';
import { ROLE_TITLES, companyName } from './job-corpus';

export type Body = Record<string, unknown>;
const rand = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(list: readonly T[]) => list[rand(list.length)];

/** Words people type: role titles, skills, cities, companies, requirement words, and common phrases. */
export const WORDS = [
  ...new Set([
    ...ROLE_TITLES.flatMap((t) => t.split(' ').filter((w) => w.length > 3)),
    ...ROLE_TITLES,
    ...SKILLS.map((s) => s.nombre),
    ...CITIES.map((c) => c.nombre),
    ...CATEGORIES.map((c) => c.nombre),
    ...Array.from({ length: 40 }, (_, i) => companyName(i * 37).split(' ')[1]),
    'recursos humanos', 'RR.HH.', 'programador', 'contadora', 'enfermera', 'garzón', 'chofer', 'licencia categoría C', 'excel avanzado',
    'turno noche', 'bilingüe', 'con experiencia', 'sucursal', 'medio tiempo', 'inglés', 'autocad', 'ventas', 'Ing. civil', 'Lic. enfermería',
  ]),
];

/** One random edit (change, add, drop or swap neighbours) in a word of 5 letters or more. */
function typo(word: string): string {
  if (word.length < 5) return word;
  const i = 1 + rand(word.length - 2);
  const letter = 'abcdefghijklmnopqrstuvwxyz'[rand(26)];
  switch (rand(4)) {
    case 0: return word.slice(0, i) + letter + word.slice(i + 1);
    case 1: return word.slice(0, i) + letter + word.slice(i);
    case 2: return word.slice(0, i) + word.slice(i + 1);
    default: return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
  }
}

const randomWords = () => {
  const w = pick(WORDS);
  const r = Math.random();
  if (r < 0.2) return typo(w.toLowerCase());
  if (r < 0.35) return `${w} ${pick(CITIES).nombre}`;
  return w;
};
const randomFilter = (body: Body) => {
  const r = rand(6);
  if (r === 0) body.tnCiudad = pick(CITIES).id;
  if (r === 1) body.tnCategoria = pick(CATEGORIES).id;
  if (r === 2) Object.assign(body, { tnCiudad: pick(CITIES).id, tnCategoria: pick(CATEGORIES).id });
  if (r === 3) Object.assign(body, { tnTipoEmpleo: 1 + rand(5), tnSalario: pick([3000, 4000, 5000, 6000]) });
  if (r === 4) Object.assign(body, { tnModalidad: 1 + rand(3), tnExperiencia: rand(6), tnDias: pick([1, 7, 30]) });
  return body;
};
/** What someone has typed so far: the first 2 to 7 letters of a word, sometimes after a whole word. */
function typedPrefix(): string {
  const words = pick(WORDS).toLowerCase().split(' ');
  const last = words[rand(words.length)];
  const prefix = last.slice(0, 2 + rand(6));
  return words.length > 1 && Math.random() < 0.3 ? `${words[0]} ${prefix}` : prefix;
}
const SORTS = ['relevancia', 'recientes', 'salario', 'vencimiento'];

/** A suggestions scenario's request: its path with a newly drawn `q`. */
export const suggestPath = (s: { path: string; make: () => Body }) => `${s.path}?q=${encodeURIComponent(String(s.make().q))}`;

/** Each scenario draws a new request every time (no two alike but by chance). */
export function scenarios(codes: string[]) {
  return [
    { name: 'Palabras (sinónimos, errores, género)', kind: 'search' as const, path: '/api/servicio/listaempleos', make: (): Body => ({ tcBuscar: randomWords(), tnTamano: pick([15, 20, 30]), tnPagina: 1 + rand(3) }) },
    { name: 'Palabras y filtros', kind: 'search' as const, path: '/api/servicio/listaempleos', make: (): Body => randomFilter({ tcBuscar: randomWords(), tnTamano: 15, tnPagina: 1 + rand(2), tcOrden: pick(SORTS) }) },
    { name: 'Filtros (ciudad, categoría, tipo...)', kind: 'search' as const, path: '/api/servicio/listaempleos', make: (): Body => randomFilter({ tnTamano: pick([15, 20]), tnPagina: 1 + rand(5) }) },
    { name: 'Órdenes (recientes, salario, vencimiento)', kind: 'search' as const, path: '/api/servicio/listaempleos', make: (): Body => ({ tcOrden: pick(SORTS.slice(1)), tnTamano: 15, tnPagina: 1 + rand(5), ...(Math.random() < 0.5 ? { tnCiudad: pick(CITIES).id } : { tcBuscar: randomWords() }) }) },
    { name: 'Páginas profundas (20 a 66)', kind: 'search' as const, path: '/api/servicio/listaempleos', make: (): Body => randomFilter({ tnTamano: 15, tnPagina: 20 + rand(47), ...(Math.random() < 0.4 ? { tcBuscar: pick(WORDS) } : {}), tcOrden: pick(SORTS) }) },
    { name: 'Detalle de empleo (getDatosEmpleo)', kind: 'detail' as const, path: '/api/servicio/getDatosEmpleo', make: (): Body => ({ tcCodigoEmpleo: pick(codes) }) },
    { name: 'Sugerencias (GET /api/servicio/sugerencias)', kind: 'suggest' as const, path: '/api/servicio/sugerencias', make: (): Body => ({ q: typedPrefix() }) },
  ];
}

