/**
 * Verified companies (decision trust.md), all additions: a company asks to be verified from its
 * profile (NIT, razón social, and a document or its corporate e-mail domain), staff verify or
 * unverify it, and a candidate reads which companies saw their contact data.
 */
import { z } from 'zod';
import { access, endpoint, pageNumber, publicCode } from './endpoint';
import { flag, idFields, itemsPage, servicioReply } from './shapes';

export const VERIFICATION_LIMITS = { documentBytes: 5 * 1024 * 1024, nitMin: 7, nitMax: 13, razonSocialMax: 200 } as const;

export const VERIFICATION_MESSAGES = {
  nit: 'El NIT debe tener entre 7 y 13 dígitos, sin puntos ni guiones.',
  razonSocial: 'Escribe la razón social (de 3 a 200 caracteres).',
  proof: 'Adjunta un documento (PDF, JPEG o PNG) o confirma que tu correo es del dominio de tu empresa.',
  notCorporate: 'Tu correo es de un proveedor público (Gmail, Hotmail, Yahoo, Outlook...): adjunta un documento que acredite la empresa.',
  documentSize: 'El documento puede pesar hasta 5 MB.',
  documentType: 'El documento debe ser un PDF, JPEG o PNG.',
  requested: 'Recibimos tu solicitud. El equipo de Chamba revisará tu NIT y tus datos de contacto.',
  alreadyPending: 'Ya tienes una solicitud pendiente de revisión.',
  alreadyVerified: 'Tu empresa ya está verificada.',
  noCompany: 'Tu cuenta no tiene una empresa.',
  companyNotFound: 'La empresa no existe.',
  requestNotFound: 'La solicitud no existe.',
  verified: 'La empresa quedó verificada.',
  unverified: 'La empresa dejó de estar verificada.',
  verifyToSeeContact: 'Verifica tu empresa para ver los datos de contacto.',
  dailyLimit: (n: number) => `Tu empresa ya vio hoy los datos de contacto de ${n} candidatos, el máximo por día. Podrás ver más mañana.`,
} as const;

/** What a job's JSON-LD says of a verified company (hiringOrganization.description; schema.org has no "verified"). */
export const VERIFIED_JSONLD_LINE = 'Empresa verificada por Chamba: NIT y datos de contacto revisados.';

