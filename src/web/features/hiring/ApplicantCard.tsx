import { useState, type FormEvent } from 'react';
import { MessagesLink } from '../../components/MessagesLink';
import { Options } from '../../components/Field';
import { APPLICATION_STATES, WITHDRAWN_STATE } from '../../../shared/catalog';
import type { Applicant } from '../../../shared/contract/hiring';
import { PIPELINE_LIMITS, REJECTED_STATE, REJECTION_REASONS } from '../../../shared/contract/pipeline';
import { ApiError } from '../../lib/api-client';
import { formatDate, whatsappLink } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useAddNote, useDownloadCv, useHistory, useRate, useRevealCompany, useTag } from './api/pipeline';
import { ConfirmModal } from '../../components/ConfirmModal';
import { CvViewer } from './CvViewer';
import { ApplicantScreening } from './ApplicantScreening';
import { InterviewActions } from './InterviewActions';
import { dateTime, timeOfDay } from './dates';

export type Job = { Empleo: number; CodigoEmpleo: string; Titulo: string; EmpresaNombre: string };

const statusBadge = (estado: number) => ({ 1: 'badge', 2: 'badge-brand', 3: 'badge-warning', 4: 'badge-danger', 5: 'badge-success' })[estado] ?? 'badge';
const rejectionLabel = (id: number) => REJECTION_REASONS.find((r) => r.id === id)?.nombre ?? '';
const stateName = (estado: number) => APPLICATION_STATES.find((s) => s.id === estado)?.nombre ?? '';
const withdrawn = (a: Applicant) => a.Estado === WITHDRAWN_STATE.id;

export const failed = (fallback: string) => (err: unknown) => notify(err instanceof ApiError || err instanceof Error ? err.message || fallback : fallback, 'error');

function greeting(a: Applicant, job: Job) {
  // A confidential job whose name this applicant was not told keeps it out of the greeting too (issue 39).
  if (a.EmpresaRevelada === false) return `Hola ${a.Nombre}, te escribimos por tu postulación al empleo "${job.Titulo}" en Chamba y queremos conversar contigo.`;
  return `Hola ${a.Nombre}, te saludamos de ${job.EmpresaNombre}. Recibimos tu postulación al empleo "${job.Titulo}" en Chamba y queremos conversar contigo.`;
}

