/**
 * Activity log (bitácora; spec 001 sections 3 and 7): pages and forms record what people do; the
 * user is the token's when one is sent, never the body's IdUsuario. Staff read and filter it.
 */
import { z } from 'zod';
import { access, endpoint, pageNumber } from './endpoint';
import { filtersBody, itemsPage, okReply, servicioReply } from './shapes';

export const ACTIVITY_LIMITS = {
  vista: 100,
  detalle: 1000,
  /** Request body limit of registrarbitacora, in bytes. */
  bodyBytes: 8 * 1024,
  perPage: 50,
  /** Entries of visitors (no session) an hour, all addresses and instances together. */
  anonymousPerHour: 500,
} as const;

export const ACTIVITY_MESSAGES = {
  vista: 'Por favor, indique la vista.',
  vistaLarga: `La vista no puede superar ${ACTIVITY_LIMITS.vista} caracteres.`,
  detalleLargo: `El detalle no puede superar ${ACTIVITY_LIMITS.detalle} caracteres.`,
  recorded: 'Registrado.',
  fecha: 'La fecha no es válida.',
} as const;

const textOf = (v: unknown) => (v == null ? '' : typeof v === 'number' ? String(v) : v);

export const registrarBitacora = endpoint('POST /api/servicio/registrarbitacora', access.anyoneOrSignedIn, {
  summary: 'Registrar actividad (registrarBitacora): vista y detalle; el usuario sale del token',
  body: z.object({
    /** Read for compatibility (the old client sends 0) and never trusted. */
    IdUsuario: z.union([z.number(), z.string().max(20), z.null()]).optional(),
    Vista: z.preprocess(
      textOf,
      z
        .string({ error: ACTIVITY_MESSAGES.vista })
        .trim()
        .min(1, ACTIVITY_MESSAGES.vista)
        .max(ACTIVITY_LIMITS.vista, ACTIVITY_MESSAGES.vistaLarga),
    ),
    Detalle: z.preprocess(
      textOf,
      z.string({ error: 'El detalle debe ser un texto.' }).trim().max(ACTIVITY_LIMITS.detalle, ACTIVITY_MESSAGES.detalleLargo),
    ),
  }),
  reply: okReply,
});

const day = z.preprocess(
  (v) => (v == null ? '' : v),
  z
    .string({ error: ACTIVITY_MESSAGES.fecha })
    .trim()
    .refine((s) => s === '' || (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(new Date(`${s}T00:00:00Z`).getTime())), ACTIVITY_MESSAGES.fecha),
);

export const activityEntry = z.object({
  Bitacora: z.number(),
  /** ISO date-time. */
  Fecha: z.string(),
  Vista: z.string(),
  Detalle: z.string(),
  Usuario: z.number().nullable(),
  Correo: z.string().nullable(),
  Rol: z.string().nullable(),
  Ip: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const listActivity = endpoint('POST /api/servicio/admin/listarbitacora', access.staff, {
  addition: true,
  summary: 'Bitácora con filtros por vista, usuario (correo o id) y fechas (día de La Paz), la más reciente primero (staff)',
  body: filtersBody(
    z.object({
      tcVista: z.preprocess(textOf, z.string({ error: 'Vista inválida.' }).trim().max(ACTIVITY_LIMITS.vista, ACTIVITY_MESSAGES.vistaLarga)),
      tcUsuario: z.preprocess(textOf, z.string({ error: 'Usuario inválido.' }).trim().max(254, 'Usuario inválido.')),
      tcDesde: day,
      tcHasta: day,
      tnPagina: pageNumber(),
    }),
  ),
  reply: servicioReply(
    itemsPage(activityEntry).extend({
      /** The distinct views recorded, for the filter. */
      Vistas: z.array(z.string()),
    }),
  ),
});
