import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { JobInput } from '../../../shared/contract/hiring';
import { Modal } from '../../components/Modal';
import { useDocumentMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';
import { useCompanyBalance } from '../../lib/api/credits';
import { formatDate } from '../../lib/format';
import { useCreateJob } from './api/save-job';
import { JobForm } from './JobForm';
import { submitJob } from './submit-job';
import './hiring.css';
import { Breadcrumb } from '../../components/Breadcrumb';

/**
 * /crearempleo: 'Crear Empleo Nuevo', then the 'Pago requerido' modal; with credits in the
 * balance, «Usar 1 crédito» publishes it at once instead (issue 39).
 */
export default function CreateJobPage() {
  useDocumentMeta('Crear Empleo Nuevo | Chamba', 'Publica una oferta de empleo en tres pasos.');
  const session = useSession();
  const [created, setCreated] = useState<{ Empleo: number; CodigoEmpleo: string; Pagado?: number; CreditosDisponibles?: number } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const createJob = useCreateJob();
  const balance = useCompanyBalance(session.role === 'empresa');
  const available = balance.data?.Disponibles ?? 0;
  // Opt-in: a company that hires with QRs keeps doing so; the box says how many credits there are.
  const [useCredit, setUseCredit] = useState(false);
  const creditId = useId();

  if (session.role !== 'empresa') {
    return (
      <div className="stack">
        <h1>Crear Empleo Nuevo</h1>
        <p className="alert alert-info">Solo las cuentas de empresa publican empleos desde aquí. También puedes <Link to="/publicar-empleo">publicar un empleo sin cuenta</Link>.</p>
      </div>
    );
  }

  const withCredit = available > 0 && useCredit;
  const submit = (job: JobInput) => submitJob(() => createJob.mutateAsync({ ...job, tlUsarCredito: withCredit ? 1 : 0 }), 'Hubo un error al registrar el empleo : ', setCreated);
  const paidWithCredit = created?.Pagado === 1;

  return (
    <div className="stack">
      <Breadcrumb trail={[['/Dashboard', 'Dashboard'], ['/misempleos', 'Mis Empleos']]} current="Crear Empleo" />
      <h1>Crear Empleo Nuevo</h1>
      {available > 0 && balance.data && (
        <div className="card credit-choice">
          <label htmlFor={creditId} className="check">
            <input id={creditId} type="checkbox" checked={useCredit} onChange={(e) => setUseCredit(e.target.checked)} />
            <span>
              <strong>Usar 1 crédito</strong> para publicar este empleo sin pagar un QR
            </span>
          </label>
          <p className="muted">
            Tienes {available} {available === 1 ? 'crédito disponible' : 'créditos disponibles'}
            {balance.data.ProximoVencimiento ? ` (los primeros vencen el ${formatDate(balance.data.ProximoVencimiento)})` : ''}. <Link to="/saldo">Ver mi saldo</Link>
          </p>
        </div>
      )}
      <JobForm key={formKey} mode="empresa" companyName={session.company?.Nombre} submitLabel="Registrar empleo" submittingLabel="Registrando..." onSubmit={submit} />
      <Modal
        title={paidWithCredit ? 'Empleo publicado' : 'Pago requerido'}
        open={created !== null}
        onClose={() => {
          setCreated(null);
          setFormKey((k) => k + 1);
        }}
        footer={
          created &&
          (paidWithCredit ? (
            <>
              <Link className="btn btn-light" to="/saldo">
                Ver mi saldo
              </Link>
              <Link className="btn btn-primary" to="/listaempleos">
                Ver mis empleos
              </Link>
            </>
          ) : (
            <>
              <Link className="btn btn-light" to="/listaempleos">
                Ver mis empleos
              </Link>
              <Link className="btn btn-primary" to={`/pagarempleo/${created.Empleo}`}>
                Pagar ahora
              </Link>
            </>
          ))
        }
      >
        <p className="notice-success">
          <strong>Empleo registrado exitosamente</strong>
        </p>
        {paidWithCredit ? (
          <p>
            Lo publicamos con 1 crédito. Te {created?.CreditosDisponibles === 1 ? 'queda 1 crédito' : `quedan ${created?.CreditosDisponibles ?? 0} créditos`}.
          </p>
        ) : (
          <p>Debes realizar el pago de este empleo para poder publicarlo</p>
        )}
      </Modal>
    </div>
  );
}
