/**
 * "Denunciar este empleo" (issue 38): a dialog with the reasons as radios and a detail; anyone may
 * report, once per job; the server thanks (and tells a signed-in reporter the outcome later).
 */
import { useId, useState, type FormEvent } from 'react';
import { REPORT_DETAIL_MAX, REPORT_REASONS, type ReportReason } from '../../../shared/moderation-rules';
import { TextArea } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { ApiError } from '../../lib/api-client';
import { useReportJob } from './api/report-job';

export function ReportJob({ code, title }: { code: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [motivo, setMotivo] = useState<ReportReason | ''>('');
  const [detalle, setDetalle] = useState('');
  const [problem, setProblem] = useState('');
  const [thanks, setThanks] = useState('');
  const send = useReportJob();
  const formId = useId();
  const start = () => {
    setMotivo('');
    setDetalle('');
    setProblem('');
    setThanks('');
    setOpen(true);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!motivo) return setProblem('Elige un motivo de la lista.');
    if (motivo === 'otro' && detalle.trim().length < 5) return setProblem('Cuéntanos el motivo en el detalle.');
    setProblem('');
    send.mutate(
      { tcCodigoEmpleo: code, tcMotivo: motivo, tcDetalle: detalle.trim() },
      {
        onSuccess: (message) => setThanks(message),
        onError: (err) =>
          setProblem(err instanceof ApiError ? (Object.values(err.errores ?? {})[0] ?? err.message) : 'No pudimos enviar tu denuncia. Revisa tu conexión e inténtalo de nuevo.'),
      },
    );
  };
  return (
    <>
      <button type="button" className="btn btn-light btn-block report-job" onClick={start}>
        Denunciar este empleo
      </button>
      <Modal
        title={thanks ? 'Gracias por tu denuncia' : 'Denunciar este empleo'}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          thanks ? (
            <button type="button" className="btn btn-primary" onClick={() => setOpen(false)}>
              Cerrar
            </button>
          ) : (
            <>
              <button type="button" className="btn btn-light" onClick={() => setOpen(false)}>
                Cancelar
              </button>
              <button type="submit" form={formId} className="btn btn-danger" disabled={send.isPending}>
                {send.isPending ? 'Enviando...' : 'Enviar denuncia'}
              </button>
            </>
          )
        }
      >
        {thanks ? (
          <p role="status" className="alert alert-success">
            {thanks}
          </p>
        ) : (
          <form id={formId} className="stack report-form" onSubmit={submit} noValidate>
            <p>¿Qué problema tiene «{title}»? Tu denuncia es confidencial: la empresa no sabrá quién la hizo.</p>
            <fieldset className="report-reasons">
              <legend>Motivo</legend>
              {REPORT_REASONS.map((r, i) => (
                <label key={r.id} className="report-reason">
                  <input type="radio" name="motivo" value={r.id} checked={motivo === r.id} onChange={() => setMotivo(r.id)} data-autofocus={i === 0 ? true : undefined} />
                  {r.nombre}
                </label>
              ))}
            </fieldset>
            <TextArea
              label={motivo === 'otro' ? 'Detalle' : 'Detalle (opcional)'}
              rows={3}
              value={detalle}
              limit={REPORT_DETAIL_MAX}
              onChange={(e) => setDetalle(e.target.value)}
              hint="Qué viste en la oferta o en el contacto con la empresa."
            />
            {problem && (
              <p className="alert alert-error" role="alert">
                {problem}
              </p>
            )}
          </form>
        )}
      </Modal>
    </>
  );
}
