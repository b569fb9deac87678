/**
 * /busquedaavanzada: every filter of the search at once (words, category, city and radius, job
 * type, place of work, salary, experience, date posted, company and a publication range) with the
 * results below. The filters live in the URL.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CATEGORIES, CITIES, EXPERIENCE, JOB_TYPES, WORK_MODES } from '../../../shared/catalog';
import { SelectField, TextField } from '../../components/Field';
import { SearchButtons } from '../../components/SearchButtons';
import { numberField } from '../../lib/form';
import { useDocumentMeta } from '../../lib/meta';
import { ActiveFilters } from './ActiveFilters';
import { useCompaniesWithJobs } from './api/list-companies';
import { JobResults } from './JobResults';
import { DATE_OPTIONS, DEFAULTS, SALARY_FILTERS, readParams, toBody, writeParams, type SearchState } from './search-params';
import { useKeyedPage } from '../../lib/use-keyed-page';
import { useJobSearch } from './api/search-jobs';
import './jobs.css';

const SIZES = [15, 20, 30];
const RADII = [
  { id: 0, nombre: 'Solo la ciudad' },
  { id: 25, nombre: 'Hasta 25 km' },
  { id: 50, nombre: 'Hasta 50 km' },
  { id: 100, nombre: 'Hasta 100 km' },
  { id: 250, nombre: 'Hasta 250 km' },
  { id: 500, nombre: 'Hasta 500 km' },
];

export default function AdvancedSearchPage() {
  const [sp, setSp] = useSearchParams();
  const query = sp.toString();
  const state = readParams(sp, SIZES);
  const [page, setPage] = useKeyedPage(query);
  const result = useJobSearch(toBody(state, page));
  const [form, setForm] = useState<SearchState>(state);
  const companies = useCompaniesWithJobs().data ?? [];
  useDocumentMeta(
    'Búsqueda avanzada de empleos | Chamba',
    'Combina palabras, categoría, ciudad, empresa, salario, experiencia y fechas de publicación para encontrar el empleo que buscas en Bolivia.',
  );

  useEffect(() => setForm(readParams(new URLSearchParams(query), SIZES)), [query]);

  const go = (next: SearchState) => setSp(writeParams(next, SIZES));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ ...form, radius: form.city ? form.radius : 0 });
  };
  const num = (k: keyof SearchState) => numberField(form, setForm, k);
  const companyName = companies.find((c) => c.EmpresaCodigo === state.company)?.Nombre;

  return (
    <div className="container page">
      <h1>Búsqueda avanzada</h1>
      <form className="card advanced-form" onSubmit={submit} role="search" aria-label="Búsqueda avanzada de empleos">
        <TextField label="Palabras clave" type="search" maxLength={200} placeholder="Cargo, empresa, habilidad o requisito" value={form.keyword} onChange={(e) => setForm({ ...form, keyword: e.target.value })} />
        <div className="advanced-grid">
          <SelectField label="Categoría" options={[{ id: 0, nombre: 'Todas las categorías' }, ...CATEGORIES]} {...num('category')} />
          <SelectField label="Ciudad" options={[{ id: 0, nombre: 'Todas las ciudades' }, ...CITIES]} {...num('city')} />
          <SelectField label="Distancia" options={RADII} disabled={!form.city} {...num('radius')} />
          <SelectField label="Tipo de empleo" options={[{ id: 0, nombre: 'Todos los tipos' }, ...JOB_TYPES]} {...num('jobType')} />
          <SelectField label="Lugar de trabajo" options={[{ id: 0, nombre: 'Cualquiera' }, ...WORK_MODES]} {...num('mode')} />
          <SelectField label="Salario" options={[{ id: 0, nombre: 'Cualquier salario' }, ...SALARY_FILTERS]} {...num('salary')} />
          <SelectField label="Experiencia" options={[{ id: -1, nombre: 'Cualquier experiencia' }, ...EXPERIENCE]} {...num('experience')} />
          <SelectField label="Fecha de publicación" options={[{ id: 0, nombre: 'Cualquier fecha' }, ...DATE_OPTIONS]} {...num('days')} />
          <SelectField
            label="Empresa"
            options={[{ id: '', nombre: 'Todas las empresas' }, ...companies.map((c) => ({ id: c.EmpresaCodigo, nombre: `${c.Nombre} (${c.CantidadEmpleos})` }))]}
            value={form.company}
            onChange={(e) => setForm({ ...form, company: e.target.value })}
          />
          <TextField label="Publicado desde" type="date" value={form.from} max={form.to || undefined} onChange={(e) => setForm({ ...form, from: e.target.value })} />
          <TextField label="Publicado hasta" type="date" value={form.to} min={form.from || undefined} onChange={(e) => setForm({ ...form, to: e.target.value })} />
        </div>
        <SearchButtons className="form-actions" label="Limpiar" onClick={() => go({ ...DEFAULTS, sort: state.sort, size: state.size })} />
      </form>
      <p className="search-links">
        <Link to="/busquedatrabajo">Búsqueda simple</Link>
        <Link to="/busquedatrabajomapa">Buscar en el mapa</Link>
      </p>
      <ActiveFilters state={state} onChange={go} companyName={companyName} />
      <JobResults result={result} page={page} onPage={setPage} state={state} sizes={SIZES} onChange={go} />
    </div>
  );
}
