/** /pagarcurriculum/{Curriculum}: pay 25 Bs by QR to activate a CV. */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CvListItem, listCvsByCandidate } from '../../../shared/contract/cv';
import { api, isErrorEnvelope } from '../../lib/api';
import { useDocumentMeta } from '../../lib/meta';
import { PaymentFlow } from './PaymentFlow';

export default function PayCvPage() {
  useDocumentMeta('Pagar currículum | Chamba', 'Activa tu currículum con un pago único por QR.');
  const { id = '' } = useParams();
  const [cv, setCv] = useState<CvListItem | null | undefined>(undefined);

  useEffect(() => {
    let alive = true;
    api<typeof listCvsByCandidate>('POST /api/servicio/listarcurriculumbycandidato', [] as never)
      .then((r) => alive && setCv(!isErrorEnvelope(r) && r.codigoerror === 0 ? (r.Datos ?? []).find((d) => String(d.Curriculum) === id) ?? null : null))
      .catch(() => alive && setCv(null));
    return () => {
      alive = false;
    };
  }, [id]);

  return (
    <div className="pay-page">
      <h1>Pagar currículum</h1>
      <p className="muted">Con un pago único activas tu currículum: lo descargas en PDF, postulas a empleos y lo tienes disponible siempre.</p>
      {cv?.Pagado === 1 ? (
        <div className="alert alert-success">
          <p>
            El currículum «{cv.Titulo}» ya está pagado. <Link to="/listacurriculum">Ver mis currículums</Link>
          </p>
        </div>
      ) : (
        <PaymentFlow kind="curriculum" targetId={id} subject={cv?.Titulo} />
      )}
    </div>
  );
}
