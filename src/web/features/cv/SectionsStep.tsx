/**
 * The wizard's «Secciones» step (issue 42, decision cv-sections.md): the CV's language, the
 * order of its sections («Subir» / «Bajar», each move announced; or dragging the handle with a
 * finger or the mouse), which ones are shown, and the custom sections with their entries.
 * Everything lives in the draft, so the live preview follows every change.
 */
import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { SECTION_LIMITS, customSectionIndex, resolveSectionOrder, type SectionKey } from '../../../shared/cv/sections';
import { LABELS } from '../../../cv/labels';
import { notify } from '../../lib/notify';
import { withoutCustomSection, type CvDraft } from './draft';
import { blankForm, ItemsStep, type ItemForm } from './ItemsStep';

type Props = {
  draft: CvDraft;
  update: (patch: Partial<CvDraft>) => void;
  /** The entry being typed in each custom section (kept by the wizard across steps). */
  customForms: Record<number, ItemForm>;
  onCustomForms: (forms: Record<number, ItemForm>) => void;
};

/** The name of a section as the wizard shows it (always Spanish: the interface's language). */
export function sectionName(draft: CvDraft, key: SectionKey): string {
  const i = customSectionIndex(key);
  if (i === null) return LABELS.es.headings[key as keyof typeof LABELS.es.headings];
  return draft.seccionesPersonalizadas[i]?.titulo.trim() || 'Sección sin título';
}

