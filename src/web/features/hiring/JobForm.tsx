/**
 * The three-step job form (spec 001: Detalles del Empleo, Requisitos y Funciones, Habilidades e
 * Idiomas) shared by /crearempleo, /editarempleo/{code} and /publicar-empleo. The public posting
 * adds the poster's name, e-mail and phone to step 1 and the spec's step-1 and final checks.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { CATEGORIES, CITIES, EXPERIENCE, JOB_LANGUAGES, JOB_TYPES, SKILLS, WORK_MODES } from '../../../shared/catalog';
import { jobBody, JOB_LIMITS, publicJobBody, type JobInput, type PublicJobInput } from '../../../shared/contract/hiring';
import { screeningQuestionInput } from '../../../shared/contract/postings';
import { CONFIDENTIAL_COMPANY, formatSalaryRange } from '../../../shared/rules';
import { ScreeningEditor, type QuestionDraft } from './ScreeningEditor';
import { ChipSelect } from '../../components/ChipSelect';
import { SelectField, TextArea, TextField } from '../../components/Field';
import { ApiError } from '../../lib/api-client';
import { fieldErrors } from '../../lib/form';
import { notify } from '../../lib/notify';
import { useWriteJobDescription } from './api/write-job-description';
import { laPazToday, plusDays } from './dates';
import { ListEditor } from './ListEditor';

export type JobFormMode = 'empresa' | 'editar' | 'publico';

export type JobFormValues = {
  tcNombreUsuario: string;
  tcCorreo: string;
  tcTelefono: string;
  tcTitulo: string;
  tcDescripcion: string;
  tcDescripcionLarga: string;
  tcFechaVencimiento: string;
  tcDireccion: string;
  tnSalario: string;
  tnSalarioMinimo: string;
  tnTipoEmpleo: string;
  tnCategoria: string;
  tnTiempoExperiencia: string;
  tnCiudad: string;
  tnModalidad: string;
  taRequerimientos: string[];
  taResponsabilidades: string[];
  taHabilidades: number[];
  taIdiomas: string[];
  taPreguntas: QuestionDraft[];
  /** Issue 39: a confidential posting (candidates see «Empresa confidencial», the sector and the city). */
  tlConfidencial: boolean;
};

/** The fields an input or a select edits (the lists have their own editors). */
type TextKey = { [K in keyof JobFormValues]: JobFormValues[K] extends string ? K : never }[keyof JobFormValues];

const CONFIDENTIAL_HINT_ID = 'job-confidential-hint';

export const emptyJobForm = (): JobFormValues => ({
  tcNombreUsuario: '',
  tcCorreo: '',
  tcTelefono: '',
  tcTitulo: '',
  tcDescripcion: '',
  tcDescripcionLarga: '',
  tcFechaVencimiento: plusDays(laPazToday(), 30),
  tcDireccion: '',
  tnSalario: '',
  tnSalarioMinimo: '',
  tnTipoEmpleo: '',
  tnCategoria: '',
  tnTiempoExperiencia: '0',
  tnCiudad: '',
  tnModalidad: '1',
  taRequerimientos: [],
  taResponsabilidades: [],
  taHabilidades: [],
  taIdiomas: [],
  taPreguntas: [],
  tlConfidencial: false,
});

export const STEPS = ['Detalles del Empleo', 'Requisitos y Funciones', 'Habilidades e Idiomas'] as const;

const STEP_OF: Record<string, number> = {
  taRequerimientos: 1,
  taResponsabilidades: 1,
  taPreguntas: 1,
  taHabilidades: 2,
  taIdiomas: 2,
};

/** Step-1 fields the public posting requires (spec 001 section 5), with their labels. */
const PUBLIC_STEP1: [keyof JobFormValues, string][] = [
  ['tcNombreUsuario', 'Nombre completo'],
  ['tcCorreo', 'Correo electrónico'],
  ['tcTelefono', 'Teléfono'],
  ['tcTitulo', 'Título del empleo'],
  ['tcDescripcion', 'Descripción corta'],
  ['tcDescripcionLarga', 'Descripción larga'],
  ['tcFechaVencimiento', 'Fecha de vencimiento'],
  ['tnSalario', 'Salario máximo'],
  ['tnCiudad', 'Ciudad'],
  ['tnTipoEmpleo', 'Tipo de empleo'],
];
const PUBLIC_FINAL: (keyof JobFormValues)[] = ['tcCorreo', 'tcTitulo', 'tcDescripcion', 'tnTipoEmpleo', 'tnCategoria'];
export const PUBLIC_FINAL_MESSAGE = 'Completa los campos obligatorios (correo, título, descripción, tipo de empleo y categoría).';

const isBlank = (v: unknown) => (typeof v === 'string' ? v.trim() === '' || v.trim() === '0' : v == null);

