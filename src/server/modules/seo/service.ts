/**
 * sitemap.xml (public jobs, companies, articles and the public pages) and robots.txt. Up to
 * SITEMAP_MAX_URLS addresses go in /sitemap.xml itself; above that it becomes a sitemap index
 * pointing to /sitemaps/<part>-<n>.xml files (the protocol allows 50,000 per file).
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/context';
import { queryRows } from '../../db/client';
import { laPazDay } from '../../core/time';
import { liveAccount } from '../auth/public';
import { publicJobCondition } from '../jobs/public';

export const SITEMAP_MAX_URLS = 45_000;

export const STATIC_PAGES = ['/', '/busquedatrabajo', '/busquedatrabajomapa', '/busquedaavanzada', '/blogs', '/contactanos', '/crear_mi_cv_rapido', '/publicar-empleo'];

type Url = { loc: string; lastmod?: string };
export type SitemapPart = 'paginas' | 'empleos' | 'empresas' | 'articulos';

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const day = (d: Date | string | null) => (d ? (d instanceof Date ? d : new Date(d)).toISOString().slice(0, 10) : undefined);

export async function countParts(deps: AppDeps): Promise<Record<SitemapPart, number>> {
  const [row] = await queryRows<{ empleos: number; empresas: number; articulos: number }>(
    deps.db,
    sql`select (select count(*) from jobs j where ${publicJobCondition(deps.clock.now())})::int as empleos,
               (select count(*) from companies c where ${liveAccount(sql`c.user_id`)})::int as empresas,
               (select count(*) from articles where fecha <= ${laPazDay(deps.clock.now())}::date)::int as articulos`,
  );
  return { paginas: STATIC_PAGES.length, empleos: Number(row.empleos), empresas: Number(row.empresas), articulos: Number(row.articulos) };
}

export async function partUrls(deps: AppDeps, part: SitemapPart, offset: number, limit: number): Promise<Url[]> {
  if (part === 'paginas') return STATIC_PAGES.slice(offset, offset + limit).map((loc) => ({ loc }));
  if (part === 'empleos') {
    const rows = await queryRows<{ codigo: string; updated_at: Date | string }>(
      deps.db,
      sql`select j.codigo, j.updated_at from jobs j where ${publicJobCondition(deps.clock.now())}
          order by j.id limit ${limit} offset ${offset}`,
    );
    return rows.map((r) => ({ loc: `/detalletrabajo/${r.codigo}`, lastmod: day(r.updated_at) }));
  }
  if (part === 'empresas') {
    const rows = await queryRows<{ codigo: string; created_at: Date | string }>(
      deps.db,
      sql`select c.codigo, c.created_at from companies c where ${liveAccount(sql`c.user_id`)} order by c.id limit ${limit} offset ${offset}`,
    );
    return rows.map((r) => ({ loc: `/detalleempresa/${r.codigo}`, lastmod: day(r.created_at) }));
  }
  const rows = await queryRows<{ slug: string; updated_at: Date | string }>(
    deps.db,
    // A scheduled article (dated after today in La Paz) is not public yet.
    sql`select slug, updated_at from articles where fecha <= ${laPazDay(deps.clock.now())}::date order by id limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({ loc: `/blogs/${encodeURIComponent(r.slug)}`, lastmod: day(r.updated_at) }));
}

export function urlset(base: string, urls: Url[]): string {
  const body = urls
    .map((u) => `  <url><loc>${xmlEscape(base + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndex(base: string, files: string[]): string {
  const body = files.map((f) => `  <sitemap><loc>${xmlEscape(`${base}/sitemaps/${f}`)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

const PARTS: SitemapPart[] = ['paginas', 'empleos', 'empresas', 'articulos'];

/** The whole sitemap when small enough, otherwise the index of its files. */
export async function sitemap(deps: AppDeps, base: string): Promise<string> {
  const counts = await countParts(deps);
  const total = PARTS.reduce((n, p) => n + counts[p], 0);
  if (total <= SITEMAP_MAX_URLS) {
    const urls = (await Promise.all(PARTS.map((p) => partUrls(deps, p, 0, SITEMAP_MAX_URLS)))).flat();
    return urlset(base, urls);
  }
  const files = PARTS.flatMap((p) =>
    Array.from({ length: Math.ceil(counts[p] / SITEMAP_MAX_URLS) }, (_, i) => `${p}-${i + 1}.xml`),
  );
  return sitemapIndex(base, files);
}

/** One file of the index ('empleos-2.xml'), or null when there is no such file. */
export async function sitemapFile(deps: AppDeps, base: string, file: string): Promise<string | null> {
  const m = /^(paginas|empleos|empresas|articulos)-([1-9]\d{0,4})\.xml$/.exec(file);
  if (!m) return null;
  const urls = await partUrls(deps, m[1] as SitemapPart, (Number(m[2]) - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  return urls.length ? urlset(base, urls) : null;
}

export function robots(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /Dashboard',
    'Disallow: /misempleos',
    'Disallow: /mispostulaciones',
    'Disallow: /listacurriculum',
    'Disallow: /pago-sandbox/',
    // Shared CVs (decision 077): for the people the link was sent to, not for search engines.
    'Disallow: /cv-compartido/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
