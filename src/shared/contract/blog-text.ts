/**
 * The blog's constants and text helpers without zod, so the public blog pages can use them
 * without bundling the schemas (contract/blog.ts re-exports them).
 */
import { formatNumber } from '../format-number';

export const BLOG_LIMITS = {
  title: 200,
  short: 500,
  /** Decoded HTML of the body. */
  bodyChars: 200_000,
  category: 60,
  tags: 10,
  tag: 40,
  /** Largest photo accepted before re-encoding (the browser sends it already shrunk to 800x800). */
  photoBytes: 5 * 1024 * 1024,
  perPage: 9,
  maxPerPage: 50,
} as const;

/** Categories offered by the article form (any short text is accepted from other clients). */
export const BLOG_CATEGORIES = [
  'Consejos para candidatos',
  'Entrevistas de trabajo',
  'Derechos laborales',
  'Salarios y beneficios',
  'Para empresas',
  'Noticias del empleo',
] as const;

export const BLOG_MESSAGES = {
  created: 'Artículo creado con éxito',
  createError: 'Error al crear el artículo',
  updated: 'Artículo actualizado con éxito',
  updateError: 'Error al actualizar el artículo',
  deleted: 'Artículo eliminado.',
  network: 'Error de conexión o del servidor',
  notFound: 'Artículo no encontrado',
  notFoundDescription: 'El artículo que buscas no existe o no está disponible.',
  loadError: 'Error',
  loadErrorDescription: 'Ocurrió un error al cargar el artículo. Inténtalo de nuevo más tarde.',
  titulo: 'Por favor, coloque el título del artículo.',
  descripcionCorta: 'Por favor, coloque una descripción corta.',
  descripcionLarga: 'Por favor, escriba el contenido del artículo.',
  base64: 'El contenido del artículo no está codificado correctamente.',
  cuerpoLargo: `El contenido del artículo no puede superar ${formatNumber(BLOG_LIMITS.bodyChars)} caracteres.`,
  fecha: 'Por favor, coloque la fecha de publicación.',
  fechaInvalida: 'La fecha de publicación no es válida.',
  categoria: 'Por favor, seleccione una categoría.',
  etiquetas: `Puede usar hasta ${BLOG_LIMITS.tags} etiquetas de ${BLOG_LIMITS.tag} caracteres como máximo.`,
  photoType: 'La foto debe ser una imagen JPG, PNG o WEBP.',
  photoSize: 'La foto no debe superar 5 MB.',
  photoBroken: 'La foto está dañada o no se puede leer.',
} as const;

/** 'YYYY-MM-DD' that is a real calendar day between 2000 and 2100. */
export const isCalendarDay = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '2000-01-01' && s <= '2100-12-31';
};

/** base64 of UTF-8 text, as the browser makes it (btoa over the UTF-8 bytes). */
export function encodeBase64Utf8(textValue: string): string {
  const bytes = new TextEncoder().encode(textValue);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The UTF-8 text of a base64 string; null when it is not base64 or not UTF-8. */
export function decodeBase64Utf8(b64: string): string | null {
  const clean = b64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return null;
  try {
    const binary = atob(clean);
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** 'a, b ,A' -> ['a', 'b']: trimmed, de-duplicated (ignoring case), empty ones dropped. */
export function normalizeTags(raw: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of raw.split(',')) {
    const tag = t.replace(/\s+/g, ' ').trim();
    const k = tag.toLocaleLowerCase('es');
    if (tag && !seen.has(k)) {
      seen.add(k);
      out.push(tag);
    }
  }
  return out;
}
