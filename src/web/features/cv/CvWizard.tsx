/**
 * The six-step CV wizard shared by /crearcurriculum (candidates) and /crear_mi_cv_rapido
 * (visitors): clickable step headers, the live PDF preview beside the form (in a modal on
 * small screens), the final review and the draft kept in localStorage.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CV_LIMITS, type CvItem } from '../../../cv/document';
import { formatPeriod, PERIOD_MAX_LENGTH } from '../../../cv/period';
import type { Plantilla } from '../../../shared/contract/cv';
import { LANGUAGES, SKILLS, type CatalogItem } from '../../../shared/catalog';
import { Modal } from '../../components/Modal';
import { notify } from '../../lib/notify';
import { fetchTemplates, improveProfileText } from './api';
import { CvPreviewFrame, loadRenderer } from './CvPreview';
import { emptyDraft, loadDraft, saveDraft, type CvDraft } from './draft';
import { PHOTO_ACCEPT, shrinkPhoto } from './photo';
import './cv.css';

export const STEPS = ['Información Personal', 'Formación', 'Certificaciones', 'Experiencia', 'Habilidades', 'Idiomas'] as const;

const AI = {
  empty: 'Por favor, escribe un borrador de tu perfil profesional antes de mejorarlo con IA.',
  noText: 'La IA no pudo generar una mejora en este momento. Por favor, inténtalo de nuevo.',
  failure: 'Ocurrió un error al intentar mejorar el texto. Por favor, revisa la consola para más detalles.',
};

/** Wide screens show the preview beside the form; narrow ones behind 'Ver Vista Previa'. */
export const WIDE_QUERY = '(min-width: 1100px)';

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const mq = window.matchMedia(query);
    const on = () => setMatches(mq.matches);
    mq.addEventListener('change', on);
    on();
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return matches;
}

/** Keeps the draft in state and in localStorage (written 300 ms after the last change). */
export function useCvDraft(storageKey: string) {
  const [draft, setDraft] = useState<CvDraft>(() => loadDraft(storageKey) ?? emptyDraft());
  useEffect(() => {
    const t = setTimeout(() => saveDraft(storageKey, draft), 300);
    return () => clearTimeout(t);
  }, [draft, storageKey]);
  const update = useCallback((patch: Partial<CvDraft>) => setDraft((d) => ({ ...d, ...patch })), []);
  return { draft, setDraft, update };
}

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
            <ChipsStep legend="Elige tus habilidades" options={SKILLS} selected={draft.habilidades} onChange={(habilidades) => update({ habilidades })} />
          )}
          {step === 5 && <ChipsStep legend="Elige los idiomas que hablas" options={LANGUAGES} selected={draft.idiomas} onChange={(idiomas) => update({ idiomas })} />}
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

