/**
 * Staff keep the synonym groups of the job search (decision 073): words or phrases separated by
 * commas that find each other's jobs (RR.HH., recursos humanos). Saving takes effect at once.
 */
import { useState, type FormEvent } from 'react';
import { Spinner } from '../../components/Spinner';
import { useDeleteSynonyms, useSaveSynonyms, useSynonyms } from './api/synonyms';
import { actionOutcome } from './use-admin-list';

function GroupForm({ id, initial, onDone }: { id: number; initial: string; onDone?: () => void }) {
  const [text, setText] = useState(initial);
  const save = useSaveSynonyms();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ tnSinonimo: id, tcPalabras: text }, actionOutcome(() => (id === 0 ? setText('') : onDone?.())));
  };
  const label = id ? `Palabras del grupo ${id}` : 'Nuevo grupo de sinónimos';
  return (
    <form className="synonym-form" onSubmit={submit}>
      <label htmlFor={`syn-${id}`} className={id ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <input id={`syn-${id}`} className="input" maxLength={500} value={text} placeholder="Ej.: mesero, mesera, garzón" onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="btn btn-primary btn-small" disabled={save.isPending}>
        {id ? 'Guardar' : 'Agregar grupo'}
      </button>
    </form>
  );
}

export function SynonymsTab() {
  const list = useSynonyms();
  const remove = useDeleteSynonyms();
  return (
    <div className="stack">
      <p className="muted">
        Cada grupo reúne palabras o frases que la búsqueda de empleos trata como iguales, separadas por comas. Quien busque una encuentra los empleos que dicen
        cualquiera de las otras. Los cambios se aplican al guardar.
      </p>
      <GroupForm id={0} initial="" />
      {list.isPending ? (
        <Spinner label="Cargando sinónimos..." />
      ) : list.isError ? (
        <div className="alert alert-error">No se pudieron cargar los sinónimos.</div>
      ) : (
        <ul className="synonym-list" aria-label="Grupos de sinónimos">
          {list.data.map((g) => (
            <li key={g.Sinonimo} className="card">
              <GroupForm id={g.Sinonimo} initial={g.Palabras} />
              <button
                type="button"
                className="btn btn-light btn-small"
                disabled={remove.isPending}
                aria-label={`Eliminar el grupo ${g.Palabras}`}
                onClick={() => remove.mutate({ tnSinonimo: g.Sinonimo }, actionOutcome())}
              >
                Eliminar
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
