/**
 * The heart of a job (cards and the job's page, issue 16). A candidate saves or removes the job
 * with one click; a visitor goes to log in and comes back to the job, where it is saved
 * (`?guardar=1`); companies and staff see no heart.
 *
 *   <SaveJobButton code={job.CodigoEmpleo} title={job.Titulo} />            // icon (cards)
 *   <SaveJobButton code={j.CodigoEmpleo} title={j.Titulo} withText autoSave />  // job page
 */
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSavedJobs, useToggleSavedJob } from '../lib/api/saved-jobs';
import { notify } from '../lib/notify';
import { loginLink } from '../lib/return-to';
import { useSession } from '../lib/session';

const HEART = 'M12 21s-7.5-4.6-10-9.3C.4 8.5 2.3 4.5 6 4.5c2.1 0 3.6 1.2 4.3 2.4h3.4c.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.6 4 4 7.2C19.5 16.4 12 21 12 21z';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={HEART} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

type Props = { code: string; title: string; withText?: boolean; autoSave?: boolean };

export function SaveJobButton({ code, title, withText = false, autoSave = false }: Props) {
  const { role } = useSession();
  const saved = useSavedJobs();
  const toggle = useToggleSavedJob();
  const [params, setParams] = useSearchParams();
  const isSaved = Boolean(saved.data?.some((j) => j.CodigoEmpleo === code));
  const autoDone = useRef(false);

  // A click shows its answer in the heart itself; the save after logging in is announced.
  const run = (save: boolean, announce = false) =>
    toggle.mutate(
      { code, save },
      {
        onSuccess: (message) => announce && notify(message, 'success'),
        onError: (err) => notify(err instanceof Error && err.message ? err.message : 'No se pudo guardar el empleo. Inténtalo de nuevo.', 'error'),
      },
    );

  // Back from the login page with ?guardar=1: the job is saved once, and the mark leaves the URL.
  const wantsSave = autoSave && params.get('guardar') === '1';
  useEffect(() => {
    if (!wantsSave || role !== 'candidato' || saved.isPending || autoDone.current) return;
    autoDone.current = true;
    if (!isSaved) run(true, true);
    const next = new URLSearchParams(params);
    next.delete('guardar');
    setParams(next, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsSave, role, saved.isPending, isSaved]);

  if (role === 'empresa' || role === 'admin' || role === 'otro') return null;
  const label = isSaved ? `Quitar «${title}» de mis empleos guardados` : `Guardar el empleo «${title}»`;
  const text = isSaved ? 'Guardado' : 'Guardar';
  const className = `save-job${withText ? ' save-job-text btn btn-light btn-small' : ''}${isSaved ? ' is-saved' : ''}`;
  if (role !== 'candidato') {
    return (
      <Link className={className} to={loginLink(`/detalletrabajo/${code}?guardar=1`)} aria-label={`Inicia sesión para guardar «${title}»`} title="Inicia sesión para guardar este empleo">
        <Heart filled={false} />
        {withText && <span>Guardar</span>}
      </Link>
    );
  }
  return (
    <button type="button" className={className} aria-pressed={isSaved} aria-label={label} title={label} disabled={toggle.isPending} onClick={() => run(!isSaved)}>
      <Heart filled={isSaved} />
      {withText && <span>{text}</span>}
    </button>
  );
}
