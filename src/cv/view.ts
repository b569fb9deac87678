/**
 * What a template shows, resolved from a CV document: trimmed texts, catalogue names for
 * skills and languages, formatted periods, empty items and sections left out.
 * Shared by the PDF templates and the HTML renditions; no react-pdf here.
 */
import { LANGUAGES, SKILLS, type CatalogItem } from '../shared/catalog';
import { CV_LIMITS, type CvDocument, type CvItem, type CvReference } from '../shared/cv/document';
import { displayPeriod } from '../shared/cv/period';
import { isCvColor } from '../shared/cv/templates';

/** Spanish headings of the sections. */
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
export type ViewContact = { kind: keyof typeof CONTACT_LABELS; label: string; value: string };

export type CvView = {
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

function toItems(items: CvItem[] | undefined): ViewItem[] {
  return (items ?? [])
    .map((it) => ({
      title: clean(it?.nombre),
      institution: clean(it?.nombreInstitucion),
      period: displayPeriod(it?.periodo),
      description: cleanBlock(it?.descripcion),
    }))
    .filter((it) => it.title || it.institution || it.period || it.description);
}

function toReferences(refs: CvReference[] | undefined): ViewItem[] {
  return (refs ?? [])
    .map((r) => ({
      title: clean(r?.nombre),
      institution: clean(r?.cargo),
      period: '',
      description: [clean(r?.telefono) && `Teléfono: ${clean(r?.telefono)}`, clean(r?.correo) && `Correo: ${clean(r?.correo)}`].filter(Boolean).join('\n'),
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

/** Tolerant of partial drafts (the live preview renders while the user types). */
export function toView(cv: Partial<CvDocument>): CvView {
  const name = clean(cv.nombreCompleto);
  const nameSizePx = clampNameSize(cv.tamanoNombre ?? CV_LIMITS.nameSizeDefault);
  const contacts: ViewContact[] = (['correo', 'telefono', 'direccion'] as const)
    .map((kind) => ({ kind, label: CONTACT_LABELS[kind], value: clean(cv[kind]) }))
    .filter((c) => c.value);
  return {
    accent: isCvColor(cv.color) ? cv.color : '',
    title: clean(cv.titulo),
    name,
    nameSizePx,
    nameSizePt: Math.round(nameSizePx * 0.75 * 10) / 10,
    initials: initialsOf(name),
    profile: cleanBlock(cv.perfilProfesional),
    contacts,
    experience: toItems(cv.experiencias),
    education: toItems(cv.formaciones),
    certifications: toItems(cv.certificaciones),
    references: toReferences(cv.referencias),
    skills: catalogNames(SKILLS, cv.habilidades),
    languages: catalogNames(LANGUAGES, cv.idiomas),
  };
}
