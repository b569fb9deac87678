/**
 * The six-step CV wizard shared by /crearcurriculum (candidates) and /crear_mi_cv_rapido
 * (visitors): clickable step headers, the live PDF preview beside the form (in a modal on
 * small screens), the final review and the draft kept in localStorage.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LANGUAGES, SKILLS } from '../../../shared/catalog';
import { ChipSelect } from '../../components/ChipSelect';
import { Modal } from '../../components/Modal';
import { CvPreviewFrame, loadRenderer } from './CvPreview';
import { incompleteListProblem, type CvDraft } from './draft';
import { ItemsStep } from './ItemsStep';
import { PersonalStep } from './PersonalStep';
import { useMediaQuery, WIDE_QUERY } from './use-cv-draft';
import './cv.css';

export const STEPS = ['Información Personal', 'Formación', 'Certificaciones', 'Experiencia', 'Habilidades', 'Idiomas'] as const;

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

/** The steps whose list has entries still lacking a required field. */
const STRICT_STEPS: Partial<Record<number, 'formaciones' | 'certificaciones'>> = { 1: 'formaciones', 2: 'certificaciones' };

export function CvWizard({ draft, update, confirmLabel, onConfirm, busy, intro }: WizardProps) {
  const [step, setStep] = useState(0);
  const [review, setReview] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery(WIDE_QUERY);

  useEffect(() => {
    void loadRenderer();
  }, []);

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
        <nav className="steps cv-steps" aria-label="Pasos del currículum">
          {STEPS.map((label, i) => (
            <button key={label} type="button" aria-current={i === step ? 'step' : undefined} onClick={() => goTo(i)}>
              <span className="cv-step-n">{i + 1}</span> {label}
              {STRICT_STEPS[i] && incompleteListProblem(draft, STRICT_STEPS[i]) && (
                <span className="cv-step-warn" title="Faltan campos por llenar">
                  <span aria-hidden="true">!</span>
                  <span className="visually-hidden"> (faltan campos por llenar)</span>
                </span>
              )}
            </button>
          ))}
        </nav>
        {!wide && (
          <button type="button" className="btn btn-outline btn-block cv-preview-toggle" onClick={() => setPreviewOpen(true)}>
            Ver Vista Previa
          </button>
        )}
        <section className="card cv-step" aria-labelledby="cv-step-title">
          <h2 id="cv-step-title">
            {step + 1}. {STEPS[step]}
          </h2>
          {step === 0 && <PersonalStep draft={draft} update={update} />}
          {step === 1 && <ItemsStep kind="formacion" items={draft.formaciones} onChange={(formaciones) => update({ formaciones })} />}
          {step === 2 && <ItemsStep kind="certificacion" items={draft.certificaciones} onChange={(certificaciones) => update({ certificaciones })} />}
          {step === 3 && <ItemsStep kind="experiencia" items={draft.experiencias} onChange={(experiencias) => update({ experiencias })} />}
          {step === 4 && (
            <ChipSelect className="cv-chips" legend="Elige tus habilidades" options={SKILLS} selected={draft.habilidades} onChange={(habilidades) => update({ habilidades })} />
          )}
          {step === 5 && <ChipSelect className="cv-chips" legend="Elige los idiomas que hablas" options={LANGUAGES} selected={draft.idiomas} onChange={(idiomas) => update({ idiomas })} />}
          <div className="cv-actions">
            {step > 0 && (
              <button type="button" className="btn btn-light" onClick={() => goTo(step - 1)}>
                Anterior
              </button>
            )}
            {step < STEPS.length - 1 ? (
              <button type="button" className="btn btn-primary" onClick={() => goTo(step + 1)}>
                Siguiente
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  setReview(true);
                  topRef.current?.scrollIntoView({ block: 'start' });
                }}
              >
                Generar Vista Previa Final
              </button>
            )}
          </div>
        </section>
      </div>
      {wide && (
        <aside className="cv-preview-side" aria-label="Vista previa">
          <h2 className="visually-hidden">Vista previa</h2>
          {!previewOpen && <CvPreviewFrame draft={draft} />}
        </aside>
      )}
      <Modal title="Vista previa" open={previewOpen} onClose={() => setPreviewOpen(false)} wide>
        <CvPreviewFrame draft={draft} className="cv-preview-modal" title="Vista previa del currículum (ventana)" />
      </Modal>
    </div>
  );
}
