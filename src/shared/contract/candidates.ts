/** Candidate pages: the public profile (contact data only for the candidate and companies) and the company's candidate search. */
import { z } from 'zod';
import { access, endpoint } from './endpoint';
import { codeFields, servicioPage, servicioReply } from './shapes';
import { intParam } from './jobs';
import { candidateRefFields } from './reply-fields';

/** An education, certification or experience item of a CV, as the pages read it. */
export const cvEntry = z.object({
  nombre: z.string(),
  nombreInstitucion: z.string(),
  periodo: z.string(),
  descripcion: z.string(),
});

/** Who the candidate is: the first fields of both profile replies (this one and profiles.ts's). */
export const candidateNameFields = {
  ...candidateRefFields,
  Apellidos: z.string(),
  Profesion: z.string(),
  Pais: z.string(),
};

/** The candidate's background, in both profile replies: sex, experience, photo and degrees. */
export const candidateBackgroundFields = {
  Sexo: z.string(),
  AnosExperiencia: z.number(),
  FotoPerfil: z.string().nullable(),
  TituloTecnico: z.string(),
  TituloLicenciatura: z.string(),
  TituloDiplomado: z.string(),
  TituloMaestria: z.string(),
  TituloDoctorado: z.string(),
};

export const candidateDetail = z.object({
  ...candidateNameFields,
  /** City name; CiudadId is its catalogue id. */
  Ciudad: z.string(),
  CiudadId: z.number().nullable(),
  /** 'YYYY-MM-DD'; null when hidden from the caller or not given. */
  FechaNacimiento: z.string().nullable(),
  Acercade: z.string(),
  Correo: z.string().nullable(),
  Telefono: z.string().nullable(),
  ...candidateBackgroundFields,
  /** From the candidate's latest CV; null when there is none. */
  Curriculum: z
    .object({
      Titulo: z.string(),
      Experiencias: z.array(cvEntry),
      Formaciones: z.array(cvEntry),
      Habilidades: z.array(z.string()),
      Idiomas: z.array(z.string()),
    })
    .nullable(),
  /** Whether e-mail and phone are shown to this caller. */
  DatosDeContacto: z.boolean(),
  /**
   * Addition (decision trust.md): why a company does not see them ('' otherwise): not verified,
   * or past its CONTACT_REVEALS_PER_DAY distinct candidates today.
   */
  AvisoContacto: z.string(),
  EsPropio: z.boolean(),
});
export type CandidateDetail = z.infer<typeof candidateDetail>;

export const getCandidate = endpoint('POST /api/servicio/getDatosCandidato', access.anyoneOrSignedIn, {
  summary: 'Perfil de un candidato (correo, teléfono y fecha de nacimiento solo para él mismo y empresas)',
  body: codeFields('tcCodigoCandidato', 'El código del candidato no es válido.'),
  reply: servicioReply(candidateDetail),
});

export const candidateListItem = z.object({
  CandidatoCodigo: z.string(),
  Nombre: z.string(),
  Profesion: z.string(),
  Ciudad: z.string(),
  AnosExperiencia: z.number(),
  FotoPerfil: z.string().nullable(),
  Acercade: z.string(),
  Habilidades: z.array(z.string()),
});
export type CandidateListItem = z.infer<typeof candidateListItem>;

const text = (max: number, message: string) =>
  z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(max, message));

export const searchCandidates = endpoint('POST /api/servicio/buscarcandidatos', access.companiesAndStaff, {
  addition: true,
  summary: 'Búsqueda de candidatos para empresas: palabras, profesión, ciudad, habilidad y años de experiencia',
  body: z.object({
    tcBuscar: text(200, 'La búsqueda admite hasta 200 caracteres.'),
    tcProfesion: text(120, 'La profesión admite hasta 120 caracteres.'),
    tnCiudad: intParam(0, 0, 10, 'La ciudad no es válida.'),
    /** Skill id 1-40 (SKILLS), read from the candidate's CVs; 0 any. */
    tnHabilidad: intParam(0, 0, 40, 'La habilidad no es válida.'),
    /** Minimum years of experience. */
    tnAnosMinimo: intParam(0, 0, 60, 'Los años de experiencia no son válidos.'),
    tnPagina: intParam(1, 1, 10_000, 'La página no es válida.'),
    tnTamano: intParam(12, 1, 50, 'El tamaño de página va de 1 a 50.'),
  }),
  reply: servicioPage(candidateListItem),
});
