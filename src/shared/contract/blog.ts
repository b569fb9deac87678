/**
 * Blog (spec 001 sections 2, 3, 7 and 8): public list and detail by slug, and the staff forms to
 * create and edit articles. The body (DescripcionLarga) travels as base64 of its UTF-8 HTML and is
 * sanitised by the server with an allowlist when saved.
 */
import { z } from 'zod';
import { access, endpoint, endpointsFor, intLike, pageNumber } from './endpoint';
import { filtersBody, idFields, okReply, pageCountsOptional, servicioEnvelope, servicioList, servicioReply } from './shapes';
import { BLOG_LIMITS, BLOG_MESSAGES, decodeBase64Utf8, isCalendarDay, normalizeTags } from './blog-text';

export { BLOG_CATEGORIES, BLOG_LIMITS, BLOG_MESSAGES, decodeBase64Utf8, encodeBase64Utf8, isCalendarDay, normalizeTags } from './blog-text';

const text = (max: number, required?: string) => {
  const base = z.preprocess(
    (v) => (v == null ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: 'Debe ser un texto.' }).trim().max(max, `Máximo ${max} caracteres.`),
  );
  return required ? base.refine((s) => s.length > 0, required) : base;
};

/** Fields of the create and edit forms (multipart strings or a JSON body). */
export const articleFields = z.object({
  Titulo: text(BLOG_LIMITS.title, BLOG_MESSAGES.titulo),
  DescripcionCorta: text(BLOG_LIMITS.short, BLOG_MESSAGES.descripcionCorta),
  /** base64 of the HTML; decoded here, sanitised by the server. */
  DescripcionLarga: z
    .preprocess((v) => (v == null ? '' : v), z.string({ error: BLOG_MESSAGES.base64 }))
    .refine((s) => s.trim().length > 0, BLOG_MESSAGES.descripcionLarga)
    .refine((s) => s.length <= Math.ceil((BLOG_LIMITS.bodyChars * 4) / 3) * 4 + 8, BLOG_MESSAGES.cuerpoLargo)
    .transform((s, ctx) => {
      const html = decodeBase64Utf8(s);
      if (html === null) {
        ctx.addIssue({ code: 'custom', message: BLOG_MESSAGES.base64 });
        return z.NEVER;
      }
      if (html.length > BLOG_LIMITS.bodyChars) {
        ctx.addIssue({ code: 'custom', message: BLOG_MESSAGES.cuerpoLargo });
        return z.NEVER;
      }
      return html;
    }),
  Fecha: text(10, BLOG_MESSAGES.fecha).refine((s) => isCalendarDay(s), BLOG_MESSAGES.fechaInvalida),
  Categoria: text(BLOG_LIMITS.category, BLOG_MESSAGES.categoria),
  /** Optional. */
  Etiquetas: text(BLOG_LIMITS.tags * (BLOG_LIMITS.tag + 2))
    .transform((s) => normalizeTags(s))
    .refine((tags) => tags.length <= BLOG_LIMITS.tags && tags.every((t) => t.length <= BLOG_LIMITS.tag), BLOG_MESSAGES.etiquetas),
});
export type ArticleFields = z.output<typeof articleFields>;

export const articleListItem = z.object({
  Articulo: z.number(),
  Slug: z.string(),
  Titulo: z.string(),
  DescripcionCorta: z.string(),
  /** Public path of the cover image, or null. */
  UrlImagenArticulo: z.string().nullable(),
  Autor: z.string(),
  /** Publication day 'YYYY-MM-DD'. */
  Fecha: z.string(),
  Categoria: z.string(),
  Etiquetas: z.string(),
});
export type ArticleListItem = z.infer<typeof articleListItem>;

