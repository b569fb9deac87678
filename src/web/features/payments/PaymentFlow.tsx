/**
 * The QR payment of a CV or a job (spec: /pagarcurriculum, /pagarempleo): the payer's form with
 * all errors listed together, 'Generar Qr', the QR, polling every 10 s (and at once when the user
 * comes back to the tab, e.g. from the sandbox page) until EstadoTransaccion is 2, then the
 * success modal.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { checkCvPayment, checkJobPayment, generateCvPayment, generateJobPayment } from '../../../shared/contract/payments';
import { cvPaymentBody, jobPaymentBody, PAID, PAYMENT_MESSAGES, PAYMENT_POLL_MS } from '../../../shared/contract/payments';
import { Modal } from '../../components/Modal';
import { api, isErrorEnvelope } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import './payments.css';

export type PaymentKind = 'curriculum' | 'empleo';

const KINDS = {
  curriculum: { concept: 'Activación de currículum', doneTo: '/listacurriculum', doneLabel: 'Ver mis currículums', idField: 'Curriculum' },
  empleo: { concept: 'Publicación de empleo', doneTo: '/listaempleos', doneLabel: 'Ver mis empleos', idField: 'Empleo' },
} as const;

type Qr = { tx: number; png: string; amount: number; url?: string };

/** Form errors in the spec's order, each shown as '- message'. */
export function paymentErrors(kind: PaymentKind, values: Record<string, string>, targetId: string): string[] {
  const schema = kind === 'curriculum' ? cvPaymentBody : jobPaymentBody;
  const r = schema.safeParse({ ...values, [KINDS[kind].idField]: targetId });
  if (r.success) return [];
  const order = ['tcNombreUsuario', 'tnCiNit', 'tnTelefono', 'tcCorreo', KINDS[kind].idField];
  const byField = new Map<string, string>();
  for (const issue of r.error.issues) {
    const f = String(issue.path[0]);
    if (!byField.has(f)) byField.set(f, issue.message);
  }
  return order.filter((f) => byField.has(f)).map((f) => byField.get(f)!);
}

async function generate(kind: PaymentKind, body: Record<string, string>, id: string) {
  return kind === 'curriculum'
    ? api<typeof generateCvPayment>('POST /api/servicio/generarpago', { ...body, Curriculum: id } as never)
    : api<typeof generateJobPayment>('POST /api/servicio/generarpagoempleo', { ...body, Empleo: id } as never);
}

async function status(kind: PaymentKind, tx: number, id: string): Promise<number | null> {
  const r =
    kind === 'curriculum'
      ? await api<typeof checkCvPayment>('POST /api/servicio/consultarpago', { tnTransaccionDePago: tx, tnCurriculum: id } as never)
      : await api<typeof checkJobPayment>('POST /api/servicio/consultarpagoempleo', { tnTransaccionDePago: tx, tnEmpleo: id } as never);
  if (isErrorEnvelope(r) || r.error !== 0 || !r.values) return null;
  return r.values.EstadoTransaccion;
}

