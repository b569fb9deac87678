import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { getJobForEdit, JobForEdit, JobInput, updateJob } from '../../../shared/contract/hiring';
import { Spinner } from '../../components/Spinner';
import { api, isErrorEnvelope } from '../../lib/api';
import { jobStateLabel } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { emptyJobForm, JobForm, type JobFormValues } from './JobForm';
import { DeleteJobButton } from './DeleteJobButton';
import './hiring.css';

const toValues = (j: JobForEdit): JobFormValues => ({
  ...emptyJobForm(),
  tcTitulo: j.tcTitulo,
  tcDescripcion: j.tcDescripcion,
  tcDescripcionLarga: j.tcDescripcionLarga,
  tcFechaVencimiento: j.tcFechaVencimiento,
  tcDireccion: j.tcDireccion,
  tnSalario: String(j.tnSalario),
  tnTipoEmpleo: String(j.tnTipoEmpleo),
  tnCategoria: j.tnCategoria ? String(j.tnCategoria) : '',
  tnTiempoExperiencia: String(j.tnTiempoExperiencia),
  tnCiudad: String(j.tnCiudad),
  tnModalidad: String(j.tnModalidad),
  taRequerimientos: j.taRequerimientos,
  taResponsabilidades: j.taResponsabilidades,
  taHabilidades: j.taHabilidades,
  taIdiomas: j.taIdiomas,
});

/** /editarempleo/{code}: the same three-step form, filled with the company's own job. */
export default function EditJobPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const [job, setJob] = useState<JobForEdit | null>(null);
  const [error, setError] = useState<string | null>(null);
  useDocumentMeta(job ? `Editar: ${job.tcTitulo} | Chamba` : 'Editar empleo | Chamba');

  useEffect(() => {
    const ctrl = new AbortController();
    api<typeof getJobForEdit>('POST /api/servicio/getempleoedicion', { tcCodigoEmpleo: code }, { signal: ctrl.signal })
      .then((res) => {
        if (isErrorEnvelope(res) || res.error !== 0 || !res.values) setError(res.message || 'No se encontró el empleo.');
        else setJob(res.values);
      })
      .catch((err) => {
        if ((err as Error).name !== 'AbortError') setError('No se pudo cargar el empleo. Revisa tu conexión e inténtalo de nuevo.');
      });
    return () => ctrl.abort();
  }, [code]);

  async function submit(payload: unknown) {
    try {
      const res = await api<typeof updateJob>('POST /api/servicio/actualizarempleo', { ...(payload as JobInput), tcCodigoEmpleo: code });
      if (isErrorEnvelope(res) || res.error !== 0) {
        notify(`Hubo un error al actualizar el empleo : ${res.message}`, 'error');
        return { errores: isErrorEnvelope(res) ? res.errores : undefined };
      }
      notify('Empleo actualizado.', 'success');
      navigate('/misempleos');
    } catch (err) {
      console.error(err);
      notify('Ocurrió un error en el servidor', 'error');
    }
  }

  return (
    <div className="stack">
      <nav className="breadcrumb" aria-label="Ruta">
        <Link to="/Dashboard">Dashboard</Link> / <Link to="/misempleos">Mis Empleos</Link> / <span>Editar empleo</span>
      </nav>
      <div className="spread">
        <h1>Editar empleo</h1>
        {job && <DeleteJobButton codigo={code} onDeleted={() => navigate('/misempleos')} />}
      </div>
      {error && (
        <div className="alert alert-error" role="alert">
          {error} <Link to="/misempleos">Volver a mis empleos</Link>
        </div>
      )}
      {!job && !error && <Spinner label="Cargando empleo..." />}
      {job && (
        <>
          <p className="muted">
            Estado: <strong>{jobStateLabel(job.Estado)}</strong>
            {job.Pagado === 0 && job.Estado !== 3 && (
              <>
                {' '}· <Link to={`/pagarempleo/${job.Empleo}`}>Pagar para publicarlo</Link>
              </>
            )}
            {job.Pagado === 1 && ' · Un empleo pagado puede acortar su fecha de vencimiento, no extenderla.'}
          </p>
          <JobForm mode="editar" initial={toValues(job)} companyName={session.company?.Nombre} submitLabel="Guardar cambios" submittingLabel="Guardando..." onSubmit={submit} />
        </>
      )}
    </div>
  );
}
