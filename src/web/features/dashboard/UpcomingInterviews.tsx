/** "Próximas entrevistas" on both dashboards (issue 40): proposed and confirmed, earliest first. */
import { Link } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { useUpcomingInterviews } from '../../lib/api/interviews';

export function UpcomingInterviews({ side }: { side: 'empresa' | 'candidato' }) {
  const { data } = useUpcomingInterviews();
  const company = side === 'empresa';
  return (
    <section className="card dash-section" aria-labelledby="upcoming-interviews">
      <h2 id="upcoming-interviews">Próximas entrevistas</h2>
      {!data ? (
        <Spinner />
      ) : data.length === 0 ? (
        <p className="muted">No tienes entrevistas próximas.</p>
      ) : (
        <ul className="recent-list">
          {data.slice(0, 10).map((i) => (
            <li key={i.Entrevista}>
              <span>
                <strong>{company ? i.Candidato : i.Empresa}</strong> · <Link to={company ? `/listarpostulantes/${i.CodigoEmpleo}` : '/mispostulaciones'}>{i.Titulo}</Link>
              </span>
              <span className="small">
                {i.Estado === 'confirmada' ? i.InicioTexto : company ? 'Esperando que el candidato elija un horario' : 'Elige un horario en Mis Postulaciones'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
