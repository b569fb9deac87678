/**
 * Profiles (spec 001 sections 2, 3, 7 and 8): the candidate's /miperfil and the company's
 * /miperfilempresa. The identity always comes from the token: a body id (Candidato, Empresa) is
 * read for compatibility and ignored. A field that is not sent keeps its value, so a profile
 * whose photo is not re-sent keeps its photo.
 */
import { z } from 'zod';
import { CITIES, COMPANY_SIZES, COMPANY_TYPES, SEXES } from '../catalog';
import { access, endpoint } from './endpoint';
import { flag, servicioReply } from './shapes';
import { candidateBackgroundFields, candidateNameFields } from './candidates';
import { companyRefFields } from './reply-fields';

export const PROFILE_LIMITS = {
  name: 80,
  profession: 120,
  about: 3000,
  title: 200,
  companyName: 120,
  address: 200,
  description: 2000,
  maxYearsExperience: 70,
  /** Largest image accepted before re-encoding (the browser sends it already shrunk). */
  photoBytes: 5 * 1024 * 1024,
} as const;

export const PROFILE_MESSAGES = {
  candidateUpdated: 'Perfil actualizado',
  candidateError: 'No se pudo actualizar el perfil. Revisa los datos e inténtalo de nuevo.',
  companyUpdated: 'Perfil de la empresa actualizado',
  companyError: 'Error al actualizar la empresa',
  network: 'Error de conexión o del servidor',
  nombre: 'Por favor, coloque su nombre.',
  nombreEmpresa: 'Por favor, coloque el nombre de la empresa.',
  descripcion: 'Por favor, coloque una descripción.',
  fechaNacimiento: 'La fecha de nacimiento no es válida.',
  fechaFutura: 'La fecha de nacimiento no puede ser futura.',
  ciudad: 'Seleccione una ciudad de la lista.',
  sexo: 'Seleccione una opción de la lista.',
  anosExperiencia: 'Los años de experiencia no pueden ser negativos.',
  anosExperienciaMax: `Los años de experiencia no pueden superar ${PROFILE_LIMITS.maxYearsExperience}.`,
  anosExperienciaEntero: 'Los años de experiencia deben ser un número entero.',
  telefono: 'Ingresa un número de teléfono válido.',
  correo: 'Por favor, coloque un correo electrónico.',
  correoInvalido: 'El correo no es válido.',
  tipoEmpresa: 'Seleccione un tipo de empresa de la lista.',
  tamanoEmpresa: 'Seleccione un tamaño de empresa de la lista.',
  estado: 'El estado debe ser Activo (1) o Inactivo (0).',
  anioFundacion: 'El año de fundación debe ser desde 1900.',
  anioFuturo: 'El año de fundación no puede ser futuro.',
  anioInvalido: 'El año de fundación no es válido.',
  photoType: 'La imagen debe ser JPG, PNG o WEBP.',
  photoSize: 'La imagen no debe superar 5 MB.',
  photoBroken: 'La imagen está dañada o no se puede leer.',
  noCandidate: 'Tu cuenta no tiene un perfil de candidato.',
  noCompany: 'Tu cuenta no tiene una empresa.',
} as const;

/** Optional text: undefined keeps the stored value; null becomes ''. */
const optText = (max: number) =>
  z.preprocess(
    (v) => (v === null ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: 'Debe ser un texto.' }).trim().max(max, `Máximo ${max} caracteres.`).optional(),
  );

/** Optional text that may not be emptied when it is sent. */
const optRequired = (max: number, message: string) => optText(max).refine((v) => v === undefined || v.length > 0, message);

/** An integer sent as a number or a numeric string; '' means 0 (nothing chosen). */
const optInt = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? 0 : typeof v === 'string' && /^\s*-?\d{1,10}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).optional(),
  );

/** 1/0, true/false, 'true'/'false', 'on'. */
export const optFlag = (message = 'Valor inválido.') =>
  z.preprocess(
    (v) => {
      if (v === true || v === 1 || v === '1' || v === 'true' || v === 'on') return 1;
      if (v === false || v === 0 || v === '0' || v === 'false' || v === '') return 0;
      return v;
    },
    z.union([z.literal(0), z.literal(1)], { error: message }).optional(),
  );

