/**
 * The QR payment of a CV or a job (spec: /pagarcurriculum, /pagarempleo): the payer's form with
 * all errors listed together, 'Generar Qr', the QR, polling every 10 s (and at once when the user
 * comes back to the tab, e.g. from the sandbox page) until EstadoTransaccion is 2, then the
 * success modal.
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buyPackBody } from '../../../shared/contract/credits';
import { CANCELLED, cvPaymentBody, featuredPaymentBody, jobPaymentBody, PAID, PAYMENT_MESSAGES, RAZON_SOCIAL_MAX, REPLACED, REVIEW } from '../../../shared/contract/payments';
import { useBillingData } from '../../lib/api/credits';
import { Modal } from '../../components/Modal';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { usePaymentState } from './api/check-payment';
import { PriceSummary } from './PriceSummary';
import { useGeneratePayment, type Payer, type PaymentKind } from './api/generate-payment';
import './payments.css';

export const KINDS = {
  curriculum: { concept: 'Activación de currículum', noun: 'El currículum', doneTo: '/listacurriculum', doneLabel: 'Ver mis currículums', idField: 'Curriculum' },
  empleo: { concept: 'Publicación de empleo', noun: 'El empleo', doneTo: '/listaempleos', doneLabel: 'Ver mis empleos', idField: 'Empleo' },
  paquete: { concept: 'Paquete de publicaciones', noun: 'El paquete', doneTo: '/saldo', doneLabel: 'Ver mi saldo', idField: 'tnPaquete' },
  destacado: { concept: 'Empleo destacado', noun: 'El empleo', doneTo: '/misempleos', doneLabel: 'Ver mis empleos', idField: 'tnEmpleo' },
} as const;

const SCHEMAS = { curriculum: cvPaymentBody, empleo: jobPaymentBody, paquete: buyPackBody, destacado: featuredPaymentBody };

type Qr = { tx: number; png: string; amount: number; url?: string };

const ENDED: Record<number, string> = {
  [REPLACED]: 'Este QR fue reemplazado por uno más reciente.',
  [CANCELLED]: 'Este QR venció o fue anulado. Presiona «Generar Qr» para obtener uno nuevo.',
  [REVIEW]: 'Tu pago está en revisión. Te escribiremos por correo; si ya pagaste, no pagues de nuevo.',
};

/** Form errors in the spec's order, each shown as '- message'. */
export function paymentErrors(kind: PaymentKind, values: Payer, targetId: string, dias?: number): string[] {
  const r = SCHEMAS[kind].safeParse({ ...values, [KINDS[kind].idField]: targetId, ...(dias === undefined ? {} : { tnDias: dias }) });
  const byField = new Map<string, string>();
  for (const issue of r.success ? [] : r.error.issues) {
    const f = String(issue.path[0]);
    if (!byField.has(f)) byField.set(f, issue.message);
  }
  // The server's rule too: a NIT has no complement.
  if (!byField.has('tnCiNit') && values.tcTipoDocumento === 'NIT' && values.tnCiNit.includes('-')) byField.set('tnCiNit', PAYMENT_MESSAGES.nitComplement);
  const order = ['tcNombreUsuario', 'tcTipoDocumento', 'tnCiNit', 'tcRazonSocial', 'tnTelefono', 'tcCorreo', KINDS[kind].idField, 'tnDias'];
  return order.filter((f) => byField.has(f)).map((f) => byField.get(f)!);
}

/** The spec's notice when no QR comes: an already-paid CV or job says so; a refused request adds why. */
function qrFailureText(err: Error) {
  if (!(err instanceof ApiError)) return PAYMENT_MESSAGES.qrFailure;
  if (err.message === PAYMENT_MESSAGES.cvAlreadyPaid || err.message === PAYMENT_MESSAGES.jobAlreadyPaid) return err.message;
  return err.isEnvelope && err.message ? `${PAYMENT_MESSAGES.qrFailure}\n${err.message}` : PAYMENT_MESSAGES.qrFailure;
}

