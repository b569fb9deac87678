/** Staff: the credit packs on sale (issue 39): postings, days of validity, price, on sale or not; a new pack. */
import { useState } from 'react';
import { TextField } from '../../components/Field';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useAdminPacks, useSavePack, type PackForm } from './api/packs';
import { SettingRow, SettingSection } from './SettingEditor';

function PackRow({ initial, label }: { initial: PackForm; label: string }) {
  const [v, setV] = useState(initial);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const save = useSavePack();
  const set = (k: 'tnCreditos' | 'tnDias' | 'tnPrecioBs') => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });
  const submit = () =>
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
  return (
    <SettingRow label={label} onSubmit={submit} saving={save.isPending} submitLabel={initial.tnPaquete === undefined ? 'Crear paquete' : 'Guardar'}>
      <TextField label="Publicaciones" inputMode="numeric" value={v.tnCreditos} onChange={set('tnCreditos')} error={errores.tnCreditos} />
      <TextField label="Vigencia (días)" inputMode="numeric" value={v.tnDias} onChange={set('tnDias')} error={errores.tnDias} />
      <TextField label="Precio (Bs)" inputMode="numeric" value={v.tnPrecioBs} onChange={set('tnPrecioBs')} error={errores.tnPrecioBs} />
      <label className="pack-edit-active">
        <input type="checkbox" checked={v.tlActivo === 1} onChange={(e) => setV({ ...v, tlActivo: e.target.checked ? 1 : 0 })} /> A la venta
      </label>
    </SettingRow>
  );
}

export function PacksEditor() {
  const q = useAdminPacks();
  return (
    <SettingSection
      title="Paquetes de publicaciones"
      intro="Lo que compran las empresas. Un cambio vale para las compras nuevas: las ya hechas conservan sus créditos y su vigencia."
      query={q}
      loading="Cargando paquetes..."
      failed="No se pudieron cargar los paquetes."
    >
      {q.data?.map((p) => (
        <PackRow
          key={`${p.Paquete}-${p.Actualizado}`}
          label={`Paquete de ${p.Creditos} publicaciones`}
          initial={{ tnPaquete: p.Paquete, tnCreditos: String(p.Creditos), tnDias: String(p.Dias), tnPrecioBs: String(p.MontoBs), tlActivo: p.Activo }}
        />
      ))}
      {q.data && <PackRow label="Nuevo paquete" initial={{ tnCreditos: '', tnDias: '', tnPrecioBs: '', tlActivo: 1 }} />}
    </SettingSection>
  );
}