export const articleDetail = articleListItem.extend({
  /** base64 of the sanitised HTML body. */
  DescripcionLarga: z.string(),
  /** Addition: the plain-text summary used for meta and social tags (160 characters). */
  Resumen: z.string(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

const pageParams = z.object({
  tnPagina: pageNumber(),
  tnPorPagina: intLike('Cantidad por página inválida.', (n) => n.min(1, 'Cantidad por página inválida.').max(BLOG_LIMITS.maxPerPage, 'Cantidad por página inválida.'))
    .optional()
    .default(BLOG_LIMITS.perPage),
});

const listReply = servicioList(articleListItem).extend({
  /** Additions: paging. */
  ...pageCountsOptional,
});

const staffAddition = endpointsFor(access.staff, { addition: true });

const detailReply = servicioReply(articleDetail);
const savedReply = servicioReply(z.object({ Articulo: z.number(), Slug: z.string() }));
const articleRef = idFields('tnArticulo', 'Identificador de artículo inválido.');

export const getListArticulos = endpoint('POST /api/servicio/getlistarticulos', access.anyone, {
  summary: 'Artículos publicados del blog, los más recientes primero (getListArticulos); paginado opcional',
  body: filtersBody(pageParams),
  reply: listReply,
});

/** Addition: the same list as a GET, so the installed app can keep it for offline reading. */
export const getListArticulosPagina = endpoint('GET /api/servicio/articulos/pagina/{tnPagina}', access.anyone, {
  addition: true,
  summary: 'Página del blog (GET, se puede guardar sin conexión)',
  params: z.object({ tnPagina: intLike('Página inválida.', (n) => n.min(1, 'Página inválida.').max(100_000, 'Página inválida.')) }),
  reply: listReply,
});

export const getDetalleArticulo = endpoint('POST /api/servicio/getdetallearticulo', access.anyoneOrSignedIn, {
  summary: 'Artículo por su slug (getDetalleArticulo); 404 con error 1 si no existe o no está publicado',
  body: z.object({
    tcSlug: z
      .string({ error: BLOG_MESSAGES.notFound })
      .trim()
      .min(1, BLOG_MESSAGES.notFound)
      .max(120, BLOG_MESSAGES.notFound),
  }),
  reply: detailReply,
});

/** Addition: the same article as a GET (public, cacheable by the installed app). */
export const getArticuloPorSlug = endpoint('GET /api/servicio/articulos/{tcSlug}', access.anyone, {
  addition: true,
  summary: 'Artículo publicado por su slug (GET, se puede guardar sin conexión)',
  params: z.object({ tcSlug: z.string() }),
  reply: detailReply,
});

export const createArticle = endpoint('POST /api/servicio/creararticulo', access.staff, {
  multipart: true,
  summary: 'Crear artículo (crearArticulo): multipart con foto opcional; DescripcionLarga en base64',
  body: articleFields,
  reply: savedReply,
});

export const getArticle = endpoint('POST /api/servicio/getarticulo', access.staff, {
  summary: 'Artículo por id para editarlo (getArticuloPorId)',
  body: articleRef,
  reply: servicioEnvelope.extend({ Datos: articleDetail.optional() }),
});

/** Path parameter of updateArticle. */
export const articleIdParam = idFields('id', 'Identificador de artículo inválido.');

export const updateArticle = endpoint('POST /api/servicio/articulo/actualizar/{id}', access.staff, {
  multipart: true,
  summary: 'Guardar un artículo editado: multipart con foto opcional (sin foto se conserva la anterior)',
  params: articleIdParam,
  body: articleFields,
  reply: savedReply,
});

export const listArticlesAdmin = staffAddition('POST /api/servicio/admin/listararticulos', {
  summary: 'Todos los artículos, incluidos los programados para una fecha futura (staff)',
  body: filtersBody(pageParams),
  reply: listReply,
});

export const deleteArticle = staffAddition('POST /api/servicio/admin/eliminararticulo', {
  summary: 'Eliminar un artículo y su foto (staff)',
  body: articleRef,
  reply: okReply,
});
