/**
 * QR payments (spec 001 sections 3, 5, 7; DESIGN decision 9): a CV activation (25 Bs) and a job
 * publication (50 Bs), and (issue 39) a featured job for 7, 15 or 30 days. One payment row per QR; `consultarpago*` is polled every 10 s until
 * EstadoTransaccion is 2. The sandbox routes exist only with PAYMENT_PROVIDER=sandbox.
 */
import { z } from 'zod';
import { access, endpoint, idNumber, intLike, pageNumber, sameCall, type Access } from './endpoint';
import { datosReply, flag, servicioReply } from './shapes';

export const PAYMENT_MESSAGES = {
  name: 'El nombre completo es obligatorio.',
  ciNit: 'El CI/NIT es obligatorio.',
  ciNitInvalid: 'El CI/NIT debe tener solo números (5 a 12 dígitos), con complemento si corresponde (ej. 1234567-1B).',
  nitComplement: 'Un NIT no lleva complemento: el complemento es solo del CI.',
  documentType: 'El tipo de documento debe ser CI o NIT.',
  razonSocialLong: 'La razón social tiene como máximo 120 caracteres.',
  razonSocialInvalid: 'La razón social tiene caracteres no permitidos.',
  phone: 'El teléfono es obligatorio.',
  phoneInvalid: 'El teléfono debe tener entre 7 y 15 dígitos.',
  email: 'El correo electrónico es obligatorio.',
  emailInvalid: 'El correo electrónico no tiene un formato válido.',
  curriculum: 'Falta el currículum a pagar.',
  job: 'Falta el empleo a pagar.',
  transaction: 'Falta la transacción de pago.',
  cvAlreadyPaid: 'Este currículum ya está pagado.',
  jobAlreadyPaid: 'Este empleo ya está pagado.',
  qrFailure: 'Hubo un error al generar el código QR. Por favor, inténtalo de nuevo.',
  formHeader: 'Por favor corrige los siguientes errores:',
  success: 'PAGO REALIZADO CON EXITO',
  replaced: 'Este QR fue reemplazado por uno más reciente. Paga con el último QR que generaste.',
  unavailable: 'Los pagos no están disponibles en este momento. Inténtalo más tarde o escríbenos.',
  receiptMissing: 'El comprobante estará disponible cuando el pago se confirme.',
  featuredDays: 'Elige cuántos días destacar el empleo: 7, 15 o 30.',
  featuredNotListed: 'Solo puedes destacar un empleo publicado y vigente.',
  featuredPrice: 'El precio debe ser un número entero de 1 a 100000 Bs.',
  featuredPriceSaved: 'Precio guardado.',
} as const;

/** Issue 39: how many days a job may be featured. */
export const FEATURED_DAYS = [7, 15, 30] as const;

/** Polling interval of consultarpago / consultarpagoempleo (spec 9). */
export const PAYMENT_POLL_MS = 10_000;
/** EstadoTransaccion: 1 pending, 2 paid, 3 replaced, 4 expired or cancelled, 5 under review. */
export const PENDING = 1;
export const PAID = 2;
/** A pending QR replaced by a newer QR for the same CV or job: the sandbox no longer confirms it. */
export const REPLACED = 3;
/** The QR expired or was cancelled at the gateway, or the gateway could not create it. */
export const CANCELLED = 4;
/** The gateway reported something that needs a person (another amount, its own review). */
export const REVIEW = 5;

export const PAYMENT_STATE_LABELS: Record<number, string> = {
  [PENDING]: 'Pendiente',
  [PAID]: 'Pagado',
  [REPLACED]: 'Reemplazado',
  [CANCELLED]: 'Vencido o anulado',
  [REVIEW]: 'En revisión',
};

const requiredString = (message: string, max: number, invalid = message) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v ?? ''),
    z.string({ error: message }).trim().min(1, message).max(max, invalid),
  );

const idOf = (message: string) => z.preprocess((v) => (v === '' || v == null ? undefined : v), idNumber(message));

/** NIT or CI: 5 to 12 digits, a CI's optional complement after a dash ('1234567-1B'); the dash tells the complement from the number. */
export const CI_NIT_PATTERN = /^\d{5,12}(-[0-9A-Z]{1,2})?$/;
export const RAZON_SOCIAL_MAX = 120;

/**
 * Billing data on every payment (issue 39): the document type (CI when left out), the number in
 * tnCiNit and the razón social (the payer's name when left out: a person invoices under it).
 */
