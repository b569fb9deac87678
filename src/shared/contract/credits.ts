/**
 * Addition (issue 39): credit packs. A company buys a pack of postings by QR (kind 'paquete'),
 * its credits expire the pack's days after the payment, oldest first, and publishing a job with
 * `tlUsarCredito: 1` takes one instead of a QR. Staff edit the packs on sale.
 */
import { z } from 'zod';
import { access, endpoint, idNumber, intLike } from './endpoint';
import { payerFields, qrDatos } from './payments';
import { datosReply, servicioReply } from './shapes';

export const CREDIT_MESSAGES = {
  pack: 'Falta el paquete a comprar.',
  packUnknown: 'Ese paquete no existe o ya no está a la venta.',
  none: 'No tienes créditos de publicación. Compra un paquete o paga este empleo con QR.',
  expired: 'Tus créditos de publicación vencieron. Compra un paquete nuevo o paga este empleo con QR.',
  jobPaid: 'Este empleo ya está pagado.',
  noCompany: 'Tu cuenta no tiene una empresa asociada.',
  credits: 'La cantidad de publicaciones debe ser un número entero entre 1 y 100.',
  days: 'La vigencia debe ser un número entero de días entre 1 y 730.',
  price: 'El precio debe ser un número entero de bolivianos entre 1 y 100000.',
  active: 'tlActivo debe ser 0 o 1.',
  useCredit: 'tlUsarCredito debe ser 0 o 1.',
  usedOne: 'Publicado con 1 crédito.',
} as const;

/** 0 or 1 (also sent as text or a boolean by forms). */
export const zeroOrOne = (message: string) =>
  z.preprocess((v) => (v === true ? 1 : v === false ? 0 : v), intLike(message, (n) => n.min(0, message).max(1, message)));

/** A pack as companies see it before buying. */
export const packView = z.object({
  Paquete: z.number(),
  Creditos: z.number(),
  Dias: z.number(),
  MontoBs: z.number(),
  Concepto: z.string(),
});
export type PackView = z.infer<typeof packView>;

export const listPacks = endpoint('GET /api/servicio/paquetes', access.anyone, {
  addition: true,
  summary: 'Paquetes de publicaciones a la venta: créditos, días de vigencia y precio (Bs)',
  reply: servicioReply(z.array(packView)),
});

export const buyPackBody = z.object({ ...payerFields, tnPaquete: z.preprocess((v) => (v === '' || v == null ? undefined : v), idNumber(CREDIT_MESSAGES.pack)) });

export const buyPack = endpoint('POST /api/servicio/comprarpaquete', access.companies, {
  addition: true,
  summary: 'Comprar un paquete de publicaciones: genera el QR de pago (tipo paquete); al confirmarse el pago se suman los créditos, una vez',
  body: buyPackBody,
  reply: datosReply(qrDatos),
});

export const checkPackPayment = endpoint('POST /api/servicio/consultarpagopaquete', access.signedIn, {
  addition: true,
  summary: 'Estado del pago de un paquete (1 pendiente, 2 pagado, 3 reemplazado, 4 vencido o anulado, 5 en revisión)',
  body: z.object({
    tnTransaccionDePago: z.preprocess((v) => (v === '' || v == null ? undefined : v), idNumber('Falta la transacción de pago.')),
    tnPaquete: z.preprocess((v) => (v === '' || v == null ? undefined : v), idNumber(CREDIT_MESSAGES.pack)),
  }),
  reply: servicioReply(z.object({ EstadoTransaccion: z.number() })),
});

export const creditLotView = z.object({
  Lote: z.number(),
  Creditos: z.number(),
  Restantes: z.number(),
  /** ISO instant the lot's credits expire. */
  VenceEn: z.string(),
  Vencido: z.boolean(),
});
export const creditMovementView = z.object({
  Fecha: z.string(),
  /** compra (+n), uso (-1), vencimiento (-n) */
  Tipo: z.enum(['compra', 'uso', 'vencimiento']),
  Cantidad: z.number(),
  Detalle: z.string(),
  Empleo: z.number().nullable(),
});
export const balanceView = z.object({
  /** Credits usable now (unexpired). */
  Disponibles: z.number(),
  /** When the next usable credit expires (ISO), null when none. */
  ProximoVencimiento: z.string().nullable(),
  /** The credits that expire then. */
  CreditosProximoVencimiento: z.number(),
  Lotes: z.array(creditLotView),
  Movimientos: z.array(creditMovementView),
});
export type BalanceView = z.infer<typeof balanceView>;

export const companyBalance = endpoint('POST /api/servicio/saldoempresa', access.companies, {
  addition: true,
  summary: 'Saldo de créditos de publicación de la empresa (con su vencimiento) y sus movimientos: compras, usos y vencimientos',
  reply: servicioReply(balanceView),
});

export const useCreditForJob = endpoint('POST /api/servicio/usarcreditoempleo', access.companies, {
  addition: true,
  summary: 'Publicar un empleo propio pendiente de pago con 1 crédito en lugar de un QR',
  body: z.object({ tnEmpleo: z.preprocess((v) => (v === '' || v == null ? undefined : v), idNumber('Falta el empleo a pagar.')) }),
  reply: servicioReply(z.object({ Empleo: z.number(), Disponibles: z.number() })),
});

/** A pack as staff edit it. */
export const adminPackView = packView.extend({ Activo: z.number().int().min(0).max(1), Actualizado: z.string() });

export const adminListPacks = endpoint('POST /api/servicio/admin/listarpaquetes', access.staff, {
  addition: true,
  summary: 'Administración: todos los paquetes de publicaciones, a la venta o no',
  reply: servicioReply(z.array(adminPackView)),
});

export const savePackBody = z.object({
  /** Left out: a new pack. */
  tnPaquete: z.preprocess((v) => (v === '' || v == null ? undefined : v), idNumber('Paquete inválido.').optional()),
  tnCreditos: intLike(CREDIT_MESSAGES.credits, (n) => n.min(1, CREDIT_MESSAGES.credits).max(100, CREDIT_MESSAGES.credits)),
  tnDias: intLike(CREDIT_MESSAGES.days, (n) => n.min(1, CREDIT_MESSAGES.days).max(730, CREDIT_MESSAGES.days)),
  tnPrecioBs: intLike(CREDIT_MESSAGES.price, (n) => n.min(1, CREDIT_MESSAGES.price).max(100_000, CREDIT_MESSAGES.price)),
  tlActivo: zeroOrOne(CREDIT_MESSAGES.active).optional().default(1),
});

export const adminSavePack = endpoint('POST /api/servicio/admin/guardarpaquete', access.staff, {
  addition: true,
  summary: 'Administración: crear o editar un paquete (publicaciones, días de vigencia, precio, a la venta); las compras ya hechas no cambian',
  body: savePackBody,
  reply: servicioReply(adminPackView),
});
