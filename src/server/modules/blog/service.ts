/**
 * Blog articles: public list and detail (published: Fecha on or before today in La Paz), staff
 * create, edit and delete. Bodies are stored as sanitised HTML and travel as base64.
 */
import { and, desc, eq, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { BLOG_MESSAGES, encodeBase64Utf8, type ArticleDetail, type ArticleFields, type ArticleListItem } from '../../../shared/contract/blog';
import { summary160 } from '../../../shared/rules';
import type { AppDeps, AuthUser } from '../../core/context';
import { articles, users } from '../../db/schema';
import { fieldError, notFound } from '../../core/http/errors';
import type { UploadedFile } from '../../core/http/form';
import { reencodeImage } from '../../core/files/images';
import { removePublicFile, storePublicImage } from '../../core/files/public-files';
import { laPazDay } from '../../core/time';
import { isUniqueViolation } from '../../db/sql';
import { htmlToText, sanitizeArticleHtml } from './sanitize';

type ArticleRow = typeof articles.$inferSelect;

const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'Cómo negociar tu salario en 2026' -> 'como-negociar-tu-salario-en-2026'. */
export function slugify(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (base.length <= SLUG_MAX) return base || 'articulo';
  // Too long: cut at a word boundary when there is one not too far back.
  const cut = base.slice(0, SLUG_MAX + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash >= SLUG_MAX / 2 ? cut.slice(0, lastDash) : cut.slice(0, SLUG_MAX)).replace(/-+$/, '');
}

const published = (now: Date): SQL => lte(articles.fecha, laPazDay(now));

export function toListItem(a: ArticleRow): ArticleListItem {
  return {
    Articulo: a.id,
    Slug: a.slug,
    Titulo: a.titulo,
    DescripcionCorta: a.descripcionCorta,
    UrlImagenArticulo: a.urlImagen,
    Autor: a.autor,
    Fecha: a.fecha,
    Categoria: a.categoria,
    Etiquetas: a.etiquetas,
  };
}

export function toDetail(a: ArticleRow): ArticleDetail {
  // Sanitised again on the way out: rows written by any other path are held to the same rules.
  const html = sanitizeArticleHtml(a.descripcionLarga);
  return {
    ...toListItem(a),
    DescripcionLarga: encodeBase64Utf8(html),
    Resumen: summary160(a.descripcionCorta || htmlToText(html)),
  };
}

export async function listArticles(deps: AppDeps, page: number, perPage: number, opts: { includeScheduled?: boolean } = {}) {
  const where = opts.includeScheduled ? undefined : published(deps.clock.now());
  const [rows, [count]] = await Promise.all([
    deps.db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.fecha), desc(articles.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(articles).where(where),
  ]);
  return { items: rows.map(toListItem), total: Number(count?.n ?? 0) };
}

/** A published article by slug; staff also see the ones scheduled for a later date. */
export async function articleBySlug(deps: AppDeps, slug: string, opts: { includeScheduled?: boolean } = {}): Promise<ArticleRow | null> {
  const clean = slug.trim().toLowerCase();
  if (clean.length > 120 || !SLUG_PATTERN.test(clean)) return null;
  const [row] = await deps.db
    .select()
    .from(articles)
    .where(opts.includeScheduled ? eq(articles.slug, clean) : and(eq(articles.slug, clean), published(deps.clock.now())))
    .limit(1);
  return row ?? null;
}

export async function articleById(deps: AppDeps, id: number): Promise<ArticleRow> {
  const [row] = await deps.db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  return row;
}

/** The sanitised body; an article whose body sanitises to nothing is refused. */
function cleanBody(html: string): string {
  const clean = sanitizeArticleHtml(html);
  if (!htmlToText(clean) && !/<img\s/i.test(clean)) {
    throw fieldError('DescripcionLarga', BLOG_MESSAGES.descripcionLarga);
  }
  return clean;
}

/** The first free slug among base, base-2, base-3... */
async function freeSlug(deps: AppDeps, base: string): Promise<string> {
  const rows = await deps.db
    .select({ slug: articles.slug })
    .from(articles)
    .where(or(eq(articles.slug, base), like(articles.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const imageMessages = { type: BLOG_MESSAGES.photoType, broken: BLOG_MESSAGES.photoBroken };

/** The cover: a WebP of at most 800x800 under public/blog/, named after the article. */
const storeCover = async (deps: AppDeps, photo: UploadedFile, slug: string) =>
  storePublicImage(deps.storage, 'blog', await reencodeImage(photo.data, 'foto', imageMessages, { format: 'webp', max: 800 }), slug.slice(0, 40));

async function authorName(deps: AppDeps, userId: number) {
  const [u] = await deps.db.select({ nombre: users.nombre, apellidos: users.apellidos }).from(users).where(eq(users.id, userId)).limit(1);
  return u ? `${u.nombre} ${u.apellidos}`.trim() : 'Equipo Chamba';
}

export async function createArticle(deps: AppDeps, author: Pick<AuthUser, 'id'>, f: ArticleFields, photo: UploadedFile | undefined, log?: FastifyBaseLogger) {
  const body = cleanBody(f.DescripcionLarga);
  const base = slugify(f.Titulo);
  const urlImagen = photo ? await storeCover(deps, photo, base) : null;
  const autor = await authorName(deps, author.id);
  try {
    for (let attempt = 0; ; attempt++) {
      const slug = await freeSlug(deps, base);
      try {
        const [row] = await deps.db
          .insert(articles)
          .values({
            slug,
            titulo: f.Titulo,
            descripcionCorta: f.DescripcionCorta,
            descripcionLarga: body,
            urlImagen,
            autorId: author.id,
            autor,
            fecha: f.Fecha,
            categoria: f.Categoria,
            etiquetas: f.Etiquetas.join(', '),
          })
          .returning({ id: articles.id, slug: articles.slug });
        return row;
      } catch (err) {
        // Two articles with the same title saved at once: take the next free slug.
        if (!isUniqueViolation(err) || attempt >= 5) throw err;
      }
    }
  } catch (err) {
    await removePublicFile(deps.storage, urlImagen, log);
    throw err;
  }
}

/**
 * Saves an edited article. The slug stays (shared links keep working); a new photo replaces the
 * old one, and without a photo the article keeps its photo.
 */
export async function updateArticle(deps: AppDeps, id: number, f: ArticleFields, photo: UploadedFile | undefined, log?: FastifyBaseLogger) {
  const current = await articleById(deps, id);
  const body = cleanBody(f.DescripcionLarga);
  const urlImagen = photo ? await storeCover(deps, photo, current.slug) : undefined;
  try {
    await deps.db
      .update(articles)
      .set({
        titulo: f.Titulo,
        descripcionCorta: f.DescripcionCorta,
        descripcionLarga: body,
        fecha: f.Fecha,
        categoria: f.Categoria,
        etiquetas: f.Etiquetas.join(', '),
        updatedAt: deps.clock.now(),
        ...(urlImagen ? { urlImagen } : {}),
      })
      .where(eq(articles.id, id));
  } catch (err) {
    await removePublicFile(deps.storage, urlImagen, log);
    throw err;
  }
  if (urlImagen) await removePublicFile(deps.storage, current.urlImagen, log);
  return { id, slug: current.slug };
}

export async function deleteArticle(deps: AppDeps, id: number, log?: FastifyBaseLogger) {
  const current = await articleById(deps, id);
  await deps.db.delete(articles).where(eq(articles.id, id));
  await removePublicFile(deps.storage, current.urlImagen, log);
}
