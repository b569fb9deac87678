/**
 * /plantillas-respuesta: the company's reply templates (issue 40). {nombre} and {empleo} are
 * filled in with the candidate's first name and the job when one is used in a thread.
 */
import { useState, type FormEvent } from 'react';
import { CONVERSATION_LIMITS, type ReplyTemplate } from '../../../shared/contract/conversations';
import { Breadcrumb } from '../../components/Breadcrumb';
import { TextArea, TextField } from '../../components/Field';
import { QueryStatus } from '../../components/QueryStatus';
import { ApiError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { useDeleteReplyTemplate, useReplyTemplates, useSaveReplyTemplate } from './api/conversations';
import './conversations.css';

const failed = (fallback: string) => (err: unknown) => notify(err instanceof ApiError ? err.message : fallback, 'error');

function TemplateForm({ tpl, onDone }: { tpl?: ReplyTemplate; onDone?: () => void }) {
  const [titulo, setTitulo] = useState(tpl?.Titulo ?? '');
  const [cuerpo, setCuerpo] = useState(tpl?.Cuerpo ?? '');
  const save = useSaveReplyTemplate();
  const remove = useDeleteReplyTemplate();
  const id = tpl ? `plantilla-${tpl.Plantilla}` : 'plantilla-nueva';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { ...(tpl ? { tnPlantilla: tpl.Plantilla } : {}), tcTitulo: titulo, tcCuerpo: cuerpo },
      {
        onSuccess: (r) => {
          notify(r.message, 'success');
          if (!tpl) {
            setTitulo('');
            setCuerpo('');
          }
          onDone?.();
        },
        onError: failed('No se pudo guardar la plantilla.'),
      },
    );
  };
  return (
    <form className="card reply-template" onSubmit={submit} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className="h3">
        {tpl ? tpl.Titulo : 'Nueva plantilla'}
      </h2>
      <TextField id={`${id}-nombre`} label="Nombre de la plantilla" value={titulo} limit={CONVERSATION_LIMITS.templateTitle} onChange={(e) => setTitulo(e.target.value)} required />
      <TextArea id={`${id}-texto`} label="Texto" value={cuerpo} limit={CONVERSATION_LIMITS.templateBody} rows={5} onChange={(e) => setCuerpo(e.target.value)} required />
      <div className="row">
        <button type="submit" className="btn btn-primary btn-small" disabled={save.isPending || !titulo.trim() || !cuerpo.trim()}>
          {tpl ? 'Guardar cambios' : 'Crear plantilla'}
        </button>
        {tpl && (
          <button
            type="button"
            className="btn btn-light btn-small"
            disabled={remove.isPending}
            onClick={() => remove.mutate(tpl.Plantilla, { onSuccess: (r) => notify(r.message, 'success'), onError: failed('No se pudo eliminar la plantilla.') })}
          >
            Eliminar plantilla
          </button>
        )}
      </div>
    </form>
  );
}

export default function ReplyTemplatesPage() {
  useDocumentMeta('Plantillas de respuesta | Chamba');
  const templates = useReplyTemplates(true);
  return (
    <div className="stack">
      <Breadcrumb trail={[['/Dashboard', 'Dashboard'], ['/mensajes', 'Mensajes']]} current="Plantillas de respuesta" />
      <h1>Plantillas de respuesta</h1>
      <p className="muted">
        Textos listos para responder a los candidatos. Al usarlos en una conversación, <code>{'{nombre}'}</code> se cambia por el nombre del candidato y <code>{'{empleo}'}</code> por el
        empleo; puedes editar el mensaje antes de enviarlo.
      </p>
      <TemplateForm />
      <QueryStatus query={templates} loading="Cargando plantillas..." failed="No se pudieron cargar las plantillas." />
      {templates.data?.map((t) => <TemplateForm key={`${t.Plantilla}-${t.Titulo}-${t.Cuerpo}`} tpl={t} />)}
    </div>
  );
}
