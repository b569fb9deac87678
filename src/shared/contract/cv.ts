/**
 * CVs (spec 001 sections 3 and 7): templates, CV creation (candidate and quick CV for visitors),
 * editing, copying and deleting one's CV (issue 12), CV lists and the PDF downloads. The CV itself is the structured document of src/shared/cv/document.ts;
 * the multipart fields of the old client are translated to it by `cvFields`.
 */
import { z } from 'zod';
import { CV_LANGUAGES, CV_LIMITS, cvDocumentSchema } from '../cv/document';
import { isSectionKey, SECTION_LIMITS } from '../cv/sections';
import { formatPeriod } from '../cv/period';
import { isCvColor, TEMPLATE_INFO } from '../cv/templates';
import { LANGUAGES, SKILLS } from '../catalog';
import { access, emailText, endpoint, intLike, sameCall } from './endpoint';
import { datosList, flag, idFields, listCallBody, okReply, servicioEnvelope, servicioReply, servicioReplyAlways } from './shapes';

export const CV_MESSAGES = {
  title: 'Por favor, ingresa el título del currículum.',
  name: 'Por favor, ingresa tu nombre completo.',
  email: 'Debes ingresar un correo válido.',
  emailRequired: 'Por favor, ingresa tu correo electrónico.',
  phone: 'El teléfono solo puede tener números, espacios y los signos + ( ) -.',
  missingItemFields: 'Faltan campos por llenar',
  referenceName: 'Cada referencia necesita el nombre de la persona.',
  color: 'Elige uno de los colores disponibles.',
  template: 'Elige una de las plantillas disponibles.',
  nameSize: `El tamaño del nombre debe estar entre ${CV_LIMITS.nameSizeMin} y ${CV_LIMITS.nameSizeMax}.`,
  skills: 'Las habilidades elegidas no son válidas.',
  languages: 'Los idiomas elegidos no son válidos.',
  photoType: 'La foto debe ser una imagen JPG, PNG o WEBP.',
  photoSize: 'La foto no debe superar 5 MB.',
  notPaid: 'Debes realizar el pago para poder descargar este currículum.',
  curriculum: 'Identificador de currículum inválido.',
  notFound: 'No se encontró el currículum.',
  updated: 'Cambios guardados.',
  duplicated: 'Currículum duplicado. La copia está pendiente de pago.',
  deleted: 'Currículum eliminado.',
  applicationNotFound: 'No se encontró la postulación.',
  emailTaken: 'Ya tienes una cuenta con este correo: inicia sesión para continuar.',
  cvLanguage: 'Elige el idioma del currículum: es (español) o en (inglés).',
  sectionKeys: 'Hay secciones que no existen en el orden o en las secciones ocultas.',
  customTitle: 'Cada sección personalizada necesita un título.',
  customTitleLength: `El título de una sección personalizada admite hasta ${SECTION_LIMITS.customTitle} caracteres.`,
  duplicatedEnglish: 'Versión en inglés creada: traduce sus textos en el asistente. La copia está pendiente de pago.',
  quickCvSent: 'Listo. Te enviamos un correo: sigue el enlace para entrar a tu cuenta y ver tu currículum.',
} as const;

/** Largest photo accepted before re-encoding (the browser sends it already shrunk to 800x800). */
export const CV_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const maxText = (max: number, message = `Máximo ${max} caracteres.`) =>
  z.preprocess((v) => (v == null ? '' : typeof v === 'number' ? String(v) : v), z.string({ error: 'Debe ser un texto.' }).trim().max(max, message));

/** A JSON array sent as a string (multipart) or as an array (JSON body). */
const jsonArray = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z.preprocess(
    (v) => {
      if (v == null || v === '') return [];
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return Symbol('json');
      }
    },
    z.array(item, { error: `${label}: formato inválido.` }).max(max, `${label}: máximo ${max} elementos.`),
  );

/**
 * Reads one text field of a list item sent in either case (`Nombre` or `nombre`): numbers become
 * text, runs of spaces one space (line breaks kept when `keepLines`), too long or not a text is an
 * issue on that field.
 */