/** `dias`: the days a featured job (kind `destacado`) is paid for. */
export function PaymentFlow({ kind, targetId, subject, summary, doneText, dias }: { kind: PaymentKind; targetId: string; subject?: string; summary?: ReactNode; doneText?: string; dias?: number }) {
  const k = KINDS[kind];
  const session = useSession();
  const [values, setValues] = useState<Payer>({
    tcNombreUsuario: [session.user?.Nombre, session.user?.Apellidos].filter(Boolean).join(' '),
    tcTipoDocumento: 'CI',
    tnCiNit: '',
    tcRazonSocial: '',
    tnTelefono: '',
    tcCorreo: session.user?.Correo ?? '',
  });
  // The billing data of the account's last payment fills the form once, until the payer edits it.
  const billing = useBillingData(!!session.user);
  const [prefilled, setPrefilled] = useState(false);
  if (!prefilled && billing.data !== undefined) {
    setPrefilled(true);
    if (billing.data) setValues((v) => (v.tnCiNit || v.tcRazonSocial ? v : { ...v, ...billing.data }));
  }
  const [errors, setErrors] = useState<string[]>([]);
  const generate = useGeneratePayment();
  const loading = generate.isPending;
  const [qr, setQr] = useState<Qr | null>(null);
  const state = usePaymentState(kind, qr?.tx ?? null, targetId);
  const paid = qr !== null && state.data === PAID;
  /** A QR that can no longer be paid here says why; the form makes a new one. */
  const ended = qr === null ? null : (ENDED[state.data ?? 0] ?? null);
  const [dismissed, setDismissed] = useState(false);
  const ids = { nombre: useId(), tipo: useId(), ci: useId(), razon: useId(), razonHint: useId(), tel: useId(), correo: useId() };

  // Coming back to the tab (e.g. from the sandbox page) checks at once, besides the 10 s polling.
  const { refetch } = state;
  useEffect(() => {
    if (!qr || paid) return;
    const onBack = () => document.visibilityState === 'visible' && void refetch();
    window.addEventListener('focus', onBack);
    document.addEventListener('visibilitychange', onBack);
    return () => {
      window.removeEventListener('focus', onBack);
      document.removeEventListener('visibilitychange', onBack);
    };
  }, [qr, paid, refetch]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const problems = paymentErrors(kind, values, targetId, dias);
    setErrors(problems);
    if (problems.length) return;
    generate.mutate(
      { kind, payer: values, id: targetId, dias },
      {
        onSuccess: (d) => setQr({ tx: d.TransaccionDePago, png: d.lcQRBASE64, amount: d.MontoBs, url: d.UrlPago }),
        onError: (err) => notify(qrFailureText(err), 'error'),
      },
    );
  }

  const bind = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <div className="pay-layout">
      <form className="card pay-form" onSubmit={submit} noValidate aria-label="Datos de facturación">
        {summary ?? ((kind === 'curriculum' || kind === 'empleo') && <PriceSummary kind={kind} subject={subject} />)}
        <h2>Datos del pago</h2>
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
            <input id={ids.ci} inputMode="text" maxLength={20} {...bind('tnCiNit')} />
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
        <fieldset className="pay-billing">
          <legend>Datos para la factura</legend>
          <div className="field">
            <label htmlFor={ids.tipo}>Tipo de documento</label>
            <select id={ids.tipo} {...bind('tcTipoDocumento')}>
              <option value="CI">CI (persona)</option>
              <option value="NIT">NIT (empresa)</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.razon}>Razón social</label>
            <input id={ids.razon} autoComplete="organization" maxLength={RAZON_SOCIAL_MAX} aria-describedby={ids.razonHint} {...bind('tcRazonSocial')} />
            <p className="hint" id={ids.razonHint}>
              El nombre a facturar. Si lo dejas vacío usaremos tu nombre completo. Recordamos estos datos para tu próximo pago.
            </p>
          </div>
        </fieldset>
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
            ) : ended ? (
              <p className="alert alert-warning" role="status">
                {ended}
              </p>
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
          <>
            <Link className="btn btn-outline" to="/mis-pagos">
              Ver mis pagos
            </Link>
            <Link className="btn btn-primary" to={k.doneTo}>
              {k.doneLabel}
            </Link>
          </>
        }
      >
        <p className="pay-success">
          <span aria-hidden="true">✔</span> {PAYMENT_MESSAGES.success}
        </p>
        <p>
          {doneText ??
            (kind === 'curriculum'
              ? 'Tu currículum ya está activado: puedes descargarlo en PDF y postular a empleos.'
              : kind === 'paquete'
                ? 'Tus créditos ya están disponibles: úsalos al publicar tus empleos.'
                : kind === 'destacado'
                ? 'Tu empleo ya está destacado: aparece primero en las búsquedas que coinciden con él.'
                : 'Tu empleo ya está publicado y visible para los candidatos.')}
        </p>
        <p className="muted">Te enviamos el comprobante por correo; también puedes descargarlo en «Mis pagos».</p>
      </Modal>
    </div>
  );
}