export const billingFields = {
  tcTipoDocumento: z.preprocess((v) => (v === '' || v == null ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(['CI', 'NIT'], { error: PAYMENT_MESSAGES.documentType }).optional().default('CI')),
  tcRazonSocial: z
    .string({ error: PAYMENT_MESSAGES.razonSocialInvalid })
    .trim()
    .max(RAZON_SOCIAL_MAX, PAYMENT_MESSAGES.razonSocialLong)
    // Letters, digits, spaces and the punctuation of company names; no markup, no control characters.
    .refine((v) => /^[\p{L}\p{N} .,&'()\-/ºª°#]*$/u.test(v), PAYMENT_MESSAGES.razonSocialInvalid)
    .optional()
    .default(''),
};

/** The payer's data of every payment form (tcNombreUsuario, tnCiNit, tnTelefono, tcCorreo) and the billing data. */
export const payerFields = {
  ...billingFields,
  tcNombreUsuario: requiredString(PAYMENT_MESSAGES.name, 120, 'El nombre completo es demasiado largo.'),
  tnCiNit: requiredString(PAYMENT_MESSAGES.ciNit, 20, PAYMENT_MESSAGES.ciNitInvalid)
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => CI_NIT_PATTERN.test(v), PAYMENT_MESSAGES.ciNitInvalid),
  tnTelefono: requiredString(PAYMENT_MESSAGES.phone, 25, PAYMENT_MESSAGES.phoneInvalid)
    .transform((v) => v.replace(/[\s()-]/g, ''))
    .refine((v) => /^\+?\d{7,15}$/.test(v), PAYMENT_MESSAGES.phoneInvalid),
  tcCorreo: requiredString(PAYMENT_MESSAGES.email, 254, PAYMENT_MESSAGES.emailInvalid)
    .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && z.email().safeParse(v).success, PAYMENT_MESSAGES.emailInvalid)
    .transform((v) => v.toLowerCase()),
};

export const cvPaymentBody = z.object({ ...payerFields, Curriculum: idOf(PAYMENT_MESSAGES.curriculum) });
export const jobPaymentBody = z.object({ ...payerFields, Empleo: idOf(PAYMENT_MESSAGES.job) });

const featuredDays = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,3}$/.test(v.trim()) ? Number(v) : v),
  z.union([z.literal(7), z.literal(15), z.literal(30)], { error: PAYMENT_MESSAGES.featuredDays }),
);
/** Issue 39: featuring a job: the payer's data, the job and the days. */
export const featuredPaymentBody = z.object({ ...payerFields, tnEmpleo: idOf(PAYMENT_MESSAGES.job), tnDias: featuredDays });

export const qrDatos = z.object({
  /** PNG of the QR, base64 without the data: prefix. */
  lcQRBASE64: z.string(),
  TransaccionDePago: z.number(),
  /** Additions: the amount, and (sandbox) the URL the QR encodes. */
  MontoBs: z.number(),
  UrlPago: z.string().optional(),
});

/** Generating a QR: the payer's data and what is paid for; the QR comes in Datos. */
const qrPayment = <P extends string, A extends Access['auth'], B extends z.ZodType>(route: `POST ${P}`, who: Access<A>, summary: string, body: B) =>
  endpoint(route, who, { summary, body, reply: datosReply(qrDatos) });

export const generateCvPayment = qrPayment('POST /api/servicio/generarpago', access.candidatesAndStaff, 'Generar el QR de pago de un currículum (25 Bs)', cvPaymentBody);
export const generateJobPayment = qrPayment('POST /api/servicio/generarpagoempleo', access.companiesAndStaff, 'Generar el QR de pago de un empleo', jobPaymentBody);
/** Addition (issue 39): the QR that features a published job of the caller's company for 7, 15 or 30 days. */
export const featureJob = qrPayment(
  'POST /api/servicio/destacarempleo',
  access.companiesAndStaff,
  'Destacar un empleo publicado de la propia empresa por 7, 15 o 30 días: genera su QR (precio de la configuración)',
  featuredPaymentBody,
);

/** The transaction a call is about. */
const transactionField = { tnTransaccionDePago: idOf(PAYMENT_MESSAGES.transaction) };

/** Polling a payment (every PAYMENT_POLL_MS): the transaction and what it pays for; its state in values. */
const paymentCheck = <P extends string, S extends z.ZodRawShape>(route: `POST ${P}`, summary: string, paidFor: S) =>
  endpoint(route, access.signedIn, {
    summary,
    body: z.object({ ...transactionField, ...paidFor }),
    reply: servicioReply(z.object({ EstadoTransaccion: z.number() })),
  });