const textPicker =
  (ctx: z.RefinementCtx, { keepLines }: { keepLines: boolean }) =>
  (a: unknown, b: unknown, max: number, path: string): string => {
    const v = a ?? b ?? '';
    if (typeof v !== 'string' && typeof v !== 'number') {
      ctx.addIssue({ code: 'custom', message: 'Debe ser un texto.', path: [path] });
      return '';
    }
    const s = String(v)
      .replace(/\s+/g, (m) => (keepLines && m.includes('\n') ? m : ' '))
      .trim();
    if (s.length > max) ctx.addIssue({ code: 'custom', message: `Máximo ${max} caracteres.`, path: [path] });
    return s;
  };

/** An education, certification or experience item as the old client sends it (or in lower case). */
const rawItem = z
  .object({
    Nombre: z.unknown().optional(),
    NombreInstitucion: z.unknown().optional(),
    Periodo: z.unknown().optional(),
    Descripcion: z.unknown().optional(),
    nombre: z.unknown().optional(),
    nombreInstitucion: z.unknown().optional(),
    periodo: z.unknown().optional(),
    descripcion: z.unknown().optional(),
  })
  .transform((it, ctx) => {
    const pick = textPicker(ctx, { keepLines: true });
    const periodo = pick(it.Periodo, it.periodo, CV_LIMITS.period, 'Periodo');
    return {
      nombre: pick(it.Nombre, it.nombre, CV_LIMITS.name, 'Nombre'),
      nombreInstitucion: pick(it.NombreInstitucion, it.nombreInstitucion, CV_LIMITS.name, 'NombreInstitucion'),
      periodo: /^[\d\s]+$/.test(periodo) ? formatPeriod(periodo) : periodo,
      descripcion: pick(it.Descripcion, it.descripcion, CV_LIMITS.text, 'Descripcion'),
    };
  });

type Item = z.output<typeof rawItem>;
const notEmpty = (it: Item) => Boolean(it.nombre || it.nombreInstitucion || it.periodo || it.descripcion);
const complete = (it: Item) => Boolean(it.nombre && it.nombreInstitucion && it.periodo);

/** Education and certifications: every item needs name, institution and period (spec 5). */
const strictItems = (label: string) =>
  jsonArray(rawItem, label, CV_LIMITS.items)
    .transform((items) => items.filter(notEmpty))
    .refine((items) => items.every(complete), `${CV_MESSAGES.missingItemFields} en ${label}.`);
/** Experience has no check (spec 5): empty items are dropped. */
const looseItems = (label: string) => jsonArray(rawItem, label, CV_LIMITS.items).transform((items) => items.filter(notEmpty));

/** A reference (addition): the person, position and company, phone, e-mail; in either case. */
const rawReference = z
  .object({
    Nombre: z.unknown().optional(),
    Cargo: z.unknown().optional(),
    Telefono: z.unknown().optional(),
    Correo: z.unknown().optional(),
    nombre: z.unknown().optional(),
    cargo: z.unknown().optional(),
    telefono: z.unknown().optional(),
    correo: z.unknown().optional(),
  })
  .transform((r, ctx) => {
    const pick = textPicker(ctx, { keepLines: false });
    return {
      nombre: pick(r.Nombre, r.nombre, CV_LIMITS.name, 'Nombre'),
      cargo: pick(r.Cargo, r.cargo, CV_LIMITS.name, 'Cargo'),
      telefono: pick(r.Telefono, r.telefono, CV_LIMITS.phone, 'Telefono'),
      correo: pick(r.Correo, r.correo, CV_LIMITS.email, 'Correo'),
    };
  });
const references = jsonArray(rawReference, 'Referencias', CV_LIMITS.references)
  .transform((refs) => refs.filter((r) => r.nombre || r.cargo || r.telefono || r.correo))
  .refine((refs) => refs.every((r) => r.nombre), CV_MESSAGES.referenceName);

/** Catalogue ids: numbers, numeric strings or {id} objects; repeats removed. */
const idList = (ids: number[], label: string, message: string) =>
  jsonArray(z.union([z.number(), z.string(), z.object({ id: z.union([z.number(), z.string()]) })]), label, ids.length * 2)
    .transform((list) => [...new Set(list.map((v) => Number(typeof v === 'object' ? v.id : v)))])
    .refine((list) => list.every((id) => ids.includes(id)), message);

