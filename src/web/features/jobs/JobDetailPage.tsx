/**
 * /detalletrabajo/{code}: every field and list of the spec with its fallbacks, views counted by
 * the server, the apply block for each kind of user, the company, and sharing links. An expired
 * job shows as Vencido; an unknown or non-public job shows the spec's error title.
 */
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { getJob } from '../../../shared/contract/jobs';
import type { ReplyOf } from '../../../shared/contract/endpoint';
import type { JobSource } from '../../../shared/contract/postings';
import { Spinner } from '../../components/Spinner';
import { categoryLabel, formatDate, formatSalaryRange, imageUrl, isNew } from '../../lib/format';
import { jobSource } from './job-source';
import { useDocumentMeta } from '../../lib/meta';
import { useServerRender } from '../../lib/server-render';
import { useSession } from '../../lib/session';
import { loginLink } from '../../lib/return-to';
import { SaveJobButton } from '../../components/SaveJobButton';
import { useJob } from './api/get-job';
import CandidateApply from './CandidateApply';
import { ReportJob } from './ReportJob';
import './jobs.css';
import { Breadcrumb } from '../../components/Breadcrumb';
import { CONFIDENTIAL_COMPANY } from '../../../shared/rules';

type Data = NonNullable<ReplyOf<typeof getJob>['values']>;

const LOGO_FALLBACK = '/img/empresa-default.svg';
const ERROR_TITLE = 'Error al cargar Empleo';
const ERROR_DESCRIPTION = 'No se pudo cargar la información de la oferta de empleo.';

