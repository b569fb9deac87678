/**
 * Steps 2-4 of the CV wizard: the education, certification and experience lists. An entry is
 * typed in the form, then added; a saved entry can be edited (it comes back to the form),
 * moved up or down and removed. The form's content belongs to the wizard (`form`), so an entry
 * typed but not added survives changing steps and the wizard can ask about it before the review.
 */
import { useId } from 'react';
import { CV_LIMITS, type CvItem } from '../../../shared/cv/document';
import { currentPeriod, formatPeriod, PERIOD_MAX_LENGTH, splitPeriod } from '../../../shared/cv/period';
import { countOf } from '../../../shared/rules';
import { notify } from '../../lib/notify';
import { missingItemFields } from './draft';
import { EntryActions } from './EntryActions';

export const ITEM_KINDS = {
  formacion: {
    step: 'Formación',
    nombre: 'Título o carrera',
    institucion: 'Institución',
    add: 'Agregar formación',
    current: 'Estudio aquí actualmente',
    empty: 'Aún no agregaste tu formación.',
    strict: true,
  },
  certificacion: {
    step: 'Certificaciones',
    nombre: 'Nombre de la certificación',
    institucion: 'Institución',
    add: 'Agregar certificación',
    current: 'En curso',
    empty: 'Aún no agregaste certificaciones.',
    strict: true,
  },
  experiencia: {
    step: 'Experiencia',
    nombre: 'Cargo',
    institucion: 'Empresa',
    add: 'Agregar experiencia',
    current: 'Trabajo aquí actualmente',
    empty: 'Aún no agregaste experiencia laboral.',
    strict: false,
  },
  /** The entries of a custom section (issue 42): voluntariado, publicaciones, proyectos... */
  personalizada: {
    step: 'esta sección',
    nombre: 'Título o actividad',
    institucion: 'Institución u organización',
    add: 'Agregar entrada',
    current: 'En curso',
    empty: 'Aún no agregaste entradas a esta sección.',
    strict: false,
  },
} as const;
export type ItemKind = keyof typeof ITEM_KINDS;

/** What the entry form holds: the entry being typed, and which saved entry it edits (null: a new one). */
export type ItemForm = { item: CvItem; editing: number | null };
export const blankItem = (): CvItem => ({ nombre: '', nombreInstitucion: '', periodo: '', descripcion: '' });
export const blankForm = (): ItemForm => ({ item: blankItem(), editing: null });

const trimmed = (it: CvItem): CvItem => ({
  nombre: it.nombre.trim(),
  nombreInstitucion: it.nombreInstitucion.trim(),
  periodo: it.periodo.trim(),
  descripcion: it.descripcion.trim(),
});
const isEmpty = (it: CvItem) => !it.nombre.trim() && !it.nombreInstitucion.trim() && !it.periodo.trim() && !it.descripcion.trim();

/** True when the form holds something that is not in the CV yet (a new entry, or unsaved changes to one). */
export function hasUnsavedEntry(form: ItemForm, items: CvItem[]): boolean {
  if (form.editing !== null) {
    const saved = items[form.editing];
    return !saved || JSON.stringify(trimmed(saved)) !== JSON.stringify(trimmed(form.item));
  }
  return !isEmpty(form.item);
}

/** What an education or certification entry still lacks (an import may leave one so); nothing for experience. */
const missingFields = (kind: ItemKind, it: CvItem) => (ITEM_KINDS[kind].strict ? missingItemFields(it) : []);

type Props = {
  kind: ItemKind;
  items: CvItem[];
  onChange: (items: CvItem[]) => void;
  form: ItemForm;
  onForm: (form: ItemForm) => void;
};