/** Section keys (src/shared/cv/sections.ts) as a JSON array; repeats removed. */
const sectionKeys = (label: string) =>
  jsonArray(z.string({ error: CV_MESSAGES.sectionKeys }).max(SECTION_LIMITS.keyLength, CV_MESSAGES.sectionKeys), label, SECTION_LIMITS.custom + 10)
    .refine((keys) => keys.every(isSectionKey), CV_MESSAGES.sectionKeys)
    .transform((keys) => [...new Set(keys)]);

/** A custom section (issue 42): {tcTitulo, taItems} (or titulo / items), its entries like experience's. */
const rawCustomSection = z
  .object({ tcTitulo: z.unknown().optional(), titulo: z.unknown().optional(), taItems: z.unknown().optional(), items: z.unknown().optional() })
  .transform((sec, ctx) => {
    const title = textPicker(ctx, { keepLines: false })(sec.tcTitulo, sec.titulo, SECTION_LIMITS.customTitle, 'tcTitulo');
    if (!title) ctx.addIssue({ code: 'custom', message: CV_MESSAGES.customTitle, path: ['tcTitulo'] });
    const items = looseItems('Secciones personalizadas').safeParse(sec.taItems ?? sec.items);
    if (!items.success) for (const issue of items.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['taItems', ...issue.path.map(String)] });
    return { titulo: title, items: items.success ? items.data : [] };
  });
const customSections = jsonArray(rawCustomSection, 'Secciones personalizadas', SECTION_LIMITS.custom);

const TEMPLATE_IDS = TEMPLATE_INFO.map((t) => t.id);
const numberField = (fallback: number, message: string) =>
  z.preprocess((v) => (v == null || v === '' ? fallback : v), intLike(message));

/** The CV fields of both creation calls (multipart strings or a JSON body). */
export const cvFields = {
  tcTituloCurriculum: z.preprocess((v) => v ?? '', z.string({ error: CV_MESSAGES.title }).trim().min(1, CV_MESSAGES.title).max(CV_LIMITS.title, `Máximo ${CV_LIMITS.title} caracteres.`)),
  tcNombreCompleto: z.preprocess((v) => v ?? '', z.string({ error: CV_MESSAGES.name }).trim().min(1, CV_MESSAGES.name).max(CV_LIMITS.name, `Máximo ${CV_LIMITS.name} caracteres.`)),
  tcPerfilProfesional: maxText(CV_LIMITS.profile),
  tcTelefono: maxText(CV_LIMITS.phone).refine((v) => v === '' || /^[+\d\s()-]{6,}$/.test(v), CV_MESSAGES.phone),
  tcDireccion: maxText(CV_LIMITS.address),
  /** Optional for a candidate; if given it must be valid. */
  tcCorreo: maxText(CV_LIMITS.email, CV_MESSAGES.email).refine((v) => v === '' || z.email().safeParse(v).success, CV_MESSAGES.email),
  taFormaciones: strictItems('Formación'),
  taCertificaciones: strictItems('Certificaciones'),
  taExperiencias: looseItems('Experiencia'),
  taHabilidades: idList(SKILLS.map((s) => s.id), 'Habilidades', CV_MESSAGES.skills),
  taIdiomas: idList(LANGUAGES.map((l) => l.id), 'Idiomas', CV_MESSAGES.languages),
  /** Addition: references ([{Nombre, Cargo, Telefono, Correo}]). */
  taReferencias: references,
  /** Addition: the template chosen in the wizard. */
  tnPlantilla: numberField(TEMPLATE_IDS[0], CV_MESSAGES.template).refine((id) => TEMPLATE_IDS.includes(id), CV_MESSAGES.template),
  /** Addition: the name size of the slider (10-100, default 40). */
  tnTamanoNombre: numberField(CV_LIMITS.nameSizeDefault, CV_MESSAGES.nameSize)
    .refine((n) => n >= CV_LIMITS.nameSizeMin && n <= CV_LIMITS.nameSizeMax, CV_MESSAGES.nameSize),
  /** Addition: a colour of CV_COLORS for the template ('' keeps the template's own). */
  tcColor: z.preprocess((v) => v ?? '', z.string({ error: CV_MESSAGES.color }).refine((v) => v === '' || isCvColor(v), CV_MESSAGES.color)),
  /** Addition (issue 42): the CV's language, 'es' (default) or 'en'. */
  tcIdioma: z.preprocess((v) => (v == null || v === '' ? 'es' : v), z.enum(CV_LANGUAGES, { error: CV_MESSAGES.cvLanguage })),
  /** Addition (issue 42): the order of the sections, e.g. ["experiencia","formacion","personalizada-0"]; [] = the default order. */
  taOrdenSecciones: sectionKeys('Orden de secciones'),
  /** Addition (issue 42): the sections the candidate hid. */
  taSeccionesOcultas: sectionKeys('Secciones ocultas'),
  /** Addition (issue 42): custom sections [{tcTitulo, taItems: [{Nombre, NombreInstitucion, Periodo, Descripcion}]}]. */
  taSeccionesPersonalizadas: customSections,
  /** The old client's HTML rendition: accepted and ignored (the PDF comes from the structured CV). */
  tcHtml: z.unknown().optional(),
  /** The old client sends the candidate id; the server uses the token's. */
  tnCandidatos: z.unknown().optional(),
};

