/**
 * What a template shows, resolved from a CV document: trimmed texts, catalogue names for
 * skills and languages, formatted periods, empty items and sections left out.
 * Shared by the PDF templates and the HTML renditions; no react-pdf here.
 */
import type { CatalogItem } from '../shared/catalog';
import { CV_LIMITS, type CvDocument, type CvItem, type CvLanguage, type CvReference } from '../shared/cv/document';
import { displayPeriod } from '../shared/cv/period';
import { customSectionIndex, visibleSections, type SectionKey } from '../shared/cv/sections';
import { isCvColor } from '../shared/cv/templates';
import { catalogIn, LABELS, periodIn, type CvLabels } from './labels';

/** Spanish headings of the sections (LABELS.es; kept for the Spanish-only callers). */
export const HEADINGS = {
  perfil: 'Perfil profesional',
  contacto: 'Contacto',
  experiencias: 'Experiencia',
  formaciones: 'Formación',
  certificaciones: 'Certificaciones',
  habilidades: 'Habilidades',
  idiomas: 'Idiomas',
  referencias: 'Referencias',
} as const;

export const CONTACT_LABELS = { correo: 'Correo', telefono: 'Teléfono', direccion: 'Dirección' } as const;

export type ViewItem = { title: string; institution: string; period: string; description: string };

/**
 * One section as shown, in the CV's order (hidden and empty sections are not in the list):
 * - `text`: the profile, one block of text;
 * - `entries`: experience, education, certifications, references and custom sections;
 * - `names`: skills and languages, catalogue names in the CV's language.
 */
export type ViewSection =
  | { key: 'perfil'; kind: 'text'; title: string; text: string }
  | { key: SectionKey; kind: 'entries'; title: string; items: ViewItem[] }
  | { key: 'habilidades' | 'idiomas'; kind: 'names'; title: string; names: string[] };
export type ViewContact = { kind: keyof typeof CONTACT_LABELS; label: string; value: string };

export type CvView = {
  /** The CV's language ('es' or 'en'): every text below is already in it. */
  language: CvLanguage;
  /** Headings and labels in the CV's language (templates take their words from here). */
  labels: CvLabels;
  /**
   * The sections to draw, in the candidate's order, without hidden or empty ones. Templates
   * draw these (a two-column template may place some in its side column, keeping their order).
   */
  sections: ViewSection[];
  /** The colour the CV chose ('' = the template's own). */
  accent: string;
  title: string;
  name: string;
  /** Name size as chosen in the wizard (CSS px, 10-100). */
  nameSizePx: number;
  /** The same size in PDF points (1 px = 0.75 pt), so PDF and HTML look alike. */
  nameSizePt: number;
  initials: string;
  profile: string;
  contacts: ViewContact[];
  experience: ViewItem[];
  education: ViewItem[];
  certifications: ViewItem[];
  /** References as entries: the person, position and company, then phone and e-mail. */
  references: ViewItem[];
  skills: string[];
  languages: string[];
};

/** The profession or degree of the Hoja de vida's data table: the first education's title, else the first job's. */
export const professionOf = (view: Pick<CvView, 'education' | 'experience'>): string => view.education[0]?.title || view.experience[0]?.title || '';

/** Sections a two-column template draws in its side column (with the contacts): skills and languages. */
export const isSideSection = (section: ViewSection): boolean => section.kind === 'names';

/**
 * The sections split for a two-column template, each column keeping the CV's order: `main`
 * holds everything but skills and languages, `side` those two. One-column templates draw
 * `view.sections` as they are.
 */
export function sectionColumns(view: Pick<CvView, 'sections'>): { main: ViewSection[]; side: ViewSection[] } {
  return { main: view.sections.filter((s) => !isSideSection(s)), side: view.sections.filter(isSideSection) };
}

/**
 * One line of text: trimmed, every run of spaces / tabs made one space (react-pdf would
 * draw a hyphen where a line breaks at a run of spaces).
 */
const clean = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/[\s\u00a0]+/g, ' ').trim() : '';

/** Texts keep their line breaks (descriptions may be lists); spaces as in `clean`, at most one blank line. */
const cleanBlock = (value: unknown): string =>
  typeof value === 'string'
    ? value
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map(clean)
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : '';

function toItems(items: CvItem[] | undefined, language: CvLanguage = 'es'): ViewItem[] {
  return (items ?? [])
    .map((it) => ({
      title: clean(it?.nombre),
      institution: clean(it?.nombreInstitucion),
      period: periodIn(language, displayPeriod(it?.periodo)),
      description: cleanBlock(it?.descripcion),
    }))
    .filter((it) => it.title || it.institution || it.period || it.description);
}

