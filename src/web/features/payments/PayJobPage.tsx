/** /pagarempleo/{Empleo}: the company pays a job by QR; once paid the job is public. */
import { useParams } from 'react-router';
import { useCompanyJobs } from '../../lib/api/list-company-jobs';
import { useDocumentMeta } from '../../lib/meta';
import { PaymentPage } from './PaymentPage';

export default function PayJobPage() {
  useDocumentMeta('Pagar empleo | Chamba', 'Publica tu empleo con un pago por QR.');
  const { id = '' } = useParams();
  const job = useCompanyJobs().data?.find((j) => String(j.Empleo) === id);
  return (
    <PaymentPage
      kind="empleo"
      targetId={id}
      title="Pagar empleo"
      intro="Tu empleo se publica en cuanto se confirma el pago."
      item={job}
      subject={job?.Titulo ?? (/^\d+$/.test(id) ? `empleo N.º ${id}` : undefined)}
    />
  );
}
