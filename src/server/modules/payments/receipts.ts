/** Receipts (comprobantes), "Mis pagos" and the staff's view of all payments (decision 063). */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { curriculums, jobs, payments } from '../../db/schema';
import { notFound } from '../../core/http/errors';
import { renderReceiptPdf, type ReceiptData } from '../../infra/pdf/receipt';
import { enqueueMail } from '../../core/mail/outbox';
import { PAID, PAYMENT_STATE_LABELS } from '../../../shared/contract/payments';
import { CONCEPTS, ownPayment, type PaymentKind, type PaymentRow } from './service';

const LA_PAZ = 'America/La_Paz';
const dateTime = new Intl.DateTimeFormat('es-BO', { timeZone: LA_PAZ, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
export const laPazDateTime = (d: Date) => dateTime.format(d).replace(',', '');

/** CH-2026-000123: the year it was paid and our transaction id. */
export const receiptNumber = (p: Pick<PaymentRow, 'id' | 'paidAt' | 'createdAt'>) =>
  `CH-${new Intl.DateTimeFormat('en', { timeZone: LA_PAZ, year: 'numeric' }).format(p.paidAt ?? p.createdAt)}-${String(p.id).padStart(6, '0')}`;

async function whatWasBought(db: DbOrTx, p: PaymentRow): Promise<string> {
  if (p.detalle) return p.detalle;
  if (p.curriculumId) {
    const [cv] = await db.select({ titulo: curriculums.titulo }).from(curriculums).where(eq(curriculums.id, p.curriculumId));
    return cv ? `Currículum «${cv.titulo}»` : 'Currículum';
  }
  if (p.jobId) {
    const [job] = await db.select({ titulo: jobs.titulo }).from(jobs).where(eq(jobs.id, p.jobId));
    return job ? `Empleo «${job.titulo}»` : 'Empleo';
  }
  return '';
}

const GATEWAY_NAMES: Record<string, string> = { sandbox: 'simulación', pagofacil: 'PagoFácil' };

export async function receiptData(deps: AppDeps, p: PaymentRow, db: DbOrTx = deps.db): Promise<ReceiptData> {
  return {
    numero: receiptNumber(p),
    fecha: laPazDateTime(p.paidAt ?? p.createdAt),
    pagador: p.nombre,
    tipoDocumento: p.tipoDocumento,
    ciNit: p.ciNit,
    razonSocial: p.razonSocial ?? p.nombre,
    correo: p.correo,
    concepto: CONCEPTS[p.kind],
    detalle: await whatWasBought(db, p),
    montoBs: p.montoBs,
    transaccion: p.id,
    referenciaPasarela: p.providerRef ?? '-',
    pasarela: GATEWAY_NAMES[p.provider] ?? p.provider,
  };
}

/** The receipt PDF of the caller's own paid payment; 404 otherwise (unknown, not yours, unpaid). */
export async function receiptPdf(deps: AppDeps, user: AuthUser, id: number) {
  const p = await ownPayment(deps, user, id);
  if (p.estado !== PAID) throw notFound('El comprobante estará disponible cuando el pago se confirme.');
  const data = await receiptData(deps, p);
  return { filename: `comprobante-${data.numero}.pdf`, pdf: await renderReceiptPdf(data) };
}

/**
 * Queues the receipt mail in the transaction that marks the payment paid (confirmPayment's
 * `onPaid`): one receipt per payment, sent by the outbox with retries. SMTP being down never
 * undoes or delays a payment; the receipt also stays downloadable from "Mis pagos".
 */
export async function queueReceiptMail(deps: AppDeps, p: PaymentRow, tx: DbOrTx): Promise<void> {
  const r = await receiptData(deps, p, tx);
  const url = `${(deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`).replace(/\/$/, '')}/mis-pagos`;
  await enqueueMail(
    deps,
    {
      to: p.correo,
      subject: `Comprobante de pago ${r.numero} - Chamba`,
      text: [
        `Hola ${r.pagador}:`,
        '',
        'Recibimos tu pago. Este es tu comprobante:',
        '',
        `Comprobante Nº: ${r.numero}`,
        `Fecha: ${r.fecha}`,
        `Concepto: ${r.concepto}`,
        `Detalle: ${r.detalle}`,
        `Monto: Bs. ${r.montoBs.toFixed(2)}`,
        `CI/NIT: ${r.ciNit} (${r.tipoDocumento})`,
        `Razón social: ${r.razonSocial}`,
        `Transacción: ${r.transaccion} (referencia de la pasarela: ${r.referenciaPasarela})`,
        '',
        `Puedes descargar el comprobante en PDF en ${url}`,
        '',
        'Gracias por usar Chamba.',
      ].join('\n'),
    },
    tx,
  );
}

const rowView = (p: PaymentRow & { detalle: string | null }) => ({
  TransaccionDePago: p.id,
  Tipo: p.kind,
  Concepto: CONCEPTS[p.kind],
  Detalle: p.detalle ?? '',
  MontoBs: p.montoBs,
  EstadoTransaccion: p.estado,
  Estado: PAYMENT_STATE_LABELS[p.estado] ?? 'Desconocido',
  Fecha: p.createdAt.toISOString(),
  FechaPago: p.paidAt?.toISOString() ?? null,
  Comprobante: p.estado === PAID ? receiptNumber(p) : null,
  Curriculum: p.curriculumId,
  Empleo: p.jobId,
  ReembolsoPendiente: p.reembolsoPendiente ? (1 as const) : (0 as const),
  Paquete: p.packId,
  TipoDocumento: p.tipoDocumento,
  CiNit: p.ciNit,
  RazonSocial: p.razonSocial ?? p.nombre,
});

const detalle = sql<string | null>`coalesce(${payments.detalle}, (select 'Currículum «' || c.titulo || '»' from curriculums c where c.id = ${payments.curriculumId}), (select 'Empleo «' || j.titulo || '»' from jobs j where j.id = ${payments.jobId}))`;

/** "Mis pagos": every payment of the caller, newest first. */
export async function myPayments(deps: AppDeps, user: AuthUser) {
  const rows = await deps.db
    .select({ p: payments, detalle })
    .from(payments)
    .where(eq(payments.userId, user.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(500);
  return rows.map((r) => rowView({ ...r.p, detalle: r.detalle }));
}

export type AdminPaymentFilters = { estado?: number; tipo?: PaymentKind; desde?: string; hasta?: string; page: number };
const ADMIN_PAGE = 50;

/** La Paz day 'YYYY-MM-DD' as the UTC instant it starts (La Paz is UTC-4 all year). */
const laPazDayStart = (day: string) => new Date(`${day}T04:00:00Z`);

/** All payments with filters, a page of rows and paid totals per La Paz day and month. */
export async function adminPayments(deps: AppDeps, f: AdminPaymentFilters) {
  const where: SQL[] = [];
  if (f.estado) where.push(eq(payments.estado, f.estado));
  if (f.tipo) where.push(eq(payments.kind, f.tipo));
  if (f.desde) where.push(gte(payments.createdAt, laPazDayStart(f.desde)));
  if (f.hasta) where.push(lt(payments.createdAt, new Date(laPazDayStart(f.hasta).getTime() + 86_400_000)));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [count], byDay, byMonth, byKind] = await Promise.all([
    deps.db.select({ p: payments, detalle }).from(payments).where(cond).orderBy(desc(payments.createdAt), desc(payments.id)).limit(ADMIN_PAGE).offset((f.page - 1) * ADMIN_PAGE),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(payments).where(cond),
    totals(deps.db, 'YYYY-MM-DD', cond),
    totals(deps.db, 'YYYY-MM', cond),
    kindMonthTotals(deps.db, cond),
  ]);
  return {
    Pagos: rows.map((r) => rowView({ ...r.p, detalle: r.detalle })),
    Total: count?.n ?? 0,
    TamanoPagina: ADMIN_PAGE,
    TotalesPorDia: byDay,
    TotalesPorMes: byMonth,
    TotalesPorTipoYMes: byKind,
  };
}

/** Paid payments (by the day they were paid, La Paz time) summed per period. */
async function totals(db: DbOrTx, format: 'YYYY-MM-DD' | 'YYYY-MM', cond: SQL | undefined) {
  const period = sql<string>`to_char(${payments.paidAt} at time zone 'America/La_Paz', ${sql.raw(`'${format}'`)})`;
  const rows = await db
    .select({ Periodo: period, Pagos: sql<number>`count(*)::int`, MontoBs: sql<number>`coalesce(sum(${payments.montoBs}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.estado, PAID), cond))
    .groupBy(period)
    .orderBy(desc(period))
    .limit(format === 'YYYY-MM' ? 24 : 62);
  return rows;
}

