/** The applicants list's filters by screening answers (decision 075): who passes, and one question's answer. */
import type { ApplicantAnswer } from '../../../shared/contract/postings';
import { Options, SelectField } from '../../components/Field';

export type ScreeningFilterValues = { tcFiltroPreguntas: '' | 'pasa' | 'descartado'; tnPregunta: number; tcRespuesta: string };
export const noScreeningFilter: ScreeningFilterValues = { tcFiltroPreguntas: '', tnPregunta: 0, tcRespuesta: '' };

const PASSES: { id: ScreeningFilterValues['tcFiltroPreguntas']; nombre: string }[] = [
  { id: '', nombre: 'Todos' },
  { id: 'pasa', nombre: 'Pasan los filtros' },
  { id: 'descartado', nombre: 'No pasan los filtros' },
];
const YES_NO = [
  { id: '', nombre: 'Cualquiera' },
  { id: 'si', nombre: 'Sí' },
  { id: 'no', nombre: 'No' },
];

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
      <SelectField
        id="filtro-pasa"
        label="Resultado de las preguntas"
        value={value.tcFiltroPreguntas}
        onChange={(e) => onChange({ ...value, tcFiltroPreguntas: e.target.value as ScreeningFilterValues['tcFiltroPreguntas'] })}
        options={PASSES}
      />
      <SelectField
        id="filtro-pregunta"
        label="Respuesta a"
        value={value.tnPregunta}
        onChange={(e) => onChange({ ...value, tnPregunta: Number(e.target.value), tcRespuesta: '' })}
        options={[{ id: 0, nombre: 'Cualquier pregunta' }, ...questions.map((p, i) => ({ id: i + 1, nombre: p.Pregunta }))]}
      />
      {q && (
        <div className="field">
          <label htmlFor="filtro-respuesta">{q.Tipo === 'sino' ? 'Respondió' : q.Tipo === 'numero' ? 'Al menos' : 'Contiene'}</label>
          {q.Tipo === 'sino' ? (
            <select id="filtro-respuesta" value={value.tcRespuesta} onChange={(e) => onChange({ ...value, tcRespuesta: e.target.value })}>
              <Options options={YES_NO} />
            </select>
          ) : (
            <input id="filtro-respuesta" inputMode={q.Tipo === 'numero' ? 'numeric' : undefined} value={value.tcRespuesta} onChange={(e) => onChange({ ...value, tcRespuesta: e.target.value.slice(0, 300) })} />
          )}
        </div>
      )}
    </div>
  );
}
