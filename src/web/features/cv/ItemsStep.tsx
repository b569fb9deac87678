/**
 * Steps 2-4 of the CV wizard: the education, certification and experience lists. An entry can be
 * edited in the form above the list; an education or certification entry that lacks a required
 * field (an import may leave one so) is marked until it is completed.
 */
import { useId, useState } from 'react';
import { CV_LIMITS, type CvItem } from '../../../shared/cv/document';
import { formatPeriod, PERIOD_MAX_LENGTH } from '../../../shared/cv/period';
import { countOf } from '../../../shared/rules';
import { notify } from '../../lib/notify';
import { missingItemFields } from './draft';

const ITEM_KINDS = {
  formacion: { nombre: 'Título o carrera', institucion: 'Institución', add: 'Agregar formación', empty: 'Aún no agregaste tu formación.', strict: true },
  certificacion: { nombre: 'Nombre de la certificación', institucion: 'Institución', add: 'Agregar certificación', empty: 'Aún no agregaste certificaciones.', strict: true },
  experiencia: { nombre: 'Cargo', institucion: 'Empresa', add: 'Agregar experiencia', empty: 'Aún no agregaste experiencia laboral.', strict: false },
} as const;

const blankItem = (): CvItem => ({ nombre: '', nombreInstitucion: '', periodo: '', descripcion: '' });

export function ItemsStep({ kind, items, onChange }: { kind: keyof typeof ITEM_KINDS; items: CvItem[]; onChange: (items: CvItem[]) => void }) {
  const k = ITEM_KINDS[kind];
  const [item, setItem] = useState<CvItem>(blankItem);
  /** The entry of the list being edited in the form, or null when the form adds a new one. */
  const [editing, setEditing] = useState<number | null>(null);
  const ids = { nombre: useId(), inst: useId(), periodo: useId(), desc: useId() };
  const missing = (it: CvItem) => (k.strict ? missingItemFields(it) : []);
  const incomplete = items.filter((it) => missing(it).length > 0).length;

  function save() {
    const it = { nombre: item.nombre.trim(), nombreInstitucion: item.nombreInstitucion.trim(), periodo: item.periodo.trim(), descripcion: item.descripcion.trim() };
    if (k.strict && missingItemFields(it).length) return notify('Faltan campos por llenar', 'error');
    if (!it.nombre && !it.nombreInstitucion && !it.periodo && !it.descripcion) return;
    if (editing === null && items.length >= CV_LIMITS.items) return notify(`Puedes agregar hasta ${CV_LIMITS.items} elementos.`, 'error');
    onChange(editing === null ? [...items, it] : items.map((old, i) => (i === editing ? it : old)));
    setEditing(null);
    setItem(blankItem());
  }
  const edit = (i: number) => {
    setEditing(i);
    setItem(items[i]);
  };
  const cancelEdit = () => {
    setEditing(null);
    setItem(blankItem());
  };
  const removeAt = (i: number) => {
    onChange(items.filter((_, j) => j !== i));
    if (editing !== null) cancelEdit();
  };
  const move = (i: number, d: -1 | 1) => {
    if (editing !== null) cancelEdit();
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
        <div className="row">
          <button type="button" className="btn btn-outline" onClick={save}>
            {editing === null ? `+ ${k.add}` : 'Guardar cambios del elemento'}
          </button>
          {editing !== null && (
            <button type="button" className="btn btn-light" onClick={cancelEdit}>
              Cancelar
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
          {items.map((it, i) => (
            <li key={`${i}-${it.nombre}`} className={`cv-item${missing(it).length ? ' is-incomplete' : ''}${editing === i ? ' is-editing' : ''}`}>
              <div>
                <strong>{it.nombre || it.nombreInstitucion}</strong>
                {it.nombre && it.nombreInstitucion && <span> · {it.nombreInstitucion}</span>}
                {it.periodo && <span className="muted"> · {it.periodo}</span>}
                {it.descripcion && <p className="muted">{it.descripcion}</p>}
                {missing(it).length > 0 && <p className="cv-item-missing">Incompleto: falta {missing(it).join(', ')}.</p>}
              </div>
              <div className="cv-item-actions">
                <button type="button" className="btn btn-light btn-small" aria-label={`${missing(it).length ? 'Completar' : 'Editar'} ${it.nombre || it.nombreInstitucion}`} onClick={() => edit(i)}>
                  {missing(it).length ? 'Completar' : 'Editar'}
                </button>
                <button type="button" className="btn btn-light btn-small" aria-label={`Subir ${it.nombre}`} disabled={i === 0} onClick={() => move(i, -1)}>
                  ↑
                </button>
                <button type="button" className="btn btn-light btn-small" aria-label={`Bajar ${it.nombre}`} disabled={i === items.length - 1} onClick={() => move(i, 1)}>
                  ↓
                </button>
                <button type="button" className="btn btn-light btn-small" onClick={() => removeAt(i)}>
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
