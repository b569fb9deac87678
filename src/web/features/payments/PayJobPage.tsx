/** /pagarempleo/{Empleo}: the company pays a job by QR; once paid the job is public. */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CompanyJob, listCompanyJobs } from '../../../shared/contract/hiring';
import { api, isErrorEnvelope } from '../../lib/api';
import { useDocumentMeta } from '../../lib/meta';
import { PaymentFlow } from './PaymentFlow';

export default function PayJobPage() {
  useDocumentMeta('Pagar empleo | Chamba', 'Publica tu empleo con un pago por QR.');
  const { id = '' } = useParams();
  const [job, setJob] = useState<CompanyJob | null | undefined>(undefined);

  useEffect(() => {
    let alive = true;
    api<typeof listCompanyJobs>('POST /api/servicio/listarempleosbyempresa', [] as never)
      .then((r) => alive && setJob(!isErrorEnvelope(r) && r.codigoerror === 0 ? (r.Datos ?? []).find((j) => String(j.Empleo) === id) ?? null : null))
      .catch(() => alive && setJob(null));
    return () => {
      alive = false;
    };
  }, [id]);

  return (
    <div className="pay-page">
      <h1>Pagar empleo</h1>
      <p className="muted">Tu empleo se publica en cuanto se confirma el pago.</p>
      {job?.Pagado === 1 ? (
        <div className="alert alert-success">
          <p>
            El empleo «{job.Titulo}» ya está pagado. <Link to="/listaempleos">Ver mis empleos</Link>
          </p>
        </div>
      ) : (
        <PaymentFlow kind="empleo" targetId={id} subject={job?.Titulo ?? (/^\d+$/.test(id) ? `empleo N.º ${id}` : undefined)} />
      )}
    </div>
  );
}
