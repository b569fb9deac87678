import { useCallback, useState } from 'react';
import { ANALYSIS_MESSAGES, analysisErrorText } from '../../../shared/contract/analysis';
import { Modal } from '../../components/Modal';
import { formatDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { removeAnalysis, ReplyError, type AnalysisSummary } from './api';

/**
 * Deletes a past analysis after a confirmation: the server removes its results and the stored PDFs.
 * `onDeleted` also runs when the analysis was already gone (deleted from another tab).
 */
export function DeleteAnalysisButton({ analysis, onDeleted }: { analysis: AnalysisSummary; onDeleted: (id: number) => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => {
    if (!busy) setAsking(false);
  }, [busy]);

  async function confirm() {
    setBusy(true);
    try {
      const message = await removeAnalysis(analysis.Analisis);
      setAsking(false);
      onDeleted(analysis.Analisis);
      notify(message || ANALYSIS_MESSAGES.analysisDeleted, 'success');
    } catch (err) {
      setAsking(false);
      if (err instanceof ReplyError) {
        if (err.message === ANALYSIS_MESSAGES.analysisNotFound) onDeleted(analysis.Analisis);
        notify(analysisErrorText(err.message), 'error');
      } else {
        console.error(err);
        notify(ANALYSIS_MESSAGES.serverError, 'error');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-danger btn-small"
        aria-label={`Eliminar el análisis del ${formatDate(analysis.Fecha)} para ${analysis.Titulo} (${analysis.CarpetaPublica})`}
        onClick={() => setAsking(true)}
      >
        Eliminar
      </button>
      <Modal
        title="Eliminar análisis"
        open={asking}
        role="alertdialog"
        onClose={close}
        footer={
          <>
            <button type="button" className="btn btn-light" onClick={close} disabled={busy}>
              Cancelar
            </button>
            <button type="button" className="btn btn-danger" onClick={confirm} disabled={busy}>
              {busy ? 'Eliminando...' : 'Sí, eliminar'}
            </button>
          </>
        }
      >
        <p>{ANALYSIS_MESSAGES.deleteConfirm}</p>
        <p className="muted">
          {analysis.Titulo} · {formatDate(analysis.Fecha)} · {analysis.Total} {analysis.Total === 1 ? 'CV' : 'CVs'}
        </p>
      </Modal>
    </>
  );
}
