import { z } from 'zod';
import { access, emailText, endpoint, intLike, phoneText, requiredText, ROLES } from './endpoint';
import { datosReply, flag, okReply, servicioReply } from './shapes';
import { candidateRefFields, companyRefFields } from './reply-fields';

export const PASSWORD_MIN = 8;
export const passwordRule = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`)
    .max(128, 'La contraseña es demasiado larga.');

export const login = endpoint('POST /api/login', access.anyone, {
  summary: 'Inicio de sesión',
  body: z.object({
    email: emailText('Por favor, coloque su correo.', 'El correo no es válido.'),
    password: z.string({ error: 'Por favor, coloque su contraseña.' }).min(1, 'Por favor, coloque su contraseña.').max(128, 'La contraseña es demasiado larga.'),
  }),
  reply: z.object({
    codigoerror: flag,
    message: z.string(),
    datos: z.object({ token: z.string() }).optional(),
  }),
});

export const sessionUser = z.object({
  Usuario: z.number(),
  Correo: z.string(),
  Nombre: z.string(),
  Apellidos: z.string(),
  Rol: z.enum(ROLES),
});
export const sessionCandidate = z.object({
  ...candidateRefFields,
  Profesion: z.string(),
  FotoPerfil: z.string().nullable(),
});
export const sessionCompany = z.object({
  ...companyRefFields,
  UrlImagen: z.string().nullable(),
  /** Addition (issue 39): the member's role in the company's team, and whether a recruiter is limited to some jobs. */
  RolEquipo: z.enum(['administrador', 'reclutador']),
  EmpleosLimitados: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;
export type SessionCandidate = z.infer<typeof sessionCandidate>;
export type SessionCompany = z.infer<typeof sessionCompany>;

export const getDatosUsuario = endpoint('POST /api/getdatosusuario', access.signedIn, {
  summary: 'Datos del usuario de la sesión',
  reply: datosReply(
    z.object({ Usuario: sessionUser, Candidato: sessionCandidate.nullable(), Empresa: sessionCompany.nullable() }),
  ),
});

export const candidateRegistrationFields = {
  tcNombre: requiredText('Por favor, coloque su nombre.', 80),
  tcApellidos: requiredText('Por favor, coloque sus apellidos.', 80),
  tcCorreo: emailText('Por favor, coloque un correo electrónico.', 'El correo no es válido.'),
  tnTelefono: phoneText('Por favor, coloque su número de teléfono.'),
  tcContraseña: passwordRule('Por favor, coloque su contraseña.'),
  confirmPassword: z.string({ error: 'Por favor, confirme su contraseña.' }).min(1, 'Por favor, confirme su contraseña.').max(128),
  tcProfesion: requiredText('Por favor, coloque su profesión.', 120),
};

const passwordsMatch = (v: { tcContraseña: string; confirmPassword: string }) => v.tcContraseña === v.confirmPassword;
const mismatch = { message: 'Las contraseñas no coinciden.', path: ['confirmPassword'] };
/** A registration signs the new account in. */
const registeredReply = servicioReply(z.object({ token: z.string() }));

export const registerCandidate = endpoint('POST /api/servicio/crearcandidato', access.anyone, {
  summary: 'Registro de candidato',
  body: z.object(candidateRegistrationFields).refine(passwordsMatch, mismatch),
  reply: registeredReply,
});

export const registerCompany = endpoint('POST /api/servicio/crearcandidatoempresa', access.anyone, {
  summary: 'Registro de empresa',
  body: z
    .object({
      ...candidateRegistrationFields,
      tcNombre: requiredText('Por favor, coloque el nombre.', 80),
      tcApellidos: requiredText('Por favor, coloque los apellidos.', 80),
      tnTelefono: phoneText('Por favor, coloque un teléfono.'),
      tcContraseña: passwordRule('Por favor, coloque la contraseña.'),
      confirmPassword: z.string({ error: 'Por favor, confirme la contraseña.' }).min(1, 'Por favor, confirme la contraseña.').max(128),
      tcProfesion: requiredText('Por favor, coloque la profesión.', 120),
      tcNombreEmpresa: requiredText('Por favor, coloque el nombre de la empresa.', 120),
      tcDescripcion: requiredText('Por favor, coloque una descripción.', 2000),
      tnAnoFundacion: intLike('Por favor, coloque el año de fundación.', (n) =>
        n.min(1900, 'El año de fundación debe ser desde 1900.').refine((y) => y <= new Date().getFullYear(), 'El año de fundación no puede ser futuro.'),
      ),
    })
    .refine(passwordsMatch, mismatch),
  reply: registeredReply,
});

export const sendRecoveryCode = endpoint('POST /api/servicio/mandarcodigo', access.anyone, {
  summary: 'Enviar código de recuperación',
  body: z.object({ correo: emailText('Por favor ingresa tu correo electrónico.', 'El correo no es válido.') }),
  reply: okReply,
});

export const resetPassword = endpoint('POST /api/actualizar-contrasena', access.anyone, {
  summary: 'Actualizar contraseña con el código',
  body: z.object({
    correo: emailText('Por favor ingresa tu correo electrónico.', 'El correo no es válido.'),
    codigo: z
      .string({ error: 'Por favor ingresa el código y la nueva contraseña.' })
      .trim()
      .min(1, 'Por favor ingresa el código y la nueva contraseña.')
      .regex(/^\d{6}$/, 'El código tiene 6 dígitos.'),
    nuevaContrasena: passwordRule('Por favor ingresa el código y la nueva contraseña.'),
  }),
  reply: okReply,
});

export const logout = endpoint('POST /api/logout', access.signedIn, {
  addition: true,
  summary: 'Cerrar sesión (revoca el token)',
  reply: okReply,
});

// ---------- the account (decision 070) ----------

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'La contraseña actual no es correcta.',
  samePassword: 'La nueva contraseña debe ser distinta de la actual.',
  passwordChanged: 'Tu contraseña fue cambiada. Cerramos tus otras sesiones.',
  badLink: 'El enlace para crear tu contraseña no es válido, ya se usó o venció. Pide un código en «Recuperar cuenta».',
  passwordSet: 'Tu contraseña fue guardada. Ya iniciaste sesión.',
  wrongDeletePassword: 'La contraseña no es correcta. Tu cuenta no fue eliminada.',
  deleted: 'Tu cuenta fue eliminada.',
} as const;

export const changePassword = endpoint('POST /api/servicio/cambiarcontrasena', access.signedIn, {
  addition: true,
  summary: 'Cambiar la contraseña (cierra las otras sesiones y avisa por correo)',
  body: z.object({
    tcContrasenaActual: z
      .string({ error: 'Por favor, coloque su contraseña actual.' })
      .min(1, 'Por favor, coloque su contraseña actual.')
      .max(128, 'La contraseña es demasiado larga.'),
    tcContrasenaNueva: passwordRule('Por favor, coloque la nueva contraseña.'),
  }),
  reply: okReply,
});

/** A link token: 32 random bytes in base64url. */
export const PASSWORD_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const setPassword = endpoint('POST /api/servicio/establecercontrasena', access.anyone, {
  addition: true,
  summary: 'Crear la contraseña con el enlace del correo (un solo uso, 48 horas); inicia la sesión',
  body: z.object({
    tcToken: z.string({ error: ACCOUNT_MESSAGES.badLink }).trim().regex(PASSWORD_LINK_TOKEN, ACCOUNT_MESSAGES.badLink),
    tcContrasena: passwordRule('Por favor, coloque su contraseña.'),
  }),
  reply: registeredReply,
});

export const deleteAccount = endpoint('POST /api/servicio/eliminarcuenta', access.candidatesAndCompanies, {
  addition: true,
  summary: 'Eliminar la cuenta propia: borra los datos personales, anonimiza las postulaciones, conserva los pagos como registro',
  body: z.object({
    tcContrasena: z.string({ error: 'Por favor, coloque su contraseña.' }).min(1, 'Por favor, coloque su contraseña.').max(128, 'La contraseña es demasiado larga.'),
  }),
  reply: okReply,
});

const row = z.record(z.string(), z.unknown());

/** Everything stored about the caller, as a JSON attachment ("Descargar mis datos"). */
export const myData = endpoint('GET /api/servicio/misdatos', access.signedIn, {
  addition: true,
  summary: 'Descargar mis datos (JSON): cuenta, perfil, currículums, postulaciones, empleos guardados, alertas, enlaces compartidos, pagos, empleos, plantillas de mensajes, mensajes escritos y actividad',
  reply: z.object({
    Generado: z.string(),
    Cuenta: row,
    Candidato: row.nullable(),
    Empresa: row.nullable(),
    Curriculums: z.array(row),
    Postulaciones: z.array(row),
    EmpleosGuardados: z.array(row),
    Alertas: z.array(row),
    EnlacesCompartidos: z.array(row),
    Empleos: z.array(row),
    PlantillasMensajes: z.array(row),
    Pagos: z.array(row),
    /** The messages one wrote on applications (issue 40). */
    Mensajes: z.array(row),
    Actividad: z.array(row),
  }),
});