export const cvBody = z.object(cvFields);
export const quickCvBody = z.object({
  ...cvFields,
  tcCorreo: z.preprocess((v) => v ?? '', emailText(CV_MESSAGES.email, CV_MESSAGES.email)),
});
export type CvBody = z.output<typeof cvBody>;

export const plantilla = z.object({
  PlantillaCurriculum: z.number(),
  NombreDescripcion: z.string(),
  /** Self-contained HTML rendition with the spec's placeholders (src/cv/html.ts). */
  HtmlPlantilla: z.string(),
  /** Addition: preview image of the template. */
  UrlImagen: z.string(),
  /** Addition: main colour. */
  Color: z.string(),
});
export type Plantilla = z.infer<typeof plantilla>;

export const listTemplates = endpoint('GET /api/servicio/listarplantillas', access.anyone, {
  summary: 'Plantillas de currículum (getListadoPlantillas)',
  reply: servicioReplyAlways(z.array(plantilla)),
});

export const createCv = endpoint('POST /api/servicio/crearcurriculumcandidato', access.candidates, {
  multipart: true,
  summary: 'Crear currículum del candidato (registrarcurriculum): multipart con foto opcional',
  body: cvBody,
  reply: servicioReply(z.object({ Curriculum: z.number() })),
});

export const createQuickCv = endpoint('POST /api/servicio/crearcurriculumcandidatov2', access.anyone, {
  multipart: true,
  summary: 'CV rápido de un visitante (registrarcurriculumv2): crea la cuenta de candidato y el currículum',
  body: quickCvBody,
  /**
   * Changed (decision trust.md): no token, password, session or account flag any more. The reply
   * is the same whether the e-mail had an account or not; the e-mailed link is the only way in.
   */
  reply: servicioEnvelope.extend({ correo: z.string().optional() }),
});

/** The CV an edit, copy or deletion is about (the candidate's own). */
const cvRef = { tnCurriculum: idFields('tnCurriculum', CV_MESSAGES.curriculum).shape.tnCurriculum };

export const updateCv = endpoint('POST /api/servicio/actualizarcurriculum', access.candidates, {
  multipart: true,
  addition: true,
  summary: 'Editar un currículum propio (pagado o no, sin costo): los campos de creación, tnCurriculum y una foto nueva opcional',
  body: z.object({
    ...cvFields,
    ...cvRef,
    /** Removes the photo (when no new one is sent). Without it and without a new photo, the photo stays. */
    tlQuitarFoto: z
      .union([z.boolean(), z.literal('true'), z.literal('false'), z.literal('1'), z.literal('0'), z.literal(1), z.literal(0), z.literal('')], { error: 'tlQuitarFoto debe ser verdadero o falso.' })
      .optional()
      .transform((v) => v === true || v === 'true' || v === '1' || v === 1),
  }),
  reply: servicioReply(z.object({ Curriculum: z.number(), Pagado: flag })),
});

