/** The jobs a recruiter is limited to (issue 39): the company's jobs as checkboxes; none checked, every job. */
import { Spinner } from '../../components/Spinner';
import { useTeamJobs } from './api/team';

export function JobScopeFields({ selected, onChange }: { selected: number[]; onChange: (ids: number[]) => void }) {
  const jobs = useTeamJobs();
  const toggle = (id: number, on: boolean) => onChange(on ? [...selected, id] : selected.filter((x) => x !== id));
  return (
    <fieldset className="team-jobs">
      <legend>Empleos del reclutador (opcional)</legend>
      <p className="muted small">Sin marcar ninguno, verá todos los empleos de la empresa.</p>
      {jobs.isPending && <Spinner label="Cargando empleos..." />}
      {jobs.data?.length === 0 && <p className="muted small">La empresa todavía no tiene empleos.</p>}
      <div className="team-jobs-list">
        {jobs.data?.map((j) => (
          <label key={j.Empleo} className="team-check">
            <input type="checkbox" checked={selected.includes(j.Empleo)} onChange={(e) => toggle(j.Empleo, e.target.checked)} />
            <span>
              {j.Titulo} <span className="muted">· {j.NombreCiudad} · {j.EstadoNombre}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
