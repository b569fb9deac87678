/**
 * The interview of one applicant (issue 40), on the company's applicant card: "Proponer entrevista"
 * (1-5 times typed as La Paz time, duration, place or link, notes), then the proposed or confirmed
 * time with "Reprogramar" and "Cancelar entrevista".
 */
import { useState, type FormEvent } from 'react';
import type { Applicant } from '../../../shared/contract/hiring';
import { INTERVIEW_LIMITS, laPazLocalToIso, type InterviewItem } from '../../../shared/contract/interviews';
import { CancelInterviewButton } from '../../components/CancelInterviewButton';
import { ConfirmModal } from '../../components/ConfirmModal';
import { SelectField, TextArea, TextField } from '../../components/Field';
import { ApiError } from '../../lib/api-client';
import { useProposeInterview, useRescheduleInterview, useUpcomingInterviews } from '../../lib/api/interviews';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';

const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240].map((m) => ({ id: m, nombre: m < 60 ? `${m} minutos` : `${m / 60} ${m === 60 ? 'hora' : 'horas'}`.replace('1.5 horas', '1 hora y media') }));
const OPEN_STATES = [1, 2, 3];

const errorsOf = (err: unknown) => (err instanceof ApiError && err.errores ? err.errores : {});

export function InterviewActions({ a }: { a: Applicant }) {
  // Staff see applicants too, but interviews are the company's own.
  const list = useUpcomingInterviews(useSession().role === 'empresa');
  const interview = list.data?.find((i) => i.Postulacion === a.Postulacion);
  const [proposing, setProposing] = useState(false);
  if (interview) return <InterviewSummary interview={interview} />;
  if (!OPEN_STATES.includes(a.Estado) || !list.data) return null;
  return (
    <div className="row interview-actions">
      <button type="button" className="btn btn-primary btn-small" onClick={() => setProposing(true)}>
        Proponer entrevista
      </button>
      <ProposeDialog a={a} open={proposing} onClose={() => setProposing(false)} />
    </div>
  );
}

