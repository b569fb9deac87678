/**
 * Staff administration (the spec's user id 18 is the admin role): hide or restore jobs, see users
 * and disable or re-enable accounts, read contact messages. All endpoints are additions and answer
 * 403 to any other role. The activity log is in activity.ts, articles in blog.ts.
 */
import { z } from 'zod';
import { access, endpointsFor, idNumber, pageNumber, ROLES } from './endpoint';
import { sessionUser } from './auth';
import { counts, filtersBody, flag, idFields, itemsPage, servicioReply } from './shapes';
import { jobDateFields, jobTitleFields } from './reply-fields';

export const ADMIN_PER_PAGE = 20;

const staffAddition = endpointsFor(access.staff, { addition: true });

export const ADMIN_MESSAGES = {
  jobHidden: 'El empleo quedó oculto: ya no aparece en la búsqueda ni en su página.',
  jobShown: 'El empleo volvió a ser visible.',
  jobNotFound: 'El empleo no existe.',
  userDisabled: 'La cuenta quedó deshabilitada y sus sesiones se cerraron.',
  userEnabled: 'La cuenta volvió a estar habilitada.',
  userNotFound: 'El usuario no existe.',
  notYourself: 'No puedes deshabilitar tu propia cuenta.',
} as const;

const textOf = (v: unknown) => (v == null ? '' : typeof v === 'number' ? String(v) : v);
const search = z.preprocess(textOf, z.string({ error: 'Búsqueda inválida.' }).trim().max(120, 'Máximo 120 caracteres.'));
const page = pageNumber();

/** 0 or 1 as number, numeric string or boolean. */
const zeroOne = (message: string) =>
  z.preprocess(
    (v) => (v === true || v === '1' || v === 'true' ? 1 : v === false || v === '0' || v === 'false' ? 0 : v),
    z.union([z.literal(0), z.literal(1)], { error: message }),
  );

export const adminSummary = staffAddition('POST /api/servicio/admin/resumen', {
  summary: 'Cifras para el panel de administración',
  reply: servicioReply(
    z.object(counts('Usuarios', 'Candidatos', 'Empresas', 'UsuariosDeshabilitados', 'Empleos', 'EmpleosOcultos', 'Articulos', 'Mensajes', 'RegistrosBitacora')),
  ),
});

export const adminJob = z.object({
  ...jobTitleFields,
  EmpresaNombre: z.string(),
  EmpresaCodigo: z.string(),
  ...jobDateFields,
  /** 1 Pendiente de pago (not paid), 2 Publicado (paid). */
  Estado: z.number(),
  Oculto: flag,
  Publico: flag,
  Cerrado: flag,
  /** Addition: why it was hidden ('' when not hidden). */
  MotivoOculto: z.string(),
});
export type AdminJob = z.infer<typeof adminJob>;

export const JOB_VISIBILITY_FILTERS = ['todos', 'visibles', 'ocultos'] as const;

export const adminListJobs = staffAddition('POST /api/servicio/admin/listarempleos', {
  summary: 'Todos los empleos, con búsqueda por título o empresa y filtro de visibilidad (staff)',
  body: filtersBody(
    z.object({
      tcBuscar: search,
      tcFiltro: z.enum(JOB_VISIBILITY_FILTERS, { error: 'Filtro inválido.' }).optional().default('todos'),
      tnPagina: page,
    }),
  ),
  reply: servicioReply(itemsPage(adminJob)),
});

export const HIDE_REASON_MAX = 500;
export const HIDE_REASON_MESSAGES = {
  required: 'Escriba el motivo para ocultar el empleo (al menos 5 caracteres); se enviará a la empresa.',
  tooLong: `El motivo tiene como máximo ${HIDE_REASON_MAX} caracteres.`,
} as const;

export const adminHideJob = staffAddition('POST /api/servicio/admin/ocultarempleo', {
  summary: 'Ocultar (1, con el motivo que se envía a la empresa) o volver a mostrar (0) un empleo: uno oculto sale de la búsqueda y de su página (staff)',
  body: z
    .object({
      tnEmpleo: idNumber('Identificador de empleo inválido.'),
      tnOculto: zeroOne('Indique 1 para ocultar o 0 para mostrar.'),
      /** Addition: required to hide; sent to the company by e-mail and shown to it. */
      tcMotivo: z
        .union([z.string(), z.null()], { error: HIDE_REASON_MESSAGES.required })
        .optional()
        .transform((v) => (v ?? '').trim())
        .pipe(z.string().max(HIDE_REASON_MAX, HIDE_REASON_MESSAGES.tooLong)),
    })
    .superRefine((b, ctx) => {
      if (b.tnOculto === 1 && b.tcMotivo.length < 5) ctx.addIssue({ code: 'custom', path: ['tcMotivo'], message: HIDE_REASON_MESSAGES.required });
    }),
  reply: servicioReply(z.object({ Empleo: z.number(), Oculto: flag })),
});

