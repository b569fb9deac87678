/**
 * What the candidate adds to the CV when applying (decision 075): the answers to the job's
 * screening questions (all required), an optional cover letter and an optional salary
 * expectation. Checked here as the server checks them (src/shared/screening.ts).
 */
import type { PublicQuestion } from '../../../shared/contract/postings';
import { POSTING_MESSAGES, SALARY_MAX, SCREENING_LIMITS } from '../../../shared/postings-rules';
import { evaluateAnswers } from '../../../shared/screening';
import { TextArea, TextField } from '../../components/Field';

export type ApplyExtrasValues = { respuestas: Record<number, string>; carta: string; pretension: string };

export const emptyExtras = (): ApplyExtrasValues => ({ respuestas: {}, carta: '', pretension: '' });

/** The errors by field: `respuesta.<n>`, `carta`, `pretension`. */
export function extrasErrors(preguntas: PublicQuestion[], v: ApplyExtrasValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const questions = preguntas.map((q) => ({ pregunta: q.Pregunta, tipo: q.Tipo, descarte: null, minimo: null }));
  const answers = preguntas.map((q) => ({ tnPregunta: q.Numero, tcRespuesta: v.respuestas[q.Numero] ?? '' }));
  const checked = evaluateAnswers(questions, answers);
  if (!checked.ok) for (const [n, m] of Object.entries(checked.errors)) errors[`respuesta.${n}`] = m;
  if (v.carta.trim().length > SCREENING_LIMITS.coverLetter) errors.carta = POSTING_MESSAGES.carta;
  if (v.pretension && (!/^\d{1,7}$/.test(v.pretension) || Number(v.pretension) > SALARY_MAX)) errors.pretension = POSTING_MESSAGES.pretension;
  return errors;
}

export const extrasPayload = (preguntas: PublicQuestion[], v: ApplyExtrasValues) => ({
  taRespuestas: preguntas.map((q) => ({ tnPregunta: q.Numero, tcRespuesta: (v.respuestas[q.Numero] ?? '').trim() })),
  tcCarta: v.carta.trim(),
  tnPretension: v.pretension ? Number(v.pretension) : 0,
});

export function ApplyExtras({
  preguntas,
  values,
  onChange,
  errors,
  showErrors,
}: {
  preguntas: PublicQuestion[];
  values: ApplyExtrasValues;
  onChange: (v: ApplyExtrasValues) => void;
  errors: Record<string, string>;
  showErrors: boolean;
}) {
  const answer = (n: number, text: string) => onChange({ ...values, respuestas: { ...values.respuestas, [n]: text } });
  const err = (k: string) => (showErrors ? errors[k] : undefined);
  return (
    <div className="apply-extras stack">
      {preguntas.length > 0 && (
        <fieldset className="apply-questions">
          <legend>Preguntas de la empresa</legend>
          {preguntas.map((q) =>
            q.Tipo === 'sino' ? (
              <fieldset
                key={q.Numero}
                className="yes-no"
                aria-invalid={err(`respuesta.${q.Numero}`) ? true : undefined}
                aria-describedby={err(`respuesta.${q.Numero}`) ? `pregunta-${q.Numero}-error` : undefined}
              >
                <legend>{q.Pregunta}</legend>
                <label className="check">
                  <input type="radio" name={`pregunta-${q.Numero}`} checked={values.respuestas[q.Numero] === 'si'} onChange={() => answer(q.Numero, 'si')} /> Sí
                </label>
                <label className="check">
                  <input type="radio" name={`pregunta-${q.Numero}`} checked={values.respuestas[q.Numero] === 'no'} onChange={() => answer(q.Numero, 'no')} /> No
                </label>
                {err(`respuesta.${q.Numero}`) && (
                  <small id={`pregunta-${q.Numero}-error`} className="field-error">
                    {err(`respuesta.${q.Numero}`)}
                  </small>
                )}
              </fieldset>
            ) : q.Tipo === 'numero' ? (
              <TextField
                key={q.Numero}
                label={q.Pregunta}
                inputMode="numeric"
                value={values.respuestas[q.Numero] ?? ''}
                onChange={(e) => answer(q.Numero, e.target.value.replace(/\D/g, ''))}
                error={err(`respuesta.${q.Numero}`)}
              />
            ) : (
              <TextField
                key={q.Numero}
                label={q.Pregunta}
                value={values.respuestas[q.Numero] ?? ''}
                limit={SCREENING_LIMITS.textAnswer}
                onChange={(e) => answer(q.Numero, e.target.value)}
                error={err(`respuesta.${q.Numero}`)}
              />
            ),
          )}
        </fieldset>
      )}
      <TextArea
        label="Carta de presentación (opcional)"
        rows={5}
        value={values.carta}
        limit={SCREENING_LIMITS.coverLetter}
        placeholder="Cuéntale a la empresa por qué te interesa este empleo."
        onChange={(e) => onChange({ ...values, carta: e.target.value })}
        error={errors.carta}
      />
      <TextField
        label="Pretensión salarial mensual en Bs (opcional)"
        inputMode="numeric"
        value={values.pretension}
        placeholder="Ej.: 4000"
        onChange={(e) => onChange({ ...values, pretension: e.target.value.replace(/\D/g, '') })}
        error={errors.pretension}
      />
    </div>
  );
}
