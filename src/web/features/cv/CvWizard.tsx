/**
 * The eight-step CV wizard shared by /crearcurriculum (candidates) and /crear_mi_cv_rapido
 * (visitors): clickable step headers, the live PDF preview beside the form (in a modal on
 * small screens), the final review and the draft kept in localStorage.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LANGUAGES, SKILLS } from '../../../shared/catalog';
import { ChipSelect } from '../../components/ChipSelect';
import { Modal } from '../../components/Modal';
import { CvPreviewFrame, forgetPreview, preloadPreview, warmPreview } from './CvPreview';
import { incompleteListProblem, type CvDraft } from './draft';
import { blankForm, hasUnsavedEntry, ITEM_KINDS, ItemsStep, type ItemForm, type ItemKind as AnyItemKind } from './ItemsStep';
import { SectionsStep } from './SectionsStep';
import { notify } from '../../lib/notify';
import { PersonalStep } from './PersonalStep';
import { blankReferenceForm, hasUnsavedReference, ReferencesStep, type ReferenceForm } from './ReferencesStep';
import { useMediaQuery, WIDE_QUERY } from './use-cv-draft';
import './cv.css';

export const STEPS = ['Información Personal', 'Formación', 'Certificaciones', 'Experiencia', 'Habilidades', 'Idiomas', 'Referencias', 'Secciones'] as const;
const REFERENCES_STEP = 6;
/** Order, visibility, custom sections and the CV's language (issue 42). */
const SECTIONS_STEP = 7;
/** References are optional: the review can be generated from the languages step on. */
const FINAL_FROM = 5;

/** The kinds of the fixed entry steps (custom sections have their own forms). */
type ItemKind = Exclude<AnyItemKind, 'personalizada'>;

type WizardProps = {
  draft: CvDraft;
  update: (patch: Partial<CvDraft>) => void;
  /** The final review's confirm button ('Confirmar y Crear Currículum' / 'Guardar y Registrarse'). */
  confirmLabel: string;
  onConfirm: () => void;
  busy: boolean;
  /** Shown above the steps (quick CV: a short explanation). */
  intro?: ReactNode;
};

/** The entry steps: their step index and the draft list they edit. */
const ENTRY_STEPS: { kind: ItemKind; step: number; list: 'formaciones' | 'certificaciones' | 'experiencias' }[] = [
  { kind: 'formacion', step: 1, list: 'formaciones' },
  { kind: 'certificacion', step: 2, list: 'certificaciones' },
  { kind: 'experiencia', step: 3, list: 'experiencias' },
];

/**
 * The first step with something typed but not added. (Entries that lack a required field are
 * marked on their step and named when confirming: draftProblems.)
 */
function unfinishedStep(draft: CvDraft, forms: Record<ItemKind, ItemForm>, refForm: ReferenceForm, customForms: Record<number, ItemForm>) {
  for (const e of ENTRY_STEPS) {
    if (hasUnsavedEntry(forms[e.kind], draft[e.list])) return { step: e.step, message: `Tienes una entrada sin agregar en ${ITEM_KINDS[e.kind].step}: agrégala o bórrala antes de continuar.` };
  }
  if (hasUnsavedReference(refForm, draft.referencias)) return { step: REFERENCES_STEP, message: 'Tienes una referencia sin agregar: agrégala o bórrala antes de continuar.' };
  const custom = draft.seccionesPersonalizadas.findIndex((c, i) => customForms[i] && hasUnsavedEntry(customForms[i], c.items));
  if (custom >= 0) return { step: SECTIONS_STEP, message: `Tienes una entrada sin agregar en «${draft.seccionesPersonalizadas[custom].titulo}»: agrégala o bórrala antes de continuar.` };
  return null;
}

