/**
 * Home: hero search (keyword, category, job type → /busquedatrabajo with the filled parameters
 * only), the figures counted from the database, featured jobs (8 per page with Anterior /
 * Siguiente and 'Página X de Y' when there is more than one page), categories with their real
 * counts, how it works, and the contact form.
 */
import { countOf } from '../../../shared/rules';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CATEGORIES, JOB_TYPES } from '../../../shared/catalog';
import type { JobListItem } from '../../../shared/contract/jobs';
import { ContactForm } from '../../components/ContactForm';
import { JobSuggestInput } from '../../components/JobSuggestInput';
import { JobCard } from '../../components/JobCard';
import { JobsForYou } from '../../components/JobsForYou';
import { Spinner } from '../../components/Spinner';
import { SelectField } from '../../components/Field';
import { useCategories } from '../../lib/api/list-categories';
import { useDocumentMeta } from '../../lib/meta';
import { useHomeData } from './api/get-home-data';
import './home.css';
import { formatNumber } from '../../../shared/format-number';

const PER_PAGE = 8;
const SHOWCASE = 12;

function HeroSearch() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState('');
  const [jobType, setJobType] = useState('');
  const search = (text: string) => {
    const sp = new URLSearchParams();
    if (text.trim()) sp.set('keyword', text.trim());
    if (category) sp.set('category', category);
    if (jobType) sp.set('jobType', jobType);
    const q = sp.toString();
    navigate(`/busquedatrabajo${q ? `?${q}` : ''}`);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(keyword);
  };
  return (
    <form onSubmit={submit} role="search" aria-label="Buscar empleos">
      <div className="field">
        <label htmlFor="hero-keyword">¿Qué trabajo buscas?</label>
        <JobSuggestInput id="hero-keyword" placeholder="Cargo, empresa o palabra clave" value={keyword} onChange={setKeyword} onPick={search} />
      </div>
      <SelectField id="hero-category" label="Categoría" value={category} onChange={(e) => setCategory(e.target.value)} placeholder="Todas las categorías" options={CATEGORIES} />
      <SelectField id="hero-type" label="Tipo de empleo" value={jobType} onChange={(e) => setJobType(e.target.value)} placeholder="Todos los tipos" options={JOB_TYPES} />
      <button type="submit" className="btn btn-primary">
        Buscar empleo
      </button>
    </form>
  );
}

function FeaturedJobs({ jobs }: { jobs: JobListItem[] | null }) {
  const [page, setPage] = useState(1);
  if (jobs === null) return <Spinner label="Cargando empleos..." />;
  if (jobs.length === 0) return <p className="muted">Todavía no hay empleos publicados. Vuelve pronto.</p>;
  const pages = Math.ceil(jobs.length / PER_PAGE);
  const shown = jobs.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  return (
    <>
      <div className="job-grid">
        {shown.map((job) => (
          <JobCard key={job.CodigoEmpleo} job={job} />
        ))}
      </div>
      {pages > 1 && (
        <nav className="home-pager" aria-label="Páginas de empleos destacados">
          <button type="button" className="btn btn-light" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Anterior
          </button>
          <span>
            Página {page} de {pages}
          </span>
          <button type="button" className="btn btn-light" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Siguiente
          </button>
        </nav>
      )}
    </>
  );
}

const STEPS = [
  { title: 'Crea tu cuenta', text: 'Regístrate gratis como candidato o como empresa en menos de un minuto.' },
  { title: 'Arma tu currículum', text: 'Elige una plantilla, completa tus datos y descarga tu CV en PDF listo para enviar.' },
  { title: 'Busca y postula', text: 'Encuentra empleos por ciudad, categoría o salario y postula con tu CV en un clic.' },
  { title: 'Recibe respuesta', text: 'Sigue el estado de tus postulaciones: recibido, en revisión, entrevista o contratado.' },
];

export default function HomePage() {
  useDocumentMeta(
    'Chamba | Empleos en Bolivia',
    'Encuentra trabajo en Bolivia: ofertas de empleo en La Paz, Santa Cruz, Cochabamba, El Alto y todo el país. Crea tu CV, postula y contrata talento.',
  );
  const home = useHomeData();
  // A home page that cannot load shows no jobs (its empty text) and no figures.
  const jobs = home.isPending ? null : (home.data?.DatosDeEmpleo ?? []);
  const figures = home.data?.Cifras ?? null;
  const categories = useCategories().data ?? null;

  const showcase = (categories ?? [])
    .filter((c) => c.CantidadEmpleos > 0)
    .sort((a, b) => b.CantidadEmpleos - a.CantidadEmpleos)
    .slice(0, SHOWCASE);

  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>Encuentra tu próximo empleo en Bolivia</h1>
          <p className="hero-lead">Ofertas de trabajo en La Paz, El Alto, Santa Cruz, Cochabamba y todo el país, publicadas por empresas que contratan hoy.</p>
          <HeroSearch />
          <dl className="stats" aria-label="Chamba en cifras">
            <div>
              <dt>Empleos activos</dt>
              <dd>{figures ? formatNumber(figures.EmpleosActivos) : '—'}</dd>
            </div>
            <div>
              <dt>Empresas</dt>
              <dd>{figures ? formatNumber(figures.Empresas) : '—'}</dd>
            </div>
            <div>
              <dt>Talentos</dt>
              <dd>{figures ? formatNumber(figures.Candidatos) : '—'}</dd>
            </div>
          </dl>
        </div>
      </section>

      <div className="container">
        <JobsForYou className="home-for-you" />
      </div>

      <section className="block container home-featured" aria-labelledby="destacados">
        <div className="spread section-head">
          <h2 id="destacados">Empleos destacados</h2>
          <Link to="/busquedatrabajo">Ver todos los empleos</Link>
        </div>
        <FeaturedJobs jobs={jobs} />
      </section>

      <section className="block container" aria-labelledby="categorias">
        <div className="spread section-head">
          <h2 id="categorias">Explora por categoría</h2>
          <Link to="/busquedatrabajomapa">Ver empleos en el mapa</Link>
        </div>
        {categories === null ? (
          <Spinner label="Cargando categorías..." />
        ) : showcase.length === 0 ? (
          <p className="muted">Aún no hay empleos publicados en ninguna categoría.</p>
        ) : (
          <ul className="category-grid">
            {showcase.map((c) => (
              <li key={c.Categoria}>
                <Link to={`/busquedatrabajo?category=${c.Categoria}`} className="category-card">
                  <span className="category-name">{c.Nombre}</span>
                  <span className="category-count">{countOf(c.CantidadEmpleos, 'empleo', 'empleos')}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="block how-it-works" aria-labelledby="como-funciona">
        <div className="container">
          <h2 id="como-funciona">Cómo funciona</h2>
          <ol className="steps-grid">
            {STEPS.map((s, i) => (
              <li key={s.title}>
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
          <p className="how-cta">
            ¿Eres empresa? <Link to="/publicar-empleo">Publica tu oferta</Link> y recibe postulaciones de candidatos de toda Bolivia.
          </p>
        </div>
      </section>

      <section className="block container home-contact" aria-labelledby="home-contacto">
        <div>
          <h2 id="home-contacto">¿Tienes preguntas? Escríbenos</h2>
          <p className="muted">Te ayudamos a publicar tus vacantes, a crear tu currículum o con cualquier duda sobre tu cuenta.</p>
        </div>
        <div className="card">
          <ContactForm headingId="home-contacto" />
        </div>
      </section>
    </>
  );
}