// ---------------------------------------------------------------------------------------------
function PersonalStep({ draft, update }: { draft: CvDraft; update: (p: Partial<CvDraft>) => void }) {
  const [templates, setTemplates] = useState<Plantilla[] | null>(null);
  const [templatesError, setTemplatesError] = useState(false);
  const [improving, setImproving] = useState(false);
  const [photoBusy, setPhotoBusy] = useState(false);
  const ids = { titulo: useId(), foto: useId(), perfil: useId(), nombre: useId(), tamano: useId(), direccion: useId(), telefono: useId(), correo: useId() };

  useEffect(() => {
    fetchTemplates()
      .then(setTemplates)
      .catch(() => setTemplatesError(true));
  }, []);

  async function choosePhoto(file: File | undefined) {
    if (!file) return;
    setPhotoBusy(true);
    try {
      update({ foto: await shrinkPhoto(file) });
    } catch (err) {
      notify((err as Error).message, 'error');
    } finally {
      setPhotoBusy(false);
    }
  }

  async function improve() {
    const text = draft.perfilProfesional.trim();
    if (!text) return notify(AI.empty, 'error');
    setImproving(true);
    try {
      const r = await improveProfileText(text);
      if (r.ok) update({ perfilProfesional: r.text.slice(0, CV_LIMITS.profile) });
      else notify(r.message || AI.noText, 'error');
    } catch (err) {
      console.error(err);
      notify(AI.failure, 'error');
    } finally {
      setImproving(false);
    }
  }

  return (
    <div className="cv-personal">
      <div className="field">
        <label htmlFor={ids.titulo}>Título del currículum</label>
        <input id={ids.titulo} value={draft.titulo} maxLength={CV_LIMITS.title} placeholder="Ej.: Contadora Pública" onChange={(e) => update({ titulo: e.target.value })} />
      </div>
      <div className="field cv-photo-field">
        <label htmlFor={ids.foto}>Foto de perfil</label>
        <div className="cv-photo-row">
          {draft.foto ? <img src={draft.foto} alt="Tu foto" className="cv-photo-thumb" /> : <span className="cv-photo-thumb cv-photo-empty" aria-hidden="true" />}
          <div className="stack">
            <input id={ids.foto} type="file" accept={PHOTO_ACCEPT} disabled={photoBusy} onChange={(e) => void choosePhoto(e.target.files?.[0])} />
            <small className="hint">JPG, PNG o WEBP. La reducimos a 800 x 800 píxeles antes de subirla.</small>
            {draft.foto && (
              <button type="button" className="link-button" onClick={() => update({ foto: undefined })}>
                Quitar foto
              </button>
            )}
          </div>
        </div>
      </div>
      <div className="field">
        <label htmlFor={ids.perfil}>Perfil profesional</label>
        <textarea
          id={ids.perfil}
          rows={6}
          maxLength={CV_LIMITS.profile}
          value={draft.perfilProfesional}
          placeholder="Describe en pocas líneas tu experiencia, fortalezas y lo que buscas."
          onChange={(e) => update({ perfilProfesional: e.target.value })}
        />
        <div className="spread">
          <small className="hint">
            {draft.perfilProfesional.length}/{CV_LIMITS.profile}
          </small>
          <button type="button" className="btn btn-outline btn-small" onClick={() => void improve()} disabled={improving}>
            {improving ? 'Mejorando...' : 'Mejorar con IA'}
          </button>
        </div>
      </div>
      <div className="field">
        <label htmlFor={ids.nombre}>Nombre completo</label>
        <input id={ids.nombre} value={draft.nombreCompleto} maxLength={CV_LIMITS.name} autoComplete="name" onChange={(e) => update({ nombreCompleto: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={ids.tamano}>Tamaño del nombre: {draft.tamanoNombre}</label>
        <input
          id={ids.tamano}
          type="range"
          min={CV_LIMITS.nameSizeMin}
          max={CV_LIMITS.nameSizeMax}
          value={draft.tamanoNombre}
          onChange={(e) => update({ tamanoNombre: Number(e.target.value) })}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.direccion}>Dirección</label>
        <input id={ids.direccion} value={draft.direccion} maxLength={CV_LIMITS.address} autoComplete="street-address" onChange={(e) => update({ direccion: e.target.value })} />
      </div>
      <div className="grid-2">
        <div className="field">
          <label htmlFor={ids.telefono}>Teléfono</label>
          <input id={ids.telefono} type="tel" inputMode="tel" value={draft.telefono} maxLength={CV_LIMITS.phone} autoComplete="tel" onChange={(e) => update({ telefono: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={ids.correo}>Correo electrónico</label>
          <input id={ids.correo} type="email" value={draft.correo} maxLength={CV_LIMITS.email} autoComplete="email" onChange={(e) => update({ correo: e.target.value })} />
        </div>
      </div>
      <fieldset className="cv-templates">
        <legend>Plantilla</legend>
        {!templates && !templatesError && <p className="muted">Cargando plantillas...</p>}
        {templatesError && <p className="field-error">No se pudieron cargar las plantillas.</p>}
        <div className="cv-template-grid">
          {templates?.map((t) => {
            const [name, description] = t.NombreDescripcion.split(':');
            return (
              <label key={t.PlantillaCurriculum} className={`cv-template${draft.plantilla === t.PlantillaCurriculum ? ' is-selected' : ''}`}>
                <input
                  type="radio"
                  name="plantilla"
                  value={t.PlantillaCurriculum}
                  checked={draft.plantilla === t.PlantillaCurriculum}
                  onChange={() => update({ plantilla: t.PlantillaCurriculum })}
                />
                <img src={t.UrlImagen} alt="" loading="lazy" style={{ borderTopColor: t.Color }} />
                <span className="cv-template-name">{name}</span>
                {description && <span className="cv-template-desc">{description.trim()}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
const ITEM_KINDS = {
  formacion: { nombre: 'Título o carrera', institucion: 'Institución', add: 'Agregar formación', empty: 'Aún no agregaste tu formación.', strict: true },
  certificacion: { nombre: 'Nombre de la certificación', institucion: 'Institución', add: 'Agregar certificación', empty: 'Aún no agregaste certificaciones.', strict: true },
  experiencia: { nombre: 'Cargo', institucion: 'Empresa', add: 'Agregar experiencia', empty: 'Aún no agregaste experiencia laboral.', strict: false },
} as const;

const blankItem = (): CvItem => ({ nombre: '', nombreInstitucion: '', periodo: '', descripcion: '' });

function ItemsStep({ kind, items, onChange }: { kind: keyof typeof ITEM_KINDS; items: CvItem[]; onChange: (items: CvItem[]) => void }) {
  const k = ITEM_KINDS[kind];
  const [item, setItem] = useState<CvItem>(blankItem);
  const ids = { nombre: useId(), inst: useId(), periodo: useId(), desc: useId() };

  function add() {
    const it = { nombre: item.nombre.trim(), nombreInstitucion: item.nombreInstitucion.trim(), periodo: item.periodo.trim(), descripcion: item.descripcion.trim() };
    if (k.strict && (!it.nombre || !it.nombreInstitucion || !it.periodo)) return notify('Faltan campos por llenar', 'error');
    if (!it.nombre && !it.nombreInstitucion && !it.periodo && !it.descripcion) return;
    if (items.length >= CV_LIMITS.items) return notify(`Puedes agregar hasta ${CV_LIMITS.items} elementos.`, 'error');
    onChange([...items, it]);
    setItem(blankItem());
  }
  const move = (i: number, d: -1 | 1) => {
    const next = [...items];
    [next[i], next[i + d]] = [next[i + d], next[i]];
    onChange(next);
  };

  return (
    <div className="cv-items">
      <div className="cv-item-form">
        <div className="grid-2">
          <div className="field">
            <label htmlFor={ids.nombre}>{k.nombre}</label>
            <input id={ids.nombre} value={item.nombre} maxLength={CV_LIMITS.name} onChange={(e) => setItem({ ...item, nombre: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={ids.inst}>{k.institucion}</label>
            <input id={ids.inst} value={item.nombreInstitucion} maxLength={CV_LIMITS.name} onChange={(e) => setItem({ ...item, nombreInstitucion: e.target.value })} />
          </div>
        </div>
        <div className="field">
          <label htmlFor={ids.periodo}>Periodo</label>
          <input
            id={ids.periodo}
            inputMode="numeric"
            placeholder="AÑO al AÑO"
            maxLength={PERIOD_MAX_LENGTH}
            value={item.periodo}
            onChange={(e) => setItem({ ...item, periodo: formatPeriod(e.target.value) })}
          />
          <small className="hint">Solo números: por ejemplo 20152019 se muestra como 2015 al 2019.</small>
        </div>
        <div className="field">
          <label htmlFor={ids.desc}>Descripción</label>
          <textarea id={ids.desc} rows={3} maxLength={CV_LIMITS.text} value={item.descripcion} onChange={(e) => setItem({ ...item, descripcion: e.target.value })} />
        </div>
        <button type="button" className="btn btn-outline" onClick={add}>
          + {k.add}
        </button>
      </div>
      {items.length === 0 ? (
        <p className="muted cv-items-empty">{k.empty}</p>
      ) : (
        <ol className="cv-item-list">
          {items.map((it, i) => (
            <li key={`${i}-${it.nombre}`} className="cv-item">
              <div>
                <strong>{it.nombre || it.nombreInstitucion}</strong>
                {it.nombre && it.nombreInstitucion && <span> · {it.nombreInstitucion}</span>}
                {it.periodo && <span className="muted"> · {it.periodo}</span>}
                {it.descripcion && <p className="muted">{it.descripcion}</p>}
              </div>
              <div className="cv-item-actions">
                <button type="button" className="btn btn-light btn-small" aria-label={`Subir ${it.nombre}`} disabled={i === 0} onClick={() => move(i, -1)}>
                  ↑
                </button>
                <button type="button" className="btn btn-light btn-small" aria-label={`Bajar ${it.nombre}`} disabled={i === items.length - 1} onClick={() => move(i, 1)}>
                  ↓
                </button>
                <button type="button" className="btn btn-light btn-small" onClick={() => onChange(items.filter((_, j) => j !== i))}>
                  Eliminar
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
function ChipsStep({ legend, options, selected, onChange }: { legend: string; options: CatalogItem[]; selected: number[]; onChange: (ids: number[]) => void }) {
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <fieldset className="cv-chips">
      <legend>
        {legend} <span className="muted">({selected.length} elegidas)</span>
      </legend>
      <div className="chips">
        {options.map((o) => (
          <button key={o.id} type="button" className="chip" aria-pressed={selected.includes(o.id)} onClick={() => toggle(o.id)}>
            {o.nombre}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Checks before saving: what the server would refuse, said up front. */
export function draftProblems(d: CvDraft): string[] {
  const problems: string[] = [];
  if (!d.titulo.trim()) problems.push('Por favor, ingresa el título del currículum.');
  if (!d.nombreCompleto.trim()) problems.push('Por favor, ingresa tu nombre completo.');
  if (d.telefono.trim() && !/^[+\d\s()-]{6,}$/.test(d.telefono.trim())) problems.push('El teléfono solo puede tener números, espacios y los signos + ( ) -.');
  return problems;
}
