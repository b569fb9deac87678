/**
 * /busquedatrabajomapa: an SVG map of Bolivia with the number of matching jobs in each city;
 * clicking a city filters the list beside it. Filters: keywords, categories, type of employment,
 * place of work (on site / remote / hybrid) and a radius in km around the chosen city; sort and
 * page size (10, 20, 50). Everything lives in the URL.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CATEGORIES, CITIES, JOB_TYPES, WORK_MODES, nameOf } from '../../../shared/catalog';
import { useCategories } from '../../lib/api/list-categories';
import { useDocumentMeta } from '../../lib/meta';
import { ActiveFilters } from './ActiveFilters';
import { BoliviaMap } from './BoliviaMap';
import { JobResults } from './JobResults';
import { DEFAULTS, readParams, toBody, writeParams, type SearchState } from './search-params';
import { useKeyedPage } from '../../lib/use-keyed-page';
import { useJobSearch } from './api/search-jobs';
import { SelectField } from '../../components/Field';
import { SearchButtons } from '../../components/SearchButtons';
import { numberField } from '../../lib/form';
import './jobs.css';

const SIZES = [10, 20, 50];
const TOP_CATEGORIES = 10;
type Form = Pick<SearchState, 'keyword' | 'categories' | 'types' | 'mode' | 'city' | 'radius'>;
const formOf = (s: SearchState): Form => ({ keyword: s.keyword, categories: s.categories, types: s.types, mode: s.mode, city: s.city, radius: s.radius });
const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id].sort((a, b) => a - b));

/** Checkboxes for a set of catalogue ids, each with its count of jobs when there are counts. */
function CheckList({ options, chosen, onChange, counts }: { options: readonly { id: number; nombre: string }[]; chosen: number[]; onChange: (next: number[]) => void; counts?: Map<number, number> | null }) {
  return (
    <div className="check-list">
      {options.map((o) => (
        <label key={o.id}>
          <input type="checkbox" checked={chosen.includes(o.id)} onChange={() => onChange(toggle(chosen, o.id))} />
          {o.nombre}
          {counts && <span className="check-count">{counts.get(o.id) ?? 0}</span>}
        </label>
      ))}
    </div>
  );
}