export function PaymentFlow({ kind, targetId, subject }: { kind: PaymentKind; targetId: string; subject?: string }) {
  const k = KINDS[kind];
  const session = useSession();
  const [values, setValues] = useState({
    tcNombreUsuario: [session.user?.Nombre, session.user?.Apellidos].filter(Boolean).join(' '),
    tnCiNit: '',
    tnTelefono: '',
    tcCorreo: session.user?.Correo ?? '',
  });
  const [errors, setErrors] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [qr, setQr] = useState<Qr | null>(null);
  const [paid, setPaid] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const checking = useRef(false);
  const ids = { nombre: useId(), ci: useId(), tel: useId(), correo: useId() };

  const check = useCallback(async () => {
    if (!qr || paid || checking.current) return;
    checking.current = true;
    try {
      if ((await status(kind, qr.tx, targetId)) === PAID) setPaid(true);
    } catch (err) {
      console.error(err);
    } finally {
      checking.current = false;
    }
  }, [qr, paid, kind, targetId]);

  useEffect(() => {
    if (!qr || paid) return;
    const timer = setInterval(() => void check(), PAYMENT_POLL_MS);
    const onBack = () => document.visibilityState === 'visible' && void check();
    window.addEventListener('focus', onBack);
    document.addEventListener('visibilitychange', onBack);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onBack);
      document.removeEventListener('visibilitychange', onBack);
    };
  }, [qr, paid, check]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problems = paymentErrors(kind, values, targetId);
    setErrors(problems);
    if (problems.length) return;
    setLoading(true);
    try {
      const r = await generate(kind, values, targetId);
      if (isErrorEnvelope(r) || r.codigoerror !== 0 || !('Datos' in r) || !r.Datos) {
        const already = r.message === PAYMENT_MESSAGES.cvAlreadyPaid || r.message === PAYMENT_MESSAGES.jobAlreadyPaid;
        notify(already ? r.message : isErrorEnvelope(r) && r.message ? `${PAYMENT_MESSAGES.qrFailure}\n${r.message}` : PAYMENT_MESSAGES.qrFailure, 'error');
        return;
      }
      setQr({ tx: r.Datos.TransaccionDePago, png: r.Datos.lcQRBASE64, amount: r.Datos.MontoBs, url: r.Datos.UrlPago });
    } catch (err) {
      console.error(err);
      notify(PAYMENT_MESSAGES.qrFailure, 'error');
    } finally {
      setLoading(false);
    }
  }

  const bind = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <div className="pay-layout">
      <form className="card pay-form" onSubmit={submit} noValidate aria-label="Datos de facturación">
        <h2>Datos del pago</h2>
        <p className="muted">
          {k.concept}
          {subject ? `: ${subject}` : ''}
        </p>
        {errors.length > 0 && (
          <div className="alert alert-error" role="alert">
            <p>{PAYMENT_MESSAGES.formHeader}</p>
            <ul className="pay-errors">
              {errors.map((m) => (
                <li key={m}>- {m}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="field">
          <label htmlFor={ids.nombre}>Nombre completo</label>
          <input id={ids.nombre} autoComplete="name" maxLength={120} {...bind('tcNombreUsuario')} />
        </div>
        <div className="grid-2">
          <div className="field">
            <label htmlFor={ids.ci}>CI/NIT</label>
            <input id={ids.ci} inputMode="numeric" maxLength={20} {...bind('tnCiNit')} />
          </div>
          <div className="field">
            <label htmlFor={ids.tel}>Teléfono</label>
            <input id={ids.tel} type="tel" inputMode="tel" autoComplete="tel" maxLength={25} {...bind('tnTelefono')} />
          </div>
        </div>
        <div className="field">
          <label htmlFor={ids.correo}>Correo electrónico</label>
          <input id={ids.correo} type="email" autoComplete="email" maxLength={254} {...bind('tcCorreo')} />
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={loading || paid}>
          {loading ? 'Generando...' : 'Generar Qr'}
        </button>
      </form>
      <section className="card pay-qr" aria-live="polite" aria-label="Código QR">
        {!qr ? (
          <div className="pay-qr-empty">
            <span className="pay-qr-icon" aria-hidden="true">
              ▦
            </span>
            <p>Completa tus datos y presiona «Generar Qr» para ver el código de pago.</p>
          </div>
        ) : (
          <>
            <h2>Escanea para pagar</h2>
            <p className="pay-amount">Bs. {qr.amount}</p>
            <img className="pay-qr-img" src={`data:image/png;base64,${qr.png}`} alt="Código QR de pago" width={260} height={260} />
            <p className="muted">Transacción N.º {qr.tx}</p>
            {paid ? (
              <p className="badge badge-success">Pago confirmado</p>
            ) : (
              <p className="pay-waiting">
                <span className="spinner" aria-hidden="true" /> Esperando la confirmación del pago...
              </p>
            )}
            <p className="hint">Escanea el código con la app de tu banco. Esta página se actualiza sola cuando el pago se confirma.</p>
            {qr.url && !paid && (
              <p className="pay-sandbox-link">
                Modo de prueba:{' '}
                <a href={qr.url} target="_blank" rel="noopener">
                  abrir la página de pago de prueba
                </a>
              </p>
            )}
          </>
        )}
      </section>
      <Modal
        title={PAYMENT_MESSAGES.success}
        open={paid && !dismissed}
        onClose={() => setDismissed(true)}
        footer={
          <Link className="btn btn-primary" to={k.doneTo}>
            {k.doneLabel}
          </Link>
        }
      >
        <p className="pay-success">
          <span aria-hidden="true">✔</span> {PAYMENT_MESSAGES.success}
        </p>
        <p>{kind === 'curriculum' ? 'Tu currículum ya está activado: puedes descargarlo en PDF y postular a empleos.' : 'Tu empleo ya está publicado y visible para los candidatos.'}</p>
      </Modal>
    </div>
  );
}
