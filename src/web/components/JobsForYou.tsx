/**
 * 'Empleos para ti' (issue 16): open jobs ranked by fit with the candidate's latest CV, each with
 * the line saying why. On the candidate's home page and dashboard; nothing for anyone else.
 */
import { Link } from 'react-router';
import { useJobsForYou } from '../lib/api/jobs-for-you';
import { formatSalary } from '../lib/format';
import { useSession } from '../lib/session';
import { SaveJobButton } from './SaveJobButton';
import { Spinner } from './Spinner';
import './job-card.css';

export function JobsForYou({ className = '' }: { className?: string }) {
  const { role } = useSession();
  const forYou = useJobsForYou(role === 'candidato');
  if (role !== 'candidato') return null;
  const data = forYou.data;
  return (
    <section className={`card for-you ${className}`} aria-labelledby="para-ti">
      <h2 id="para-ti">Empleos para ti</h2>
      {forYou.isError ? (
        <p className="muted">No pudimos cargar tus recomendaciones ahora.</p>
      ) : !data ? (
        <Spinner label="Buscando empleos para ti..." />
      ) : data.Empleos.length === 0 ? (
        <p className="muted">
          {data.CurriculumTitulo ? 'Aún no hay empleos abiertos que coincidan con tu currículum. ' : 'Crea tu currículum y te mostraremos los empleos que más te convienen. '}
          <Link to={data.CurriculumTitulo ? '/busquedatrabajo' : '/crearcurriculum'}>{data.CurriculumTitulo ? 'Buscar empleos' : 'Crear currículum'}</Link>
        </p>
      ) : (
        <>
          <p className="muted small">{data.CurriculumTitulo ? `Según tu currículum «${data.CurriculumTitulo}» y tu perfil.` : 'Según tu perfil. Crea tu currículum para recomendaciones más precisas.'}</p>
          <ul className="for-you-list">
            {data.Empleos.map((j) => (
              <li key={j.CodigoEmpleo} className="for-you-item">
                <div className="for-you-text">
                  <Link className="for-you-title" to={`/detalletrabajo/${j.CodigoEmpleo}`}>
                    {j.Titulo}
                  </Link>
                  <span className="muted small">
                    {j.EmpresaNombre} · {j.NombreCiudad} · {formatSalary(j.SalarioAproximado)}
                  </span>
                  <span className="for-you-why small">{j.Motivo}</span>
                </div>
                <SaveJobButton code={j.CodigoEmpleo} title={j.Titulo} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
