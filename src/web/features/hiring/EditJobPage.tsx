import { Link, useNavigate, useParams } from 'react-router';
import type { JobForEdit, JobInput } from '../../../shared/contract/hiring';
import { JobLoadState } from './JobLoadState';
import { ApiError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useJobForEdit } from './api/get-job-for-edit';
import { useUpdateJob } from './api/save-job';
import { emptyJobForm, JobForm, type JobFormValues } from './JobForm';
import { DeleteJobButton } from './DeleteJobButton';
import { submitJob } from './submit-job';
import './hiring.css';
import { Breadcrumb } from '../../components/Breadcrumb';

const toValues = (j: JobForEdit): JobFormValues => ({
  ...emptyJobForm(),
  tcTitulo: j.tcTitulo,
  tcDescripcion: j.tcDescripcion,
  tcDescripcionLarga: j.tcDescripcionLarga,
  tcFechaVencimiento: j.tcFechaVencimiento,
  tcDireccion: j.tcDireccion,
  tnSalario: j.tnSalario ? String(j.tnSalario) : '',
  tnSalarioMinimo: j.tnSalarioMinimo ? String(j.tnSalarioMinimo) : '',
  tnTipoEmpleo: String(j.tnTipoEmpleo),
  tnCategoria: j.tnCategoria ? String(j.tnCategoria) : '',
  tnTiempoExperiencia: String(j.tnTiempoExperiencia),
  tnCiudad: String(j.tnCiudad),
  tnModalidad: String(j.tnModalidad),
  taRequerimientos: j.taRequerimientos,
  taResponsabilidades: j.taResponsabilidades,
  taHabilidades: j.taHabilidades,
  taIdiomas: j.taIdiomas,
  taPreguntas: j.taPreguntas.map((q) => ({ ...q, tnMinimo: q.tnMinimo == null ? '' : String(q.tnMinimo) })),
  tlConfidencial: j.tlConfidencial === 1,
});

/** /editarempleo/{code}: the same three-step form, filled with the company's own job. */
export default function EditJobPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const query = useJobForEdit(code);
  const job = query.data ?? null;
  const error = query.isError ? (query.error instanceof ApiError ? query.error.message || 'No se encontró el empleo.' : 'No se pudo cargar el empleo. Revisa tu conexión e inténtalo de nuevo.') : null;
  const updateJob = useUpdateJob();
  useDocumentMeta(job ? `Editar: ${job.tcTitulo} | Chamba` : 'Editar empleo | Chamba');

  const submit = (edited: JobInput) =>
    submitJob(() => updateJob.mutateAsync({ code, job: edited }), 'Hubo un error al actualizar el empleo : ', () => {
      notify('Empleo actualizado.', 'success');
      navigate('/misempleos');
    });

  return (
    <div className="stack">
      <Breadcrumb trail={[['/Dashboard', 'Dashboard'], ['/misempleos', 'Mis Empleos']]} current="Editar empleo" />
      <div className="spread">
        <h1>Editar empleo</h1>
        {job && <DeleteJobButton codigo={code} onDeleted={() => navigate('/misempleos')} />}
      </div>
      <JobLoadState error={error} loaded={!!job} loading="Cargando empleo..." />
      {job && (
        <>
          <p className="muted">
            Estado: <strong>{job.EstadoNombre}</strong>
            {job.Pagado === 0 && job.Estado !== 3 && (
              <>
                {' '}· <Link to={`/pagarempleo/${job.Empleo}`}>Pagar para publicarlo</Link>
              </>
            )}
            {job.Pagado === 1 && ' · Un empleo pagado puede acortar su fecha de vencimiento, no extenderla.'}
          </p>
          {job.MotivoOculto && (
            <div className="alert alert-error" role="alert">
              {job.Estado === 7 ? 'Este empleo está en revisión; corrígelo y guarda para que lo revisemos de nuevo.' : 'La administración ocultó este empleo.'} Motivo: {job.MotivoOculto}
            </div>
          )}
          <JobForm mode="editar" initial={toValues(job)} companyName={session.company?.Nombre} submitLabel="Guardar cambios" submittingLabel="Guardando..." onSubmit={submit} />
        </>
      )}
    </div>
  );
}