export function SectionsStep({ draft, update, customForms, onCustomForms }: Props) {
  const ids = { lang: useId(), newTitle: useId(), hint: useId() };
  const order = resolveSectionOrder(draft.ordenSecciones, draft.seccionesPersonalizadas.length);
  const hidden = new Set(draft.seccionesOcultas);
  const [announce, setAnnounce] = useState('');
  const [newTitle, setNewTitle] = useState('');
  const [dragging, setDragging] = useState<SectionKey | null>(null);
  const rows = useRef(new Map<SectionKey, HTMLLIElement>());
  /** The button to focus again after a move (the row moved in the DOM). */
  const refocus = useRef<{ key: SectionKey; dir: 'up' | 'down' } | null>(null);

  useEffect(() => {
    const want = refocus.current;
    if (!want) return;
    refocus.current = null;
    const row = rows.current.get(want.key);
    const buttons = row?.querySelectorAll<HTMLButtonElement>('button[data-move]');
    const preferred = [...(buttons ?? [])].find((b) => b.dataset.move === want.dir && !b.disabled) ?? [...(buttons ?? [])].find((b) => !b.disabled);
    preferred?.focus();
  });

  const moveTo = (key: SectionKey, to: number, announceIt = true) => {
    const from = order.indexOf(key);
    if (from < 0 || to < 0 || to >= order.length || to === from) return;
    const next = [...order];
    next.splice(from, 1);
    next.splice(to, 0, key);
    update({ ordenSecciones: next });
    if (announceIt) setAnnounce(`«${sectionName(draft, key)}» ahora está en la posición ${to + 1} de ${order.length}.`);
  };
  const move = (key: SectionKey, d: -1 | 1) => {
    refocus.current = { key, dir: d < 0 ? 'up' : 'down' };
    moveTo(key, order.indexOf(key) + d);
  };

  const toggle = (key: SectionKey, show: boolean) => {
    update({ seccionesOcultas: show ? draft.seccionesOcultas.filter((k) => k !== key) : [...draft.seccionesOcultas.filter((k) => k !== key), key] });
    setAnnounce(`«${sectionName(draft, key)}» ${show ? 'se muestra' : 'queda oculta'} en el currículum.`);
  };

  // Dragging by the handle (pointer events: mouse, pen and touch alike): the row follows the
  // pointer, taking the place of the row under it; the keyboard uses «Subir» / «Bajar».
  const onHandleDown = (key: SectionKey) => (e: ReactPointerEvent<HTMLSpanElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    setDragging(key);
  };
  const onHandleMove = (key: SectionKey) => (e: ReactPointerEvent<HTMLSpanElement>) => {
    if (dragging !== key) return;
    const target = order.findIndex((k) => {
      const r = rows.current.get(k)?.getBoundingClientRect();
      return r && e.clientY >= r.top && e.clientY <= r.bottom;
    });
    if (target >= 0 && order[target] !== key) moveTo(key, target, false);
  };
  const onHandleUp = (key: SectionKey) => () => {
    if (dragging !== key) return;
    setDragging(null);
    setAnnounce(`«${sectionName(draft, key)}» ahora está en la posición ${order.indexOf(key) + 1} de ${order.length}.`);
  };

  const addCustom = () => {
    const titulo = newTitle.trim();
    if (!titulo) return notify('Escribe el título de la sección, por ejemplo «Voluntariado».', 'error');
    if (draft.seccionesPersonalizadas.length >= SECTION_LIMITS.custom) return notify(`Puedes agregar hasta ${SECTION_LIMITS.custom} secciones personalizadas.`, 'error');
    update({ seccionesPersonalizadas: [...draft.seccionesPersonalizadas, { titulo, items: [] }] });
    setNewTitle('');
    setAnnounce(`Sección «${titulo}» agregada al final del currículum.`);
  };
  const setCustom = (i: number, patch: Partial<CvDraft['seccionesPersonalizadas'][number]>) =>
    update({ seccionesPersonalizadas: draft.seccionesPersonalizadas.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  const removeCustom = (i: number) => {
    const name = sectionName(draft, `personalizada-${i}`);
    update(withoutCustomSection(draft, i));
    const forms: Record<number, ItemForm> = {};
    for (const [k, f] of Object.entries(customForms)) if (Number(k) !== i) forms[Number(k) > i ? Number(k) - 1 : Number(k)] = f;
    onCustomForms(forms);
    setAnnounce(`Sección «${name}» eliminada.`);
  };

  return (
    <div className="cv-sections">
      <fieldset className="cv-lang">
        <legend>Idioma del currículum</legend>
        <div className="cv-lang-options">
          <label className="check">
            <input type="radio" name={ids.lang} checked={draft.idiomaCv !== 'en'} onChange={() => update({ idiomaCv: 'es' })} /> Español
          </label>
          <label className="check" lang="en">
            <input type="radio" name={ids.lang} checked={draft.idiomaCv === 'en'} onChange={() => update({ idiomaCv: 'en' })} /> English
          </label>
        </div>
        <small className="hint">Los títulos de las secciones, las fechas y los nombres de habilidades e idiomas se escriben en el idioma elegido; tus textos se muestran tal como los escribas.</small>
      </fieldset>

      <h3 className="cv-sections-title">Orden de las secciones</h3>
      <p className="hint" id={ids.hint}>
        Usa «Subir» y «Bajar», o arrastra el asa ⠿. Desmarca «Mostrar» para ocultar una sección. Las secciones vacías no se imprimen.
      </p>
      <ol className="cv-section-list" aria-describedby={ids.hint}>
        {order.map((key, i) => {
          const name = sectionName(draft, key);
          return (
            <li
              key={key}
              ref={(el) => {
                if (el) rows.current.set(key, el);
                else rows.current.delete(key);
              }}
              className={`cv-section-row${hidden.has(key) ? ' is-hidden' : ''}${dragging === key ? ' is-dragging' : ''}`}
            >
              <span className="cv-drag" aria-hidden="true" title="Arrastrar" onPointerDown={onHandleDown(key)} onPointerMove={onHandleMove(key)} onPointerUp={onHandleUp(key)} onPointerCancel={onHandleUp(key)}>
                ⠿
              </span>
              <span className="cv-section-pos" aria-hidden="true">{i + 1}.</span>
              <span className="cv-section-name">{name}</span>
              <label className="check cv-section-show">
                <input type="checkbox" checked={!hidden.has(key)} onChange={(e) => toggle(key, e.target.checked)} /> Mostrar<span className="visually-hidden"> {name}</span>
              </label>
              <span className="cv-section-moves">
                <button type="button" className="btn btn-light btn-small" data-move="up" aria-label={`Subir ${name}`} disabled={i === 0} onClick={() => move(key, -1)}>
                  Subir
                </button>
                <button type="button" className="btn btn-light btn-small" data-move="down" aria-label={`Bajar ${name}`} disabled={i === order.length - 1} onClick={() => move(key, 1)}>
                  Bajar
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite" role="status">
        {announce}
      </p>

      <h3 className="cv-sections-title">Secciones personalizadas</h3>
      <p className="hint">Voluntariado, publicaciones, proyectos, premios... cada una con sus entradas, como la experiencia.</p>
      {draft.seccionesPersonalizadas.map((custom, i) => (
        <CustomSection
          key={i}
          index={i}
          title={custom.titulo}
          draft={draft}
          onTitle={(titulo) => setCustom(i, { titulo })}
          onItems={(items) => setCustom(i, { items })}
          onRemove={() => removeCustom(i)}
          form={customForms[i] ?? blankForm()}
          onForm={(form) => onCustomForms({ ...customForms, [i]: form })}
        />
      ))}
      {draft.seccionesPersonalizadas.length < SECTION_LIMITS.custom && (
        <div className="cv-custom-add">
          <div className="field">
            <label htmlFor={ids.newTitle}>Título de la nueva sección</label>
            <input
              id={ids.newTitle}
              value={newTitle}
              maxLength={SECTION_LIMITS.customTitle}
              placeholder="Por ejemplo: Voluntariado"
              onChange={(e) => setNewTitle(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addCustom();
                }
              }}
            />
          </div>
          <button type="button" className="btn btn-outline" onClick={addCustom}>
            + Agregar sección
          </button>
        </div>
      )}
    </div>
  );
}

function CustomSection({
  index,
  title,
  draft,
  onTitle,
  onItems,
  onRemove,
  form,
  onForm,
}: {
  index: number;
  title: string;
  draft: CvDraft;
  onTitle: (t: string) => void;
  onItems: (items: CvDraft['experiencias']) => void;
  onRemove: () => void;
  form: ItemForm;
  onForm: (f: ItemForm) => void;
}) {
  const ids = { heading: useId(), title: useId() };
  const name = sectionName(draft, `personalizada-${index}`);
  return (
    <section className="cv-custom" aria-labelledby={ids.heading}>
      <div className="cv-custom-head">
        <h4 id={ids.heading}>{name}</h4>
        <button type="button" className="btn btn-light btn-small" aria-label={`Eliminar sección ${name}`} onClick={onRemove}>
          Eliminar sección
        </button>
      </div>
      <div className="field">
        <label htmlFor={ids.title}>Título de la sección</label>
        <input id={ids.title} value={title} maxLength={SECTION_LIMITS.customTitle} required aria-invalid={!title.trim() || undefined} onChange={(e) => onTitle(e.target.value)} />
        {!title.trim() && <small className="cv-item-missing">Cada sección personalizada necesita un título.</small>}
      </div>
      <ItemsStep kind="personalizada" items={draft.seccionesPersonalizadas[index]?.items ?? []} onChange={onItems} form={form} onForm={onForm} />
    </section>
  );
}