function InterviewSummary({ interview: i }: { interview: InterviewItem }) {
  const [moving, setMoving] = useState(false);
  return (
    <div className="interview-summary" role="group" aria-label="Entrevista">
      {i.Estado === 'confirmada' ? (
        <p>
          <strong>Entrevista confirmada:</strong> {i.InicioTexto} · {i.Duracion} min · {i.Enlace || i.Lugar}
        </p>
      ) : (
        <>
          <p>
            <strong>Entrevista propuesta:</strong> esperando que {i.Candidato} elija un horario.
          </p>
          <ul className="small">
            {i.HorariosTexto.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </>
      )}
      <div className="row">
        {i.Estado === 'confirmada' && (
          <button type="button" className="btn btn-light btn-small" onClick={() => setMoving(true)}>
            Reprogramar
          </button>
        )}
        <CancelInterviewButton interview={i} other={i.Candidato} />
      </div>
      {moving && <RescheduleDialog interview={i} onClose={() => setMoving(false)} />}
    </div>
  );
}

function ProposeDialog({ a, open, onClose }: { a: Applicant; open: boolean; onClose: () => void }) {
  const [times, setTimes] = useState<string[]>(['']);
  const [duracion, setDuracion] = useState(45);
  const [online, setOnline] = useState(false);
  const [lugar, setLugar] = useState('');
  const [enlace, setEnlace] = useState('');
  const [notas, setNotas] = useState('');
  const propose = useProposeInterview();
  const errores = errorsOf(propose.error);
  const setTime = (n: number, v: string) => setTimes((list) => list.map((t, k) => (k === n ? v : t)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    propose.mutate(
      {
        tnPostulacion: a.Postulacion,
        taHorarios: times.filter(Boolean).map(laPazLocalToIso),
        tnDuracion: duracion,
        tcLugar: online ? '' : lugar,
        tcEnlace: online ? enlace : '',
        tcNotas: notas,
      },
      {
        onSuccess: () => {
          onClose();
          notify('Propusimos los horarios al candidato. Te avisaremos cuando elija uno.', 'success');
        },
      },
    );
  };
  const formId = `proponer-${a.Postulacion}`;
  return (
    <ConfirmModal
      title={`Proponer entrevista a ${a.Nombre}`}
      open={open}
      onClose={onClose}
      actions={
        <button type="submit" form={formId} className="btn btn-primary" disabled={propose.isPending}>
          {propose.isPending ? 'Enviando...' : 'Enviar propuesta'}
        </button>
      }
    >
      <form id={formId} className="stack interview-form" onSubmit={submit} noValidate>
        <fieldset>
          <legend>Horarios (hora de Bolivia), de 1 a {INTERVIEW_LIMITS.maxTimes}</legend>
          {times.map((t, n) => (
            <div key={n} className="row interview-time">
              <TextField id={`${formId}-h${n}`} data-autofocus={n === 0 ? true : undefined} label={`Horario ${n + 1}`} type="datetime-local" value={t} onChange={(e) => setTime(n, e.target.value)} />
              {times.length > 1 && (
                <button type="button" className="btn btn-light btn-small" aria-label={`Quitar horario ${n + 1}`} onClick={() => setTimes((list) => list.filter((_, k) => k !== n))}>
                  Quitar
                </button>
              )}
            </div>
          ))}
          {errores.taHorarios && <p className="field-error" role="alert">{errores.taHorarios}</p>}
          {times.length < INTERVIEW_LIMITS.maxTimes && (
            <button type="button" className="btn btn-light btn-small" onClick={() => setTimes((list) => [...list, ''])}>
              Agregar otro horario
            </button>
          )}
        </fieldset>
        <SelectField id={`${formId}-duracion`} label="Duración" value={duracion} onChange={(e) => setDuracion(Number(e.target.value))} options={DURATIONS} />
        <fieldset className="message-choice">
          <legend>Modalidad</legend>
          <label className="radio">
            <input type="radio" name={`${formId}-modo`} checked={!online} onChange={() => setOnline(false)} /> Presencial
          </label>
          <label className="radio">
            <input type="radio" name={`${formId}-modo`} checked={online} onChange={() => setOnline(true)} /> En línea (videollamada)
          </label>
        </fieldset>
        {online ? (
          <TextField id={`${formId}-enlace`} label="Enlace de la videollamada (https://...)" type="url" value={enlace} limit={INTERVIEW_LIMITS.link} error={errores.tcEnlace ?? errores.tcLugar} onChange={(e) => setEnlace(e.target.value)} />
        ) : (
          <TextField id={`${formId}-lugar`} label="Lugar (dirección)" value={lugar} limit={INTERVIEW_LIMITS.place} error={errores.tcLugar} onChange={(e) => setLugar(e.target.value)} />
        )}
        <TextArea id={`${formId}-notas`} label="Notas para el candidato (opcional)" rows={3} value={notas} limit={INTERVIEW_LIMITS.notes} error={errores.tcNotas} onChange={(e) => setNotas(e.target.value)} />
        {propose.error && !Object.keys(errores).length && <p className="field-error" role="alert">{propose.error.message}</p>}
      </form>
    </ConfirmModal>
  );
}

function RescheduleDialog({ interview, onClose }: { interview: InterviewItem; onClose: () => void }) {
  const [time, setTime] = useState('');
  const [motivo, setMotivo] = useState('');
  const move = useRescheduleInterview();
  const errores = errorsOf(move.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    move.mutate(
      { tnEntrevista: interview.Entrevista, tcHorario: time ? laPazLocalToIso(time) : '', tcMotivo: motivo },
      {
        onSuccess: () => {
          onClose();
          notify('Entrevista reprogramada. Enviamos la invitación actualizada a ambos.', 'success');
        },
      },
    );
  };
  const formId = `reprogramar-${interview.Entrevista}`;
  return (
    <ConfirmModal
      title="Reprogramar entrevista"
      open
      onClose={onClose}
      cancelLabel="Volver"
      actions={
        <button type="submit" form={formId} className="btn btn-primary" disabled={move.isPending || !time}>
          Reprogramar
        </button>
      }
    >
      <form id={formId} className="stack" onSubmit={submit} noValidate>
        <p>Ahora: {interview.InicioTexto}</p>
        <TextField id={`${formId}-h`} data-autofocus label="Nuevo horario (hora de Bolivia)" type="datetime-local" value={time} error={errores.tcHorario} onChange={(e) => setTime(e.target.value)} />
        <TextArea id={`${formId}-motivo`} label="Motivo del cambio (opcional)" rows={2} value={motivo} limit={INTERVIEW_LIMITS.reason} onChange={(e) => setMotivo(e.target.value)} />
        {move.error && !Object.keys(errores).length && <p className="field-error" role="alert">{move.error.message}</p>}
      </form>
    </ConfirmModal>
  );
}
