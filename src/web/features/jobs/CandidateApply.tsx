/**
 * The candidate's apply block on /detalletrabajo/{code} (built by the hiring area): a selector of
 * the candidate's CVs (unpaid ones marked, leading to payment), the apply button enabled only for
 * a paid CV, the prompt to create a CV when there is none, the confirmation modal and the spec's
 * replies. A candidate who already applied sees the date and the status the company set.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { CandidateApplication } from '../../../shared/contract/applications';
import { ConfirmModal } from '../../components/ConfirmModal';
import { Spinner } from '../../components/Spinner';
import { SelectField } from '../../components/Field';
import { useCandidateApplications } from '../../lib/api/list-candidate-applications';
import { useOwnCvs } from '../../lib/api/list-own-cvs';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { listOrNull } from '../../lib/read-state';
import { useApplyToJob } from './api/apply-to-job';
import type { JobSource, PublicQuestion } from '../../../shared/contract/postings';
import { ApplyExtras, emptyExtras, extrasErrors, extrasPayload } from './ApplyExtras';

const FALLBACK = 'Tu postulación fue enviada, pero hubo un detalle.';

/** The application just sent, as the list will show it once read again. */
const receivedApplication = (CodigoEmpleo: string, Curriculum: number, CurriculumTitulo: string): CandidateApplication => ({
  Postulacion: 0,
  Empleo: 0,
  CodigoEmpleo,
  Titulo: '',
  TipoEmpleoNombre: '',
  EmpresaNombre: '',
  NombreCiudad: '',
  FechaPostulacion: new Date().toISOString(),
  Estado: 1,
  EstadoDescripcion: 'Recibido',
  Curriculum,
  CurriculumTitulo,
  EmpleoCerrado: false,
});

export default function CandidateApply({ codigoEmpleo, preguntas = [], fuente = 'directo' }: { codigoEmpleo: string; preguntas?: PublicQuestion[]; fuente?: JobSource }) {
  // Own lists: a refusal ends the session. A list that cannot load is shown empty.
  const cvList = useOwnCvs('', { signOutOnRefusal: true });
  const applications = useCandidateApplications();
  const [justApplied, setJustApplied] = useState<CandidateApplication | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const apply = useApplyToJob();
  const sending = apply.isPending;
  const [extras, setExtras] = useState(emptyExtras);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = { ...extrasErrors(preguntas, extras), ...serverErrors };

  const cvs = applications.isPending ? null : listOrNull(cvList);
  const applied = justApplied ?? applications.data?.find((a) => a.CodigoEmpleo === codigoEmpleo) ?? null;
  // One paid CV: chosen for the candidate until they pick another.
  const paid = cvs?.filter((c) => c.Pagado === 1) ?? [];
  const chosen = picked ?? (paid.length === 1 ? String(paid[0].Curriculum) : '');

  function send() {
    if (Object.keys(errors).length) {
      setShowErrors(true);
      return notify('Revisa tus respuestas antes de enviar la postulación.', 'error');
    }
    apply.mutate(
      { tnCurriculum: Number(chosen), tcCodigoEmpleo: codigoEmpleo, ...extrasPayload(preguntas, extras), tcFuente: fuente },
      {
        onSuccess: () => {
          setConfirming(false);
          notify('¡Postulación exitosa!', 'success');
          // Shown at once, before the list is read again.
          setJustApplied(receivedApplication(codigoEmpleo, Number(chosen), cvs?.find((c) => String(c.Curriculum) === chosen)?.Titulo ?? ''));
        },
        onError: (err) => {
          // Refused answers stay in the open form, each under its question.
          if (err instanceof ApiError && err.errores && Object.keys(err.errores).length) {
            setServerErrors(
              Object.fromEntries(Object.entries(err.errores).map(([k, m]) => [k.startsWith('taRespuestas.') ? `respuesta.${k.split('.')[1]}` : k === 'tcCarta' ? 'carta' : k === 'tnPretension' ? 'pretension' : k, m])),
            );
            setShowErrors(true);
            return notify(err.message || FALLBACK, 'error');
          }
          setConfirming(false);
          notify((err instanceof ApiError && err.message) || FALLBACK, 'error');
        },
      },
    );
  }

  const { hash } = useLocation();
  const ready = cvs !== null;
  useEffect(() => {
    // Back from login or registration (…#postular): the application goes on where it was left,
    // in view even on a phone where the block sits below the job.
    if (ready && hash === '#postular') document.getElementById('postular')?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);

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
      <SelectField
        label="Elige el currículum para postular"
        value={chosen}
        onChange={(e) => setPicked(e.target.value)}
        placeholder="Selecciona un currículum"
        options={cvs.map((c) => ({ id: c.Curriculum, nombre: `${c.Titulo}${c.Pagado === 1 ? '' : ' (pendiente de pago)'}` }))}
      />
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
      <ConfirmModal title="Postular" open={confirming} onClose={() => setConfirming(false)} busy={sending} onConfirm={send} confirmLabel={sending ? 'Enviando...' : 'Sí, quiero postular'}>
        <p>¿Deseas postular a este empleo?</p>
        {selected && <p className="muted">Postularás con “{selected.Titulo}”.</p>}
        <ApplyExtras
          preguntas={preguntas}
          values={extras}
          onChange={(v) => {
            setExtras(v);
            setServerErrors({});
          }}
          errors={errors}
          showErrors={showErrors}
        />
      </ConfirmModal>
    </div>
  );
}
