/** Staff: what featuring a job costs for 7, 15 and 30 days (issue 39), beside the credit packs. */
import { useState } from 'react';
import { PAYMENT_MESSAGES } from '../../../shared/contract/payments';
import { TextField } from '../../components/Field';
import { ApiError } from '../../lib/api-client';
import { useFeaturedPrices, useSaveFeaturedPrice } from '../../lib/api/featured';
import { notify } from '../../lib/notify';
import { SettingRow, SettingSection } from './SettingEditor';

function PriceRow({ dias, initial }: { dias: number; initial: string }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  const save = useSaveFeaturedPrice();
  const submit = () =>
    save.mutate(
      { tnDias: dias, tnMontoBs: value },
      {
        onSuccess: () => {
          setError(undefined);
          notify(PAYMENT_MESSAGES.featuredPriceSaved, 'success');
        },
        onError: (err) => {
          setError(err instanceof ApiError ? (err.errores?.tnMontoBs ?? err.message) : undefined);
          notify(err.message || 'No se pudo guardar el precio.', 'error');
        },
      },
    );
  return (
    <SettingRow label={`Destacado ${dias} días`} onSubmit={submit} saving={save.isPending}>
      <TextField label="Precio (Bs)" inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} error={error} />
    </SettingRow>
  );
}

export function FeaturedPricesEditor() {
  const q = useFeaturedPrices();
  return (
    <SettingSection
      title="Precios de empleos destacados"
      intro="Lo que paga una empresa por destacar un empleo. Un cambio vale para los pagos nuevos: los destacados ya pagados conservan sus días."
      query={q}
      loading="Cargando precios..."
      failed="No se pudieron cargar los precios."
    >
      {q.data?.map((p) => (
        <PriceRow key={`${p.Dias}-${p.MontoBs}`} dias={p.Dias} initial={String(p.MontoBs)} />
      ))}
    </SettingSection>
  );
}
