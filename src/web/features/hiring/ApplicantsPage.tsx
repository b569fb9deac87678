import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_APPLICANT_VIEW, viewApplicants, type ApplicantOrder, type ApplicantView } from '../../../shared/applicant-view';
import { ALL_APPLICATION_STATES, APPLICATION_STATES } from '../../../shared/catalog';
import type { Applicant } from '../../../shared/contract/hiring';
import { PIPELINE_LIMITS, REJECTED_STATE, type StatusChange } from '../../../shared/contract/pipeline';
import { JobLoadState } from './JobLoadState';
import { Options, SelectField } from '../../components/Field';
import { ApiError, endRefusedSession } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { useApplicants } from './api/get-applicants';
import { useChangeStates, useTag, type StatesChange } from './api/pipeline';
import { ApplicantCard, failed } from './ApplicantCard';
import { timeOfDay } from './dates';
import { RejectDialog, type RejectChoice } from './RejectDialog';
import { noScreeningFilter, ScreeningFilter } from './ScreeningFilter';
import './hiring.css';
import './pipeline.css';
import { Breadcrumb } from '../../components/Breadcrumb';

/** The rating filter: any, or rated n stars or more. */
const RATING_FILTERS = [{ id: 0, nombre: 'Cualquiera' }, ...[5, 4, 3, 2, 1].map((n) => ({ id: n, nombre: n === 5 ? '5 estrellas' : `${n} estrellas o más` }))];
const ORDERS: { id: ApplicantOrder; nombre: string }[] = [
  { id: 'fecha', nombre: 'Fecha de postulación' },
  { id: 'calificacion', nombre: 'Calificación' },
  { id: 'puntaje', nombre: 'Puntaje del CV' },
];
const stateName = (estado: number) => ALL_APPLICATION_STATES.find((s) => s.id === estado)?.nombre ?? '';

/** What the undo banner offers to take back: the last change. */
type Undoable = { changes: StatusChange[]; names: string[] };

function undoText(u: Undoable) {
  const moved = u.changes.filter((c) => c.Estado !== c.EstadoAnterior);
  const to = stateName(moved[0]?.Estado ?? 0);
  const who = u.names.length === 1 ? u.names[0] : `${u.names.length} postulantes`;
  const due = moved.map((c) => c.MensajeEnvio).find(Boolean);
  return `${who}: ${to}.${due ? ` El mensaje al candidato se enviará a las ${timeOfDay(due)}.` : ' Sin mensaje al candidato.'}`;
}

