/**
 * A job as a card (search results, home page, map): company, title, 'Nuevo' badge (published on
 * today's La Paz calendar day), city, type, experience, salary ('A convenir' when missing) and
 * 'Aplicar', which opens the job; «Destacado» on a featured job and «Empresa confidencial» with its sector (issue 39); the heart saves it (SaveJobButton). Takes the spec's list item (listaempleos, obtenerdatosbasicos).
 */
import { Link } from 'react-router';
import type { JobListItem } from '../../shared/contract/jobs';
import { formatDate, formatSalaryRange, imageUrl, isNew } from '../lib/format';
import { SaveJobButton } from './SaveJobButton';
import { VerifiedBadge } from './VerifiedBadge';
import './job-card.css';

const LOGO_FALLBACK = '/img/empresa-default.svg';

const PIN = 'M8 1.5a4.5 4.5 0 0 0-4.5 4.5c0 3.4 4.5 8.5 4.5 8.5s4.5-5.1 4.5-8.5A4.5 4.5 0 0 0 8 1.5zm0 6.2a1.7 1.7 0 1 1 0-3.4 1.7 1.7 0 0 1 0 3.4z';
const CLOCK = 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zm.7 6.8V4.5H7.3V9l3.3 2 .7-1.2z';
const CASE = 'M6 2.5h4a1 1 0 0 1 1 1V5h2.5a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1H5V3.5a1 1 0 0 1 1-1zm.5 1.5V5h3V4z';
const HOME = 'M8 1.8 1.5 7.3l.9 1.1L3.5 7.5V14h3.5v-4h2v4h3.5V7.5l1.1.9.9-1.1z';

export function Icon({ d }: { d: string }) {
  return (
    <svg className="job-meta-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

export function JobCard({ job, headingLevel = 3 }: { job: JobListItem; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // From a list of Chamba: the job page counts the visit as coming from search (decision 075).
  const jobUrl = `/detalletrabajo/${job.CodigoEmpleo}?src=busqueda`;
  const fresh = isNew(job.FechaPublicacion);
  return (
    <article className={`job-card${job.Destacado ? ' is-featured' : ''}`} aria-labelledby={`job-${job.CodigoEmpleo}`}>
      <div className="job-card-top">
        <img
          className="job-card-logo"
          src={imageUrl(job.Empresa?.Logo, LOGO_FALLBACK)}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(LOGO_FALLBACK)) e.currentTarget.src = LOGO_FALLBACK;
          }}
        />
        <div className="job-card-head">
          {(job.Destacado || fresh) && (
            <p className="job-card-badges">
              {job.Destacado && <span className="badge badge-featured">Destacado</span>}
              {fresh && <span className="badge badge-new">Nuevo</span>}
            </p>
          )}
          {job.Confidencial ? (
            // A confidential posting (issue 39): no company page to open, only its sector.
            <span className="job-card-company">
              {job.EmpresaNombre}
              {job.EmpresaSector ? <span className="job-card-sector"> · {job.EmpresaSector}</span> : null}
            </span>
          ) : (
            <>
              <Link className="job-card-company" to={`/detalleempresa/${job.EmpresaCodigo}`}>
                {job.EmpresaNombre}
              </Link>{' '}
              <VerifiedBadge verified={job.EmpresaVerificada} />
            </>
          )}
          <Heading id={`job-${job.CodigoEmpleo}`}>
            <Link to={jobUrl}>{job.Titulo}</Link>
          </Heading>
        </div>
        <SaveJobButton code={job.CodigoEmpleo} title={job.Titulo} />
      </div>
      <ul className="job-meta" aria-label="Datos del empleo">
        <li>
          <Icon d={PIN} />
          {job.NombreCiudad}
        </li>
        <li>
          <Icon d={CLOCK} />
          {job.TipoEmpleoNombre}
        </li>
        <li>
          <Icon d={CASE} />
          Experiencia: {job.TiempoExperienciaTitulo || 'No especificada'}
        </li>
        {job.ModalidadNombre && job.ModalidadNombre !== 'Presencial' && (
          <li>
            <Icon d={HOME} />
            {job.ModalidadNombre}
          </li>
        )}
      </ul>
      <div className="job-card-foot">
        <span className="salary">{formatSalaryRange(job.SalarioMinimo, job.SalarioAproximado)}</span>
        <span className="job-card-date">Publicado el {formatDate(job.FechaPublicacion)}</span>
        <Link className="btn btn-primary btn-small" to={jobUrl} aria-label={`Aplicar a ${job.Titulo}`}>
          Aplicar
        </Link>
      </div>
    </article>
  );
}
