/**
 * /destacarempleo/{Empleo} (issue 39): a company administrator features a published, open job for
 * 7, 15 or 30 days: the days with their prices (preciosdestacado), then the same QR payment as
 * every payment. A job still featured says until when; paying again extends it.
 */
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FEATURED_DAYS } from '../../../shared/contract/payments';
import { Spinner } from '../../components/Spinner';
import { useCompanyJobs } from '../../lib/api/list-company-jobs';
import { useFeaturedPrices } from '../../lib/api/featured';
import { formatDate } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';
import { ChosenPriceSummary } from './ChosenPriceSummary';
import { LoadError } from './LoadError';
import { PaymentFlow } from './PaymentFlow';
import { PriceOption } from './PriceOption';
import './payments.css';

export default function FeatureJobPage() {
  useDocumentMeta('Destacar empleo | Chamba', 'Destaca tu empleo para que aparezca primero en las búsquedas.');
  const { id = '' } = useParams();
  const session = useSession();
  const jobs = useCompanyJobs({ signOutOnRefusal: true });
  const prices = useFeaturedPrices();
  const [dias, setDias] = useState<number | null>(null);
  const headId = useId();
  const job = jobs.data?.find((j) => String(j.Empleo) === id);
  const chosen = prices.data?.find((p) => p.Dias === dias) ?? null;
  const recruiter = session.company?.RolEquipo === 'reclutador';

  return (
    <div className="stack feature-page">
      <h1>Destacar empleo</h1>
      <p className="muted">Un empleo destacado aparece primero en las búsquedas que coinciden con él y en la portada, con la marca «Destacado».</p>
      {jobs.isPending && <Spinner label="Cargando el empleo..." />}
      {jobs.isError && <LoadError message="No pudimos cargar tus empleos." onRetry={jobs.refetch} />}
      {jobs.data && !job && (
        <div className="alert alert-warning" role="alert">
          No encontramos este empleo entre los tuyos. <Link to="/misempleos">Ver mis empleos</Link>
        </div>
      )}
      {recruiter && (
        <div className="alert alert-warning" role="alert">
          Solo un administrador de la empresa puede destacar empleos. <Link to="/misempleos">Ver mis empleos</Link>
        </div>
      )}
      {job && !recruiter && (
        <>
          <section className="card" aria-labelledby={headId}>
            <h2 id={headId}>{job.Titulo}</h2>
            {job.Destacado && job.DestacadoHasta ? (
              <p>
                <span className="badge badge-featured">Destacado hasta {formatDate(job.DestacadoHasta)}</span> Si pagas de nuevo, los días se suman a los que le quedan.
              </p>
            ) : (
              <p className="muted">Publicado hasta el {formatDate(job.FechaVencimiento)}.</p>
            )}
            {!job.Visible || job.Estado !== 2 ? (
              <p className="alert alert-warning" role="note">
                Solo puedes destacar un empleo publicado y vigente. {job.Pagado === 0 && job.Estado !== 3 && <Link to={`/pagarempleo/${job.Empleo}`}>Pagar la publicación</Link>}
              </p>
            ) : (
              <>
                {prices.isPending && <Spinner label="Cargando los precios..." />}
                {prices.isError && <p className="alert alert-danger" role="alert">No pudimos cargar los precios. Vuelve a intentarlo en un momento.</p>}
                {prices.data && (
                  <fieldset className="pack-options">
                    <legend>¿Por cuántos días?</legend>
                    {FEATURED_DAYS.map((d) => {
                      const p = prices.data.find((x) => x.Dias === d);
                      if (!p) return null;
                      return (
                        <PriceOption
                          key={d}
                          name="dias"
                          value={d}
                          checked={dias === d}
                          onChoose={() => setDias(d)}
                          title={`${d} días`}
                          detail={`Primero en las búsquedas durante ${d} días desde el pago`}
                          amount={p.MontoBs}
                        />
                      );
                    })}
                  </fieldset>
                )}
              </>
            )}
          </section>
          {chosen && job.Visible && job.Estado === 2 && (
            <PaymentFlow
              key={chosen.Dias}
              kind="destacado"
              targetId={String(job.Empleo)}
              dias={chosen.Dias}
              subject={job.Titulo}
              doneText={`«${job.Titulo}» queda destacado ${chosen.Dias} días: aparece primero en las búsquedas que coinciden con él.`}
              summary={
                <ChosenPriceSummary
                  concept={`Empleo destacado ${chosen.Dias} días`}
                  detail={job.Titulo}
                  amount={chosen.MontoBs}
                  note="El empleo se destaca en cuanto se confirma el pago. Te enviaremos el comprobante por correo."
                />
              }
            />
          )}
        </>
      )}
    </div>
  );
}
