import { useState } from 'react';
import { Link } from 'react-router';
import type { JobInput } from '../../../shared/contract/hiring';
import { Modal } from '../../components/Modal';
import { useDocumentMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';
import { useCreateJob } from './api/save-job';
import { JobForm } from './JobForm';
import { submitJob } from './submit-job';
import './hiring.css';
import { Breadcrumb } from '../../components/Breadcrumb';

/** /crearempleo: 'Crear Empleo Nuevo', then the 'Pago requerido' modal. */
export default function CreateJobPage() {
  useDocumentMeta('Crear Empleo Nuevo | Chamba', 'Publica una oferta de empleo en tres pasos.');
  const session = useSession();
  const [created, setCreated] = useState<{ Empleo: number; CodigoEmpleo: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const createJob = useCreateJob();

  if (session.role !== 'empresa') {
    return (
      <div className="stack">
        <h1>Crear Empleo Nuevo</h1>
        <p className="alert alert-info">Solo las cuentas de empresa publican empleos desde aquí. También puedes <Link to="/publicar-empleo">publicar un empleo sin cuenta</Link>.</p>
      </div>
    );
  }

  const submit = (job: JobInput) => submitJob(() => createJob.mutateAsync(job), 'Hubo un error al registrar el empleo : ', setCreated);

  return (
    <div className="stack">
      <Breadcrumb trail={[['/Dashboard', 'Dashboard'], ['/misempleos', 'Mis Empleos']]} current="Crear Empleo" />
      <h1>Crear Empleo Nuevo</h1>
      <JobForm key={formKey} mode="empresa" companyName={session.company?.Nombre} submitLabel="Registrar empleo" submittingLabel="Registrando..." onSubmit={submit} />
      <Modal
        title="Pago requerido"
        open={created !== null}
        onClose={() => {
          setCreated(null);
          setFormKey((k) => k + 1);
        }}
        footer={
          created && (
            <>
              <Link className="btn btn-light" to="/listaempleos">
                Ver mis empleos
              </Link>
              <Link className="btn btn-primary" to={`/pagarempleo/${created.Empleo}`}>
                Pagar ahora
              </Link>
            </>
          )
        }
      >
        <p className="notice-success">
          <strong>Empleo registrado exitosamente</strong>
        </p>
        <p>Debes realizar el pago de este empleo para poder publicarlo</p>
      </Modal>
    </div>
  );
}