export const duplicateCv = endpoint('POST /api/servicio/duplicarcurriculum', access.candidates, {
  addition: true,
  summary:
    'Duplicar un currículum propio: una copia nueva, sin pagar, titulada "<título> (copia)"; con tlIngles, la versión en inglés (idioma en, "<título> (English)") para traducir sus textos',
  body: z.object({
    ...cvRef,
    /** Addition (issue 42): «Duplicar como versión en inglés». */
    tlIngles: z
      .union([z.boolean(), z.literal('true'), z.literal('false'), z.literal('1'), z.literal('0'), z.literal(1), z.literal(0), z.literal('')], { error: 'tlIngles debe ser verdadero o falso.' })
      .optional()
      .transform((v) => v === true || v === 'true' || v === '1' || v === 1),
  }),
  reply: servicioReply(z.object({ Curriculum: z.number() })),
});

export const deleteCv = endpoint('POST /api/servicio/eliminarcurriculum', access.candidates, {
  addition: true,
  summary: 'Eliminar un currículum propio; las postulaciones conservan la versión enviada y los pagos quedan registrados',
  body: z.object(cvRef),
  reply: okReply,
});

export const getCvForEdit = endpoint('POST /api/servicio/obtenercurriculum', access.candidates, {
  addition: true,
  summary: 'Un currículum propio para editarlo en el asistente (documento y foto como data URL)',
  body: z.object(cvRef),
  reply: servicioReply(z.object({ Curriculum: z.number(), Pagado: flag, Documento: cvDocumentSchema })),
});

export const cvListItem = z.object({
  Curriculum: z.number(),
  Titulo: z.string(),
  /** ISO date-time of creation (shown dd/MM/yyyy). */
  FechaCreacion: z.string(),
  /** 1 = paid. */
  Pagado: flag,
  Plantilla: z.number(),
  /** Admin list: the owner. */
  NombreCandidato: z.string().optional(),
  CorreoCandidato: z.string().optional(),
});
export type CvListItem = z.infer<typeof cvListItem>;

/** The old client sends `[]`; the admin list adds a search text (addition). */
export const cvListBody = listCallBody(z.object({ tcBuscar: maxText(100).optional() }));

/** Both names of the CV list. */
const cvList = sameCall(access.candidatesAndStaff, { body: cvListBody, reply: datosList(cvListItem) });

export const listCvsByCandidate = cvList('POST /api/servicio/listarcurriculumbycandidato', 'Currículums del candidato (admin: todos, con búsqueda tcBuscar)');
export const listCvsByUser = cvList('POST /api/servicio/listarcurriculumbyusuario', 'Currículums del usuario (igual que listarcurriculumbycandidato)');

/** GET /api/generate-pdf2/{Curriculum}: the PDF (bearer token; never a token in the URL). */
export const CV_PDF_PATH = '/api/generate-pdf2/{Curriculum}';
export const cvPdfParams = idFields('Curriculum', 'Identificador de currículum inválido.');

export const getCvPdf = endpoint('GET /api/generate-pdf2/{Curriculum}', access.signedIn, {
  summary: 'PDF del currículum (dueño con el CV pagado, empresa que recibió la postulación, administración). Token bearer.',
  params: cvPdfParams,
  /** application/pdf */
  reply: z.unknown(),
});

/** GET /api/servicio/curriculumdocx/{Curriculum}: the CV as a Word file (issue 42). */
export const CV_DOCX_PATH = '/api/servicio/curriculumdocx/{Curriculum}';
export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const getCvDocx = endpoint('GET /api/servicio/curriculumdocx/{Curriculum}', access.signedIn, {
  addition: true,
  summary: 'El currículum en Word (.docx), con el mismo contenido y orden que el PDF (dueño con el CV pagado, administración). Token bearer.',
  params: cvPdfParams,
  /** application/vnd.openxmlformats-officedocument.wordprocessingml.document */
  reply: z.unknown(),
});

export const getApplicationCvPdf = endpoint('GET /api/servicio/cvpostulacion/{Postulacion}', access.companiesAndStaff, {
  addition: true,
  summary: 'PDF de la versión del currículum que el candidato envió en una postulación (solo la empresa del empleo y la administración). Token bearer.',
  params: idFields('Postulacion', 'Identificador de postulación inválido.'),
  /** application/pdf */
  reply: z.unknown(),
});

/** Largest preview request: the CV's text at its limits plus a small (~240 px) preview photo. */
export const CV_PREVIEW_MAX_BYTES = 400 * 1024;
export const CV_PREVIEW_BUSY = 'Inténtalo de nuevo en unos segundos.';

