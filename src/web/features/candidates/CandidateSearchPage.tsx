/**
 * /busquedacandidato: companies and staff search candidates by words, profession, city, skill
 * and years of experience (candidates who hid themselves are left out); a visitor is invited to
 * log in as a company. The filters live in the URL.
 */
import { countOf } from '../../../shared/rules';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CITIES, SKILLS } from '../../../shared/catalog';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { imageUrl } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';
import { useKeyedPage } from '../../lib/use-keyed-page';
import { useCandidateSearch } from './api/search-candidates';
import { SelectField } from '../../components/Field';
import { SearchButtons } from '../../components/SearchButtons';
import { numberField } from '../../lib/form';
import './candidates.css';
import { formatNumber } from '../../../shared/format-number';

const PAGE_SIZE = 12;
const FALLBACK = '/img/candidato-default.svg';
type Filters = { q: string; profession: string; city: number; skill: number; years: number };

const int = (v: string | null, max: number) => (v && /^\d{1,3}$/.test(v) && Number(v) <= max ? Number(v) : 0);
function readFilters(sp: URLSearchParams): Filters {
  return {
    q: (sp.get('q') ?? '').slice(0, 200),
    profession: (sp.get('profesion') ?? '').slice(0, 120),
    city: int(sp.get('city'), 10),
    skill: int(sp.get('skill'), 40),
    years: int(sp.get('years'), 60),
  };
}
function writeFilters(f: Filters) {
  const sp = new URLSearchParams();
  if (f.q.trim()) sp.set('q', f.q.trim());
  if (f.profession.trim()) sp.set('profesion', f.profession.trim());
  if (f.city) sp.set('city', String(f.city));
  if (f.skill) sp.set('skill', String(f.skill));
  if (f.years) sp.set('years', String(f.years));
  return sp;
}

function Invite({ role }: { role: string }) {
  return (
    <section className="card invite">
      {role === 'candidato' ? (
        <>
          <p>La búsqueda de candidatos está disponible solo para empresas.</p>
          <Link className="btn btn-primary" to="/busquedatrabajo">
            Buscar empleos
          </Link>
        </>
      ) : (
        <>
          <p>Inicia sesión como empresa para buscar candidatos por profesión, ciudad, habilidades y experiencia.</p>
          <div className="row">
            <Link className="btn btn-primary" to="/login">
              Iniciar sesión
            </Link>
            <Link className="btn btn-light" to="/login?tab=empresa">
              Crear cuenta de empresa
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

export default function CandidateSearchPage() {
  const { role } = useSession();
  const allowed = role === 'empresa' || role === 'admin';
  const [sp, setSp] = useSearchParams();
  const query = sp.toString();
  const filters = readFilters(sp);
  const [form, setForm] = useState(filters);
  const [page, setPage] = useKeyedPage(query);
  const search = useCandidateSearch(
    { tcBuscar: filters.q, tcProfesion: filters.profession, tnCiudad: filters.city, tnHabilidad: filters.skill, tnAnosMinimo: filters.years, tnPagina: page, tnTamano: PAGE_SIZE },
    allowed,
  );
  useDocumentMeta('Buscar candidatos | Chamba', 'Encuentra profesionales en Bolivia por profesión, ciudad, habilidades y años de experiencia.');

  useEffect(() => setForm(readFilters(new URLSearchParams(query))), [query]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSp(writeFilters(form));
  };
  // A search that fails shows as no results.
  const current = search.isPending ? null : (search.data ?? { items: [], total: 0 });
  const from = (page - 1) * PAGE_SIZE + 1;

  return (
    <div className="container page">
      <h1>Buscar candidatos</h1>
      {!allowed ? (
        <Invite role={role} />
      ) : (
        <>
          <form className="card candidate-search-form" role="search" aria-label="Buscar candidatos" onSubmit={submit}>
            <div className="field">
              <label htmlFor="cand-q">Palabras clave</label>
              <input id="cand-q" type="search" maxLength={200} placeholder="Nombre, título o experiencia" value={form.q} onChange={(e) => setForm({ ...form, q: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor="cand-prof">Profesión</label>
              <input id="cand-prof" maxLength={120} value={form.profession} onChange={(e) => setForm({ ...form, profession: e.target.value })} />
            </div>
            <SelectField label="Ciudad" options={[{ id: 0, nombre: 'Todas las ciudades' }, ...CITIES]} {...numberField(form, setForm, 'city')} />
            <SelectField label="Habilidad" options={[{ id: 0, nombre: 'Cualquier habilidad' }, ...SKILLS]} {...numberField(form, setForm, 'skill')} />
            <div className="field">
              <label htmlFor="cand-years">Años de experiencia (mínimo)</label>
              <input id="cand-years" type="number" min={0} max={60} inputMode="numeric" value={form.years || ''} onChange={(e) => setForm({ ...form, years: Math.max(0, Math.min(60, Number(e.target.value) || 0)) })} />
            </div>
            <SearchButtons className="form-actions" label="Limpiar" onClick={() => setSp(new URLSearchParams())} />
          </form>
          {!current ? (
            <Spinner label="Cargando candidatos..." />
          ) : current.items.length === 0 ? (
            <div className="empty-results">
              <p>No se encontraron candidatos para tu búsqueda.</p>
            </div>
          ) : (
            <>
              <p className="results-line" role="status">
                Mostrando {from} - {from + current.items.length - 1} de {formatNumber(current.total)} candidatos
              </p>
              <div className="candidate-cards">
                {current.items.map((c) => (
                  <article className="card candidate-card" key={c.CandidatoCodigo}>
                    <div className="candidate-card-top">
                      <img src={imageUrl(c.FotoPerfil, FALLBACK)} alt="" width={56} height={56} loading="lazy" />
                      <div>
                        <h2>
                          <Link to={`/detallecandidato/${c.CandidatoCodigo}`}>{c.Nombre}</Link>
                        </h2>
                        <p className="muted">{[c.Profesion, c.Ciudad].filter(Boolean).join(' · ')}</p>
                      </div>
                    </div>
                    <p>{countOf(c.AnosExperiencia, 'año de experiencia', 'años de experiencia')}</p>
                    {c.Acercade && <p className="muted">{c.Acercade}</p>}
                    {c.Habilidades.length > 0 && (
                      <ul className="tag-list">
                        {c.Habilidades.slice(0, 6).map((h) => (
                          <li key={h}>{h}</li>
                        ))}
                      </ul>
                    )}
                    <Link className="btn btn-light btn-small" to={`/detallecandidato/${c.CandidatoCodigo}`}>
                      Ver perfil
                    </Link>
                  </article>
                ))}
              </div>
              <Pagination page={page} total={Math.ceil(current.total / PAGE_SIZE)} onPage={setPage} />
            </>
          )}
        </>
      )}
    </div>
  );
}