const laPazMonth = sql<string>`to_char(${payments.paidAt} at time zone 'America/La_Paz', 'YYYY-MM')`;

/** Paid payments summed per La Paz month and kind (issue 39), newest month first. */
async function kindMonthTotals(db: DbOrTx, cond: SQL | undefined) {
  return db
    .select({ Periodo: laPazMonth, Tipo: payments.kind, Pagos: sql<number>`count(*)::int`, MontoBs: sql<number>`coalesce(sum(${payments.montoBs}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.estado, PAID), cond))
    .groupBy(laPazMonth, payments.kind)
    .orderBy(desc(laPazMonth), payments.kind)
    .limit(24 * 8);
}

/** The CSV columns an invoicing service reads (documented in decision credit-packs-and-billing). */
export const EXPORT_COLUMNS = [
  'comprobante',
  'transaccion',
  'fecha_pago',
  'tipo',
  'concepto',
  'detalle',
  'monto_bs',
  'moneda',
  'tipo_documento',
  'numero_documento',
  'complemento',
  'razon_social',
  'correo',
  'pasarela',
  'referencia_pasarela',
] as const;

/** '2026-03-05T14:30:00-04:00': the instant in La Paz time (UTC-4 all year). */
const laPazIso = (d: Date) => `${new Date(d.getTime() - 4 * 3600_000).toISOString().slice(0, 19)}-04:00`;

/** One CSV field: quoted, quotes doubled; a leading = + - @ is neutralised so no spreadsheet runs it as a formula. */
function csvField(v: string | number): string {
  let text = String(v);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Paid payments of a La Paz period, oldest first, as CSV (UTF-8 with BOM, CRLF). At most 50,000 rows. */
export async function exportPaidPayments(deps: AppDeps, f: { desde?: string; hasta?: string }): Promise<string> {
  const where: SQL[] = [eq(payments.estado, PAID)];
  if (f.desde) where.push(gte(payments.paidAt, laPazDayStart(f.desde)));
  if (f.hasta) where.push(lt(payments.paidAt, new Date(laPazDayStart(f.hasta).getTime() + 86_400_000)));
  const rows = await deps.db
    .select({ p: payments, detalle })
    .from(payments)
    .where(and(...where))
    .orderBy(payments.paidAt, payments.id)
    .limit(50_000);
  const lines = [EXPORT_COLUMNS.join(',')];
  for (const { p, detalle: d } of rows) {
    const [numero, complemento = ''] = p.ciNit.split('-');
    lines.push(
      [
        receiptNumber(p),
        p.id,
        laPazIso(p.paidAt ?? p.createdAt),
        p.kind,
        CONCEPTS[p.kind],
        d ?? '',
        p.montoBs.toFixed(2),
        'BOB',
        p.tipoDocumento,
        numero,
        complemento,
        p.razonSocial ?? p.nombre,
        p.correo,
        GATEWAY_NAMES[p.provider] ?? p.provider,
        p.providerRef ?? '',
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
