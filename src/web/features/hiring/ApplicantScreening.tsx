/**
 * On an applicant's card (decision 075): whether they pass the screening filters, what they
 * answered, their salary expectation, where they came from and their cover letter.
 */
import type { ApplicantAnswer } from '../../../shared/contract/postings';
import { JOB_SOURCES } from '../../../shared/postings-rules';
import { formatSalary } from '../../lib/format';

type Props = { a: { Respuestas: ApplicantAnswer[]; PasaFiltros: boolean; Carta: string; PretensionSalarial: number; Fuente: string } };

export function ApplicantScreening({ a }: Props) {
  const source = JOB_SOURCES.find((s) => s.id === a.Fuente)?.nombre ?? 'Enlace directo';
  return (
    <div className="applicant-screening">
      <p className="row small">
        {a.Respuestas.length > 0 && (
          <span className={`badge ${a.PasaFiltros ? 'badge-success' : 'badge-danger'}`}>{a.PasaFiltros ? 'Pasa los filtros' : 'No pasa los filtros'}</span>
        )}
        <span>
          <strong>Pretensión salarial:</strong> {a.PretensionSalarial > 0 ? formatSalary(a.PretensionSalarial) : 'No indicada'}
        </span>
        <span>
          <strong>Llegó por:</strong> {source}
        </span>
      </p>
      {a.Respuestas.length > 0 && (
        <dl className="screening-answers" aria-label="Respuestas a las preguntas de filtro">
          {a.Respuestas.map((r, i) => (
            <div key={i} className={r.Descarta ? 'knocked-out' : undefined}>
              <dt>{r.Pregunta}</dt>
              <dd>
                {r.Respuesta}
                {r.Descarta && <span className="badge badge-danger">Descarta</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {a.Carta && (
        <details className="cover-letter">
          <summary>Carta de presentación</summary>
          <p>{a.Carta}</p>
        </details>
      )}
    </div>
  );
}
