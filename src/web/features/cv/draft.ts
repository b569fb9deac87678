/**
 * The CV being built in the wizard: the CV document of src/cv (the photo as a data URL for the
 * preview), kept in localStorage so a reload does not lose it, and turned into the multipart
 * body of crearcurriculumcandidato / crearcurriculumcandidatov2.
 */
import { CV_LIMITS, type CvCustomSection, type CvDocument, type CvItem, type CvReference } from '../../../shared/cv/document';
import { customSectionIndex, customSectionKey, isSectionKey, SECTION_LIMITS, type SectionKey } from '../../../shared/cv/sections';
import { DEFAULT_TEMPLATE_ID, isCvColor } from '../../../shared/cv/templates';
import { countOf } from '../../../shared/rules';

export type CvDraft = CvDocument;

export function emptyDraft(): CvDraft {
  return {
    titulo: '',
    plantilla: DEFAULT_TEMPLATE_ID,
    nombreCompleto: '',
    tamanoNombre: CV_LIMITS.nameSizeDefault,
    perfilProfesional: '',
    correo: '',
    telefono: '',
    direccion: '',
    color: '',
    foto: undefined,
    formaciones: [],
    certificaciones: [],
    experiencias: [],
    habilidades: [],
    idiomas: [],
    referencias: [],
    seccionesPersonalizadas: [],
    ordenSecciones: [],
    seccionesOcultas: [],
    idiomaCv: 'es',
  };
}

const str = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
const items = (v: unknown): CvItem[] =>
  Array.isArray(v)
    ? v.slice(0, CV_LIMITS.items).map((it) => ({
        nombre: str(it?.nombre, CV_LIMITS.name),
        nombreInstitucion: str(it?.nombreInstitucion, CV_LIMITS.name),
        periodo: str(it?.periodo, CV_LIMITS.period),
        descripcion: str(it?.descripcion, CV_LIMITS.text),
      }))
    : [];
const references = (v: unknown): CvReference[] =>
  Array.isArray(v)
    ? v.slice(0, CV_LIMITS.references).map((r) => ({
        nombre: str(r?.nombre, CV_LIMITS.name),
        cargo: str(r?.cargo, CV_LIMITS.name),
        telefono: str(r?.telefono, CV_LIMITS.phone),
        correo: str(r?.correo, CV_LIMITS.email),
      }))
    : [];
const keys = (v: unknown): SectionKey[] => (Array.isArray(v) ? [...new Set(v.filter(isSectionKey))] : []);
const customs = (v: unknown): CvCustomSection[] =>
  Array.isArray(v) ? v.slice(0, SECTION_LIMITS.custom).map((c) => ({ titulo: str(c?.titulo, SECTION_LIMITS.customTitle), items: items(c?.items) })) : [];
const ids = (v: unknown) => (Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : []);

/** A stored draft, tolerant of anything (an older or edited localStorage value). */
export function loadDraft(key: string): CvDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const d = JSON.parse(raw) as Record<string, unknown>;
    const base = emptyDraft();
    const size = Number(d.tamanoNombre);
    return {
      ...base,
      titulo: str(d.titulo, CV_LIMITS.title),
      plantilla: Number.isInteger(d.plantilla) ? (d.plantilla as number) : base.plantilla,
      nombreCompleto: str(d.nombreCompleto, CV_LIMITS.name),
      tamanoNombre: size >= CV_LIMITS.nameSizeMin && size <= CV_LIMITS.nameSizeMax ? size : base.tamanoNombre,
      perfilProfesional: str(d.perfilProfesional, CV_LIMITS.profile),
      correo: str(d.correo, CV_LIMITS.email),
      telefono: str(d.telefono, CV_LIMITS.phone),
      direccion: str(d.direccion, CV_LIMITS.address),
      color: isCvColor(d.color) ? d.color : '',
      foto: typeof d.foto === 'string' && /^data:image\/jpeg;base64,/.test(d.foto) ? d.foto : undefined,
      formaciones: items(d.formaciones),
      certificaciones: items(d.certificaciones),
      experiencias: items(d.experiencias),
      habilidades: ids(d.habilidades),
      idiomas: ids(d.idiomas),
      referencias: references(d.referencias),
      seccionesPersonalizadas: customs(d.seccionesPersonalizadas),
      ordenSecciones: keys(d.ordenSecciones),
      seccionesOcultas: keys(d.seccionesOcultas),
      idiomaCv: d.idiomaCv === 'en' ? 'en' : 'es',
    };
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: CvDraft) {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full (a large photo): keep the draft without the photo rather than nothing.
    try {
      localStorage.setItem(key, JSON.stringify({ ...draft, foto: undefined }));
    } catch {
      /* private mode: the draft lives only in memory */
    }
  }
}

export const clearDraft = (key: string) => localStorage.removeItem(key);

/** The visitor's draft of /crear_mi_cv_rapido (no account yet, so no user in the key). */
export const QUICK_DRAFT_KEY = 'chamba:cv-rapido-borrador';

/**
 * After "Ya tienes una cuenta con este correo", the visitor logs in and finds the quick CV's draft
 * in /crearcurriculum (decision 070): the draft moves once to the user's own key, only when it
 * was written for this account's e-mail (so another person on the same browser never receives
 * it) and only when the user has no draft of their own there (which is never overwritten).
 */
export function adoptQuickDraft(toKey: string, email: string | undefined) {
  const quick = loadDraft(QUICK_DRAFT_KEY);
  if (!quick || !email || quick.correo.trim().toLowerCase() !== email.toLowerCase() || localStorage.getItem(toKey)) return;
  saveDraft(toKey, quick);
  clearDraft(QUICK_DRAFT_KEY);
}

