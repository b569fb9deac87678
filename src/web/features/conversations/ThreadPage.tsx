/**
 * /mensajes/:postulacion: the thread of one application (issue 40), for its candidate and for the
 * company. Opening it marks the other side's messages read; the company may start from one of its
 * reply templates, filled in with the candidate's name and the job, and edit it before sending.
 */
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { CONVERSATION_LIMITS, fillReplyTemplate, type Thread, type ThreadMessage } from '../../../shared/contract/conversations';
import { Breadcrumb } from '../../components/Breadcrumb';
import { SelectField, TextArea } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { MessageText } from './MessageText';
import { dateTime } from './dates';
import { useReplyTemplates, useSendMessage, useThread } from './api/conversations';
import './conversations.css';

/** `from`: who the author speaks for, as the other side reads it (the company beside its recruiter's name). */
function Message({ m, mine, from }: { m: ThreadMessage; mine: boolean; from: string }) {
  return (
    <li className={`thread-message${mine ? ' mine' : ''}`}>
      <header>
        <strong>{mine ? `Tú (${m.Autor})` : from && from !== m.Autor ? `${m.Autor} · ${from}` : m.Autor}</strong>
        <time dateTime={m.Fecha} className="muted">
          {dateTime(m.Fecha)}
        </time>
      </header>
      <MessageText text={m.Texto} />
      {mine && <footer className="muted">{m.Leido ? 'Leído' : 'Enviado'}</footer>}
    </li>
  );
}

function TemplatePicker({ thread, onPick }: { thread: Thread; onPick: (text: string) => void }) {
  const templates = useReplyTemplates(true);
  const [picked, setPicked] = useState('');
  const list = templates.data ?? [];
  return (
    <div className="stack">
      {list.length > 0 ? (
        <SelectField
          id="plantilla-respuesta"
          label="Usar una plantilla de respuesta"
          value={picked}
          placeholder="Elige una plantilla"
          options={list.map((t) => ({ id: t.Plantilla, nombre: t.Titulo }))}
          onChange={(e) => {
            setPicked(e.target.value);
            const tpl = list.find((t) => String(t.Plantilla) === e.target.value);
            if (tpl) onPick(fillReplyTemplate(tpl.Cuerpo, { nombre: thread.CandidatoNombre, empleo: thread.Empleo }));
          }}
        />
      ) : (
        templates.isSuccess && <p className="muted small">Aún no tienes plantillas de respuesta.</p>
      )}
      <p className="small">
        <Link to="/plantillas-respuesta">Administrar plantillas de respuesta</Link>
      </p>
    </div>
  );
}

function ReplyForm({ thread }: { thread: Thread }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(thread.Postulacion);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (!body) return setError('Escribe el mensaje.');
    if (body.length > CONVERSATION_LIMITS.message) return setError(`El mensaje puede tener hasta ${CONVERSATION_LIMITS.message} caracteres.`);
    setError(null);
    send.mutate(body, {
      onSuccess: (r) => {
        setText('');
        notify(r.message, 'success');
      },
      onError: (err) => {
        const said = err instanceof ApiError ? (err.errores?.tcMensaje ?? err.message) : 'No se pudo enviar el mensaje. Revisa tu conexión e inténtalo de nuevo.';
        setError(said);
      },
    });
  };
  return (
    <form className="reply-form card" onSubmit={submit} noValidate>
      <h2 className="h3">Responder</h2>
      {thread.MiLado === 'empresa' && <TemplatePicker thread={thread} onPick={setText} />}
      <TextArea id="mensaje" label="Tu mensaje" value={text} limit={CONVERSATION_LIMITS.message} error={error} onChange={(e) => setText(e.target.value)} />
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={send.isPending}>
          {send.isPending ? 'Enviando...' : 'Enviar mensaje'}
        </button>
      </div>
      <p className="muted small">La otra parte recibe un aviso por correo. Las direcciones web se muestran como enlaces.</p>
    </form>
  );
}

export default function ThreadPage() {
  const postulacion = Number(useParams().postulacion);
  const thread = useThread(postulacion);
  const t = thread.data;
  useDocumentMeta(t ? `Mensajes: ${t.Empleo} | Chamba` : 'Mensajes | Chamba');
  if (thread.isPending) return <Spinner label="Cargando mensajes..." />;
  if (!t)
    return (
      <div className="stack">
        <h1>Mensajes</h1>
        <p className="alert alert-error" role="alert">
          {thread.error instanceof ApiError ? thread.error.message : 'No se pudieron cargar los mensajes.'}
        </p>
        <p>
          <Link to="/mensajes">Volver a mis mensajes</Link>
        </p>
      </div>
    );
  const other = t.MiLado === 'candidato' ? t.Empresa : t.Candidato;
  return (
    <div className="stack">
      <Breadcrumb trail={[['/Dashboard', 'Dashboard'], ['/mensajes', 'Mensajes']]} current={t.Empleo} />
      <h1>Mensajes: {t.Empleo}</h1>
      <p className="muted">Conversación con {other} sobre la postulación a «{t.Empleo}».</p>
      {t.Mensajes.length === 0 ? (
        <p className="card muted">Aún no hay mensajes. Escribe el primero.</p>
      ) : (
        <ol className="thread" aria-label="Mensajes de la conversación">
          {t.Mensajes.map((m) => (
            <Message key={m.Mensaje} m={m} mine={m.Lado === t.MiLado} from={m.Lado === 'empresa' ? t.Empresa : ''} />
          ))}
        </ol>
      )}
      {t.Abierta ? (
        <ReplyForm thread={t} />
      ) : (
        <p className="alert alert-warning" role="status">
          Esta conversación está cerrada: el empleo se cerró o la otra parte eliminó su cuenta.
        </p>
      )}
    </div>
  );
}