export const checkCvPayment = paymentCheck(
  'POST /api/servicio/consultarpago',
  'Estado del pago de un currículum (1 pendiente, 2 pagado, 3 reemplazado, 4 vencido o anulado, 5 en revisión)',
  { tnCurriculum: idOf(PAYMENT_MESSAGES.curriculum) },
);
export const checkJobPayment = paymentCheck(
  'POST /api/servicio/consultarpagoempleo',
  'Estado del pago de un empleo (1 pendiente, 2 pagado, 3 reemplazado, 4 vencido o anulado, 5 en revisión)',
  { tnEmpleo: idOf(PAYMENT_MESSAGES.job) },
);

export const checkFeaturedPayment = paymentCheck(
  'POST /api/servicio/consultarpagodestacado',
  'Estado del pago que destaca un empleo (1 pendiente, 2 pagado, 3 reemplazado, 4 vencido o anulado, 5 en revisión)',
  { tnEmpleo: idOf(PAYMENT_MESSAGES.job) },
);

const featuredPrice = z.object({ Dias: z.number(), MontoBs: z.number() });
/** Addition (issue 39): what featuring a job costs for each duration. */
export const featuredPrices = endpoint('GET /api/servicio/preciosdestacado', access.anyone, {
  addition: true,
  summary: 'Precios (Bs) de destacar un empleo por 7, 15 o 30 días',
  reply: servicioReply(z.array(featuredPrice)),
});
/** Addition (issue 39): staff set the price of one duration. */
export const adminSaveFeaturedPrice = endpoint('POST /api/servicio/admin/guardarpreciodestacado', access.staff, {
  addition: true,
  summary: 'Administración: precio (Bs) de destacar un empleo por 7, 15 o 30 días',
  body: z.object({
    tnDias: featuredDays,
    tnMontoBs: intLike(PAYMENT_MESSAGES.featuredPrice, (n) => n.min(1, PAYMENT_MESSAGES.featuredPrice).max(100_000, PAYMENT_MESSAGES.featuredPrice)),
  }),
  reply: servicioReply(z.array(featuredPrice)),
});

const sandboxTx = z.object({ TransaccionDePago: z.number(), EstadoTransaccion: z.number(), MontoBs: z.number(), Concepto: z.string() });

/**
 * The sandbox gateway's own calls (PAYMENT_PROVIDER=sandbox only): a transaction and the QR's code
 * (?codigo= in the URL it opens; the payer's session works too) in, its amount and state out.
 */
const sandbox = sameCall(access.anyoneOrSignedIn, {
  addition: true,
  body: z.object({ ...transactionField, tcCodigo: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/, 'Código inválido.').optional() }),
  reply: servicioReply(sandboxTx),
});

export const sandboxConfirm = sandbox(
  'POST /api/servicio/sandbox/confirmarpago',
  'Pasarela de prueba: confirma el pago con el código del QR o la sesión de quien paga (solo con PAYMENT_PROVIDER=sandbox; idempotente)',
);
export const sandboxTransaction = sandbox(
  'POST /api/servicio/sandbox/consultartransaccion',
  'Pasarela de prueba: monto y estado de una transacción, con el código del QR o la sesión de quien paga (solo con PAYMENT_PROVIDER=sandbox)',
);

/** Where the gateway notifies a payment: a hint, answered as the gateway requires, never proof. */
export const PAYMENT_CALLBACK_PATH = '/api/servicio/pagos/callback';

export const paymentCallback = endpoint('POST /api/servicio/pagos/callback', access.anyone, {
  addition: true,
  summary: 'Aviso de la pasarela (PagoFácil: PedidoID, Estado...). Se confirma consultando la pasarela; siempre responde 200.',
  /** The body as received (text): JSON or a form, read by the gateway's adapter. */
  body: z.unknown(),
  reply: z.object({ error: flag, status: flag, message: z.string(), values: z.boolean() }),
});

const purchase = z.object({ MontoBs: z.number(), Concepto: z.string(), Incluye: z.array(z.string()) });

/** What buying costs and gives, shown before any QR is generated. */
export const paymentInfo = endpoint('GET /api/servicio/infopago', access.anyone, {
  addition: true,
  summary: 'Precios (Bs) y lo que se compra; si la pasarela es una simulación',
  reply: servicioReply(z.object({ Curriculum: purchase, Empleo: purchase, Pasarela: z.string(), Simulacion: z.boolean(), Disponible: z.boolean() })),
});

/** What a payment pays for (issue 39 adds the credit pack). */
export const PAYMENT_KIND_VALUES = ['curriculum', 'empleo', 'paquete', 'destacado'] as const;
export type PaymentKindValue = (typeof PAYMENT_KIND_VALUES)[number];