const phone = z.preprocess(
  (v) => (v === null ? '' : typeof v === 'number' ? String(v) : v),
  z
    .string({ error: PROFILE_MESSAGES.telefono })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .refine((s) => s === '' || /^\+?\d{7,15}$/.test(s), PROFILE_MESSAGES.telefono)
    .optional(),
);

const today = () => new Date().toISOString().slice(0, 10);

const birthDate = optText(10).refine(
  (s) => {
    if (s === undefined || s === '') return true;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '1900-01-01';
  },
  PROFILE_MESSAGES.fechaNacimiento,
).refine((s) => s === undefined || s === '' || s <= today(), PROFILE_MESSAGES.fechaFutura);

const cityIds = CITIES.map((c) => c.id);

export const candidateProfileFields = z.object({
  /** Ignored: the candidate is the token's. */
  Candidato: z.unknown().optional(),
  Nombre: optRequired(PROFILE_LIMITS.name, PROFILE_MESSAGES.nombre),
  /** Addition: the surnames (the spec's form has one name field). */
  Apellidos: optText(PROFILE_LIMITS.name),
  Profesion: optText(PROFILE_LIMITS.profession),
  FechaNacimiento: birthDate,
  Acercade: optText(PROFILE_LIMITS.about),
  Ciudad: optInt(PROFILE_MESSAGES.ciudad).refine((n) => n === undefined || n === 0 || cityIds.includes(n), PROFILE_MESSAGES.ciudad),
  Sexo: optText(20).refine((s) => s === undefined || s === '' || SEXES.some((x) => x.nombre === s), PROFILE_MESSAGES.sexo),
  TituloTecnico: optText(PROFILE_LIMITS.title),
  TituloLicenciatura: optText(PROFILE_LIMITS.title),
  TituloDiplomado: optText(PROFILE_LIMITS.title),
  TituloMaestria: optText(PROFILE_LIMITS.title),
  TituloDoctorado: optText(PROFILE_LIMITS.title),
  AnosExperiencia: z.preprocess(
    (v) => (v === '' || v === null ? 0 : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: PROFILE_MESSAGES.anosExperienciaEntero })
      .int(PROFILE_MESSAGES.anosExperienciaEntero)
      .min(0, PROFILE_MESSAGES.anosExperiencia)
      .max(PROFILE_LIMITS.maxYearsExperience, PROFILE_MESSAGES.anosExperienciaMax)
      .optional(),
  ),
  Telefono: phone,
  /**
   * Addition: 1 = 'visible para empresas': the profile appears in the companies' candidate search
   * and any company sees its contact data and CV; 0 (the default) = private (decision 071).
   */
  Visible: optFlag(),
  /** Addition: 1 removes the current photo (when no new one is sent). */
  QuitarFoto: optFlag(),
});
export type CandidateProfileFields = z.output<typeof candidateProfileFields>;

const year = optInt(PROFILE_MESSAGES.anioInvalido)
  .refine((n) => n === undefined || n === 0 || n >= 1900, PROFILE_MESSAGES.anioFundacion)
  .refine((n) => n === undefined || n <= new Date().getFullYear(), PROFILE_MESSAGES.anioFuturo);

