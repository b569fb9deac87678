/** /pagarcurriculum/{Curriculum}: pay by QR (the price is the server's) to activate a CV. */
import { useParams } from 'react-router';
import { useOwnCvs } from '../../lib/api/list-own-cvs';
import { useDocumentMeta } from '../../lib/meta';
import { PaymentPage } from './PaymentPage';

export default function PayCvPage() {
  useDocumentMeta('Pagar currículum | Chamba', 'Activa tu currículum con un pago único por QR.');
  const { id = '' } = useParams();
  const cv = useOwnCvs().data?.find((c) => String(c.Curriculum) === id);
  return (
    <PaymentPage
      kind="curriculum"
      targetId={id}
      title="Pagar currículum"
      intro="Con un pago único activas tu currículum: lo descargas en PDF, postulas a empleos y lo tienes disponible siempre."
      item={cv}
      subject={cv?.Titulo}
    />
  );
}