/** /listarpostulantes/{code}: the applicants of one of the company's jobs, and the pipeline. */
export default function ApplicantsPage() {
  const { code = '' } = useParams();
  const [screening, setScreening] = useState(noScreeningFilter);
  const query = useApplicants(code, screening);
  const data = query.data ?? null;
  // The job's questions, as the first answers name them (kept while a filter narrows the list).
  const [questions, setQuestions] = useState<Applicant['Respuestas']>([]);
  const firstAnswers = data?.list.find((a) => a.Respuestas.length > 0)?.Respuestas;
  useEffect(() => {
    if (firstAnswers && firstAnswers.length > questions.length) setQuestions(firstAnswers);
  }, [firstAnswers, questions.length]);
  const refusal = query.error instanceof ApiError ? query.error : null;
  // Not the owner (403) or no such job (404): the message says which. A 200 without the job: the
  // session is not a company's any more.
  const error = refusal?.isEnvelope ? refusal.message : query.isError && !refusal ? 'No se pudieron cargar los postulantes. Revisa tu conexión e inténtalo de nuevo.' : null;
  const signedOut = refusal !== null && !refusal.isEnvelope;
  useEffect(() => {
    if (signedOut) endRefusedSession();
  }, [signedOut]);
  useDocumentMeta(data ? `Postulantes: ${data.job.Titulo} | Chamba` : 'Postulantes | Chamba');

  const [view, setView] = useState<ApplicantView>(DEFAULT_APPLICANT_VIEW);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [rejecting, setRejecting] = useState<number[] | null>(null);
  const [undo, setUndo] = useState<Undoable | null>(null);
  const [bulkState, setBulkState] = useState(2);
  const [bulkTag, setBulkTag] = useState('');
  const changeStates = useChangeStates(code);
  const tag = useTag(code);

  const all = useMemo(() => data?.list ?? [], [data]);
  const shown = useMemo(() => viewApplicants(all, view), [all, view]);
  const tags = useMemo(() => [...new Set(all.flatMap((a) => a.Etiquetas))].sort(), [all]);
  const nameOf = (id: number) => all.find((a) => a.Postulacion === id)?.Nombre ?? '';
  // Only the applicants still listed count as selected.
  const chosen = shown.filter((a) => selected.has(a.Postulacion)).map((a) => a.Postulacion);

  const apply = (ids: number[], body: Omit<StatesChange, 'taPostulaciones'>, after?: () => void) =>
    changeStates.mutate(
      { taPostulaciones: ids, ...body },
      {
        onSuccess: (changes) => {
          setUndo({ changes, names: ids.map(nameOf) });
          after?.();
        },
        onError: failed('No se pudo cambiar el estado.'),
      },
    );
  const changeOne = (id: number, estado: number) => (estado === REJECTED_STATE ? setRejecting([id]) : apply([id], { tnEstado: estado }));
  const reject = (choice: RejectChoice) => rejecting && apply(rejecting, { tnEstado: REJECTED_STATE, ...choice }, () => (setRejecting(null), setSelected(new Set())));
  const undoLast = () => {
    if (!undo) return;
    // Back to where each one was: the message still waiting is cancelled and none is sent.
    const byPrevious = new Map<number, number[]>();
    for (const c of undo.changes) if (c.Estado !== c.EstadoAnterior) byPrevious.set(c.EstadoAnterior, [...(byPrevious.get(c.EstadoAnterior) ?? []), c.Postulacion]);
    for (const [estado, ids] of byPrevious) {
      changeStates.mutate({ taPostulaciones: ids, tnEstado: estado, tnMensaje: 0 }, { onError: failed('No se pudo deshacer el cambio.') });
    }
    setUndo(null);
    notify('Cambio deshecho: no se envió ningún mensaje.', 'success');
  };
  const tagSelected = (e: FormEvent) => {
    e.preventDefault();
    if (!bulkTag.trim() || chosen.length === 0) return;
    tag.mutate({ taPostulaciones: chosen, taAgregar: [bulkTag.trim()] }, { onSuccess: () => setBulkTag(''), onError: failed('No se pudo etiquetar.') });
  };
  const setViewField = <K extends keyof ApplicantView>(key: K, value: ApplicantView[K]) => setView((v) => ({ ...v, [key]: value }));
  const allShownSelected = shown.length > 0 && chosen.length === shown.length;

  return (
    <div className="stack applicants-page">
      <Breadcrumb trail={[['/Dashboard', 'Dashboard'], ['/listaempleos', 'Empleos y postulantes']]} current="Postulantes" />
      <h1>Postulantes{data ? `: ${data.job.Titulo}` : ''}</h1>
      <JobLoadState error={error} loaded={!!data} loading="Cargando postulantes..." back="/listaempleos" />
      {undo && (
        <div className="undo-banner" role="status">
          <span>{undoText(undo)}</span>
          <button type="button" className="btn btn-light btn-small" onClick={undoLast} disabled={changeStates.isPending}>
            Deshacer
          </button>
          <button type="button" className="btn-link small" onClick={() => setUndo(null)} aria-label="Cerrar aviso">
            ×
          </button>
        </div>
      )}
      <ScreeningFilter questions={questions} value={screening} onChange={setScreening} />
      {data &&
        (all.length === 0 ? (
          <p className="empty-state card">{screening === noScreeningFilter ? 'No hay postulantes disponibles en este momento.' : 'Ningún postulante coincide con el filtro.'}</p>
        ) : (
          <>
            <p className="muted">
              {all.length} {all.length === 1 ? 'postulante' : 'postulantes'} · {ALL_APPLICATION_STATES.map((s) => `${s.nombre}: ${all.filter((a) => a.Estado === s.id).length}`).join(' · ')}
            </p>
            <section className="card applicant-filters" aria-label="Filtros y orden">
              <SelectField id="filtro-estado" label="Estado" value={view.estado} onChange={(e) => setViewField('estado', Number(e.target.value))} options={[{ id: 0, nombre: 'Todos' }, ...ALL_APPLICATION_STATES]} />
              <SelectField id="filtro-calificacion" label="Calificación" value={view.calificacionMinima} onChange={(e) => setViewField('calificacionMinima', Number(e.target.value))} options={RATING_FILTERS} />
              <SelectField id="filtro-etiqueta" label="Etiqueta" value={view.etiqueta} onChange={(e) => setViewField('etiqueta', e.target.value)} placeholder="Todas" options={tags.map((t) => ({ id: t, nombre: t }))} />
              {/* The screening answers' filter (questions asked at apply time, issue 15) goes here. */}
              <SelectField id="orden" label="Ordenar por" value={view.orden} onChange={(e) => setViewField('orden', e.target.value as ApplicantOrder)} options={ORDERS} />
            </section>
            <div className="bulk-bar card" aria-label="Acciones con los seleccionados">
              <label className="check-all">
                <input type="checkbox" checked={allShownSelected} onChange={(e) => setSelected(new Set(e.target.checked ? shown.map((a) => a.Postulacion) : []))} /> Seleccionar todos ({shown.length})
              </label>
              {chosen.length > 0 && (
                <>
                  <span className="bulk-count">
                    {chosen.length} {chosen.length === 1 ? 'seleccionado' : 'seleccionados'}
                  </span>
                  <div className="bulk-move">
                    <label htmlFor="mover-a" className="visually-hidden">
                      Mover los seleccionados a
                    </label>
                    <select id="mover-a" value={bulkState} onChange={(e) => setBulkState(Number(e.target.value))}>
                      <Options options={APPLICATION_STATES.filter((s) => s.id !== REJECTED_STATE)} />
                    </select>
                    <button type="button" className="btn btn-primary btn-small" disabled={changeStates.isPending} onClick={() => apply(chosen, { tnEstado: bulkState }, () => setSelected(new Set()))}>
                      Mover
                    </button>
                  </div>
                  <form className="bulk-tag" onSubmit={tagSelected}>
                    <label htmlFor="etiqueta-seleccionados" className="visually-hidden">
                      Etiqueta para los seleccionados
                    </label>
                    <input id="etiqueta-seleccionados" placeholder="Etiqueta" maxLength={PIPELINE_LIMITS.tag} value={bulkTag} onChange={(e) => setBulkTag(e.target.value)} />
                    <button type="submit" className="btn btn-light btn-small" disabled={tag.isPending || !bulkTag.trim()}>
                      Etiquetar
                    </button>
                  </form>
                  <button type="button" className="btn btn-danger btn-small" onClick={() => setRejecting(chosen)}>
                    Rechazar
                  </button>
                </>
              )}
            </div>
            {shown.length === 0 ? (
              <p className="empty-state card">Ningún postulante coincide con los filtros.</p>
            ) : (
              <ul className="applicant-list">
                {shown.map((a) => (
                  <ApplicantCard
                    key={a.Postulacion}
                    a={a}
                    job={data.job}
                    code={code}
                    busy={changeStates.isPending}
                    selected={selected.has(a.Postulacion)}
                    onSelect={(on) =>
                      setSelected((s) => {
                        const next = new Set(s);
                        if (on) next.add(a.Postulacion);
                        else next.delete(a.Postulacion);
                        return next;
                      })
                    }
                    onChangeState={(estado) => changeOne(a.Postulacion, estado)}
                  />
                ))}
              </ul>
            )}
          </>
        ))}
      <RejectDialog
        key={rejecting?.join(',') ?? 'cerrado'}
        open={rejecting !== null}
        names={(rejecting ?? []).map(nameOf)}
        jobTitle={data?.job.Titulo ?? ''}
        company={data?.job.EmpresaNombre ?? ''}
        busy={changeStates.isPending}
        onCancel={() => setRejecting(null)}
        onConfirm={reject}
      />
    </div>
  );
}
