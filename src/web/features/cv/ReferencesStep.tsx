/**
 * Step 7 of the CV wizard: references (people a company may call). Same pattern as the entry
 * steps: the form belongs to the wizard, so a reference typed but not added is kept.
 */
import { useId } from 'react';
import { CV_LIMITS, type CvReference } from '../../../shared/cv/document';
import { notify } from '../../lib/notify';
import { EntryActions } from './EntryActions';

export type ReferenceForm = { item: CvReference; editing: number | null };
export const blankReferenceForm = (): ReferenceForm => ({ item: { nombre: '', cargo: '', telefono: '', correo: '' }, editing: null });

const trimmed = (r: CvReference): CvReference => ({ nombre: r.nombre.trim(), cargo: r.cargo.trim(), telefono: r.telefono.trim(), correo: r.correo.trim() });
const isEmpty = (r: CvReference) => !r.nombre.trim() && !r.cargo.trim() && !r.telefono.trim() && !r.correo.trim();

export function hasUnsavedReference(form: ReferenceForm, refs: CvReference[]): boolean {
  if (form.editing === null) return !isEmpty(form.item);
  const saved = refs[form.editing];
  return !saved || JSON.stringify(trimmed(saved)) !== JSON.stringify(trimmed(form.item));
}

type Props = { refs: CvReference[]; onChange: (refs: CvReference[]) => void; form: ReferenceForm; onForm: (form: ReferenceForm) => void };

export function ReferencesStep({ refs, onChange, form, onForm }: Props) {
  const { item, editing } = form;
  const ids = { nombre: useId(), cargo: useId(), telefono: useId(), correo: useId() };
  const set = (patch: Partial<CvReference>) => onForm({ item: { ...item, ...patch }, editing });
  const unsaved = hasUnsavedReference(form, refs);

  function save() {
    const r = trimmed(item);
    if (isEmpty(r)) return;
    if (!r.nombre) return notify('Cada referencia necesita el nombre de la persona.', 'error');
    if (!r.telefono && !r.correo) return notify('Agrega un teléfono o un correo para que la empresa pueda contactar a tu referencia.', 'error');
    if (editing !== null) onChange(refs.map((old, i) => (i === editing ? r : old)));
    else if (refs.length >= CV_LIMITS.references) return notify(`Puedes agregar hasta ${CV_LIMITS.references} referencias.`, 'error');
    else onChange([...refs, r]);
    onForm(blankReferenceForm());
  }
  const remove = (i: number) => {
    onChange(refs.filter((_, j) => j !== i));
    if (editing === i) onForm(blankReferenceForm());
    else if (editing !== null && editing > i) onForm({ item, editing: editing - 1 });
  };

  return (
    <div className="cv-items">
      <p className="muted">Opcional: personas que conocen tu trabajo (un exjefe, un docente). Pídeles permiso antes de incluirlas.</p>
      <div className={`cv-item-form${unsaved ? ' cv-item-form-pending' : ''}`}>
        {editing !== null && <p className="cv-item-editing">Editando: {refs[editing]?.nombre}</p>}
        <div className="grid-2">
          <div className="field">
            <label htmlFor={ids.nombre}>Nombre de la referencia</label>
            <input id={ids.nombre} value={item.nombre} maxLength={CV_LIMITS.name} onChange={(e) => set({ nombre: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={ids.cargo}>Cargo y empresa</label>
            <input id={ids.cargo} value={item.cargo} maxLength={CV_LIMITS.name} placeholder="Gerente de Finanzas, Banco Unión" onChange={(e) => set({ cargo: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={ids.telefono}>Teléfono de la referencia</label>
            <input id={ids.telefono} type="tel" inputMode="tel" value={item.telefono} maxLength={CV_LIMITS.phone} onChange={(e) => set({ telefono: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={ids.correo}>Correo de la referencia</label>
            <input id={ids.correo} type="email" value={item.correo} maxLength={CV_LIMITS.email} onChange={(e) => set({ correo: e.target.value })} />
          </div>
        </div>
        {unsaved && (
          <p className="hint cv-item-unsaved" role="status">
            {editing !== null ? 'Los cambios de esta referencia aún no están guardados.' : 'Esta referencia aún no está en tu currículum: pulsa «Agregar referencia».'}
          </p>
        )}
        <div className="cv-item-form-actions">
          <button type="button" className="btn btn-outline" onClick={save}>
            {editing !== null ? 'Guardar cambios de la referencia' : '+ Agregar referencia'}
          </button>
          {(editing !== null || !isEmpty(item)) && (
            <button type="button" className="btn btn-light" onClick={() => onForm(blankReferenceForm())}>
              {editing !== null ? 'Cancelar' : 'Borrar'}
            </button>
          )}
        </div>
      </div>
      {refs.length === 0 ? (
        <p className="muted cv-items-empty">Aún no agregaste referencias.</p>
      ) : (
        <ol className="cv-item-list">
          {refs.map((r, i) => (
            <li key={`${i}-${r.nombre}`} className={`cv-item${editing === i ? ' is-editing' : ''}`}>
              <div>
                <strong>{r.nombre}</strong>
                {r.cargo && <span> · {r.cargo}</span>}
                <p className="muted">{[r.telefono, r.correo].filter(Boolean).join(' · ')}</p>
              </div>
              <EntryActions name={r.nombre} onEdit={() => onForm({ item: { ...r }, editing: i })} onRemove={() => remove(i)} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
