/**
 * CV analysis (spec 001: /revisioncv, `analizarCvs` -> /api/servicio/revisarcvs) and the CV import
 * of the CV wizards. The spec gives `revisarcvs`; the listing, reopening, deleting, file download,
 * the jobs a company may analyse against and the PDF import are additions.
 */
import { z } from 'zod';
import { CV_LIMITS } from '../cv/document';
import { access, endpoint, endpointsFor, idNumber, optionalText } from './endpoint';
import { cvEntry } from './candidates';
import { counts, idFields, okReply, servicioList, servicioReply } from './shapes';
import { jobTitleFields } from './reply-fields';

/** Spec 001 section 9: at most 20 PDFs, 10 MB (10485760 bytes) each. */
export const ANALYSIS_LIMITS = {
  maxFiles: 20,
  maxFileBytes: 10 * 1024 * 1024,
  descripcionMax: 2000,
  fileNameMax: 200,
} as const;

/** The user-facing texts of the analysis and the import (spec 001 sections 5 and 8). */
export const ANALYSIS_MESSAGES = {
  maxFiles: 'Máximo 20 archivos.',
  onlyPdf: 'Solo PDF.',
  /** Issue 37: the formats a CV may come in. */
  onlyCvFormats: 'Solo PDF, Word (.docx), JPEG o PNG.',
  fileSize: 'Cada archivo no debe superar 10 MB.',
  /** One refused file of a batch: an error item of its own (the rest of the batch is analysed). */
  fileNotPdf: (archivo: string) => `«${archivo}» no es un PDF: no se analizó.`,
  fileTooBig: (archivo: string) => `«${archivo}» supera los 10 MB: no se analizó.`,
  fileNotCv: (archivo: string) => `«${archivo}» no es un PDF, un Word (.docx) ni una imagen JPEG o PNG: no se analizó.`,
  fileNotImage: (archivo: string) => `«${archivo}»: el archivo no es una imagen JPEG o PNG válida. No se analizó.`,
  fileNotDocx: (archivo: string) => `«${archivo}»: el archivo no es un documento de Word (.docx) válido. No se analizó.`,
  sent: 'CVs enviados para análisis',
  errorPrefix: 'Hubo un error: ',
  serverError: 'Ocurrió un error en el servidor',
  empty: 'Aún no hay resultados. Envía CVs para analizarlos.',
  jobRequired: 'Selecciona uno de tus empleos.',
  filesRequired: 'Adjunta al menos un CV (PDF, Word .docx, JPEG o PNG).',
  multipartRequired: 'Envía los CVs como formulario multipart (campos empleoId, descripcion y cvs[]).',
  jobNotFound: 'El empleo no existe.',
  jobNotYours: 'Este empleo no pertenece a tu empresa.',
  analysisNotFound: 'El análisis no existe.',
  analysisNotYours: 'Este análisis no pertenece a tu empresa.',
  analysisDeleted: 'Análisis eliminado.',
  deleteConfirm: '¿Eliminar este análisis? Se borrarán los CV subidos y sus resultados. Esta acción no se puede deshacer.',
  fileNotFound: 'El archivo no existe.',
  fileNotYours: 'Este archivo no pertenece a tu empresa.',
  analysed: (ok: number, total: number) => `CVs enviados para análisis: ${ok} de ${total} analizados.`,
  importFileRequired: 'Elige tu CV (PDF, Word .docx, JPEG o PNG).',
  importDone: 'Revisa los datos importados en cada paso antes de guardar.',
  importNothing: 'No encontramos datos para completar en este archivo.',
} as const;

export const analysisErrorText = (message: string) => `${ANALYSIS_MESSAGES.errorPrefix}${message}`;

/** Fields of the multipart form, validated once the parts are read (the files are checked apart). */
export const analyseCvsFields = z.object({
  empleoId: idNumber(ANALYSIS_MESSAGES.jobRequired),
  descripcion: optionalText(ANALYSIS_LIMITS.descripcionMax),
});

const educationLevel = z.enum(['bachiller', 'tecnico', 'licenciatura', 'maestria', 'doctorado']);

export const analysisExtract = z.object({
  anios: z.number(),
  stack: z.array(z.string()),
  /** Additions: the contact data found in the CV. */
  nombre: z.string().nullable(),
  correo: z.string().nullable(),
  telefono: z.string().nullable(),
  ciudad: z.string().nullable(),
  nivelEstudios: educationLevel.nullable(),
  idiomas: z.array(z.string()),
});

export const analysisResult = z.object({
  /** 0-100. */
  score: z.number().int().min(0).max(100),
  match: z.array(z.string()),
  gap: z.array(z.string()),
  extract: analysisExtract,
  resumen: z.string(),
});
export type AnalysisResult = z.infer<typeof analysisResult>;

/**
 * One analysed CV (spec 001 section 3). `url` opens the stored file for its company only; it is
 * empty for a file refused before being stored (not a PDF, over 10 MB), whose `error` names it.
 */
export const analysisItem = z.object({
  archivo: z.string(),
  url: z.string(),
  estado: z.enum(['done', 'error']),
  resultado: analysisResult.nullable(),
  error: z.string().nullable(),
});
export type AnalysisItem = z.infer<typeof analysisItem>;

