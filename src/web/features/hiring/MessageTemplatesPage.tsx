import { useState } from 'react';
import { PIPELINE_LIMITS, type StatusTemplate } from '../../../shared/contract/pipeline';
import { QueryStatus } from '../../components/QueryStatus';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { useUndoWindowText } from '../../lib/api/get-settings';
import { useSaveTemplate, useStatusTemplates } from './api/pipeline';
import { failed } from './ApplicantCard';
import './hiring.css';
import './pipeline.css';
import { Breadcrumb } from '../../components/Breadcrumb';
import { CountedField } from './CountedField';

function TemplateForm({ tpl }: { tpl: StatusTemplate }) {
  const [asunto, setAsunto] = useState(tpl.Asunto);
  const [cuerpo, setCuerpo] = useState(tpl.Cuerpo);
  const save = useSaveTemplate();
  const id = `plantilla-${tpl.Estado}`;
  const submit = (reset: boolean) =>
    save.mutate(
      { tnEstado: tpl.Estado, tcAsunto: asunto, tcCuerpo: cuerpo, tlRestablecer: reset },
      {
        onSuccess: (r) => {
          if (r.values) {
            setAsunto(r.values.Asunto);
            setCuerpo(r.values.Cuerpo);
          }
          notify(r.message, 'success');
        },
        onError: failed('No se pudo guardar la plantilla.'),
      },
    );
  return (
    <section className="card template-card" aria-labelledby={`${id}-titulo`}>
      <div className="spread">
        <h2 id={`${id}-titulo`} className="h3">
          {tpl.EstadoNombre}
        </h2>
        <span className={`badge ${tpl.Personalizada ? 'badge-brand' : ''}`}>{tpl.Personalizada ? 'Texto propio' : 'Texto por defecto'}</span>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit(false);
        }}
      >
        <CountedField id={`${id}-asunto`} label="Asunto" used={asunto.length} limit={PIPELINE_LIMITS.subject}>
          <input id={`${id}-asunto`} value={asunto} maxLength={PIPELINE_LIMITS.subject} onChange={(e) => setAsunto(e.target.value)} required />
        </CountedField>
        <CountedField id={`${id}-cuerpo`} label="Mensaje" used={cuerpo.length} limit={PIPELINE_LIMITS.body}>
          <textarea id={`${id}-cuerpo`} value={cuerpo} maxLength={PIPELINE_LIMITS.body} onChange={(e) => setCuerpo(e.target.value)} required />
        </CountedField>
        <div className="row">
          <button type="submit" className="btn btn-primary btn-small" disabled={save.isPending || !asunto.trim() || !cuerpo.trim()}>
            Guardar plantilla
          </button>
          {tpl.Personalizada && (
            <button type="button" className="btn btn-light btn-small" disabled={save.isPending} onClick={() => submit(true)}>
              Restablecer texto por defecto
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** /plantillas-mensajes: the company's wording of the message each pipeline state sends. */
export default function MessageTemplatesPage() {
  useDocumentMeta('Mensajes a candidatos | Chamba');
  const templates = useStatusTemplates();
  const undoWindow = useUndoWindowText();
  return (
    <div className="stack">
      <Breadcrumb trail={[['/Dashboard', 'Dashboard']]} current="Mensajes a candidatos" />
      <h1>Mensajes a candidatos</h1>
      <p className="muted">
        Cuando cambias el estado de una postulación, el candidato recibe el mensaje de ese estado {undoWindow} después; si vuelves al estado anterior antes, no se envía nada. Puedes usar{' '}
        <code>{'{nombre}'}</code>, <code>{'{empleo}'}</code>, <code>{'{empresa}'}</code> y, en el rechazo, <code>{'{motivo}'}</code>. Chamba agrega al final el enlace a sus postulaciones.
      </p>
      <QueryStatus query={templates} loading="Cargando plantillas..." failed="No se pudieron cargar las plantillas." />
      {templates.data?.map((t) => <TemplateForm key={`${t.Estado}-${t.Personalizada}-${t.Asunto}`} tpl={t} />)}
    </div>
  );
}