export const previewCv = endpoint('POST /api/servicio/vistapreviacurriculum', access.anyoneOrSignedIn, {
  summary:
    'Vista previa del currículum en PDF (con la marca VISTA PREVIA): el documento del asistente, con la foto reducida como data URL. No guarda nada.',
  body: cvDocumentSchema,
  addition: true,
  /** application/pdf */
  reply: z.unknown(),
});

// ---------- CV share links (decision 077): additions ----------

export const CV_SHARE_MESSAGES = {
  created: 'Enlace creado. Compártelo por WhatsApp o cópialo.',
  notPaid: 'Activa tu currículum (pago de Bs. 25) para poder compartirlo con un enlace.',
  revoked: 'Enlace desactivado. Quien lo abra verá que ya no está disponible.',
  linkNotFound: 'El enlace no existe.',
  gone: 'Este enlace ya no está disponible: su dueño lo desactivó o venció.',
  days: 'La vigencia debe ser de 1 a 365 días.',
  token: 'El enlace no es válido.',
} as const;

/** Days a link stays open; none: until revoked. */
export const CV_SHARE_MAX_DAYS = 365;

/** The token of a shared link: 43 base64url characters (32 random bytes). */
export const shareToken = z
  .string({ error: CV_SHARE_MESSAGES.token })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, CV_SHARE_MESSAGES.token);

export const SHARED_CV_PAGE = '/cv-compartido/';
export const sharedCvPagePath = (token: string) => `${SHARED_CV_PAGE}${token}`;
export const sharedCvPdfPath = (token: string) => `/api/servicio/curriculumcompartido/${token}`;

export const shareCv = endpoint('POST /api/servicio/compartircurriculum', access.candidates, {
  addition: true,
  summary: 'Crear un enlace público (revocable, con vencimiento opcional) a un currículum pagado propio',
  body: z.object({
    tnCurriculum: idFields('tnCurriculum', 'Identificador de currículum inválido.').shape.tnCurriculum,
    tnDias: intLike(CV_SHARE_MESSAGES.days, (n) => n.int(CV_SHARE_MESSAGES.days).min(1, CV_SHARE_MESSAGES.days).max(CV_SHARE_MAX_DAYS, CV_SHARE_MESSAGES.days)).optional(),
  }),
  reply: servicioReply(z.object({ tnEnlace: z.number(), tcUrl: z.string(), FechaVencimiento: z.string().nullable() })),
});

export const cvShareLink = z.object({
  tnEnlace: z.number(),
  Curriculum: z.number(),
  /** ISO date-times. */
  Creado: z.string(),
  FechaVencimiento: z.string().nullable(),
  Revocado: z.boolean(),
  Vencido: z.boolean(),
  /** Times the public page was opened. */
  Aperturas: z.number(),
  UltimaApertura: z.string().nullable(),
});
export type CvShareLink = z.infer<typeof cvShareLink>;

export const listCvShareLinks = endpoint('POST /api/servicio/listarenlacescurriculum', access.candidates, {
  addition: true,
  summary: 'Enlaces públicos de los currículums propios, con cuántas veces se abrió cada uno',
  reply: servicioReply(z.array(cvShareLink)),
});

export const revokeCvShareLink = endpoint('POST /api/servicio/revocarenlacecurriculum', access.candidates, {
  addition: true,
  summary: 'Desactivar un enlace público propio',
  body: idFields('tnEnlace', 'Identificador de enlace inválido.'),
  reply: okReply,
});

export const sharedCv = z.object({ Titulo: z.string(), Nombre: z.string(), tcPdf: z.string(), NombreArchivo: z.string() });

export const openSharedCv = endpoint('POST /api/servicio/vercurriculumcompartido', access.anyone, {
  addition: true,
  summary: 'Abrir un currículum compartido (cuenta una apertura): título, nombre y la dirección de su PDF',
  body: z.object({ tcToken: shareToken }),
  reply: servicioReply(sharedCv),
});

export const getSharedCvPdf = endpoint('GET /api/servicio/curriculumcompartido/{Token}', access.anyone, {
  addition: true,
  summary: 'PDF de un currículum compartido (el mismo del titular), mientras el enlace esté activo',
  params: z.object({ Token: shareToken }),
  /** application/pdf */
  reply: z.unknown(),
});