function toReferences(refs: CvReference[] | undefined, labels: CvLabels = LABELS.es): ViewItem[] {
  const { telefono, correo } = labels.reference;
  return (refs ?? [])
    .map((r) => ({
      title: clean(r?.nombre),
      institution: clean(r?.cargo),
      period: '',
      description: [clean(r?.telefono) && `${telefono}: ${clean(r?.telefono)}`, clean(r?.correo) && `${correo}: ${clean(r?.correo)}`].filter(Boolean).join('\n'),
    }))
    .filter((r) => r.title);
}

/** Catalogue names in the order chosen, unknown ids and repeats left out. */
export function catalogNames(catalog: CatalogItem[], ids: readonly number[] | undefined): string[] {
  const seen = new Set<number>();
  const names: string[] = [];
  for (const id of ids ?? []) {
    const item = catalog.find((c) => c.id === Number(id));
    if (item && !seen.has(item.id)) {
      seen.add(item.id);
      names.push(item.nombre);
    }
  }
  return names;
}

export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const picked = words.length > 2 ? [words[0], words[words.length - 2]] : words;
  return picked.map((w) => w.match(/\p{L}/u)?.[0]?.toLocaleUpperCase('es') ?? '').join('');
}

export function clampNameSize(size: unknown): number {
  const n = Math.round(Number(size));
  if (!Number.isFinite(n)) return CV_LIMITS.nameSizeDefault;
  return Math.min(CV_LIMITS.nameSizeMax, Math.max(CV_LIMITS.nameSizeMin, n));
}

type ViewParts = Pick<CvView, 'profile' | 'experience' | 'education' | 'certifications' | 'references' | 'skills' | 'languages' | 'labels'>;

/** The section of this key, or null when it has nothing to show. */
function sectionOf(key: SectionKey, cv: Partial<CvDocument>, parts: ViewParts, language: CvLanguage): ViewSection | null {
  const h = parts.labels.headings;
  const entries = (title: string, items: ViewItem[]): ViewSection | null => (items.length ? { key, kind: 'entries', title, items } : null);
  const names = (k: 'habilidades' | 'idiomas', list: string[]): ViewSection | null => (list.length ? { key: k, kind: 'names', title: h[k], names: list } : null);
  switch (key) {
    case 'perfil':
      return parts.profile ? { key, kind: 'text', title: h.perfil, text: parts.profile } : null;
    case 'experiencia':
      return entries(h.experiencia, parts.experience);
    case 'formacion':
      return entries(h.formacion, parts.education);
    case 'certificaciones':
      return entries(h.certificaciones, parts.certifications);
    case 'referencias':
      return entries(h.referencias, parts.references);
    case 'habilidades':
      return names('habilidades', parts.skills);
    case 'idiomas':
      return names('idiomas', parts.languages);
    default: {
      const custom = cv.seccionesPersonalizadas?.[customSectionIndex(key) ?? -1];
      const title = clean(custom?.titulo);
      return title ? entries(title, toItems(custom?.items, language)) : null;
    }
  }
}

/** Tolerant of partial drafts (the live preview renders while the user types). */
export function toView(cv: Partial<CvDocument>): CvView {
  const language: CvLanguage = cv.idiomaCv === 'en' ? 'en' : 'es';
  const labels = LABELS[language];
  const name = clean(cv.nombreCompleto);
  const nameSizePx = clampNameSize(cv.tamanoNombre ?? CV_LIMITS.nameSizeDefault);
  const contacts: ViewContact[] = (['correo', 'telefono', 'direccion'] as const)
    .map((kind) => ({ kind, label: labels.contacts[kind], value: clean(cv[kind]) }))
    .filter((c) => c.value);
  const parts: ViewParts = {
    labels,
    profile: cleanBlock(cv.perfilProfesional),
    experience: toItems(cv.experiencias, language),
    education: toItems(cv.formaciones, language),
    certifications: toItems(cv.certificaciones, language),
    references: toReferences(cv.referencias, labels),
    skills: catalogNames(catalogIn(language, 'skills'), cv.habilidades),
    languages: catalogNames(catalogIn(language, 'languages'), cv.idiomas),
  };
  const customCount = Array.isArray(cv.seccionesPersonalizadas) ? cv.seccionesPersonalizadas.length : 0;
  const sections = visibleSections(cv.ordenSecciones, cv.seccionesOcultas, customCount)
    .map((key) => sectionOf(key, cv, parts, language))
    .filter((s): s is ViewSection => s !== null);
  return {
    language,
    sections,
    accent: isCvColor(cv.color) ? cv.color : '',
    title: clean(cv.titulo),
    name,
    nameSizePx,
    nameSizePt: Math.round(nameSizePx * 0.75 * 10) / 10,
    initials: initialsOf(name),
    contacts,
    ...parts,
  };
}
