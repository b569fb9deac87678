/**
 * /revisioncv (spec 001): a company picks one of its jobs, adds an extra description, uploads up
 * to 20 PDFs (drag and drop or the file picker) and gets them ranked against the job. Past
 * analyses stay listed, reopen (also from the URL, ?analisis={id}) and can be deleted.
 */
import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ANALYSIS_LIMITS, ANALYSIS_MESSAGES, analysisErrorText, type AnalysisJob } from '../../../shared/contract/analysis';
import { SelectField, TextArea } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { readState } from '../../lib/read-state';
import { useSession } from '../../lib/session';
import { useAnalyseCvs, type UploadProgress } from './api/analyse-cvs';
import { useAnalysis } from './api/get-analysis';
import { useAnalyses } from './api/list-analyses';
import { useAnalysisJobs } from './api/list-analysis-jobs';
import { DeleteAnalysisButton } from './DeleteAnalysisButton';
import { CV_ACCEPT, fileProblem, fileProblems, formatSize, mergeFiles, refusedNotice } from './files';
import { ResultsTable } from './ResultsTable';
import './analysis.css';

type Phase = 'idle' | 'uploading' | 'analysing';

/** The notice of a failed call: the spec's 'Hubo un error: {message}' for a refusal, else the server error. */
const failureText = (err: Error) => (err instanceof ApiError ? analysisErrorText(err.message) : ANALYSIS_MESSAGES.serverError);

const jobLabel = (j: AnalysisJob, showCompany: boolean) => {
  const state = j.Estado === 1 ? ' (pendiente de pago)' : j.Estado === 3 ? ' (vencido)' : '';
  return `${j.Titulo} · ${j.Ciudad}${state}${showCompany ? ` · ${j.EmpresaNombre}` : ''}`;
};

