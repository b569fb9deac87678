/**
 * The CV document: what a candidate builds in the CV wizard, what the server stores and
 * what every template (PDF and HTML) renders. Defined once, section by section, as zod
 * schemas with a type and a default value each (in the style of Reactive Resume).
 * Field names are the Spanish ones the API uses.
 */
import { z } from 'zod';
import { LANGUAGES, SKILLS } from '../catalog';
import { PERIOD_MAX_LENGTH } from './period';
import { isCvColor } from './templates';
import { isSectionKey, SECTION_LIMITS } from './sections';

export const CV_LIMITS = {
  title: 120,
  name: 120,
  text: 2000,
  profile: 3000,
  email: 254,
  phone: 40,
  address: 200,
  /** Formatted period is 12 characters ('2019 al 2023'); older free text gets some slack. */
  period: PERIOD_MAX_LENGTH * 3,
  items: 30,
  references: 10,
  /** A data URL of an 800x800 JPEG is well under 1 MB. */
  photo: 1_500_000,
  nameSizeMin: 10,
  nameSizeMax: 100,
  nameSizeDefault: 40,
} as const;

const text = (max: number) => z.string().trim().max(max).default('');

const SKILL_IDS = [SKILLS[0].id, SKILLS[SKILLS.length - 1].id] as const; // 1-40
const LANGUAGE_IDS = [LANGUAGES[0].id, LANGUAGES[LANGUAGES.length - 1].id] as const; // 41-69

/** A photo is an http(s) URL, a site path ('/uploads/...') or a PNG/JPEG data URL. */
export const photoSchema = z
  .string()
  .trim()
  .max(CV_LIMITS.photo)
  .refine((v) => isSafePhotoUrl(v), { message: 'La foto debe ser una URL o una imagen PNG/JPEG.' });

export function isSafePhotoUrl(value: string): boolean {
  return (
    /^https?:\/\/[^\s"'<>]+$/i.test(value) ||
    /^\/(?!\/)[^\s"'<>]*$/.test(value) ||
    /^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/=]+$/i.test(value)
  );
}

// --- Personal information (wizard step 1) -------------------------------------------------
export const personalSchema = z.object({
  titulo: text(CV_LIMITS.title),
  plantilla: z.number().int().positive().default(1),
  nombreCompleto: text(CV_LIMITS.name),
  tamanoNombre: z
    .number()
    .int()
    .min(CV_LIMITS.nameSizeMin)
    .max(CV_LIMITS.nameSizeMax)
    .default(CV_LIMITS.nameSizeDefault),
  perfilProfesional: text(CV_LIMITS.profile),
  correo: text(CV_LIMITS.email),
  telefono: text(CV_LIMITS.phone),
  direccion: text(CV_LIMITS.address),
  foto: photoSchema.optional(),
  /** A colour of CV_COLORS instead of the template's own; '' (default) keeps the template's. */
  color: z.string().refine((v) => v === '' || isCvColor(v)).default(''),
});
export type CvPersonal = z.infer<typeof personalSchema>;
export const defaultPersonal: CvPersonal = personalSchema.parse({});

// --- Education, certifications, experience (steps 2-4) ------------------------------------
/** For experience, `nombre` is the job title and `nombreInstitucion` the company. */
export const cvItemSchema = z.object({
  nombre: text(CV_LIMITS.name),
  nombreInstitucion: text(CV_LIMITS.name),
  periodo: text(CV_LIMITS.period),
  descripcion: text(CV_LIMITS.text),
});
export type CvItem = z.infer<typeof cvItemSchema>;
export const defaultCvItem: CvItem = cvItemSchema.parse({});

const itemList = z.array(cvItemSchema).max(CV_LIMITS.items).default([]);
export const formacionesSchema = itemList;
export const certificacionesSchema = itemList;
export const experienciasSchema = itemList;

// --- References (step 7): people a company may call -------------------------------------
export const cvReferenceSchema = z.object({
  nombre: text(CV_LIMITS.name),
  /** Position and company ('Gerente de Finanzas, Banco Unión'). */
  cargo: text(CV_LIMITS.name),
  telefono: text(CV_LIMITS.phone),
  correo: text(CV_LIMITS.email),
});
export type CvReference = z.infer<typeof cvReferenceSchema>;
export const referenciasSchema = z.array(cvReferenceSchema).max(CV_LIMITS.references).default([]);

// --- Skills and languages (steps 5-6): catalogue ids ----------------------------------------
export const habilidadesSchema = z
  .array(z.number().int().min(SKILL_IDS[0]).max(SKILL_IDS[1]))
  .max(SKILLS.length)
  .default([]);
export const idiomasSchema = z
  .array(z.number().int().min(LANGUAGE_IDS[0]).max(LANGUAGE_IDS[1]))
  .max(LANGUAGES.length)
  .default([]);

// --- Custom sections, order, language (issue 42, src/shared/cv/sections.ts) -----------------
/** A section the candidate names ('Voluntariado', 'Publicaciones'): entries like experience's. */
export const customSectionSchema = z.object({
  titulo: z.string().trim().min(1).max(SECTION_LIMITS.customTitle),
  items: itemList,
});
export type CvCustomSection = z.infer<typeof customSectionSchema>;
export const seccionesPersonalizadasSchema = z.array(customSectionSchema).max(SECTION_LIMITS.custom).default([]);

const sectionKeyList = z
  .array(z.string().max(SECTION_LIMITS.keyLength).refine(isSectionKey))
  .max(SECTION_LIMITS.custom + 10)
  .default([]);
/** The order the sections are shown in ([] = the default order); see resolveSectionOrder. */
export const ordenSeccionesSchema = sectionKeyList;
/** Sections the candidate hid. */
export const seccionesOcultasSchema = sectionKeyList;

/** The CV's language: headings, labels, periods and catalogue names ('es' Spanish, 'en' English). */
export const CV_LANGUAGES = ['es', 'en'] as const;
export type CvLanguage = (typeof CV_LANGUAGES)[number];
export const idiomaCvSchema = z.enum(CV_LANGUAGES).default('es');

// --- The whole document --------------------------------------------------------------------
export const cvDocumentSchema = personalSchema.extend({
  formaciones: formacionesSchema,
  certificaciones: certificacionesSchema,
  experiencias: experienciasSchema,
  habilidades: habilidadesSchema,
  idiomas: idiomasSchema,
  referencias: referenciasSchema,
  seccionesPersonalizadas: seccionesPersonalizadasSchema,
  ordenSecciones: ordenSeccionesSchema,
  seccionesOcultas: seccionesOcultasSchema,
  idiomaCv: idiomaCvSchema,
});

/** A valid CV (defaults applied). */
export type CvDocument = z.infer<typeof cvDocumentSchema>;
/** What may be sent: every field optional, defaults fill the rest. */
export type CvDocumentInput = z.input<typeof cvDocumentSchema>;

export function emptyCv(): CvDocument {
  return cvDocumentSchema.parse({});
}
