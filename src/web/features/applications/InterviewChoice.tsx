/**
 * The interview the company proposed for one of the candidate's applications (issue 40): the
 * proposed times as radio choices with "Confirmar horario", or the confirmed one; and "Cancelar
 * entrevista" with a reason.
 */
import { useState, type FormEvent } from 'react';
import type { InterviewItem } from '../../../shared/contract/interviews';
import { CancelInterviewButton } from '../../components/CancelInterviewButton';
import { useChooseTime, useUpcomingInterviews } from '../../lib/api/interviews';
import { notify } from '../../lib/notify';

export function InterviewChoice({ postulacion }: { postulacion: number }) {
  const interview = useUpcomingInterviews().data?.find((i) => i.Postulacion === postulacion);
  if (!interview) return null;
  return (
    <section className="interview-choice" aria-labelledby={`entrevista-${interview.Entrevista}`}>
      <h3 id={`entrevista-${interview.Entrevista}`}>{interview.Estado === 'confirmada' ? 'Entrevista confirmada' : `${interview.Empresa} te propone una entrevista`}</h3>
      {interview.Estado === 'confirmada' ? <Confirmed i={interview} /> : <Choose i={interview} />}
      <CancelInterviewButton interview={interview} other={interview.Empresa} />
    </section>
  );
}

function Where({ i }: { i: InterviewItem }) {
  return (
    <>
      <p className="small">
        Duración: {i.Duracion} minutos ·{' '}
        {i.Enlace ? (
          <>
            Enlace:{' '}
            <a href={i.Enlace} target="_blank" rel="noopener noreferrer">
              {i.Enlace}
            </a>
          </>
        ) : (
          <>Lugar: {i.Lugar}</>
        )}
      </p>
      {i.Notas && <p className="small">Notas: {i.Notas}</p>}
    </>
  );
}

function Confirmed({ i }: { i: InterviewItem }) {
  return (
    <>
      <p>
        <strong>{i.InicioTexto}</strong>
      </p>
      <Where i={i} />
      <p className="muted small">Te enviamos la invitación por correo para agregarla a tu calendario.</p>
    </>
  );
}

function Choose({ i }: { i: InterviewItem }) {
  const [picked, setPicked] = useState('');
  const choose = useChooseTime();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!picked) return;
    choose.mutate(
      { tnEntrevista: i.Entrevista, tcHorario: picked },
      {
        onSuccess: () => notify('Entrevista confirmada. Te enviamos la invitación por correo.', 'success'),
        onError: (err) => notify(err.message || 'No se pudo confirmar el horario.', 'error'),
      },
    );
  };
  return (
    <form onSubmit={submit} className="stack">
      <fieldset className="message-choice">
        <legend>Elige un horario (hora de Bolivia)</legend>
        {i.Horarios.map((h, n) => (
          <label key={h} className="radio">
            <input type="radio" name={`horario-${i.Entrevista}`} value={h} checked={picked === h} onChange={() => setPicked(h)} /> {i.HorariosTexto[n]}
          </label>
        ))}
      </fieldset>
      <Where i={i} />
      <div className="row">
        <button type="submit" className="btn btn-primary btn-small" disabled={!picked || choose.isPending}>
          {choose.isPending ? 'Confirmando...' : 'Confirmar horario'}
        </button>
      </div>
    </form>
  );
}
