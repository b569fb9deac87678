/**
 * /cifrasempleo/{code}: the figures of one of the company's jobs (decision 075): unique views,
 * applications, conversion, views and applications per day, and where applicants came from.
 */
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { JobLoadState } from './JobLoadState';
import { ApiError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/meta';
import { useJobFigures } from './api/get-job-figures';
import './hiring.css';
import { Breadcrumb } from '../../components/Breadcrumb';
import { formatNumber } from '../../../shared/format-number';

const JobFiguresChart = lazy(() => import('./JobFiguresChart'));

const pct = (part: number, total: number) => `${formatNumber(total ? (part * 100) / total : 0, 1, 1)}%`;

export default function JobFiguresPage() {
  const { code = '' } = useParams();
  const query = useJobFigures(code);
  const f = query.data ?? null;
  const error = query.isError ? (query.error instanceof ApiError && query.error.message ? query.error.message : 'No se pudieron cargar las cifras. Revisa tu conexión e inténtalo de nuevo.') : null;
  useDocumentMeta(f ? `Cifras: ${f.Titulo} | Chamba` : 'Cifras del empleo | Chamba');
  return (
    <div className="stack job-figures">
      <Breadcrumb trail={[['/Dashboard', 'Dashboard'], ['/misempleos', 'Mis Empleos']]} current="Cifras" />
      <h1>Cifras{f ? `: ${f.Titulo}` : ''}</h1>
      <JobLoadState error={error} loaded={!!f} loading="Cargando cifras..." />
      {f && (
        <>
          <ul className="figure-tiles" aria-label="Resumen del empleo">
            <li className="card">
              <span className="figure-value">{formatNumber(f.Vistas)}</span>
              <span className="figure-label">Vistas únicas</span>
            </li>
            <li className="card">
              <span className="figure-value">{formatNumber(f.Postulaciones)}</span>
              <span className="figure-label">Postulaciones</span>
            </li>
            <li className="card">
              <span className="figure-value">{formatNumber(f.Conversion, 1, 1)}%</span>
              <span className="figure-label">Conversión (postulaciones por cada 100 vistas)</span>
            </li>
          </ul>
          <figure className="card chart-card">
            <figcaption>Vistas y postulaciones por día</figcaption>
            <Suspense fallback={<Spinner label="Cargando gráfico..." />}>
              <JobFiguresChart days={f.PorDia} />
            </Suspense>
          </figure>
          <section className="card">
            <h2 id="figures-sources">De dónde llegaron</h2>
            {/* It scrolls sideways on a phone: a keyboard reaches it (axe scrollable-region-focusable). */}
            <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="figures-sources">
              <table className="figures-table">
                <thead>
                  <tr>
                    <th scope="col">Origen</th>
                    <th scope="col">Vistas</th>
                    <th scope="col">Postulaciones</th>
                    <th scope="col">% de postulantes</th>
                  </tr>
                </thead>
                <tbody>
                  {f.Fuentes.map((s) => (
                    <tr key={s.Fuente}>
                      <th scope="row">{s.Nombre}</th>
                      <td>{formatNumber(s.Vistas)}</td>
                      <td>{formatNumber(s.Postulaciones)}</td>
                      <td>{pct(s.Postulaciones, f.Postulaciones)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="muted small">
              Cada visitante cuenta una vez por día. «Búsqueda»: llegó desde los listados de Chamba; «Compartido»: desde un enlace compartido; «Enlace directo»: el resto.
            </p>
          </section>
          <div className="row">
            <Link className="btn btn-light" to={`/listarpostulantes/${f.CodigoEmpleo}`}>
              Ver postulantes
            </Link>
            <Link className="btn btn-light" to={`/detalletrabajo/${f.CodigoEmpleo}`}>
              Ver el empleo
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