export function ItemsStep({ kind, items, onChange, form, onForm }: Props) {
  const k = ITEM_KINDS[kind];
  const { item, editing } = form;
  const ids = { nombre: useId(), inst: useId(), periodo: useId(), desc: useId(), current: useId(), hint: useId() };
  const period = splitPeriod(item.periodo);
  const incomplete = items.filter((it) => missingFields(kind, it).length > 0).length;
  const setItem = (patch: Partial<CvItem>) => onForm({ item: { ...item, ...patch }, editing });

  function save() {
    const it = trimmed(item);
    if (missingFields(kind, it).length) return notify('Faltan campos por llenar: nombre, institución y periodo.', 'error');
    if (isEmpty(it)) return;
    if (editing !== null) {
      onChange(items.map((old, i) => (i === editing ? it : old)));
    } else {
      if (items.length >= CV_LIMITS.items) return notify(`Puedes agregar hasta ${CV_LIMITS.items} elementos.`, 'error');
      onChange([...items, it]);
    }
    onForm(blankForm());
  }
  const move = (i: number, d: -1 | 1) => {
    const next = [...items];
    [next[i], next[i + d]] = [next[i + d], next[i]];
    onChange(next);
    if (editing === i || editing === i + d) onForm({ item, editing: editing === i ? i + d : i });
  };
  const remove = (i: number) => {
    onChange(items.filter((_, j) => j !== i));
    if (editing === i) onForm(blankForm());
    else if (editing !== null && editing > i) onForm({ item, editing: editing - 1 });
  };

  return (
    <div className="cv-items">
      <div className={`cv-item-form${hasUnsavedEntry(form, items) ? ' cv-item-form-pending' : ''}`}>
        {editing !== null && <p className="cv-item-editing">Editando: {items[editing]?.nombre || items[editing]?.nombreInstitucion}</p>}
        <div className="grid-2">
          <div className="field">
            <label htmlFor={ids.nombre}>{k.nombre}</label>
            <input id={ids.nombre} value={item.nombre} maxLength={CV_LIMITS.name} onChange={(e) => setItem({ nombre: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={ids.inst}>{k.institucion}</label>
            <input id={ids.inst} value={item.nombreInstitucion} maxLength={CV_LIMITS.name} onChange={(e) => setItem({ nombreInstitucion: e.target.value })} />
          </div>
        </div>
        <div className="field">
          <label htmlFor={ids.periodo}>{period.current ? 'Desde (año)' : 'Periodo'}</label>
          <input
            id={ids.periodo}
            inputMode="numeric"
            placeholder={period.current ? 'AÑO' : 'AÑO al AÑO'}
            maxLength={period.current ? 4 : PERIOD_MAX_LENGTH}
            value={period.current ? period.digits : item.periodo}
            onChange={(e) => setItem({ periodo: period.current ? currentPeriod(e.target.value) : formatPeriod(e.target.value) })}
          />
          <label className="check cv-item-current" htmlFor={ids.current}>
            <input
              id={ids.current}
              type="checkbox"
              checked={period.current}
              onChange={(e) => setItem({ periodo: e.target.checked ? currentPeriod(period.digits) : period.digits.slice(0, 4) })}
            />
            {k.current}
          </label>
          <small className="hint">
            {period.current ? 'Escribe el año en que empezaste: se muestra como «2021 a la actualidad».' : 'Solo números: por ejemplo 20152019 se muestra como 2015 al 2019.'}
          </small>
        </div>
        <div className="field">
          <label htmlFor={ids.desc}>Descripción</label>
          <textarea id={ids.desc} rows={3} maxLength={CV_LIMITS.text} value={item.descripcion} onChange={(e) => setItem({ descripcion: e.target.value })} />
        </div>
        {hasUnsavedEntry(form, items) && (
          <p className="hint cv-item-unsaved" id={ids.hint} role="status">
            {editing !== null ? 'Los cambios de esta entrada aún no están guardados.' : `Esta entrada aún no está en tu currículum: pulsa «${k.add}».`}
          </p>
        )}
        <div className="cv-item-form-actions">
          <button type="button" className="btn btn-outline" onClick={save}>
            {editing !== null ? 'Guardar cambios del elemento' : `+ ${k.add}`}
          </button>
          {(editing !== null || !isEmpty(item)) && (
            <button type="button" className="btn btn-light" onClick={() => onForm(blankForm())}>
              {editing !== null ? 'Cancelar' : 'Borrar'}
            </button>
          )}
        </div>
      </div>
      {incomplete > 0 && (
        <p className="alert alert-error cv-items-incomplete" role="alert">
          {`Faltan campos por llenar: ${countOf(incomplete, 'elemento incompleto', 'elementos incompletos')}. Usa «Completar» en cada uno antes de guardar el currículum.`}
        </p>
      )}
      {items.length === 0 ? (
        <p className="muted cv-items-empty">{k.empty}</p>
      ) : (
        <ol className="cv-item-list">
          {items.map((it, i) => {
            const label = it.nombre || it.nombreInstitucion;
            const missing = missingFields(kind, it);
            return (
              <li key={`${i}-${label}`} className={`cv-item${missing.length ? ' is-incomplete' : ''}${editing === i ? ' is-editing' : ''}`}>
                <div>
                  <strong>{label}</strong>
                  {it.nombre && it.nombreInstitucion && <span> · {it.nombreInstitucion}</span>}
                  {it.periodo && <span className="muted"> · {it.periodo}</span>}
                  {it.descripcion && <p className="muted">{it.descripcion}</p>}
                  {missing.length > 0 && <p className="cv-item-missing">Incompleto: falta {missing.join(', ')}.</p>}
                </div>
                <EntryActions name={label} editText={missing.length ? 'Completar' : 'Editar'} onEdit={() => onForm({ item: { ...it }, editing: i })} onRemove={() => remove(i)}>
                  <button type="button" className="btn btn-light btn-small" aria-label={`Subir ${label}`} disabled={i === 0} onClick={() => move(i, -1)}>
                    ↑
                  </button>
                  <button type="button" className="btn btn-light btn-small" aria-label={`Bajar ${label}`} disabled={i === items.length - 1} onClick={() => move(i, 1)}>
                    ↓
                  </button>
                </EntryActions>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