export default function MapSearchPage() {
  const [sp, setSp] = useSearchParams();
  const query = sp.toString();
  const state = readParams(sp, SIZES);
  const [page, setPage] = useKeyedPage(query);
  const result = useJobSearch(toBody(state, page, { tlConteoCiudades: true }));
  const [form, setForm] = useState<Form>(formOf(state));
  const categoryList = useCategories().data;
  const categoryCounts = useMemo(() => (categoryList ? new Map(categoryList.map((c) => [c.Categoria, c.CantidadEmpleos])) : null), [categoryList]);
  const [allCategories, setAllCategories] = useState(false);
  // On small screens the filters start folded so the map comes first.
  const [filtersOpen, setFiltersOpen] = useState(() => window.matchMedia('(min-width: 1000px)').matches);
  useDocumentMeta(
    'Empleos en el mapa de Bolivia | Chamba',
    'Explora las ofertas de trabajo de cada ciudad de Bolivia en el mapa y filtra por categoría, tipo de empleo, lugar de trabajo y distancia.',
  );

  useEffect(() => setForm(formOf(readParams(new URLSearchParams(query), SIZES))), [query]);

  const categories = useMemo(() => {
    const sorted = [...CATEGORIES].sort((a, b) => (categoryCounts?.get(b.id) ?? 0) - (categoryCounts?.get(a.id) ?? 0) || a.nombre.localeCompare(b.nombre, 'es'));
    if (allCategories) return sorted;
    const top = sorted.slice(0, TOP_CATEGORIES);
    // Chosen categories stay visible.
    return [...top, ...sorted.filter((c) => form.categories.includes(c.id) && !top.includes(c))];
  }, [categoryCounts, allCategories, form.categories]);

  const go = (next: SearchState) => setSp(writeParams(next, SIZES));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ ...state, ...form, radius: form.city ? form.radius : 0 });
  };
  const counts = useMemo(() => (result.cities ? new Map(result.cities.map((c) => [c.Ciudad, c.Cantidad])) : null), [result.cities]);
  const selectCity = (city: number) => go({ ...state, ...form, city, radius: city ? form.radius : 0 });

  return (
    <div className="container page map-page">
      <h1>Empleos en el mapa</h1>
      <p className="muted">
        Elige una ciudad en el mapa para ver sus ofertas. También puedes <Link to="/busquedatrabajo">buscar en la lista</Link> o usar la{' '}
        <Link to="/busquedaavanzada">búsqueda avanzada</Link>.
      </p>
      <div className="map-layout">
        <details className="card map-filters" open={filtersOpen} onToggle={(e) => setFiltersOpen(e.currentTarget.open)}>
        <summary>Filtros</summary>
        <form onSubmit={submit} role="search" aria-label="Filtros del mapa">
          <div className="field">
            <label htmlFor="mapa-palabras">Palabras clave</label>
            <input id="mapa-palabras" type="search" maxLength={200} placeholder="Cargo, empresa o habilidad" value={form.keyword} onChange={(e) => setForm({ ...form, keyword: e.target.value })} />
          </div>
          <fieldset>
            <legend>Categorías</legend>
            <CheckList options={categories} chosen={form.categories} onChange={(next) => setForm({ ...form, categories: next })} counts={categoryCounts} />
            <button type="button" className="link-button" onClick={() => setAllCategories(!allCategories)} aria-expanded={allCategories}>
              {allCategories ? 'Ver menos categorías' : 'Ver todas las categorías'}
            </button>
          </fieldset>
          <fieldset>
            <legend>Tipo de empleo</legend>
            <CheckList options={JOB_TYPES} chosen={form.types} onChange={(next) => setForm({ ...form, types: next })} />
          </fieldset>
          <fieldset>
            <legend>Lugar de trabajo</legend>
            <div className="check-list">
              {[{ id: 0, nombre: 'Cualquiera' }, ...WORK_MODES].map((m) => (
                <label key={m.id}>
                  <input type="radio" name="modalidad" checked={form.mode === m.id} onChange={() => setForm({ ...form, mode: m.id })} />
                  {m.nombre}
                </label>
              ))}
            </div>
          </fieldset>
          <SelectField label="Ciudad" options={[{ id: 0, nombre: 'Todo el país' }, ...CITIES]} {...numberField(form, setForm, 'city')} />
          <div className="field">
            <label htmlFor="mapa-radio">Radio en km{form.city ? '' : ' (elige una ciudad)'}</label>
            <div className="radius-row">
              <input
                id="mapa-radio"
                type="range"
                min={0}
                max={600}
                step={25}
                disabled={!form.city}
                value={form.city ? form.radius : 0}
                onChange={(e) => setForm({ ...form, radius: Number(e.target.value) })}
                aria-valuetext={form.radius ? `${form.radius} km` : 'Solo la ciudad'}
              />
              <output htmlFor="mapa-radio">{form.city && form.radius ? `${form.radius} km` : 'Solo la ciudad'}</output>
            </div>
          </div>
          <SearchButtons className="row" label="Limpiar filtros" onClick={() => go({ ...DEFAULTS, sort: state.sort, size: state.size })} />
        </form>
        </details>
        <div className="map-main">
          <div className="card map-card">
            <BoliviaMap counts={counts} selected={state.city} radiusKm={state.radius} onSelect={selectCity} />
            <div className="city-buttons" aria-label="Ciudades">
              {CITIES.map((c) => (
                <button key={c.id} type="button" className="chip" aria-pressed={state.city === c.id} onClick={() => selectCity(state.city === c.id ? 0 : c.id)}>
                  {c.nombre} ({counts?.get(c.id) ?? '…'})
                </button>
              ))}
            </div>
          </div>
          {state.city > 0 && (
            <h2 className="map-selected">
              Empleos en {nameOf(CITIES, state.city)}
              {state.radius ? ` y a ${state.radius} km` : ''}
            </h2>
          )}
          <ActiveFilters state={state} onChange={go} />
          <JobResults result={result} page={page} onPage={setPage} state={state} sizes={SIZES} onChange={go} />
        </div>
      </div>
    </div>
  );
}