/** The contract payload of the form's values (the public posting adds the poster's name, e-mail and phone). */
export function toPayload(v: JobFormValues) {
  const num = (s: string) => (s.trim() === '' ? 0 : Number(s));
  return {
    tcTitulo: v.tcTitulo,
    tcDescripcion: v.tcDescripcion,
    tcDescripcionLarga: v.tcDescripcionLarga,
    tcFechaVencimiento: v.tcFechaVencimiento,
    tnSalario: num(v.tnSalario),
    tnSalarioMinimo: num(v.tnSalarioMinimo),
    tnTipoEmpleo: num(v.tnTipoEmpleo),
    tcDireccion: v.tcDireccion,
    tnCategoria: num(v.tnCategoria),
    tnTiempoExperiencia: num(v.tnTiempoExperiencia),
    taHabilidades: v.taHabilidades,
    taIdiomas: v.taIdiomas,
    tnCiudad: num(v.tnCiudad),
    taResponsabilidades: v.taResponsabilidades,
    taRequerimientos: v.taRequerimientos,
    tnModalidad: num(v.tnModalidad),
    taPreguntas: v.taPreguntas.map(toQuestionPayload),
    tlConfidencial: v.tlConfidencial ? 1 : 0,
  } satisfies JobInput;
}

const toQuestionPayload = (q: QuestionDraft) => ({ ...q, tnMinimo: q.tcTipo === 'numero' && q.tnMinimo.trim() !== '' ? Number(q.tnMinimo) : null });

/** Each question's own errors, keyed taPreguntas.<index>.<field>. */
function questionErrors(questions: QuestionDraft[]) {
  const out: Record<string, string> = {};
  questions.forEach((q, i) => {
    const r = screeningQuestionInput.safeParse(toQuestionPayload(q));
    if (!r.success) for (const issue of r.error.issues) out[`taPreguntas.${i}.${String(issue.path[0] ?? '')}`] ??= issue.message;
  });
  return out;
}

export const toPublicPayload = (v: JobFormValues): PublicJobInput => ({ ...toPayload(v), tcNombreUsuario: v.tcNombreUsuario, tcCorreo: v.tcCorreo, tcTelefono: v.tcTelefono });

export type SubmitOutcome = { errores?: Record<string, string> } | void;

type Props = {
  initial?: JobFormValues;
  submitLabel: string;
  submittingLabel: string;
  /** Company name for the AI description. */
  companyName?: string;
  onFieldBlur?: (field: string, filled: boolean) => void;
} & (
  | { mode: 'publico'; onSubmit: (payload: PublicJobInput) => Promise<SubmitOutcome> }
  | { mode: 'empresa' | 'editar'; onSubmit: (payload: JobInput) => Promise<SubmitOutcome> }
);