export const paymentRow = z.object({
  TransaccionDePago: z.number(),
  Tipo: z.enum(PAYMENT_KIND_VALUES),
  Concepto: z.string(),
  Detalle: z.string(),
  MontoBs: z.number(),
  EstadoTransaccion: z.number(),
  Estado: z.string(),
  Fecha: z.string(),
  FechaPago: z.string().nullable(),
  /** Receipt number once paid (download: comprobante/{TransaccionDePago}). */
  Comprobante: z.string().nullable(),
  Curriculum: z.number().nullable(),
  Empleo: z.number().nullable(),
  /** Addition (issue 38): staff rejected the posting this paid for; the money is to be given back. */
  ReembolsoPendiente: z.number().int().min(0).max(1),
  /** Additions (issue 39): the credit pack bought, and the billing data of the payment. */
  Paquete: z.number().nullable(),
  TipoDocumento: z.enum(['CI', 'NIT']),
  CiNit: z.string(),
  RazonSocial: z.string(),
});
export type PaymentRowView = z.infer<typeof paymentRow>;

export const myPayments = endpoint('GET /api/servicio/mispagos', access.signedIn, {
  addition: true,
  summary: 'Mis pagos: cada pago de la cuenta con su estado y comprobante',
  reply: servicioReply(z.array(paymentRow)),
});

export const getReceiptPdf = endpoint('GET /api/servicio/comprobante/{TransaccionDePago}', access.signedIn, {
  addition: true,
  summary: 'Comprobante de pago en PDF (solo quien pagó, o administración; 404 para cualquier otro). Token bearer.',
  params: z.object({ TransaccionDePago: idOf(PAYMENT_MESSAGES.transaction) }),
  /** application/pdf */
  reply: z.unknown(),
});

const dayText = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida (AAAA-MM-DD).');
const blankIsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);
export const adminPaymentsBody = z.object({
  tnEstado: z.preprocess(blankIsMissing, intLike('Estado inválido.', (n) => n.min(1, 'Estado inválido.').max(5, 'Estado inválido.')).optional()),
  tcTipo: z.preprocess(blankIsMissing, z.enum(PAYMENT_KIND_VALUES, { error: 'Tipo inválido.' }).optional()),
  tcDesde: z.preprocess(blankIsMissing, dayText.optional()),
  tcHasta: z.preprocess(blankIsMissing, dayText.optional()),
  tnPagina: pageNumber(),
});

const periodTotal = z.object({ Periodo: z.string(), Pagos: z.number(), MontoBs: z.number() });
/** Paid totals of one kind in one La Paz month (issue 39). */
const kindMonthTotal = z.object({ Periodo: z.string(), Tipo: z.enum(PAYMENT_KIND_VALUES), Pagos: z.number(), MontoBs: z.number() });

export const adminListPayments = endpoint('POST /api/servicio/admin/listarpagos', access.staff, {
  addition: true,
  summary: 'Administración: todos los pagos con filtros (estado, tipo, desde, hasta) y totales pagados por día y mes',
  body: adminPaymentsBody,
  reply: servicioReply(
    z.object({
      Pagos: z.array(paymentRow),
      Total: z.number(),
      TamanoPagina: z.number(),
      TotalesPorDia: z.array(periodTotal),
      TotalesPorMes: z.array(periodTotal),
      /** Addition (issue 39): paid totals per kind and La Paz month, newest month first. */
      TotalesPorTipoYMes: z.array(kindMonthTotal),
    }),
  ),
});

/**
 * Addition (issue 39): the paid payments of a period as CSV for an invoicing service (one row per
 * payment: receipt number, La Paz date, kind, concept, amount, document type, number, complement,
 * razón social, e-mail); the columns are documented in docs/decisions/credit-packs-and-billing.md.
 */
export const adminExportPayments = endpoint('GET /api/servicio/admin/exportarpagos', access.staff, {
  addition: true,
  summary: 'Administración: pagos pagados de un periodo (desde, hasta; días de La Paz) en CSV para el servicio de facturación',
  query: z.object({ tcDesde: z.preprocess(blankIsMissing, dayText.optional()), tcHasta: z.preprocess(blankIsMissing, dayText.optional()) }),
  /** text/csv; charset=utf-8 */
  reply: z.unknown(),
});

/** The billing data an account used last (null: none yet), to prefill the next payment. */
export const billingData = z.object({ tcTipoDocumento: z.enum(['CI', 'NIT']), tnCiNit: z.string(), tcRazonSocial: z.string() });
export type BillingData = z.infer<typeof billingData>;

export const getBillingData = endpoint('POST /api/servicio/datosfacturacion', access.signedIn, {
  addition: true,
  summary: 'Datos de facturación de la cuenta (los del último pago), para completar el siguiente; null si aún no pagó',
  reply: servicioReply(billingData.nullable()),
});
