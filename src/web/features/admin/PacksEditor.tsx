/** Staff: the credit packs on sale (issue 39): postings, days of validity, price, on sale or not; a new pack. */
import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useAdminPacks, useSavePack, type PackForm } from './api/packs';

function PackRow({ initial, label }: { initial: PackForm; label: string }) {
  const [v, setV] = useState(initial);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const save = useSavePack();
  const set = (k: 'tnCreditos' | 'tnDias' | 'tnPrecioBs') => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate(v, {
      onSuccess: () => {
        setErrores({});
        notify('Paquete guardado.', 'success');
        if (initial.tnPaquete === undefined) setV(initial);
      },
      onError: (err) => {
        setErrores(err instanceof ApiError ? (err.errores ?? {}) : {});
        notify(err.message || 'No se pudo guardar el paquete.', 'error');
      },
    });
  }
  return (
    <form className="pack-edit card" onSubmit={submit} noValidate aria-label={label}>
      <h3>{label}</h3>
      <div className="pack-edit-fields">
        <TextField label="Publicaciones" inputMode="numeric" value={v.tnCreditos} onChange={set('tnCreditos')} error={errores.tnCreditos} />
        <TextField label="Vigencia (días)" inputMode="numeric" value={v.tnDias} onChange={set('tnDias')} error={errores.tnDias} />
        <TextField label="Precio (Bs)" inputMode="numeric" value={v.tnPrecioBs} onChange={set('tnPrecioBs')} error={errores.tnPrecioBs} />
        <label className="pack-edit-active">
          <input type="checkbox" checked={v.tlActivo === 1} onChange={(e) => setV({ ...v, tlActivo: e.target.checked ? 1 : 0 })} /> A la venta
        </label>
      </div>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Guardando...' : initial.tnPaquete === undefined ? 'Crear paquete' : 'Guardar'}
      </button>
    </form>
  );
}

export function PacksEditor() {
  const q = useAdminPacks();
  return (
    <section className="stack" aria-labelledby="packs-title">
      <h2 id="packs-title">Paquetes de publicaciones</h2>
      <p className="muted">Lo que compran las empresas. Un cambio vale para las compras nuevas: las ya hechas conservan sus créditos y su vigencia.</p>
      {q.isPending && <Spinner label="Cargando paquetes..." />}
      {q.isError && (
        <div className="alert alert-danger" role="alert">
          {q.error.message || 'No se pudieron cargar los paquetes.'}
        </div>
      )}
      <div className="pack-edit-list">
        {q.data?.map((p) => (
          <PackRow
            key={`${p.Paquete}-${p.Actualizado}`}
            label={`Paquete de ${p.Creditos} publicaciones`}
            initial={{ tnPaquete: p.Paquete, tnCreditos: String(p.Creditos), tnDias: String(p.Dias), tnPrecioBs: String(p.MontoBs), tlActivo: p.Activo }}
          />
        ))}
        {q.data && <PackRow label="Nuevo paquete" initial={{ tnCreditos: '', tnDias: '', tnPrecioBs: '', tlActivo: 1 }} />}
      </div>
    </section>
  );
}
