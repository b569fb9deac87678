/** Staff: what featuring a job costs for 7, 15 and 30 days (issue 39), beside the credit packs. */
import { useState, type FormEvent } from 'react';
import { PAYMENT_MESSAGES } from '../../../shared/contract/payments';
import { TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-client';
import { useFeaturedPrices, useSaveFeaturedPrice } from '../../lib/api/featured';
import { notify } from '../../lib/notify';

function PriceRow({ dias, initial }: { dias: number; initial: string }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  const save = useSaveFeaturedPrice();
  function submit(e: FormEvent) {
    e.preventDefault();
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
  }
  const label = `Destacado ${dias} días`;
  return (
    <form className="pack-edit card" onSubmit={submit} noValidate aria-label={label}>
      <h3>{label}</h3>
      <div className="pack-edit-fields">
        <TextField label="Precio (Bs)" inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} error={error} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Guardando...' : 'Guardar'}
      </button>
    </form>
  );
}

export function FeaturedPricesEditor() {
  const q = useFeaturedPrices();
  return (
    <section className="stack" aria-labelledby="featured-prices-title">
      <h2 id="featured-prices-title">Precios de empleos destacados</h2>
      <p className="muted">Lo que paga una empresa por destacar un empleo. Un cambio vale para los pagos nuevos: los destacados ya pagados conservan sus días.</p>
      {q.isPending && <Spinner label="Cargando precios..." />}
      {q.isError && (
        <div className="alert alert-danger" role="alert">
          {q.error.message || 'No se pudieron cargar los precios.'}
        </div>
      )}
      <div className="pack-edit-list">
        {q.data?.map((p) => (
          <PriceRow key={`${p.Dias}-${p.MontoBs}`} dias={p.Dias} initial={String(p.MontoBs)} />
        ))}
      </div>
    </section>
  );
}
