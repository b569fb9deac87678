/**
 * The candidate's apply block on /detalletrabajo/{code} (built by the hiring area): a selector of
 * the candidate's CVs (unpaid ones marked, leading to payment), the apply button enabled only for
 * a paid CV, the prompt to create a CV when there is none, the confirmation modal and the spec's
 * replies. A candidate who already applied sees the date and the status the company set.
 */
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { applyToJob, CandidateApplication, listCandidateApplications } from '../../../shared/contract/applications';
import type { CvListItem, listCvsByCandidate } from '../../../shared/contract/cv';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { loadOwnList } from '../../lib/own-list';

const FALLBACK = 'Tu postulación fue enviada, pero hubo un detalle.';

export default function CandidateApply({ codigoEmpleo }: { codigoEmpleo: string }) {
  const navigate = useNavigate();
  const selectId = useId();
  const [cvs, setCvs] = useState<CvListItem[] | null>(null);
  const [applied, setApplied] = useState<CandidateApplication | null>(null);
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const ctrl = new AbortController();
    const out = () => navigate('/login');
    Promise.all([
      loadOwnList<typeof listCvsByCandidate, CvListItem[]>('POST /api/servicio/listarcurriculumbycandidato', out, { signal: ctrl.signal }),
      loadOwnList<typeof listCandidateApplications, CandidateApplication[]>('POST /api/servicio/listarempleosbycandidato', out, { signal: ctrl.signal }),
    ]).then(([list, apps]) => {
      if (ctrl.signal.aborted) return;
      const own = list ?? [];
      setCvs(own);
      setApplied(apps?.find((a) => a.CodigoEmpleo === codigoEmpleo) ?? null);
      // One paid CV: chosen for the candidate.
      const paid = own.filter((c) => c.Pagado === 1);
      if (paid.length === 1) setChosen(String(paid[0].Curriculum));
    });
    return () => ctrl.abort();
  }, [codigoEmpleo, navigate]);

  async function send() {
    setSending(true);
    try {
      const res = await api<typeof applyToJob>('POST /api/postularempleo', { tnCurriculum: Number(chosen), tcCodigoEmpleo: codigoEmpleo });
      setConfirming(false);
      if ('Datos' in res && res.Datos === 1) {
        notify('¡Postulación exitosa!', 'success');
        const cv = cvs?.find((c) => String(c.Curriculum) === chosen);
        setApplied({
          Postulacion: 0,
          Empleo: 0,
          CodigoEmpleo: codigoEmpleo,
          Titulo: '',
          TipoEmpleoNombre: '',
          EmpresaNombre: '',
          NombreCiudad: '',
          FechaPostulacion: new Date().toISOString(),
          Estado: 1,
          EstadoDescripcion: 'Recibido',
          Curriculum: Number(chosen),
          CurriculumTitulo: cv?.Titulo ?? '',
          EmpleoCerrado: false,
        });
      } else {
        notify(res.message || FALLBACK, 'error');
      }
    } catch (err) {
      console.error(err);
      setConfirming(false);
      notify(FALLBACK, 'error');
    } finally {
      setSending(false);
    }
  }

  if (cvs === null) return <Spinner label="Cargando tus currículums..." />;

  if (applied) {
    return (
      <div className="stack apply-block" data-job={codigoEmpleo}>
        <p className="alert alert-success">
          Ya postulaste a este empleo el {formatDate(applied.FechaPostulacion)}.
          <br />
          Estado: <strong>{applied.EstadoDescripcion}</strong>
        </p>
        <Link className="btn btn-light" to="/mispostulaciones">
          Ver mis postulaciones
        </Link>
      </div>
    );
  }

  if (cvs.length === 0) {
    return (
      <div className="stack apply-block" data-job={codigoEmpleo}>
        <p>Para postular necesitas un currículum. Aún no creaste ninguno.</p>
        <Link className="btn btn-primary" to="/crearcurriculum">
          Crear currículum
        </Link>
      </div>
    );
  }

  const selected = cvs.find((c) => String(c.Curriculum) === chosen) ?? null;
  const unpaid = selected !== null && selected.Pagado !== 1;
  const canApply = selected !== null && !unpaid;
  return (
    <div className="stack apply-block" data-job={codigoEmpleo}>
      <div className="field">
        <label htmlFor={selectId}>Elige el currículum para postular</label>
        <select id={selectId} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">Selecciona un currículum</option>
          {cvs.map((c) => (
            <option key={c.Curriculum} value={c.Curriculum}>
              {c.Titulo}
              {c.Pagado === 1 ? '' : ' (pendiente de pago)'}
            </option>
          ))}
        </select>
      </div>
      {unpaid && (
        <div className="alert alert-warning">
          <p style={{ margin: '0 0 8px' }}>Este currículum no está activado. Actívalo con un pago único para postular con él.</p>
          <Link className="btn btn-primary btn-small" to={`/pagarcurriculum/${selected.Curriculum}`}>
            Pagar y activar
          </Link>
        </div>
      )}
      <button type="button" className="btn btn-primary btn-block" disabled={!canApply} onClick={() => setConfirming(true)}>
        Postular
      </button>
      <Modal
        title="Postular"
        open={confirming}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <button type="button" className="btn btn-light" onClick={() => setConfirming(false)}>
              Cancelar
            </button>
            <button type="button" className="btn btn-primary" onClick={send} disabled={sending}>
              {sending ? 'Enviando...' : 'si , quiero postular'}
            </button>
          </>
        }
      >
        <p>Deseas aplicar a este trabajo?</p>
        {selected && <p className="muted">Postularás con “{selected.Titulo}”.</p>}
      </Modal>
    </div>
  );
}
