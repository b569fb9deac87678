/**
 * Up to 5 screening questions of a job (decision 075): the text, its type (sí/no, número, texto
 * corto) and, optionally, the answer that leaves an applicant out (a yes/no answer, or a number
 * below a minimum). Applicants answer them when they apply.
 */
import { QUESTION_TYPES, SCREENING_LIMITS, type QuestionType } from '../../../shared/postings-rules';
import { SelectField, TextArea, TextField } from '../../components/Field';

export type QuestionDraft = { tcPregunta: string; tcTipo: QuestionType; tcDescarte: '' | 'si' | 'no'; tnMinimo: string };

export const emptyQuestion = (): QuestionDraft => ({ tcPregunta: '', tcTipo: 'sino', tcDescarte: '', tnMinimo: '' });

const KNOCKOUT_YES_NO = [
  { id: '', nombre: 'No descarta a nadie' },
  { id: 'no', nombre: 'Descarta si responde «No»' },
  { id: 'si', nombre: 'Descarta si responde «Sí»' },
];

export function ScreeningEditor({
  questions,
  onChange,
  errors,
}: {
  questions: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  errors: Record<string, string>;
}) {
  const full = questions.length >= SCREENING_LIMITS.questions;
  const update = (i: number, patch: Partial<QuestionDraft>) => onChange(questions.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  return (
    <fieldset className="screening-editor">
      <legend>Preguntas de filtro (opcional)</legend>
      <p className="muted small">
        Hasta {SCREENING_LIMITS.questions} preguntas que el postulante responde al postular. Si marcas una respuesta que descarta, verás quién pasa los filtros en la lista de
        postulantes.
      </p>
      {errors.taPreguntas && <p className="field-error">{errors.taPreguntas}</p>}
      <ol className="screening-list">
        {questions.map((q, i) => (
          <li key={i} className="screening-item" aria-label={`Pregunta ${i + 1}`}>
            <TextArea
              label={`Pregunta ${i + 1}`}
              rows={2}
              value={q.tcPregunta}
              limit={SCREENING_LIMITS.question}
              placeholder="Ej.: ¿Tiene licencia de conducir categoría B?"
              onChange={(e) => update(i, { tcPregunta: e.target.value })}
              error={errors[`taPreguntas.${i}.tcPregunta`] ?? errors[`taPreguntas.${i}`]}
            />
            <div className="grid-2">
              <SelectField
                label="Tipo de respuesta"
                options={QUESTION_TYPES.map((t) => ({ id: t.id, nombre: t.nombre }))}
                value={q.tcTipo}
                onChange={(e) => update(i, { tcTipo: e.target.value as QuestionType, tcDescarte: '', tnMinimo: '' })}
              />
              {q.tcTipo === 'sino' && (
                <SelectField label="Respuesta que descarta" options={KNOCKOUT_YES_NO} value={q.tcDescarte} onChange={(e) => update(i, { tcDescarte: e.target.value as QuestionDraft['tcDescarte'] })} />
              )}
              {q.tcTipo === 'numero' && (
                <TextField
                  label="Mínimo (descarta si es menor)"
                  inputMode="numeric"
                  value={q.tnMinimo}
                  placeholder="Sin mínimo"
                  onChange={(e) => update(i, { tnMinimo: e.target.value.replace(/\D/g, '') })}
                  error={errors[`taPreguntas.${i}.tnMinimo`]}
                />
              )}
            </div>
            <button type="button" className="btn btn-light btn-small" onClick={() => onChange(questions.filter((_, j) => j !== i))}>
              Quitar pregunta {i + 1}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-outline btn-small" disabled={full} onClick={() => onChange([...questions, emptyQuestion()])}>
        Agregar pregunta de filtro
      </button>
      {full && <small className="hint"> Máximo {SCREENING_LIMITS.questions} preguntas.</small>}
    </fieldset>
  );
}