function dataUrlToBlob(dataUrl: string): Blob {
  const [head, b64] = dataUrl.split(',');
  const type = /data:([^;]+)/.exec(head)?.[1] ?? 'image/jpeg';
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type });
}

const itemsOut = (list: CvItem[]) => list.map((it) => ({ Nombre: it.nombre, NombreInstitucion: it.nombreInstitucion, Periodo: it.periodo, Descripcion: it.descripcion }));
const outItems = (list: CvItem[]) => JSON.stringify(itemsOut(list));

/**
 * The draft without custom section `index`: its key leaves the order and the hidden list, and
 * the keys of the sections after it move down by one (keys are indexes, decision cv-sections.md).
 */
export function withoutCustomSection(d: CvDraft, index: number): Pick<CvDraft, 'seccionesPersonalizadas' | 'ordenSecciones' | 'seccionesOcultas'> {
  const remap = (list: SectionKey[]) =>
    list.flatMap((key): SectionKey[] => {
      const n = customSectionIndex(key);
      if (n === null || n < index) return [key];
      return n === index ? [] : [customSectionKey(n - 1)];
    });
  return {
    seccionesPersonalizadas: d.seccionesPersonalizadas.filter((_, i) => i !== index),
    ordenSecciones: remap(d.ordenSecciones),
    seccionesOcultas: remap(d.seccionesOcultas),
  };
}

/** The draft as the server takes it: custom sections still without a title are left out (the preview draws the rest). */
export function sendableDraft(d: CvDraft): CvDraft {
  let out = d;
  for (let i = d.seccionesPersonalizadas.length - 1; i >= 0; i--) {
    if (!d.seccionesPersonalizadas[i].titulo.trim()) out = { ...out, ...withoutCustomSection(out, i) };
  }
  return out;
}

/** The multipart body the spec's calls take (lists as JSON strings, the photo as a file). */
export function draftFormData(d: CvDraft): FormData {
  const f = new FormData();
  f.set('tcTituloCurriculum', d.titulo);
  f.set('tcPerfilProfesional', d.perfilProfesional);
  f.set('tcCorreo', d.correo.trim());
  f.set('tcNombreCompleto', d.nombreCompleto);
  f.set('tcTelefono', d.telefono);
  f.set('tcDireccion', d.direccion);
  f.set('taFormaciones', outItems(d.formaciones));
  f.set('taCertificaciones', outItems(d.certificaciones));
  f.set('taExperiencias', outItems(d.experiencias));
  f.set('taHabilidades', JSON.stringify(d.habilidades));
  f.set('taIdiomas', JSON.stringify(d.idiomas));
  f.set('taReferencias', JSON.stringify(d.referencias.map((r) => ({ Nombre: r.nombre, Cargo: r.cargo, Telefono: r.telefono, Correo: r.correo }))));
  f.set('tnPlantilla', String(d.plantilla));
  f.set('tnTamanoNombre', String(d.tamanoNombre));
  f.set('tcColor', d.color);
  f.set('tcIdioma', d.idiomaCv);
  f.set('taOrdenSecciones', JSON.stringify(d.ordenSecciones));
  f.set('taSeccionesOcultas', JSON.stringify(d.seccionesOcultas));
  f.set('taSeccionesPersonalizadas', JSON.stringify(d.seccionesPersonalizadas.map((c) => ({ tcTitulo: c.titulo, taItems: itemsOut(c.items) }))));
  if (d.foto) f.set('foto', dataUrlToBlob(d.foto), 'foto.jpg');
  return f;
}

/** The spec's e-mail shape check of the quick CV. */
export const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());

/**
 * Education and certifications need name, institution and period (the server refuses the CV
 * otherwise). An imported entry may lack some: it stays in the list, marked, until completed.
 */
export const STRICT_LISTS = { formaciones: 'Formación', certificaciones: 'Certificaciones' } as const;

/** The fields an education or certification entry still lacks, as the person reads them. */
export function missingItemFields(it: CvItem): string[] {
  return [!it.nombre.trim() && 'nombre', !it.nombreInstitucion.trim() && 'institución', !it.periodo.trim() && 'periodo'].filter((f): f is string => Boolean(f));
}

/** 'Faltan campos por llenar en Formación: 2 elementos incompletos.' or null when all are complete. */
export function incompleteListProblem(d: CvDraft, list: keyof typeof STRICT_LISTS): string | null {
  const n = d[list].filter((it) => missingItemFields(it).length > 0).length;
  return n ? `Faltan campos por llenar en ${STRICT_LISTS[list]}: ${countOf(n, 'elemento incompleto', 'elementos incompletos')}.` : null;
}

/** Checks before saving: what the server would refuse, said up front. */
export function draftProblems(d: CvDraft): string[] {
  const problems: string[] = [];
  if (!d.titulo.trim()) problems.push('Por favor, ingresa el título del currículum.');
  if (!d.nombreCompleto.trim()) problems.push('Por favor, ingresa tu nombre completo.');
  if (d.telefono.trim() && !/^[+\d\s()-]{6,}$/.test(d.telefono.trim())) problems.push('El teléfono solo puede tener números, espacios y los signos + ( ) -.');
  if (d.seccionesPersonalizadas.some((c) => !c.titulo.trim())) problems.push('Cada sección personalizada necesita un título.');
  for (const list of Object.keys(STRICT_LISTS) as (keyof typeof STRICT_LISTS)[]) {
    const problem = incompleteListProblem(d, list);
    if (problem) problems.push(problem);
  }
  return problems;
}
