/**
 * /detalleempresa/{code}: image (default when missing or broken), name, description, country,
 * city, about, public jobs with 'Ver detalle', contact e-mail and phone, type, size, location and
 * founding year. No sample reviews.
 */
import { countOf } from '../../../shared/rules';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { formatDate, formatSalaryRange, imageUrl } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';
import { useCompany } from './api/get-company';
import './companies.css';
import { FactList } from '../../components/FactList';
import { Breadcrumb } from '../../components/Breadcrumb';
import { VerifiedBadge } from '../../components/VerifiedBadge';

const FALLBACK = '/img/empresa-default.svg';

export default function CompanyDetailPage() {
  const { code = '' } = useParams();
  const { company: own } = useSession();
  const { data, isError: failed } = useCompany(code);
  const e = data?.loEmpresa;
  useDocumentMeta(
    failed ? 'Empresa no encontrada | Chamba' : e ? `${e.Nombre} | Empleos y perfil de la empresa | Chamba` : null,
    e ? `${e.Descripcion} ${e.Acercade}`.trim() || `Ofertas de empleo de ${e.Nombre} en Bolivia.` : 'No se pudo cargar la información de la empresa.',
  );

  if (failed) {
    return (
      <section className="container page center">
        <h1>Empresa no encontrada</h1>
        <p>No se pudo cargar la información de la empresa. Revisa el enlace o busca entre las ofertas publicadas.</p>
        <Link className="btn btn-primary" to="/busquedatrabajo">
          Buscar empleos
        </Link>
      </section>
    );
  }
  if (!data || !e) return <Spinner label="Cargando empresa..." />;
  const jobs = data.laEmpleos;
  const isOwn = own?.EmpresaCodigo === e.EmpresaCodigo;
  const details: [string, React.ReactNode][] = [
    ['Correo de contacto', e.Correo ? <a href={`mailto:${e.Correo}`}>{e.Correo}</a> : null],
    ['Teléfono', e.Telefono ? <a href={`tel:${e.Telefono.replace(/\s/g, '')}`}>{e.Telefono}</a> : null],
    ['Tipo de empresa', e.TipoEmpresaDescripcion || null],
    ['Tamaño', e.TamanoEmpresaDescripcion || null],
    ['Ubicación', [e.Direccion, e.Ciudad].filter(Boolean).join(', ') || null],
    ['País', e.Pais || null],
    ['Año de fundación', e.AnioFundacion ? String(e.AnioFundacion) : null],
  ];
  return (
    <div className="container page company-page">
      <Breadcrumb trail={[['/', 'Inicio'], ['/busquedatrabajo', 'Empleos']]} current={e.Nombre} />
      <header className="company-hero card">
        <img
          src={imageUrl(e.UrlImagen, FALLBACK)}
          alt={`Logo de ${e.Nombre}`}
          width={112}
          height={112}
          onError={(ev) => {
            if (!ev.currentTarget.src.endsWith(FALLBACK)) ev.currentTarget.src = FALLBACK;
          }}
        />
        <div>
          <h1>{e.Nombre}</h1>
          <VerifiedBadge verified={e.EmpresaVerificada} />
          {e.Descripcion && <p className="company-tagline">{e.Descripcion}</p>}
          <p className="muted">
            {[e.Ciudad, e.Pais].filter(Boolean).join(', ')}
            {' · '}
            {countOf(e.CantidadEmpleos, 'empleo publicado', 'empleos publicados')}
          </p>
          {isOwn && (
            <Link className="btn btn-light btn-small" to="/miperfilempresa">
              Editar perfil de la empresa
            </Link>
          )}
        </div>
      </header>
      <div className="company-layout">
        <div className="stack">
          <section className="card">
            <h2>Acerca de la empresa</h2>
            <p className="prewrap">{e.Acercade || e.Descripcion || 'La empresa aún no agregó una descripción.'}</p>
          </section>
          <section className="card" aria-labelledby="empleos-empresa">
            <h2 id="empleos-empresa">Empleos publicados ({e.CantidadEmpleos})</h2>
            {jobs.length === 0 ? (
              <p className="muted">Esta empresa no tiene ofertas publicadas en este momento.</p>
            ) : (
              <ul className="company-jobs">
                {jobs.map((j) => (
                  <li key={j.CodigoEmpleo}>
                    <div>
                      <h3>
                        <Link to={`/detalletrabajo/${j.CodigoEmpleo}`}>{j.Titulo}</Link>
                      </h3>
                      <p className="muted">
                        {j.TipoEmpleoNombre} · {j.NombreCiudad} · Publicado el {formatDate(j.FechaPublicacion)}
                      </p>
                      <p className="salary">Salario: {formatSalaryRange(j.SalarioMinimo, j.SalarioAproximado)}</p>
                    </div>
                    <Link className="btn btn-light btn-small" to={`/detalletrabajo/${j.CodigoEmpleo}`} aria-label={`Ver detalle de ${j.Titulo}`}>
                      Ver detalle
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside className="card company-facts" aria-label="Datos de la empresa">
          <h2>Datos de contacto</h2>
          <FactList facts={details} />
        </aside>
      </div>
    </div>
  );
}