function ListSection({ title, items, empty }: { title: string; items: { Descripcion: string }[]; empty: string }) {
  return (
    <section className="job-section">
      <h2>{title}</h2>
      {items.length ? (
        <ul>
          {items.map((it, i) => (
            <li key={i}>{it.Descripcion}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </section>
  );
}

function ApplyBlock({ data, fuente }: { data: Data; fuente: JobSource }) {
  const { role } = useSession();
  const job = data.loEmpleo;
  const expired = job.Estado === 3;
  if (role === 'empresa') {
    return (
      <div className="card apply-card" id="postular">
        <h2>¿Buscas talento?</h2>
        <p>Publica tu oferta y recibe postulaciones de candidatos de toda Bolivia.</p>
        <div className="stack">
          <Link className="btn btn-primary" to="/crearempleo">
            Publicar Nueva Oferta
          </Link>
          {job.EsPropio && (
            <>
              <Link className="btn btn-light" to={`/listarpostulantes/${job.CodigoEmpleo}`}>
                Ver postulantes ({job.CantidadPostulantes})
              </Link>
              <Link className="btn btn-light" to={`/cifrasempleo/${job.CodigoEmpleo}`}>
                Ver cifras del empleo
              </Link>
            </>
          )}
        </div>
      </div>
    );
  }
  if (expired) {
    return (
      <div className="card apply-card" id="postular">
        <h2>Postular</h2>
        <p className="alert alert-warning">Esta oferta venció el {formatDate(job.FechaVencimiento)} y ya no recibe postulaciones.</p>
        <Link className="btn btn-light btn-block" to="/busquedatrabajo">
          Ver otras ofertas
        </Link>
      </div>
    );
  }
  return (
    <div className="card apply-card" id="postular">
      <h2>Postular a este empleo</h2>
      {role === 'candidato' ? (
        <CandidateApply codigoEmpleo={job.CodigoEmpleo} preguntas={job.Preguntas} fuente={fuente} />
      ) : role === 'visitante' ? (
        <div className="stack">
          <p>Inicia sesión o crea tu cuenta de candidato para postular con tu currículum.</p>
          <Link className="btn btn-primary" to={loginLink(`/detalletrabajo/${job.CodigoEmpleo}#postular`)}>
            Iniciar sesión
          </Link>
          <Link className="btn btn-light" to={loginLink(`/detalletrabajo/${job.CodigoEmpleo}#postular`, 'candidato')}>
            Registrarme
          </Link>
        </div>
      ) : (
        <p className="alert alert-info">La postulación a empleos está disponible solo para candidatos.</p>
      )}
    </div>
  );
}

function ShareBlock({ title }: { title: string }) {
  const [copied, setCopied] = useState(false);
  // A shared link says so: the job's figures count who came through it.
  const { pathname } = useLocation();
  // The server's render (decision 115) has no window: the same link, from the page's address. The
  // client's takeover draws it so too (decision 118), and the full address in the render after.
  const here = useServerRender() ? pathname : window.location.href.split(/[?#]/)[0];
  const url = `${here}?src=compartido`;
  const text = `${title} - ${url}`;
  return (
    <div className="card share-card">
      <h2>Compartir</h2>
      <div className="share-links">
        <a className="btn btn-light" href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>
        <a className="btn btn-light" href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`} target="_blank" rel="noopener noreferrer">
          Facebook
        </a>
        <button
          type="button"
          className="btn btn-light"
          onClick={() =>
            navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Enlace copiado' : 'Copiar enlace'}
        </button>
      </div>
    </div>
  );
}

export default function JobDetailPage() {
  const { code = '' } = useParams();
  const { role } = useSession();
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const [fuente] = useState(() => jobSource(code, search));
  // The source is kept for the tab; the address shown (and shared or bookmarked) is the job's own.
  useEffect(() => {
    if (new URLSearchParams(search).has('src')) void navigate(`${pathname}${hash}`, { replace: true });
  }, [search, pathname, hash, navigate]);
  // Keyed by who looks: a change of session loads it again (the apply block depends on it).
  const { data, isError: failed } = useJob(code, fuente);
  const job = data?.loEmpleo ?? null;
  useDocumentMeta(
    failed ? ERROR_TITLE : job ? `${job.Titulo} en ${job.NombreCiudad} | Chamba` : null,
    failed ? ERROR_DESCRIPTION : job ? `${job.Descripcion} ${job.DescripcionLarga}` : null,
  );

  if (failed) {
    return (
      <section className="container page error-page">
        <h1>{ERROR_TITLE}</h1>
        <p>{ERROR_DESCRIPTION} Puede que el enlace esté incompleto o que la oferta ya no esté publicada.</p>
        <Link className="btn btn-primary" to="/busquedatrabajo">
          Buscar empleos
        </Link>
      </section>
    );
  }
  if (!data) return <Spinner label="Cargando empleo..." />;
  const j = data.loEmpleo;
  const logo = imageUrl(j.EmpresaLogo, LOGO_FALLBACK);
  // A confidential posting (issue 39) names no company, to its own company too (as candidates see it).
  const hidden = j.Confidencial;
  const onLogoError = (e: React.SyntheticEvent<HTMLImageElement>) => {
    if (!e.currentTarget.src.endsWith(LOGO_FALLBACK)) e.currentTarget.src = LOGO_FALLBACK;
  };
  const facts: [string, string][] = [
    ['Categoría', categoryLabel(j.CategoriaNombre)],
    ['Ciudad', j.NombreCiudad],
    ['Salario', formatSalaryRange(j.SalarioMinimo, j.SalarioAproximado)],
    ['Tipo de empleo', j.TipoEmpleoNombre],
    ['Experiencia', j.TiempoExperienciaTitulo || 'No especificada'],
    ['Lugar de trabajo', j.ModalidadNombre],
    ['Publicado', formatDate(j.FechaPublicacion)],
    ['Vence', formatDate(j.FechaVencimiento)],
    ['Vistas', String(j.Vistas ?? 0)],
    ['Postulantes', String(j.CantidadPostulantes)],
  ];
  return (
    <div className="container page">
      <Breadcrumb trail={[['/', 'Inicio'], ['/busquedatrabajo', 'Empleos']]} current={j.Titulo} />
      <div className="job-detail">
        <article>
          <header className="job-header">
            <img className="job-header-logo" src={logo} alt={hidden ? '' : `Logo de ${j.EmpresaNombre}`} width={72} height={72} onError={onLogoError} />
            <div>
              <div className="badges">
                <span className="badge badge-brand">{j.TipoEmpleoNombre}</span>
                {j.Destacado && j.Estado !== 3 && <span className="badge badge-featured">Destacado</span>}
                {isNew(j.FechaPublicacion) && j.Estado !== 3 && <span className="badge badge-new">Nuevo</span>}
                {j.Estado === 3 && <span className="badge badge-danger">Vencido</span>}
                {j.EsPropio && j.Estado !== 2 && j.Estado !== 3 && <span className={`badge ${j.Estado === 5 ? 'badge-danger' : 'badge-warning'}`}>{j.EstadoNombre}</span>}
              </div>
              <h1>{j.Titulo}</h1>
              <p className="job-location">
                {hidden ? (
                  <span>
                    {CONFIDENTIAL_COMPANY}
                    {j.EmpresaSector ? ` · ${j.EmpresaSector}` : ''}
                  </span>
                ) : (
                  <>
                    <Link to={`/detalleempresa/${j.EmpresaCodigo}`}>{j.EmpresaNombre}</Link> <VerifiedBadge verified={j.EmpresaVerificada} />
                  </>
                )}
                {' · '}
                {j.Ubicacion ? `${j.Ubicacion}` : j.NombreCiudad}
                {j.Ubicacion && !j.Ubicacion.includes(j.NombreCiudad) ? `, ${j.NombreCiudad}` : ''}
              </p>
              <div className="job-header-actions">
                {(role === 'candidato' || role === 'visitante') && j.Estado !== 3 && (
                  <a className="btn btn-primary btn-small jump-apply" href="#postular">
                    Ir a postular
                  </a>
                )}
                <SaveJobButton code={j.CodigoEmpleo} title={j.Titulo} withText autoSave />
              </div>
            </div>
          </header>
          {j.EsPropio && j.Estado === 5 && (
            <p className="alert alert-error" role="alert">
              La administración ocultó esta oferta: no aparece en la búsqueda ni en su página. Motivo: {j.MotivoOculto || 'sin detalle'}
            </p>
          )}
          {j.EsPropio && j.Estado === 7 && (
            <p className="alert alert-warning" role="note">
              Esta oferta está en revisión: no aparece en la búsqueda ni en su página hasta que el equipo de Chamba la revise. Motivo: {j.MotivoOculto || 'sin detalle'}
            </p>
          )}
          {j.EsPropio && !j.Publico && j.Estado !== 3 && j.Estado !== 5 && j.Estado !== 7 && (
            <p className="alert alert-warning">
              Esta oferta no es pública todavía: {j.Estado === 1 ? 'está pendiente de pago.' : 'no se muestra en las búsquedas.'}{' '}
              {j.Estado === 1 && <Link to={`/pagarempleo/${j.Empleo}`}>Pagar publicación</Link>}
            </p>
          )}
          <ul className="job-facts" aria-label="Datos del empleo">
            {facts.map(([label, value]) => (
              <li key={label}>
                <span className="fact-label">{label}</span>
                <span className="fact-value">{value}</span>
              </li>
            ))}
          </ul>
          <section className="job-section">
            <h2>Descripción</h2>
            <p>{j.Descripcion}</p>
          </section>
          {j.DescripcionLarga && (
            <section className="job-section">
              <h2>Descripción detallada</h2>
              <p>{j.DescripcionLarga}</p>
            </section>
          )}
          <ListSection title="Requerimientos" items={data.laEmpleoRequerimiento} empty="No hay requerimientos disponibles." />
          <ListSection title="Responsabilidades" items={data.laEmpleoResponsabilidades} empty="No hay responsabilidades disponibles." />
          <ListSection title="Habilidades" items={data.laEmpleoHabilidades} empty="No hay habilidades disponibles." />
          {data.laEmpleoIdiomas.length > 0 && <ListSection title="Idiomas" items={data.laEmpleoIdiomas} empty="" />}
        </article>
        <aside className="job-aside" aria-label="Postulación y empresa">
          <ApplyBlock data={data} fuente={fuente} />
          {hidden ? (
            <div className="card company-card">
              <h2>La empresa</h2>
              <div className="company-row">
                <img src={logo} alt="" width={56} height={56} onError={onLogoError} />
                <strong>{CONFIDENTIAL_COMPANY}</strong>
              </div>
              <p className="muted">
                {j.EmpresaSector ? `Sector: ${j.EmpresaSector}. ` : ''}
                {j.EsPropio
                  ? 'Publicaste este empleo como empresa confidencial: los candidatos ven solo el sector y la ciudad, y tu nombre cuando se lo reveles desde sus postulaciones.'
                  : 'Esta empresa publica en forma confidencial: puede contarte su nombre cuando revise tu postulación.'}
              </p>
            </div>
          ) : (
            <div className="card company-card">
              <h2>La empresa</h2>
              <div className="company-row">
                <img src={logo} alt="" width={56} height={56} onError={onLogoError} />
                <strong>{j.EmpresaNombre}</strong>
                <VerifiedBadge verified={j.EmpresaVerificada} />
              </div>
              <Link className="btn btn-light btn-block" to={`/detalleempresa/${j.EmpresaCodigo}`}>
                Ver empresa y sus ofertas
              </Link>
            </div>
          )}
          <ShareBlock title={j.Titulo} />
          {!j.EsPropio && role !== 'admin' && <ReportJob code={j.CodigoEmpleo} title={j.Titulo} />}
        </aside>
      </div>
    </div>
  );
}
