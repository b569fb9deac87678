import { useCallback, useState } from 'react';
import { ANALYSIS_MESSAGES, analysisErrorText, type AnalysisSummary } from '../../../shared/contract/analysis';
import { ConfirmModal } from '../../components/ConfirmModal';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { forgetAnalysis, useDeleteAnalysis } from './api/delete-analysis';

/**
 * Deletes a past analysis after a confirmation: the server removes its results and the stored PDFs.
 * `onDeleted` also runs when the analysis was already gone (deleted from another tab).
 */
export function DeleteAnalysisButton({ analysis, onDeleted }: { analysis: AnalysisSummary; onDeleted: (id: number) => void }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteAnalysis();
  const busy = remove.isPending;
  const close = useCallback(() => {
    if (!busy) setAsking(false);
  }, [busy]);

  /** Gone (also when another tab had deleted it already): out of the history and the results. */
  function gone() {
    forgetAnalysis(analysis.Analisis);
    onDeleted(analysis.Analisis);
  }

  function confirm() {
    remove.mutate(analysis.Analisis, {
      onSuccess: (message) => {
        setAsking(false);
        gone();
        notify(message || ANALYSIS_MESSAGES.analysisDeleted, 'success');
      },
      onError: (err) => {
        setAsking(false);
        if (!(err instanceof ApiError)) return notify(ANALYSIS_MESSAGES.serverError, 'error');
        if (err.message === ANALYSIS_MESSAGES.analysisNotFound) gone();
        notify(analysisErrorText(err.message), 'error');
      },
    });
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
      <ConfirmModal title="Eliminar análisis" alert danger open={asking} onClose={close} busy={busy} cancelDisabled={busy} onConfirm={confirm} confirmLabel={busy ? 'Eliminando...' : 'Sí, eliminar'}>
        <p>{ANALYSIS_MESSAGES.deleteConfirm}</p>
        <p className="muted">
          {analysis.Titulo} · {formatDate(analysis.Fecha)} · {analysis.Total} {analysis.Total === 1 ? 'CV' : 'CVs'}
        </p>
      </ConfirmModal>
    </>
  );
}