export const companyProfileFields = z.object({
  /** Ignored: the company is the token's. */
  Empresa: z.unknown().optional(),
  Nombre: optRequired(PROFILE_LIMITS.companyName, PROFILE_MESSAGES.nombreEmpresa),
  NombreComercial: optText(PROFILE_LIMITS.companyName),
  Direccion: optText(PROFILE_LIMITS.address),
  Descripcion: optRequired(PROFILE_LIMITS.description, PROFILE_MESSAGES.descripcion),
  /** 1 Activo, 0 Inactivo (a hidden field of the form). */
  Estado: optFlag(PROFILE_MESSAGES.estado),
  TipoEmpresa: optInt(PROFILE_MESSAGES.tipoEmpresa).refine(
    (n) => n === undefined || n === 0 || COMPANY_TYPES.some((t) => t.id === n),
    PROFILE_MESSAGES.tipoEmpresa,
  ),
  /** Saved (the spec's client dropped it). */
  TamanoEmpresa: optInt(PROFILE_MESSAGES.tamanoEmpresa).refine(
    (n) => n === undefined || n === 0 || COMPANY_SIZES.some((t) => t.id === n),
    PROFILE_MESSAGES.tamanoEmpresa,
  ),
  AñoFundacion: year,
  /** Same as AñoFundacion, for clients that cannot send 'ñ' in a field name. */
  AnioFundacion: year,
  /** Saved (the spec's client dropped it). */
  Acercade: optText(PROFILE_LIMITS.about),
  Telefono: phone,
  Correo: z.preprocess(
    (v) => (v === null ? '' : v),
    z
      .string({ error: PROFILE_MESSAGES.correoInvalido })
      .trim()
      .max(254, PROFILE_MESSAGES.correoInvalido)
      .refine((s) => s.length > 0, PROFILE_MESSAGES.correo)
      .refine((s) => s.length === 0 || z.email().safeParse(s).success, PROFILE_MESSAGES.correoInvalido)
      .transform((s) => s.toLowerCase())
      .optional(),
  ),
  /** Addition: the company's city. */
  Ciudad: optInt(PROFILE_MESSAGES.ciudad).refine((n) => n === undefined || n === 0 || cityIds.includes(n), PROFILE_MESSAGES.ciudad),
  /** Additions: 1 removes the current image or icon (when no new file is sent). */
  QuitarImagen: optFlag(),
  QuitarIcono: optFlag(),
});
export type CompanyProfileFields = z.output<typeof companyProfileFields>;

export const candidateProfile = z.object({
  ...candidateNameFields,
  /** City id, 0 when none. */
  Ciudad: z.number(),
  NombreCiudad: z.string(),
  /** 'YYYY-MM-DD' or ''. */
  FechaNacimiento: z.string(),
  Acercade: z.string(),
  /** The account's e-mail (read-only here). */
  Correo: z.string(),
  Telefono: z.string(),
  ...candidateBackgroundFields,
  Visible: flag,
});
export type CandidateProfile = z.infer<typeof candidateProfile>;

export const companyProfile = z.object({
  ...companyRefFields,
  NombreComercial: z.string(),
  Direccion: z.string(),
  Descripcion: z.string(),
  Estado: flag,
  TipoEmpresa: z.number(),
  TamanoEmpresa: z.number(),
  AñoFundacion: z.number().nullable(),
  Acercade: z.string(),
  Telefono: z.string(),
  Correo: z.string(),
  Ciudad: z.number(),
  Pais: z.string(),
  UrlImagen: z.string().nullable(),
  UrlIcono: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfile>;

export const getMyCandidateProfile = endpoint('POST /api/servicio/getmiperfil', access.candidates, {
  addition: true,
  summary: 'Perfil del candidato de la sesión, para el formulario Mi Perfil',
  reply: servicioReply(candidateProfile),
});

export const updateCandidateProfile = endpoint('POST /api/servicio/actualizardatoscandidato', access.candidates, {
  multipart: true,
  summary: 'Actualizar el perfil del candidato de la sesión (actualizaciondatoscandidato): multipart con foto opcional',
  body: candidateProfileFields,
  reply: servicioReply(candidateProfile),
});

export const getMyCompanyProfile = endpoint('POST /api/servicio/getmiempresa', access.companies, {
  addition: true,
  summary: 'Empresa de la sesión, para el formulario Actualizar Empresa',
  reply: servicioReply(companyProfile),
});

export const updateCompanyProfile = endpoint('POST /api/servicio/actualizardatosempresa', access.companies, {
  multipart: true,
  summary: 'Actualizar la empresa de la sesión (actualizaciondatosempresa): multipart con imagen e icono opcionales',
  body: companyProfileFields,
  reply: servicioReply(companyProfile),
});