function Rating({ a, code }: { a: Applicant; code: string }) {
  const rate = useRate(code);
  const set = (n: number) => rate.mutate({ tnPostulacion: a.Postulacion, tnCalificacion: n }, { onError: failed('No se pudo guardar la calificación.') });
  return (
    <div className="rating" role="group" aria-label={`Calificación de ${a.Nombre}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          className={`star${(a.Calificacion ?? 0) >= n ? ' on' : ''}`}
          aria-label={`Calificar con ${n} de 5`}
          aria-pressed={a.Calificacion === n}
          disabled={rate.isPending}
          onClick={() => set(a.Calificacion === n ? 0 : n)}
        >
          ★
        </button>
      ))}
      <span className="muted small">{a.Calificacion ? `${a.Calificacion} de 5` : 'Sin calificar'}</span>
    </div>
  );
}

function Tags({ a, code }: { a: Applicant; code: string }) {
  const tag = useTag(code);
  const [text, setText] = useState('');
  const add = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!value) return;
    tag.mutate({ taPostulaciones: [a.Postulacion], taAgregar: [value] }, { onSuccess: () => setText(''), onError: failed('No se pudo agregar la etiqueta.') });
  };
  const inputId = `etiqueta-${a.Postulacion}`;
  return (
    <div className="tags">
      {a.Etiquetas.length > 0 && (
        <ul className="tag-list" aria-label="Etiquetas">
          {a.Etiquetas.map((t) => (
            <li key={t} className="tag">
              {t}
              <button type="button" aria-label={`Quitar etiqueta ${t}`} disabled={tag.isPending} onClick={() => tag.mutate({ taPostulaciones: [a.Postulacion], taQuitar: [t] }, { onError: failed('No se pudo quitar la etiqueta.') })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {a.Etiquetas.length < PIPELINE_LIMITS.tags && (
        <form className="tag-add" onSubmit={add}>
          <label htmlFor={inputId} className="visually-hidden">
            Nueva etiqueta para {a.Nombre}
          </label>
          <input id={inputId} value={text} maxLength={PIPELINE_LIMITS.tag} placeholder="Nueva etiqueta" onChange={(e) => setText(e.target.value)} />
          <button type="submit" className="btn btn-light btn-small" disabled={tag.isPending || !text.trim()}>
            Agregar etiqueta
          </button>
        </form>
      )}
    </div>
  );
}

function Notes({ a, code }: { a: Applicant; code: string }) {
  const addNote = useAddNote(code);
  const [text, setText] = useState('');
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    addNote.mutate({ tnPostulacion: a.Postulacion, tcNota: text }, { onSuccess: () => setText(''), onError: failed('No se pudo guardar la nota.') });
  };
  const id = `nota-${a.Postulacion}`;
  return (
    <details className="pipeline-section">
      <summary>Notas privadas ({a.Notas.length})</summary>
      {a.Notas.length > 0 && (
        <ul className="notes">
          {a.Notas.map((n) => (
            <li key={n.Nota}>
              <p className="note-text">{n.Texto}</p>
              <p className="muted small">
                por {n.Autor} · {dateTime(n.Fecha)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={save} className="note-form">
        <label htmlFor={id}>Nueva nota (solo la ve tu empresa)</label>
        <textarea id={id} rows={3} value={text} maxLength={PIPELINE_LIMITS.note} onChange={(e) => setText(e.target.value)} />
        <div className="spread">
          <span className="muted small">
            {text.length} / {PIPELINE_LIMITS.note}
          </span>
          <button type="submit" className="btn btn-primary btn-small" disabled={addNote.isPending || !text.trim()}>
            Guardar nota
          </button>
        </div>
      </form>
    </details>
  );
}

function History({ a }: { a: Applicant }) {
  const [open, setOpen] = useState(false);
  const history = useHistory(a.Postulacion, open);
  return (
    <details className="pipeline-section" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>Historial</summary>
      {history.isPending && open && <p className="muted small">Cargando historial...</p>}
      {history.isError && <p className="text-danger small">No se pudo cargar el historial.</p>}
      {history.data && (
        <ol className="history">
          {history.data.length === 0 && <li className="muted small">Sin acciones registradas todavía.</li>}
          {history.data.map((e, i) => (
            <li key={i}>
              <span>{e.Descripcion}</span>
              <span className="muted small">
                por {e.Autor} · {dateTime(e.Fecha)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

/**
 * Issue 39: on a confidential job, «Revelar nuestro nombre» (asked first) tells this applicant the
 * company's name (their applications, messages and interviews show it from then on, and a mail says so).
 */
function RevealCompany({ a, code, company }: { a: Applicant; code: string; company: string }) {
  const [asking, setAsking] = useState(false);
  const reveal = useRevealCompany(code);
  if (a.EmpresaRevelada === undefined) return null;
  if (a.EmpresaRevelada)
    return (
      <p className="reveal-note small" role="status">
        <span aria-hidden="true">✔</span> {a.Nombre} ya conoce el nombre de tu empresa.
      </p>
    );
  return (
    <div className="reveal-company">
      <p className="muted small">Empleo confidencial: {a.Nombre} ve «Empresa confidencial», no el nombre de tu empresa.</p>
      <button type="button" className="btn btn-light btn-small" onClick={() => setAsking(true)} aria-label={`Revelar nuestro nombre a ${a.Nombre}`}>
        Revelar nuestro nombre
      </button>
      <ConfirmModal
        title="Revelar nuestro nombre"
        open={asking}
        onClose={() => setAsking(false)}
        busy={reveal.isPending}
        cancelDisabled={reveal.isPending}
        confirmLabel={reveal.isPending ? 'Revelando...' : 'Sí, revelar'}
        onConfirm={() =>
          reveal.mutate(a.Postulacion, {
            // The card says so at once (role status); no second dialog.
            onSuccess: () => setAsking(false),
            onError: failed('No se pudo revelar el nombre de tu empresa.'),
          })
        }
      >
        <p>
          {a.Nombre} verá que esta oferta es de {company || 'tu empresa'} en sus postulaciones, mensajes y entrevistas, y le avisaremos por correo. Los demás postulantes y el público siguen viendo «Empresa confidencial». No se puede deshacer.
        </p>
      </ConfirmModal>
    </div>
  );
}

type Props = {
  a: Applicant;
  job: Job;
  code: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  /** A state picked in the card's select: the page applies it (Rechazado asks first). */
  onChangeState: (estado: number) => void;
  busy: boolean;
};

export function ApplicantCard({ a, job, code, selected, onSelect, onChangeState, busy }: Props) {
  const [viewing, setViewing] = useState(false);
  const download = useDownloadCv();
  const selectId = `estado-${a.Postulacion}`;
  return (
    <li className={`applicant-card card${selected ? ' selected' : ''}`}>
      <div className="applicant-head">
        <input type="checkbox" className="applicant-check" checked={selected} onChange={(e) => onSelect(e.target.checked)} aria-label={`Seleccionar a ${a.Nombre}`} />
        <div className="applicant-who">
          <p className="applicant-profession">{a.Profesion || 'Sin profesión registrada'}</p>
          <h2 className="applicant-name">{a.Nombre}</h2>
          <p className="muted small">
            Postuló el {formatDate(a.FechaPostulacion)} con “{a.CurriculumTitulo}”
          </p>
        </div>
        <div className="applicant-badges">
          <span className={`badge ${statusBadge(a.Estado)}`}>{a.EstadoDescripcion}</span>
          {a.EstadoPor && <span className="muted small applicant-state-by">por {a.EstadoPor}</span>}
          {a.Nuevo && <span className="badge badge-brand">Nuevo</span>}
        </div>
      </div>
      <div className="comparison">
        {a.Puntaje != null && (
          <p>
            <strong>Puntaje del CV:</strong> {a.Puntaje} / 100
          </p>
        )}
        <p>
          <strong>Habilidades:</strong> {a.ComparacionHabilidades}
        </p>
        {(a.HabilidadesCoinciden.length > 0 || a.HabilidadesFaltan.length > 0) && (
          <ul className="skill-compare" aria-label="Comparación de habilidades">
            {a.HabilidadesCoinciden.map((s) => (
              <li key={s} className="badge badge-success">
                ✓ {s}
              </li>
            ))}
            {a.HabilidadesFaltan.map((s) => (
              <li key={s} className="badge badge-danger">
                ✗ {s}
              </li>
            ))}
          </ul>
        )}
        <p>
          <strong>Experiencia:</strong> <span className={a.CumpleExperiencia ? 'text-success' : 'text-danger'}>{a.ComparacionExperiencia}</span>
        </p>
        {a.Estado === REJECTED_STATE && (a.MotivoRechazo || a.MotivoRechazoId) && (
          <p>
            <strong>Motivo del rechazo:</strong> {[a.MotivoRechazoId ? rejectionLabel(a.MotivoRechazoId) : '', a.MotivoRechazo].filter(Boolean).join('. ')}
          </p>
        )}
        {a.MensajePendiente && (
          <p className="pending-message small">
            Mensaje «{stateName(a.MensajePendiente.Estado)}» al candidato programado para las {timeOfDay(a.MensajePendiente.Envio)}: se cancela si vuelves al estado anterior antes.
          </p>
        )}
      </div>
      <ApplicantScreening a={a} />
      <InterviewActions a={a} />
      <RevealCompany a={a} code={code} company={job.EmpresaNombre} />
      <Rating a={a} code={code} />
      <Tags a={a} code={code} />
      <div className="row applicant-actions">
        <button type="button" className="btn btn-light btn-small" onClick={() => setViewing(true)} disabled={!a.html}>
          Ver CV
        </button>
        <button
          type="button"
          className="btn btn-light btn-small"
          disabled={download.isPending}
          onClick={() => download.mutate({ postulacion: a.Postulacion, name: a.Nombre }, { onError: failed('No se pudo descargar el currículum.') })}
        >
          {download.isPending ? 'Descargando...' : 'Descargar CV'}
        </button>
        {a.Telefono ? (
          <a className="btn btn-whatsapp btn-small" href={whatsappLink(a.Telefono, greeting(a, job))} target="_blank" rel="noopener noreferrer">
            contactar postulante
          </a>
        ) : (
          <span className="muted small">Sin teléfono para contactar</span>
        )}
        <MessagesLink postulacion={a.Postulacion} with={a.Nombre} />
        {withdrawn(a) ? (
          <p className="status-select muted small">El candidato retiró su postulación: su estado ya no se puede cambiar.</p>
        ) : (
          <div className="status-select">
            <label htmlFor={selectId}>Estado de la postulación</label>
            <select id={selectId} value={a.Estado} disabled={busy} onChange={(e) => onChangeState(Number(e.target.value))}>
              <Options options={APPLICATION_STATES} />
            </select>
          </div>
        )}
      </div>
      <Notes a={a} code={code} />
      <History a={a} />
      <CvViewer open={viewing} onClose={() => setViewing(false)} name={a.Nombre} html={a.html} />
    </li>
  );
}