export function CvWizard({ draft, update, confirmLabel, onConfirm, busy, intro }: WizardProps) {
  const [step, setStep] = useState(0);
  const [review, setReview] = useState(false);
  const [forms, setForms] = useState<Record<ItemKind, ItemForm>>(() => ({ formacion: blankForm(), certificacion: blankForm(), experiencia: blankForm() }));
  const [refForm, setRefForm] = useState<ReferenceForm>(blankReferenceForm);
  const [customForms, setCustomForms] = useState<Record<number, ItemForm>>({});
  const formOf = (kind: ItemKind) => ({ form: forms[kind], onForm: (form: ItemForm) => setForms((all) => ({ ...all, [kind]: form })) });
  const [previewOpen, setPreviewOpen] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery(WIDE_QUERY);

  useEffect(() => forgetPreview, []);
  // pdf.js (about 120 KB gzipped) comes after the first paint where the preview shows beside the
  // form; on a phone, only once the person reaches for 'Ver Vista Previa' or the final review.
  useEffect(() => {
    if (wide) preloadPreview();
  }, [wide]);

  /** The review, unless an entry is typed but not added or lacks required fields (then its step). */
  const toReview = () => {
    const unfinished = unfinishedStep(draft, forms, refForm, customForms);
    if (unfinished) {
      notify(unfinished.message, 'error');
      return goTo(unfinished.step);
    }
    setReview(true);
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  const goTo = (i: number) => {
    setStep(i);
    topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  if (review) {
    return (
      <div className="cv-review" ref={topRef}>
        <h2>Revisión Final del Currículum</h2>
        <p className="muted">Así se verá tu currículum en PDF. Revisa cada sección antes de continuar.</p>
        <CvPreviewFrame draft={draft} className="cv-review-frame" title="Revisión final del currículum" />
        <div className="cv-actions">
          <button type="button" className="btn btn-light" onClick={() => setReview(false)} disabled={busy}>
            Volver a Editar
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy}>
            {busy ? 'Guardando...' : confirmLabel}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="cv-builder" ref={topRef}>
      <div className="cv-editor">
        {intro}
        <nav className="cv-steps" aria-label="Pasos del currículum">
          <ol>
            {STEPS.map((label, i) => {
              const entry = ENTRY_STEPS.find((e) => e.step === i);
              const pending = entry
                ? hasUnsavedEntry(forms[entry.kind], draft[entry.list])
                : i === REFERENCES_STEP
                  ? hasUnsavedReference(refForm, draft.referencias)
                  : i === SECTIONS_STEP && draft.seccionesPersonalizadas.some((c, j) => customForms[j] && hasUnsavedEntry(customForms[j], c.items));
              return (
                <li key={label}>
                  <button type="button" aria-current={i === step ? 'step' : undefined} onClick={() => goTo(i)} title={label}>
                    <span className="cv-step-n">{i + 1}</span> <span className="cv-step-label">{label}</span>
                    {pending && <span className="cv-step-pending"> (sin agregar)</span>}
                    {entry && entry.list !== 'experiencias' && incompleteListProblem(draft, entry.list) && (
                      <span className="cv-step-warn" title="Faltan campos por llenar">
                        <span aria-hidden="true">!</span>
                        <span className="visually-hidden"> (faltan campos por llenar)</span>
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ol>
          <p className="cv-step-caption" aria-hidden="true">
            Paso {step + 1} de {STEPS.length}: {STEPS[step]}
          </p>
        </nav>
        {!wide && (
          <button type="button" className="btn btn-outline btn-block cv-preview-toggle" onPointerDown={warmPreview} onFocus={warmPreview} onClick={() => setPreviewOpen(true)}>
            Ver Vista Previa
          </button>
        )}
        <section className="card cv-step" aria-labelledby="cv-step-title">
          <h2 id="cv-step-title">
            {step + 1}. {STEPS[step]}
          </h2>
          {step === 0 && <PersonalStep draft={draft} update={update} />}
          {ENTRY_STEPS.filter((e) => e.step === step).map((e) => (
            <ItemsStep key={e.kind} kind={e.kind} items={draft[e.list]} onChange={(list) => update({ [e.list]: list })} {...formOf(e.kind)} />
          ))}
          {step === 4 && (
            <ChipSelect className="cv-chips" legend="Elige tus habilidades" options={SKILLS} selected={draft.habilidades} onChange={(habilidades) => update({ habilidades })} />
          )}
          {step === REFERENCES_STEP && <ReferencesStep refs={draft.referencias} onChange={(referencias) => update({ referencias })} form={refForm} onForm={setRefForm} />}
          {step === SECTIONS_STEP && <SectionsStep draft={draft} update={update} customForms={customForms} onCustomForms={setCustomForms} />}
          {step === 5 && <ChipSelect className="cv-chips" legend="Elige los idiomas que hablas" options={LANGUAGES} selected={draft.idiomas} onChange={(idiomas) => update({ idiomas })} />}
          <div className="cv-actions">
            {step > 0 && (
              <button type="button" className="btn btn-light" onClick={() => goTo(step - 1)}>
                Anterior
              </button>
            )}
            {step < STEPS.length - 1 && (
              <button type="button" className={`btn ${step >= FINAL_FROM ? 'btn-light' : 'btn-primary'}`} onClick={() => goTo(step + 1)}>
                {step === REFERENCES_STEP - 1 ? 'Agregar referencias' : step === SECTIONS_STEP - 1 ? 'Ordenar secciones' : 'Siguiente'}
              </button>
            )}
            {step >= FINAL_FROM && (
              <button type="button" className="btn btn-primary" onPointerDown={warmPreview} onFocus={warmPreview} onClick={toReview}>
                Generar Vista Previa Final
              </button>
            )}
          </div>
        </section>
      </div>
      {wide && (
        <aside className="cv-preview-side" aria-label="Vista previa">
          <h2 className="visually-hidden">Vista previa</h2>
          {!previewOpen && <CvPreviewFrame draft={draft} scrolls />}
        </aside>
      )}
      <Modal title="Vista previa" open={previewOpen} onClose={() => setPreviewOpen(false)} wide>
        <CvPreviewFrame draft={draft} className="cv-preview-modal" title="Vista previa del currículum (ventana)" scrolls />
      </Modal>
    </div>
  );
}