export const USER_ROLES = ROLES;

/** The account as the session names it, with its state and what it owns. */
export const adminUser = sessionUser.extend({
  Deshabilitado: flag,
  /** ISO date-time. */
  FechaRegistro: z.string(),
  CandidatoCodigo: z.string().nullable(),
  EmpresaCodigo: z.string().nullable(),
  EmpresaNombre: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminListUsers = staffAddition('POST /api/servicio/admin/listarusuarios', {
  summary: 'Usuarios con búsqueda (nombre, correo, empresa) y filtros de rol y estado (staff)',
  body: filtersBody(
    z.object({
      tcBuscar: search,
      tcRol: z.union([z.enum(USER_ROLES), z.literal('')], { error: 'Rol inválido.' }).optional().default(''),
      tcEstado: z.enum(['', 'activos', 'deshabilitados'], { error: 'Estado inválido.' }).optional().default(''),
      tnPagina: page,
    }),
  ),
  reply: servicioReply(itemsPage(adminUser)),
});

export const adminDisableUser = staffAddition('POST /api/servicio/admin/deshabilitarusuario', {
  summary: 'Deshabilitar (1) una cuenta, cerrando todas sus sesiones, o habilitarla de nuevo (0) (staff)',
  body: z.object({
    tnUsuario: idNumber('Identificador de usuario inválido.'),
    tnDeshabilitado: zeroOne('Indique 1 para deshabilitar o 0 para habilitar.'),
  }),
  reply: servicioReply(z.object({ Usuario: z.number(), Deshabilitado: flag })),
});

export const contactMessage = z.object({
  Mensaje: z.number(),
  NombreCompleto: z.string(),
  NombreEmpresa: z.string(),
  Telefono: z.string(),
  Correo: z.string(),
  Texto: z.string(),
  /** ISO date-time. */
  Fecha: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const adminListMessages = staffAddition('POST /api/servicio/admin/listarmensajes', {
  summary: 'Mensajes del formulario de contacto, los más recientes primero, con búsqueda (staff)',
  body: filtersBody(z.object({ tcBuscar: search, tnPagina: page })),
  reply: servicioReply(itemsPage(contactMessage)),
});

/** The mail outbox (decision 064): pendiente until sent, fallido after the last attempt. */
export const MAIL_STATES = ['pendiente', 'enviado', 'fallido'] as const;
export const MAIL_STATE_LABELS: Record<(typeof MAIL_STATES)[number], string> = { pendiente: 'Pendiente', enviado: 'Enviado', fallido: 'Fallido' };

export const MAIL_MESSAGES = {
  retried: 'El correo volvió a la cola: se enviará en unos segundos.',
  notFailed: 'Solo se pueden reintentar los correos fallidos.',
  notFound: 'El correo no existe.',
} as const;

export const outboxMail = z.object({
  Correo: z.number(),
  Para: z.string(),
  Asunto: z.string(),
  Estado: z.enum(MAIL_STATES),
  Intentos: z.number(),
  UltimoError: z.string().nullable(),
  /** ISO date-times: queued, next attempt (while pendiente), sent. */
  Fecha: z.string(),
  ProximoIntento: z.string().nullable(),
  FechaEnvio: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const adminListMails = staffAddition('POST /api/servicio/admin/listarcorreos', {
  summary: 'Cola de correos (outbox), los más recientes primero, con filtro de estado (staff)',
  body: filtersBody(
    z.object({
      tcEstado: z.union([z.enum(MAIL_STATES), z.literal('')], { error: 'Estado inválido.' }).optional().default(''),
      tnPagina: page,
    }),
  ),
  reply: servicioReply(itemsPage(outboxMail)),
});

export const adminRetryMail = staffAddition('POST /api/servicio/admin/reintentarcorreo', {
  summary: 'Vuelve a poner en la cola un correo fallido, con los intentos en cero (staff)',
  body: idFields('tnCorreo', 'Identificador de correo inválido.'),
  reply: servicioReply(z.object({ Correo: z.number(), Estado: z.enum(MAIL_STATES) })),
});