export function JobForm(props: Props) {
  const { mode, initial, submitLabel, submittingLabel, companyName, onFieldBlur } = props;
  const [values, setValues] = useState<JobFormValues>(() => initial ?? emptyJobForm());
  const [step, setStep] = useState(0);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const describe = useWriteJobDescription();
  const generating = describe.isPending;
  const [aiNote, setAiNote] = useState<string | null>(null);
  const errors = useMemo(
    () => ({
      ...(mode === 'publico' ? fieldErrors(publicJobBody, toPublicPayload(values)) : fieldErrors(jobBody, toPayload(values))),
      ...questionErrors(values.taPreguntas),
      ...serverErrors,
    }),
    [values, mode, serverErrors],
  );

  const set = <K extends keyof JobFormValues>(name: K, value: JobFormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  };
  const bind = (name: TextKey) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    onBlur: () => {
      setTouched((t) => ({ ...t, [name]: true }));
      onFieldBlur?.(name, !isBlank(values[name]));
    },
    error: touched[name] ? errors[name] : undefined,
  });

  /** Leaving step 1 of the public posting needs its required fields (spec 001 section 5). */
  function canLeave(from: number) {
    if (mode !== 'publico' || from !== 0) return true;
    const missing = PUBLIC_STEP1.filter(([k]) => isBlank(values[k]));
    if (missing.length === 0) return true;
    setTouched((t) => ({ ...t, ...Object.fromEntries(missing.map(([k]) => [k, true])) }));
    notify(`Por favor completa los siguientes campos:\n${missing.map(([, label]) => `• ${label}`).join('\n')}`, 'error');
    return false;
  }
  const goTo = (target: number) => {
    if (target === step) return;
    if (canLeave(step)) setStep(target);
  };

  function generateDescription() {
    if (values.tcDescripcion.trim() === '') return notify('introducir descripcion corta par asi generar la descripcion larga', 'error');
    const p = toPayload(values);
    describe.mutate(
      {
        tcTitulo: p.tcTitulo,
        tcDescripcion: p.tcDescripcion,
        tcEmpresa: mode === 'publico' ? values.tcNombreUsuario : (companyName ?? ''),
        tcDireccion: p.tcDireccion,
        tnCategoria: p.tnCategoria,
        tnCiudad: p.tnCiudad,
        tnTipoEmpleo: p.tnTipoEmpleo,
        tnTiempoExperiencia: p.tnTiempoExperiencia,
        tnModalidad: p.tnModalidad,
        tnSalario: p.tnSalario,
        tnSalarioMinimo: p.tnSalarioMinimo,
        taRequerimientos: values.taRequerimientos,
        taResponsabilidades: values.taResponsabilidades,
        taHabilidades: values.taHabilidades,
        taIdiomas: values.taIdiomas,
      },
      {
        onSuccess: ({ texto, plantilla }) => {
          if (!texto) return notify('No se recibió texto de la IA.', 'error');
          // Never cut: a text over the limit is counted under the field and must be shortened.
          set('tcDescripcionLarga', texto);
          setTouched((t) => ({ ...t, tcDescripcionLarga: true }));
          setAiNote(
            plantilla
              ? 'Esta es una plantilla armada con los datos del empleo (no la escribió una IA): edítala con lo propio de tu empresa antes de publicar.'
              : 'Texto sugerido por IA a partir de los datos del empleo: revísalo y corrígelo antes de publicar.',
          );
        },
        // A refused request (4xx) says why; anything else gets the spec's general message.
        onError: (err) => notify(err instanceof ApiError && err.isEnvelope && err.message ? err.message : 'Ocurrió un error al procesar el texto.', 'error'),
      },
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (step < STEPS.length - 1) return goTo(step + 1);
    if (submitting) return;
    if (mode === 'publico') {
      if (PUBLIC_FINAL.some((k) => isBlank(values[k]))) return notify(PUBLIC_FINAL_MESSAGE, 'error');
      if (!canLeave(0)) return setStep(0);
    }
    // A field over its limit or a wrong value is shown, never sent (nor cut).
    const wrong = Object.keys(errors);
    if (wrong.length) {
      setTouched((t) => ({ ...t, ...Object.fromEntries(wrong.map((k) => [k.split('.')[0], true])) }));
      setStep(STEP_OF[wrong[0].split('.')[0]] ?? 0);
      return notify('Revisa los campos marcados antes de guardar.', 'error');
    }
    setSubmitting(true);
    try {
      const outcome = props.mode === 'publico' ? await props.onSubmit(toPublicPayload(values)) : await props.onSubmit(toPayload(values));
      if (outcome && outcome.errores) {
        const errores = Object.fromEntries(Object.entries(outcome.errores).map(([k, m]) => [k.split('.')[0], m]));
        setServerErrors(errores);
        setTouched((t) => ({ ...t, ...Object.fromEntries(Object.keys(errores).map((k) => [k, true])) }));
        const first = Object.keys(errores)[0];
        if (first) setStep(STEP_OF[first] ?? 0);
      }
    } finally {
      setSubmitting(false);
    }
  }

  const today = laPazToday();
  const lastStep = step === STEPS.length - 1;
  return (
    <form className="job-form card" onSubmit={submit} noValidate aria-label={mode === 'editar' ? 'Editar empleo' : 'Datos del empleo'}>
      <nav className="steps" aria-label="Pasos del formulario">
        {STEPS.map((label, i) => (
          <button key={label} type="button" aria-current={i === step ? 'step' : undefined} onClick={() => goTo(i)}>
            <span className="step-number">{i + 1}</span> {label}
          </button>
        ))}
      </nav>

      {step === 0 && (
        <fieldset className="job-step">
          <legend>Detalles del Empleo</legend>
          {mode === 'publico' && (
            <div className="grid-3">
              <TextField label="Nombre completo" autoComplete="name" maxLength={120} {...bind('tcNombreUsuario')} />
              <TextField label="Correo electrónico" type="email" autoComplete="email" maxLength={254} {...bind('tcCorreo')} />
              <TextField label="Teléfono" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} {...bind('tcTelefono')} />
            </div>
          )}
          <TextField label="Título del empleo" limit={JOB_LIMITS.title} placeholder="Ej.: Contador general" {...bind('tcTitulo')} />
          <TextArea label="Descripción corta" rows={3} limit={JOB_LIMITS.description} {...bind('tcDescripcion')} />
          <TextArea
            label="Descripción larga"
            rows={8}
            limit={JOB_LIMITS.longDescription}
            hint={
              <>
                <button type="button" className="btn btn-outline btn-small ai-button" onClick={generateDescription} disabled={generating}>
                  {generating ? 'Redactando...' : 'Redactar descripción larga'}
                </button>
                {aiNote && (
                  <span className="ai-note" role="status">
                    {aiNote}
                  </span>
                )}
              </>
            }
            {...bind('tcDescripcionLarga')}
          />
          <fieldset className="salary-range">
            <legend>Salario mensual (Bs)</legend>
            <div className="grid-2">
              <TextField label="Salario mínimo" inputMode="numeric" placeholder="Ej.: 3000" {...bind('tnSalarioMinimo')} onChange={(e) => set('tnSalarioMinimo', e.target.value.replace(/\D/g, ''))} />
              <TextField label="Salario máximo" inputMode="numeric" placeholder="Ej.: 4500" {...bind('tnSalario')} onChange={(e) => set('tnSalario', e.target.value.replace(/\D/g, ''))} />
            </div>
            <small className="hint">
              Se mostrará: {formatSalaryRange(Number(values.tnSalarioMinimo) || 0, Number(values.tnSalario) || 0)}
              {mode !== 'publico' && ' · Deja ambos vacíos para «A convenir»; solo el máximo para un monto aproximado.'}
            </small>
          </fieldset>
          <div className="grid-3">
            <TextField label="Fecha de vencimiento" type="date" min={plusDays(today, 1)} max={plusDays(today, JOB_LIMITS.maxDaysAhead)} {...bind('tcFechaVencimiento')} />
            <SelectField label="Tipo de empleo" options={JOB_TYPES} placeholder="Seleccione..." {...bind('tnTipoEmpleo')} />
            <SelectField label="Modalidad" options={WORK_MODES} {...bind('tnModalidad')} />
            <SelectField label="Categoría" options={CATEGORIES} placeholder="Seleccione..." {...bind('tnCategoria')} />
            <SelectField label="Ciudad" options={CITIES} placeholder="Seleccione..." {...bind('tnCiudad')} />
            <SelectField label="Tiempo de experiencia" options={EXPERIENCE} {...bind('tnTiempoExperiencia')} />
          </div>
          <TextField label="Dirección" limit={JOB_LIMITS.address} placeholder="Ej.: Av. 16 de Julio 1490, La Paz" {...bind('tcDireccion')} />
          {mode !== 'publico' && (
            <div className="field confidential-field">
              <label className="check-label">
                <input type="checkbox" checked={values.tlConfidencial} onChange={(e) => set('tlConfidencial', e.target.checked)} aria-describedby={CONFIDENTIAL_HINT_ID} />{' '}
                Publicar como empresa confidencial
              </label>
              <p className="hint" id={CONFIDENTIAL_HINT_ID}>
                Los candidatos verán «{CONFIDENTIAL_COMPANY}», el sector de tu empresa y la ciudad; tu nombre, logo y página no se muestran. Verán tu nombre solo si se lo revelas desde sus postulaciones.
              </p>
            </div>
          )}
        </fieldset>
      )}

      {step === 1 && (
        <fieldset className="job-step">
          <legend>Requisitos y Funciones</legend>
          <ListEditor
            label="Requerimientos"
            addLabel="Agregar requerimiento"
            placeholder="Ej.: Título en Contaduría Pública"
            items={values.taRequerimientos}
            onChange={(items) => set('taRequerimientos', items)}
            error={errors.taRequerimientos}
          />
          <ListEditor
            label="Responsabilidades"
            addLabel="Agregar responsabilidad"
            placeholder="Ej.: Elaborar los estados financieros"
            items={values.taResponsabilidades}
            onChange={(items) => set('taResponsabilidades', items)}
            error={errors.taResponsabilidades}
          />
          <ScreeningEditor questions={values.taPreguntas} onChange={(q) => set('taPreguntas', q)} errors={errors} />
        </fieldset>
      )}

      {step === 2 && (
        <fieldset className="job-step">
          <legend>Habilidades e Idiomas</legend>
          <ChipSelect
            className="chip-select"
            legend="Habilidades"
            options={SKILLS}
            selected={values.taHabilidades}
            onChange={(ids) => set('taHabilidades', ids as number[])}
          />
          <ChipSelect className="chip-select" legend="Idiomas" options={JOB_LANGUAGES} selected={values.taIdiomas} onChange={(ids) => set('taIdiomas', ids as string[])} />
        </fieldset>
      )}

      <div className="form-actions">
        {step > 0 && (
          <button type="button" className="btn btn-light" onClick={() => setStep(step - 1)}>
            Anterior
          </button>
        )}
        <span className="muted step-of">
          Paso {step + 1} de {STEPS.length}
        </span>
        <button type="submit" className="btn btn-primary" disabled={submitting} aria-disabled={submitting}>
          {lastStep ? (submitting ? submittingLabel : submitLabel) : 'Siguiente'}
        </button>
      </div>
    </form>
  );
}
