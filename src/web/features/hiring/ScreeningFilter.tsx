/** The applicants list's filters by screening answers (decision 075): who passes, and one question's answer. */
import type { ApplicantAnswer } from '../../../shared/contract/postings';

export type ScreeningFilterValues = { tcFiltroPreguntas: '' | 'pasa' | 'descartado'; tnPregunta: number; tcRespuesta: string };
export const noScreeningFilter: ScreeningFilterValues = { tcFiltroPreguntas: '', tnPregunta: 0, tcRespuesta: '' };

export function ScreeningFilter({
  questions,
  value,
  onChange,
}: {
  /** The job's questions, as the answers name them. */
  questions: Pick<ApplicantAnswer, 'Pregunta' | 'Tipo'>[];
  value: ScreeningFilterValues;
  onChange: (v: ScreeningFilterValues) => void;
}) {
  if (questions.length === 0) return null;
  const q = value.tnPregunta ? questions[value.tnPregunta - 1] : undefined;
  return (
    <div className="screening-filter card row" role="group" aria-label="Filtrar postulantes por sus respuestas">
      <div className="field">
        <label htmlFor="filtro-pasa">Resultado de las preguntas</label>
        <select id="filtro-pasa" value={value.tcFiltroPreguntas} onChange={(e) => onChange({ ...value, tcFiltroPreguntas: e.target.value as ScreeningFilterValues['tcFiltroPreguntas'] })}>
          <option value="">Todos</option>
          <option value="pasa">Pasan los filtros</option>
          <option value="descartado">No pasan los filtros</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="filtro-pregunta">Respuesta a</label>
        <select id="filtro-pregunta" value={value.tnPregunta} onChange={(e) => onChange({ ...value, tnPregunta: Number(e.target.value), tcRespuesta: '' })}>
          <option value={0}>Cualquier pregunta</option>
          {questions.map((p, i) => (
            <option key={i} value={i + 1}>
              {p.Pregunta}
            </option>
          ))}
        </select>
      </div>
      {q && (
        <div className="field">
          <label htmlFor="filtro-respuesta">{q.Tipo === 'sino' ? 'Respondió' : q.Tipo === 'numero' ? 'Al menos' : 'Contiene'}</label>
          {q.Tipo === 'sino' ? (
            <select id="filtro-respuesta" value={value.tcRespuesta} onChange={(e) => onChange({ ...value, tcRespuesta: e.target.value })}>
              <option value="">Cualquiera</option>
              <option value="si">Sí</option>
              <option value="no">No</option>
            </select>
          ) : (
            <input id="filtro-respuesta" inputMode={q.Tipo === 'numero' ? 'numeric' : undefined} value={value.tcRespuesta} onChange={(e) => onChange({ ...value, tcRespuesta: e.target.value.slice(0, 300) })} />
          )}
        </div>
      )}
    </div>
  );
}
