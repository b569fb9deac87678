/**
 * /busquedatrabajo: text box, category and city selects, the filter modal (type, salary,
 * experience, date) and 'Buscar'; results with sort, page size (15, 20, 30) and page numbers.
 * Every filter is in the URL; the list reloads whenever the URL query changes, back on page 1.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CATEGORIES, CITIES } from '../../../shared/catalog';
import { useDocumentMeta } from '../../lib/meta';
import { ActiveFilters } from './ActiveFilters';
import { FilterModal, countModalFilters } from './FilterModal';
import { JobResults } from './JobResults';
import { alertSummary, readParams, searchOfState, toBody, writeParams, type SearchState } from './search-params';
import { useKeyedPage } from '../../lib/use-keyed-page';
import { useJobSearch } from './api/search-jobs';
import { SelectField } from '../../components/Field';
import { SearchButtons } from '../../components/SearchButtons';
import { numberField } from '../../lib/form';
import { JobSuggestInput } from '../../components/JobSuggestInput';
import { CreateAlertButton } from '../../components/CreateAlertButton';

import './jobs.css';

const SIZES = [15, 20, 30];

export default function SearchPage() {
  const [sp, setSp] = useSearchParams();
  const query = sp.toString();
  const state = readParams(sp, SIZES);
  const [page, setPage] = useKeyedPage(query);
  const result = useJobSearch(toBody(state, page));
  const [form, setForm] = useState({ keyword: state.keyword, category: state.category, city: state.city });
  const [modalOpen, setModalOpen] = useState(false);

  // The form follows the URL (back/forward, chips, links).
  useEffect(() => {
    const s = readParams(new URLSearchParams(query), SIZES);
    setForm({ keyword: s.keyword, category: s.category, city: s.city });
  }, [query]);

  const title = state.keyword.trim() ? `Empleos de “${state.keyword.trim()}” en Bolivia | Chamba` : 'Buscar empleos en Bolivia | Chamba';
  useDocumentMeta(title, 'Busca ofertas de trabajo en La Paz, Santa Cruz, Cochabamba y toda Bolivia por palabra, categoría, ciudad, tipo de empleo, salario y experiencia.');

  const go = (next: SearchState) => setSp(writeParams(next, SIZES));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ ...state, ...form });
  };
  const modalCount = countModalFilters(state);

  return (
    <div className="container page search-page">
      <h1>Buscar empleos</h1>
      <form className="search-form card" role="search" aria-label="Buscar empleos" onSubmit={submit}>
        <div className="field search-keyword">
          <label htmlFor="buscar-texto">Palabra clave</label>
          <JobSuggestInput
            id="buscar-texto"
            placeholder="Cargo, empresa o habilidad"
            value={form.keyword}
            onChange={(keyword) => setForm({ ...form, keyword })}
            onPick={(keyword) => go({ ...state, ...form, keyword })}
          />
        </div>
        <SelectField label="Categoría" options={[{ id: 0, nombre: 'Todas las categorías' }, ...CATEGORIES]} {...numberField(form, setForm, 'category')} />
        <SelectField label="Ciudad" options={[{ id: 0, nombre: 'Todas las ciudades' }, ...CITIES]} {...numberField(form, setForm, 'city')} />
        <SearchButtons className="search-actions" label={modalCount ? `Filtros (${modalCount})` : 'Filtros'} onClick={() => setModalOpen(true)} opensDialog />
      </form>
      <p className="search-links">
        <Link to={`/busquedaavanzada${query ? `?${query}` : ''}`}>Búsqueda avanzada</Link>
        <Link to="/busquedatrabajomapa">Buscar en el mapa</Link>
      </p>
      <CreateAlertButton search={toBody(state, 1)} summary={alertSummary(searchOfState(state))} query={query} />
      <ActiveFilters state={state} onChange={go} />
      {modalOpen && (
        <FilterModal
          open
          initial={{ jobType: state.jobType, salary: state.salary, experience: state.experience, days: state.days }}
          onClose={() => setModalOpen(false)}
          onApply={(f) => {
            setModalOpen(false);
            go({ ...state, ...form, ...f });
          }}
        />
      )}
      <JobResults result={result} page={page} onPage={setPage} state={state} sizes={SIZES} onChange={go} />
    </div>
  );
}