/** Estado of a request. */
export const VERIFICATION_STATES = ['pendiente', 'aprobada', 'rechazada'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

const text = (v: unknown) => (v == null ? '' : typeof v === 'number' ? String(v) : v);
/** 0/1 as number, numeric string or boolean; missing is 0. */
const zeroOne = (message: string) =>
  z.preprocess(
    (v) => (v === true || v === '1' || v === 'true' || v === 'on' ? 1 : v === false || v === '0' || v === 'false' || v == null || v === '' ? 0 : v),
    z.union([z.literal(0), z.literal(1)], { error: message }),
  );

export const requestBody = z.object({
  tcNit: z.preprocess(
    text,
    z
      .string({ error: VERIFICATION_MESSAGES.nit })
      .trim()
      .regex(new RegExp(`^\\d{${VERIFICATION_LIMITS.nitMin},${VERIFICATION_LIMITS.nitMax}}$`), VERIFICATION_MESSAGES.nit),
  ),
  tcRazonSocial: z.preprocess(
    text,
    z.string({ error: VERIFICATION_MESSAGES.razonSocial }).trim().min(3, VERIFICATION_MESSAGES.razonSocial).max(VERIFICATION_LIMITS.razonSocialMax, VERIFICATION_MESSAGES.razonSocial),
  ),
  /** 1: no document; the account's e-mail is on the company's own domain (not a public provider). */
  tlDominioCorporativo: zeroOne('Indique 1 o 0.'),
});

export const verificationRequest = z.object({
  Solicitud: z.number(),
  Nit: z.string(),
  RazonSocial: z.string(),
  /** pendiente, aprobada, rechazada. */
  Estado: z.enum(VERIFICATION_STATES),
  /** The document's file name; null when the e-mail domain was given instead. */
  Documento: z.string().nullable(),
  /** The corporate e-mail domain given instead of a document; null with a document. */
  DominioCorreo: z.string().nullable(),
  FechaSolicitud: z.string(),
});

export const verificationStatus = z.object({
  Verificada: flag,
  /** The e-mail domain of the account, and whether it is a company's own (not gmail, hotmail...). */
  DominioCorreo: z.string(),
  DominioCorporativo: flag,
  /** The latest request, if any. */
  Solicitud: verificationRequest.nullable(),
});
export type VerificationStatus = z.infer<typeof verificationStatus>;

export const requestVerification = endpoint('POST /api/servicio/solicitarverificacion', access.companies, {
  addition: true,
  multipart: true,
  summary: 'Solicitar la verificación de la empresa: multipart tcNit, tcRazonSocial y documento (PDF, JPEG, PNG) o tlDominioCorporativo=1',
  body: requestBody,
  reply: servicioReply(verificationStatus),
});

export const getVerificationStatus = endpoint('POST /api/servicio/estadoverificacion', access.companies, {
  addition: true,
  summary: 'Estado de verificación de la empresa de la sesión y su última solicitud',
  reply: servicioReply(verificationStatus),
});

export const adminVerificationItem = verificationRequest.extend({
  EmpresaCodigo: z.string(),
  EmpresaNombre: z.string(),
  Correo: z.string(),
  Telefono: z.string(),
  /** The company is verified now (whatever this request's state). */
  Verificada: flag,
});
export type AdminVerificationItem = z.infer<typeof adminVerificationItem>;

export const adminListVerifications = endpoint('POST /api/servicio/admin/solicitudesverificacion', access.staff, {
  addition: true,
  summary: 'Solicitudes de verificación de empresas, las pendientes primero (staff)',
  body: z.object({
    /** pendiente (default) or todas. */
    tcEstado: z.preprocess((v) => (v == null || v === '' ? 'pendiente' : v), z.enum(['pendiente', 'todas'], { error: 'El estado no es válido.' })),
    tnPagina: pageNumber(),
  }),
  reply: servicioReply(itemsPage(adminVerificationItem)),
});

export const VERIFICATION_DOCUMENT_PATH = '/api/servicio/admin/documentoverificacion/{Solicitud}';
export const verificationDocumentUrl = (id: number) => VERIFICATION_DOCUMENT_PATH.replace('{Solicitud}', String(id));

export const getVerificationDocument = endpoint('GET /api/servicio/admin/documentoverificacion/{Solicitud}', access.staff, {
  addition: true,
  summary: 'El documento adjunto a una solicitud de verificación (staff). Token bearer.',
  params: idFields('Solicitud', 'La solicitud no es válida.'),
  /** application/pdf, image/jpeg or image/png */
  reply: z.unknown(),
});

export const adminVerifyCompany = endpoint('POST /api/servicio/admin/verificarempresa', access.staff, {
  addition: true,
  summary: 'Verificar (1) o dejar de verificar (0) una empresa tras revisar su NIT y contacto (staff)',
  body: z.object({
    tcCodigoEmpresa: publicCode('El código de la empresa no es válido.'),
    tnVerificada: z.preprocess(
      (v) => (v === true || v === '1' ? 1 : v === false || v === '0' ? 0 : v),
      z.union([z.literal(0), z.literal(1)], { error: 'Indique 1 para verificar o 0 para quitar la verificación.' }),
    ),
  }),
  reply: servicioReply(z.object({ EmpresaCodigo: z.string(), Verificada: flag })),
});

export const contactView = z.object({
  EmpresaCodigo: z.string(),
  EmpresaNombre: z.string(),
  /** La Paz day 'YYYY-MM-DD' of the view, and its instant (ISO-8601). */
  Dia: z.string(),
  Fecha: z.string(),
});
export type ContactView = z.infer<typeof contactView>;

export const listContactViews = endpoint('POST /api/servicio/empresasvieroncontacto', access.candidates, {
  addition: true,
  summary: 'Empresas que vieron los datos de contacto del candidato de la sesión (las más recientes primero)',
  reply: servicioReply(z.array(contactView)),
});