/** One analysis: the spec's values{Items, CarpetaPublica}, plus what the page shows about it. */
export const analysisValues = z.object({
  /** Sorted by descending score; errors last. */
  Items: z.array(analysisItem),
  /** The name of the batch's folder (the files themselves are private). */
  CarpetaPublica: z.string(),
  Analisis: z.number(),
  /** The job analysed against. */
  ...jobTitleFields,
  /** The description sent with the CVs. */
  Descripcion: z.string(),
  /** ISO date-time. */
  Fecha: z.string(),
  ...counts('Total', 'Ok', 'Errores'),
});
export type AnalysisValues = z.infer<typeof analysisValues>;

export const analyseCvs = endpoint('POST /api/servicio/revisarcvs', access.companiesAndStaff, {
  multipart: true,
  summary: 'Analizar CVs en PDF contra un empleo de la empresa (analizarCvs): multipart empleoId, descripcion, cvs[]',
  body: analyseCvsFields,
  reply: servicioReply(analysisValues),
});

/** The additions around the analysis: list, reopen, delete, the jobs to analyse against. */
const companyAddition = endpointsFor(access.companiesAndStaff, { addition: true });

export const analysisSummary = analysisValues.omit({ Items: true }).extend({
  /** Best score of the batch (0 when every item failed). */
  MejorPuntaje: z.number(),
});
export type AnalysisSummary = z.infer<typeof analysisSummary>;

export const listAnalyses = companyAddition('POST /api/servicio/listaranalisiscv', {
  summary: 'Análisis de CV anteriores de la empresa (los más recientes primero)',
  reply: servicioList(analysisSummary),
});

/** One analysis by id (reopen, delete). */
export const analysisRef = idFields('tnAnalisis', 'Identificador de análisis inválido.');

export const getAnalysis = companyAddition('POST /api/servicio/obteneranalisiscv', {
  summary: 'Reabrir un análisis de CV de la empresa',
  body: analysisRef,
  reply: servicioReply(analysisValues),
});

export const deleteAnalysis = companyAddition('POST /api/servicio/eliminaranalisiscv', {
  summary: 'Eliminar un análisis de CV de la empresa: sus resultados y los PDF guardados',
  body: analysisRef,
  reply: okReply,
});

export const analysisJob = z.object({
  ...jobTitleFields,
  Ciudad: z.string(),
  /** 1 Pendiente, 2 Completado (paid), 3 Vencido. */
  Estado: z.number(),
  FechaVencimiento: z.string(),
  EmpresaNombre: z.string(),
});
export type AnalysisJob = z.infer<typeof analysisJob>;

export const listAnalysisJobs = companyAddition('POST /api/servicio/listarempleosanalisiscv', {
  summary: 'Empleos contra los que la empresa puede analizar CVs (todos los suyos, pagados o no)',
  reply: servicioList(analysisJob),
});

/**
 * Addition: GET the stored PDF of an analysed CV (bearer token; never a token in the URL). Only
 * its company (or staff) may read it; the item `url` is this path with the item id.
 */
export const ANALYSIS_FILE_PATH = '/api/servicio/archivoanalisiscv/{Item}';
export const analysisFileParams = idFields('Item', 'Identificador de archivo inválido.');
export const analysisFileUrl = (itemId: number) => ANALYSIS_FILE_PATH.replace('{Item}', String(itemId));

export const getAnalysisFile = endpoint('GET /api/servicio/archivoanalisiscv/{Item}', access.signedIn, {
  addition: true,
  summary: 'PDF de un CV analizado: solo para la empresa que lo subió (y la administración). Token bearer.',
  params: analysisFileParams,
  /** application/pdf */
  reply: z.unknown(),
});

// ---------- CV import into the CV wizards ----------

/** The CvDocument fields the PDF could fill (src/shared/cv/document.ts); nothing is stored. */
export const importedCv = z.object({
  titulo: z.string().max(CV_LIMITS.title).optional(),
  nombreCompleto: z.string().max(CV_LIMITS.name).optional(),
  perfilProfesional: z.string().max(CV_LIMITS.profile).optional(),
  correo: z.string().max(CV_LIMITS.email).optional(),
  telefono: z.string().max(CV_LIMITS.phone).optional(),
  direccion: z.string().max(CV_LIMITS.address).optional(),
  formaciones: z.array(cvEntry).max(CV_LIMITS.items).optional(),
  certificaciones: z.array(cvEntry).max(CV_LIMITS.items).optional(),
  experiencias: z.array(cvEntry).max(CV_LIMITS.items).optional(),
  /** SKILLS catalogue ids (1-40). */
  habilidades: z.array(z.number().int()).optional(),
  /** LANGUAGES catalogue ids (41-69). */
  idiomas: z.array(z.number().int()).optional(),
});
export type ImportedCv = z.infer<typeof importedCv>;

export const importCvPdf = endpoint('POST /api/servicio/importarcvpdf', access.anyoneOrSignedIn, {
  multipart: true,
  addition: true,
  summary: 'Leer un CV en PDF para completar el asistente de CV (multipart: cv); no guarda nada',
  reply: servicioReply(
    z.object({
      Curriculum: importedCv,
      /** Names of the CvDocument fields that were filled. */
      Campos: z.array(z.string()),
    }),
  ),
});
