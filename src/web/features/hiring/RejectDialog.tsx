import { useState } from 'react';
import { SelectField } from '../../components/Field';
import { Link } from 'react-router';
import { PIPELINE_LIMITS, REJECTED_STATE, REJECTION_REASONS } from '../../../shared/contract/pipeline';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useUndoWindowText } from '../../lib/api/get-settings';
import { useStatusTemplates } from './api/pipeline';
import { CountedField } from './CountedField';

export type RejectChoice = { tnMotivo: number; tcMotivo: string; tnMensaje: number };

type Props = {
  open: boolean;
  /** The applicants being rejected (names for the title and the preview). */
  names: string[];
  jobTitle: string;
  company: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (choice: RejectChoice) => void;
};

/** The reason as the template's {motivo} shows it. */
const reasonLine = (id: number, text: string) => {
  const listed = REJECTION_REASONS.find((r) => r.id === id)?.nombre ?? '';
  const parts = [listed && listed !== 'Otro motivo' ? `${listed}.` : '', text.trim()].filter(Boolean).join(' ');
  return parts ? `Motivo: ${parts}` : '';
};

/** Rechazar: the reason (list and own words) and whether the candidate is told, with it or without. */
export function RejectDialog({ open, names, jobTitle, company, busy, onCancel, onConfirm }: Props) {
  const [motivo, setMotivo] = useState(0);
  const [detalle, setDetalle] = useState('');
  const [mensaje, setMensaje] = useState(1);
  const templates = useStatusTemplates();
  const undoWindow = useUndoWindowText();
  const tpl = templates.data?.find((t) => t.Estado === REJECTED_STATE);
  const needsReason = mensaje === 1 && motivo === 0 && detalle.trim() === '';
  const fill = (text: string) =>
    text
      .replaceAll('{nombre}', names[0]?.split(' ')[0] ?? '')
      .replaceAll('{empleo}', jobTitle)
      .replaceAll('{empresa}', company)
      .replaceAll('{motivo}', mensaje === 1 ? reasonLine(motivo, detalle) : '')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  const title = names.length === 1 ? `Rechazar a ${names[0]}` : `Rechazar a ${names.length} postulantes`;
  return (
    <ConfirmModal
      title={title}
      open={open}
      onClose={onCancel}
      danger
      busy={busy || needsReason}
      onConfirm={() => onConfirm({ tnMotivo: motivo, tcMotivo: detalle.trim(), tnMensaje: mensaje })}
      confirmLabel={busy ? 'Rechazando...' : 'Rechazar'}
    >
      <div className="stack reject-dialog">
        <SelectField id="motivo-rechazo" label="Motivo del rechazo" value={motivo} onChange={(e) => setMotivo(Number(e.target.value))} options={[{ id: 0, nombre: 'Sin motivo de la lista' }, ...REJECTION_REASONS]} />
        <CountedField id="detalle-rechazo" label="Detalle del motivo (opcional)" used={detalle.length} limit={PIPELINE_LIMITS.reason}>
          <textarea id="detalle-rechazo" rows={3} maxLength={PIPELINE_LIMITS.reason} value={detalle} onChange={(e) => setDetalle(e.target.value)} />
        </CountedField>
        <fieldset className="message-choice">
          <legend>Mensaje al candidato</legend>
          {[
            { id: 1, label: 'Enviar el mensaje con el motivo' },
            { id: 2, label: 'Enviar el mensaje sin el motivo' },
            { id: 0, label: 'No enviar mensaje' },
          ].map((c) => (
            <label key={c.id} className="radio">
              <input type="radio" name="mensaje-rechazo" value={c.id} checked={mensaje === c.id} onChange={() => setMensaje(c.id)} /> {c.label}
            </label>
          ))}
        </fieldset>
        {needsReason && <p className="text-danger small">Para enviar el motivo, elige uno de la lista o escríbelo.</p>}
        {mensaje !== 0 && tpl && (
          <div className="message-preview" aria-label="Vista previa del mensaje">
            <p className="small">
              <strong>Asunto:</strong> {fill(tpl.Asunto)}
            </p>
            <pre>{fill(tpl.Cuerpo)}</pre>
            <p className="muted small">
              Se envía al terminar el plazo para deshacer el cambio ({undoWindow}); hasta entonces puedes deshacerlo. <Link to="/plantillas-mensajes">Editar plantillas</Link>
            </p>
          </div>
        )}
      </div>
    </ConfirmModal>
  );
}
