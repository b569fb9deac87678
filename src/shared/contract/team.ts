/**
 * A company is a team (issue 39, decision 110): its administrators invite people by e-mail as
 * administrador or reclutador (a recruiter may be limited to some jobs), list and remove them.
 * The invitation's link (single use, 7 days) opens /invitacion/<token>: the person accepts with a
 * name and a password (a new account) or, signed in with the invited e-mail, joins with theirs.
 */
import { z } from 'zod';
import { access, emailText, endpoint, idNumber, requiredText } from './endpoint';
import { passwordRule } from './auth';
import { servicioReply } from './shapes';

export const TEAM_ROLES = ['administrador', 'reclutador'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { administrador: 'Administrador', reclutador: 'Reclutador' };

/** An invitation's token: 32 random bytes in base64url. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const INVITATION_DAYS = 7;
/** Jobs one recruiter may be limited to. */
export const TEAM_MAX_JOBS = 50;

export const TEAM_MESSAGES = {
  invited: 'Enviamos la invitación por correo. El enlace vence en 7 días.',
  alreadyMember: 'Esa persona ya es parte de tu equipo.',
  removed: 'Quitamos a la persona del equipo y cerramos sus sesiones.',
  left: 'Saliste del equipo de la empresa.',
  cancelled: 'Cancelamos la invitación.',
  notFound: 'No se encontró a esa persona ni una invitación pendiente para ese correo en tu equipo.',
  lastAdmin: 'La empresa necesita al menos un administrador: nombra a otro administrador antes de quitar a este.',
  jobNotFound: 'No se encontró el empleo.',
  badLink: 'El enlace de invitación no es válido, ya se usó o venció. Pide a la empresa que te invite de nuevo.',
  accepted: 'Te uniste al equipo de la empresa.',
  accountExists: 'Ya existe una cuenta con este correo: entra con tu cuenta para aceptar la invitación.',
  otherEmail: 'Esta invitación es para otro correo. Cierra la sesión o entra con la cuenta del correo invitado.',
  candidateAccount: 'Tu cuenta es de candidato y no puede unirse a una empresa. Pide que te inviten con otro correo.',
  otherCompany: 'Tu cuenta ya es parte del equipo de otra empresa. Sal de ese equipo antes de aceptar.',
  needsAccount: 'Completa tu nombre, apellidos y una contraseña para crear tu cuenta.',
  roleRequired: 'Elige el rol: administrador o reclutador.',
  roleChanged: 'Cambiamos el rol de la persona. Ya trabaja con su nuevo rol.',
  lastAdminRole: 'La empresa necesita al menos un administrador: nombra a otro administrador antes de cambiar el rol de este.',
  memberNotFound: 'No se encontró a esa persona en tu equipo.',
} as const;

const token = z.string({ error: TEAM_MESSAGES.badLink }).trim().regex(INVITATION_TOKEN, TEAM_MESSAGES.badLink);
const role = z.enum(TEAM_ROLES, { error: TEAM_MESSAGES.roleRequired });
const email = emailText('Por favor, coloque el correo de la persona.', 'Ingresa un correo electrónico válido.');

const teamJob = z.object({ Empleo: z.number(), CodigoEmpleo: z.string(), Titulo: z.string() });
export const teamMember = z.object({
  Usuario: z.number(),
  Nombre: z.string(),
  Apellidos: z.string(),
  Correo: z.string(),
  Rol: role,
  /** null: every job of the company. */
  Empleos: z.array(teamJob).nullable(),
  Desde: z.string(),
  EsUsted: z.boolean(),
});
export const teamInvitation = z.object({
  Invitacion: z.number(),
  Correo: z.string(),
  Rol: role,
  Empleos: z.array(teamJob).nullable(),
  Vence: z.string(),
  Vencida: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMember>;
export type TeamInvitation = z.infer<typeof teamInvitation>;
export type TeamJob = z.infer<typeof teamJob>;

/** The jobs a recruiter is limited to; absent or empty: every job. */
const jobScope = z.array(idNumber('Empleo inválido.'), { error: 'Lista de empleos inválida.' }).max(TEAM_MAX_JOBS, `Elige como máximo ${TEAM_MAX_JOBS} empleos.`).optional().default([]);

export const inviteRecruiter = endpoint('POST /api/servicio/invitarreclutador', access.companies, {
  addition: true,
  summary: 'Invitar a una persona al equipo de la empresa (solo administradores): correo con un enlace de un solo uso que vence en 7 días',
  body: z.object({
    tcCorreo: email,
    tcRol: role,
    taEmpleos: jobScope,
  }),
  reply: servicioReply(teamInvitation),
});

export const changeMemberRole = endpoint('POST /api/servicio/cambiarrolreclutador', access.companies, {
  addition: true,
  summary: 'Cambiar el rol de un miembro (administrador o reclutador) y los empleos de un reclutador (solo administradores); vale desde su próxima acción',
  body: z.object({ tcCorreo: email, tcRol: role, taEmpleos: jobScope }),
  reply: servicioReply(teamMember),
});

export const listRecruiters = endpoint('POST /api/servicio/listarreclutadores', access.companies, {
  addition: true,
  summary: 'Miembros del equipo de la empresa e invitaciones pendientes (solo administradores)',
  reply: servicioReply(z.object({ Miembros: z.array(teamMember), Invitaciones: z.array(teamInvitation) })),
});

export const removeRecruiter = endpoint('POST /api/servicio/quitarreclutador', access.companies, {
  addition: true,
  summary: 'Quitar a un miembro (cierra todas sus sesiones; sus notas quedan con su nombre) o cancelar una invitación pendiente; con el correo propio, salir del equipo',
  body: z.object({ tcCorreo: email }),
  reply: servicioReply(z.null()),
});

export const viewInvitation = endpoint('POST /api/servicio/verinvitacion', access.anyoneOrSignedIn, {
  addition: true,
  summary: 'Lo que muestra la página de la invitación: empresa, correo, rol y si ya existe una cuenta con ese correo',
  body: z.object({ tcToken: token }),
  reply: servicioReply(z.object({ Empresa: z.string(), Correo: z.string(), Rol: role, CuentaExistente: z.boolean(), Vence: z.string() })),
});

export const acceptInvitation = endpoint('POST /api/servicio/aceptarinvitacion', access.anyoneOrSignedIn, {
  addition: true,
  summary:
    'Aceptar la invitación: con nombre, apellidos y contraseña crea la cuenta; con la sesión de la cuenta del correo invitado, la une al equipo. Inicia la sesión.',
  body: z.object({
    tcToken: token,
    tcNombre: requiredText('Por favor, coloque su nombre.', 80).optional(),
    tcApellidos: requiredText('Por favor, coloque sus apellidos.', 80).optional(),
    tcContraseña: passwordRule('Por favor, coloque una contraseña.').optional(),
  }),
  reply: servicioReply(z.object({ token: z.string().nullable(), Empresa: z.string() })),
});
