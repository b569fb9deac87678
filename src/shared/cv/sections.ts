/**
 * The sections of a CV and their order (issue 42, decision cv-sections.md).
 *
 * A CV keeps `ordenSecciones` (every section it shows, in order) and `seccionesOcultas` (the
 * ones the candidate hid). Built-in sections have fixed keys; a custom section is keyed
 * `personalizada-<n>`, n being its index in `seccionesPersonalizadas`. Reading is tolerant:
 * unknown keys and repeats are dropped, and a section missing from the order (an older CV, a
 * new custom section) is placed as the default order places it, so nothing the candidate wrote
 * is ever lost by an order that forgot it. Hidden sections are left out of every rendition.
 */

/** The built-in sections, in the order a new CV shows them. */
export const BUILTIN_SECTIONS = ['perfil', 'experiencia', 'formacion', 'certificaciones', 'habilidades', 'idiomas', 'referencias'] as const;
export type BuiltinSection = (typeof BUILTIN_SECTIONS)[number];

export const CUSTOM_SECTION_PREFIX = 'personalizada-';
export type CustomSectionKey = `personalizada-${number}`;
export type SectionKey = BuiltinSection | CustomSectionKey;

export const SECTION_LIMITS = {
  /** Custom sections per CV. */
  custom: 8,
  /** Longest section key ('personalizada-7'). */
  keyLength: 20,
  /** Longest custom title. */
  customTitle: 60,
} as const;

export const customSectionKey = (index: number): CustomSectionKey => `${CUSTOM_SECTION_PREFIX}${index}`;

/** The index of a custom key ('personalizada-2' → 2), or null for any other string. */
export function customSectionIndex(key: string): number | null {
  const m = /^personalizada-(\d{1,2})$/.exec(key);
  return m ? Number(m[1]) : null;
}

export const isBuiltinSection = (key: unknown): key is BuiltinSection =>
  typeof key === 'string' && (BUILTIN_SECTIONS as readonly string[]).includes(key);

/** A key a CV may hold: a built-in one, or a custom one within the limit. */
export function isSectionKey(key: unknown): key is SectionKey {
  if (isBuiltinSection(key)) return true;
  if (typeof key !== 'string') return false;
  const i = customSectionIndex(key);
  return i !== null && i < SECTION_LIMITS.custom;
}

/** The default order: the built-in sections, then the custom ones in their own order. */
export function defaultSectionOrder(customCount: number): SectionKey[] {
  return [...BUILTIN_SECTIONS, ...Array.from({ length: customCount }, (_, i) => customSectionKey(i))];
}

/**
 * The order to render: the CV's own order (known keys, no repeats, custom keys that exist),
 * then whatever it left out, in the default order. Hidden keys are not removed here.
 */
export function resolveSectionOrder(order: readonly string[] | undefined, customCount: number): SectionKey[] {
  const all = defaultSectionOrder(customCount);
  const valid = new Set<string>(all);
  const seen = new Set<string>();
  const result: SectionKey[] = [];
  for (const key of order ?? []) {
    if (valid.has(key) && !seen.has(key)) {
      seen.add(key);
      result.push(key as SectionKey);
    }
  }
  for (const key of all) if (!seen.has(key)) result.push(key);
  return result;
}

/** The sections shown, in order: the resolved order without the hidden ones. */
export function visibleSections(order: readonly string[] | undefined, hidden: readonly string[] | undefined, customCount: number): SectionKey[] {
  const off = new Set(hidden ?? []);
  return resolveSectionOrder(order, customCount).filter((k) => !off.has(k));
}