export default function CvAnalysisPage() {
  useDocumentMeta('Análisis automático de CV con IA | Chamba', 'Analiza CVs en PDF, Word o foto contra tus empleos y ordénalos por puntaje.');
  const session = useSession();
  const allowed = session.role === 'empresa' || session.role === 'admin';
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('analisis')) || null;

  const jobList = useAnalysisJobs(allowed);
  const jobs = jobList.data ?? null;
  const jobsState = readState(jobList);
  const historyList = useAnalyses(allowed);
  const history = historyList.data ?? null;
  const historyState = readState(historyList);
  const retryLists = () => {
    void jobList.refetch();
    void historyList.refetch();
  };

  // The job is the person's choice; with a single job, that one until they choose.
  const [pickedJob, setPickedJob] = useState<string | null>(null);
  const jobId = pickedJob ?? (jobs?.length === 1 ? String(jobs[0].Empleo) : '');
  const [descripcion, setDescripcion] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState<UploadProgress>({ loaded: 0, total: 0 });
  const [sentCount, setSentCount] = useState(0);
  const analyse = useAnalyseCvs();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const ids = { input: useId(), files: useId(), problems: useId() };

  // The analysis shown: the one the URL names, and it stays when the URL no longer names one.
  // Analyses deleted on this page are never reopened (the URL may still name one for a moment).
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  const [shownId, setShownId] = useState<number | null>(null);
  if (openId && openId !== shownId && !deleted.has(openId)) setShownId(openId);
  const shown = useAnalysis(allowed && shownId !== null && !deleted.has(shownId) ? shownId : null);
  const current = shown.data ?? null;
  const opening = shown.isFetching && !current;
  useEffect(() => {
    if (shown.error) notify(failureText(shown.error), 'error');
  }, [shown.error]);

  if (!allowed) {
    return (
      <div className="card">
        <h1>Análisis automático de CV con IA</h1>
        <p>Solo las empresas pueden analizar CVs contra sus empleos.</p>
      </div>
    );
  }

  const loading = phase !== 'idle';
  const problems = fileProblems(files);
  const refused = refusedNotice(files);
  const canSubmit = jobId !== '' && files.length > 0 && problems.length === 0 && !loading;
  const uploadedPct = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;

  function addFiles(list: FileList | null) {
    // Copied now: the input is cleared right after, and a FileList is live.
    const added = list ? Array.from(list) : [];
    if (added.length > 0) setFiles((f) => mergeFiles(f, added));
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    if (!loading) addFiles(e.dataTransfer.files);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!canSubmit) return;
    const form = new FormData();
    form.set('empleoId', jobId);
    form.set('descripcion', descripcion.trim());
    for (const f of files) form.append('cvs[]', f, f.name);
    setSentCount(files.length);
    setProgress({ loaded: 0, total: files.reduce((n, f) => n + f.size, 0) });
    setPhase('uploading');
    analyse.mutate(
      { form, progress: setProgress, uploaded: () => setPhase('analysing') },
      {
        // The analysis is in the cache already: naming it in the URL shows it.
        onSuccess: (result) => {
          setFiles([]);
          setParams({ analisis: String(result.Analisis) }, { replace: false });
          notify(ANALYSIS_MESSAGES.sent, 'success');
          setTimeout(() => resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 50);
        },
        onError: (err) => notify(failureText(err), 'error'),
        onSettled: () => setPhase('idle'),
      },
    );
  }

  function reopen(id: number) {
    setParams({ analisis: String(id) });
    setTimeout(() => resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 50);
  }

  /** A deleted analysis leaves the list; if it is the one shown (or named in the URL), the results clear. */
  function forget(id: number) {
    setDeleted((d) => new Set(d).add(id));
    setParams((p) => (Number(p.get('analisis')) === id ? new URLSearchParams() : p), { replace: true });
  }

  const showCompany = session.role === 'admin';

  return (
    <div className="analysis-page">
      <h1>Análisis automático de CV con IA</h1>
      <p className="muted">
        Elige uno de tus empleos, sube los CVs en PDF, Word (.docx), JPEG o PNG (fotos y escaneos se leen con OCR) y los ordenamos por su coincidencia con el puesto: requisitos, habilidades, años de experiencia y
        formación. Los archivos quedan guardados de forma privada para tu empresa.
      </p>

      <form className="card analysis-form" onSubmit={submit} noValidate aria-label="Enviar CVs para análisis" aria-busy={loading}>
        {jobsState === 'loading' && <Spinner label="Cargando tus empleos..." />}
        {jobsState === 'error' && (
          <div className="alert alert-error" role="alert">
            No se pudieron cargar tus empleos.{' '}
            <button type="button" className="link-button" onClick={retryLists}>
              Reintentar
            </button>
          </div>
        )}
        {jobs !== null && jobs.length === 0 && (
          <div className="alert alert-info">
            Aún no tienes empleos. <Link to="/crearempleo">Crea un empleo</Link> para analizar CVs contra él.
          </div>
        )}
        {jobs !== null && jobs.length > 0 && (
          <SelectField
            label="Empleo"
            value={jobId}
            onChange={(e) => setPickedJob(e.target.value)}
            options={jobs.map((j) => ({ id: j.Empleo, nombre: jobLabel(j, showCompany) }))}
            placeholder="Selecciona un empleo"
            disabled={loading}
            required
          />
        )}
        <TextArea
          label="Descripción adicional (opcional)"
          value={descripcion}
          onChange={(e) => setDescripcion(e.target.value)}
          maxLength={ANALYSIS_LIMITS.descripcionMax}
          rows={3}
          disabled={loading}
          placeholder="Ej.: valoramos experiencia con SAP, manejo del SIN y disponibilidad inmediata."
          hint={`Lo que quieras que se valore además de lo que dice el empleo. ${descripcion.length}/${ANALYSIS_LIMITS.descripcionMax}`}
        />

        <div
          className={`dropzone${dragging ? ' is-dragging' : ''}${loading ? ' is-disabled' : ''}`}
          onDragEnter={(e) => {
            e.preventDefault();
            if (!loading) setDragging(true);
          }}
          onDragOver={(e) => e.preventDefault()}
          onDragLeave={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
          data-testid="dropzone"
        >
          <svg className="dropzone-icon" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM12 11l-4 4h3v4h2v-4h3l-4-4Z"
            />
          </svg>
          <p>
            <strong>Arrastra aquí los CVs (PDF, Word, JPEG o PNG)</strong>
            <span className="dropzone-or"> o </span>
          </p>
          <input
            ref={inputRef}
            id={ids.input}
            className="visually-hidden dropzone-input"
            type="file"
            accept={CV_ACCEPT}
            multiple
            disabled={loading}
            aria-describedby={`${ids.problems} ${ids.files}`}
            onChange={(e) => {
              addFiles(e.target.files);
              e.target.value = '';
            }}
          />
          <label htmlFor={ids.input} className="btn btn-outline">
            Elegir archivos PDF, Word o imágenes
          </label>
          <small className="hint">Hasta {ANALYSIS_LIMITS.maxFiles} archivos PDF, Word (.docx), JPEG o PNG, de 10 MB como máximo cada uno. Una foto o un escaneo tarda unos segundos más.</small>
        </div>

        <div id={ids.problems} role="alert" className="analysis-problems">
          {problems.map((p) => (
            <p key={p} className="field-error">
              {p}
            </p>
          ))}
          {refused && <p className="hint analysis-refused">{refused}</p>}
        </div>

        {files.length > 0 && (
          <div className="analysis-files" id={ids.files}>
            <div className="spread">
              <strong>
                {files.length} {files.length === 1 ? 'archivo elegido' : 'archivos elegidos'}
              </strong>
              <button type="button" className="link-button" onClick={() => setFiles([])} disabled={loading}>
                Quitar todos
              </button>
            </div>
            <ul>
              {files.map((f, i) => {
                const problem = fileProblem(f);
                return (
                  <li key={`${f.name}|${f.size}|${f.lastModified}`} className={problem ? 'has-problem' : undefined}>
                    <span className="file-name">{f.name}</span>
                    <span className="muted file-size">{formatSize(f.size)}</span>
                    {problem && <span className="badge badge-danger">{problem}</span>}
                    {i >= ANALYSIS_LIMITS.maxFiles && <span className="badge badge-danger">Sobra</span>}
                    <button
                      type="button"
                      className="icon-button file-remove"
                      aria-label={`Quitar ${f.name}`}
                      disabled={loading}
                      onClick={() => setFiles((list) => list.filter((x) => x !== f))}
                    >
                      ×
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}

        {loading && (
          <div className="analysis-progress" role="status" aria-live="polite">
            {phase === 'uploading' ? (
              <>
                <p>
                  Subiendo {sentCount} {sentCount === 1 ? 'CV' : 'CVs'}... {uploadedPct}%
                </p>
                <progress max={100} value={uploadedPct} aria-label="Progreso de la subida" />
              </>
            ) : (
              <>
                <p>
                  Analizando {sentCount} {sentCount === 1 ? 'CV' : 'CVs'}...
                </p>
                <progress aria-label="Progreso del análisis" />
              </>
            )}
          </div>
        )}

        <button type="submit" className="btn btn-primary" disabled={!canSubmit}>
          {loading ? 'Analizando...' : 'Analizar CVs'}
        </button>
      </form>

      <div ref={resultsRef} className="analysis-results-anchor">
        {opening && <Spinner label="Abriendo el análisis..." />}
        {!opening && current && <ResultsTable analysis={current} />}
        {!opening && !current && (
          <section className="card analysis-empty" aria-labelledby="analysis-empty-title">
            <h2 id="analysis-empty-title">Resultados</h2>
            <p>{ANALYSIS_MESSAGES.empty}</p>
          </section>
        )}
      </div>

      <section className="card analysis-history" aria-labelledby="analysis-history-title">
        <h2 id="analysis-history-title">Análisis anteriores</h2>
        {historyState === 'loading' && <Spinner label="Cargando análisis anteriores..." />}
        {historyState === 'error' && (
          <p className="alert alert-error" role="alert">
            No se pudieron cargar los análisis anteriores.{' '}
            <button type="button" className="link-button" onClick={retryLists}>
              Reintentar
            </button>
          </p>
        )}
        {history !== null && history.length === 0 && <p className="muted">Todavía no hiciste ningún análisis.</p>}
        {history !== null && history.length > 0 && (
          <ul className="analysis-history-list">
            {history.map((a) => (
              <li key={a.Analisis} className={current?.Analisis === a.Analisis ? 'is-current' : undefined}>
                <div className="history-main">
                  <strong>{a.Titulo}</strong>
                  <span className="muted">
                    {formatDate(a.Fecha)} · {a.Total} {a.Total === 1 ? 'CV' : 'CVs'} · {a.Ok} OK · {a.Errores} {a.Errores === 1 ? 'error' : 'errores'} · Mejor puntaje{' '}
                    {a.MejorPuntaje}
                  </span>
                  <span className="muted history-folder">Carpeta: {a.CarpetaPublica}</span>
                </div>
                <div className="history-actions">
                  <button
                    type="button"
                    className="btn btn-light btn-small"
                    aria-current={current?.Analisis === a.Analisis ? 'true' : undefined}
                    aria-label={`Ver resultados del análisis del ${formatDate(a.Fecha)} para ${a.Titulo} (${a.CarpetaPublica})`}
                    onClick={() => reopen(a.Analisis)}
                  >
                    Ver resultados
                  </button>
                  <DeleteAnalysisButton analysis={a} onDeleted={forget} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
