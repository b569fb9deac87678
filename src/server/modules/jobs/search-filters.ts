/**
 * The search page's filters (everything but visibility and words) as SQL on `jobs j` or on the
 * index's postings `search_postings j` (same column names), and the cities within a radius.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DAY_MS, laPazDay, laPazDayEnd, laPazDayStart } from '../../core/time';
import { sqlList } from '../../db/sql';
import { CITIES } from '../../../shared/catalog';
import type { JobSearch } from '../../../shared/contract/jobs';
import type { Column } from './filter-columns';

/** Great-circle distance in km between two catalogue cities. */
export function cityDistanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Cities whose centre lies within `radiusKm` of the given city (the city itself included). */
export function citiesWithin(cityId: number, radiusKm: number): number[] {
  const center = CITIES.find((c) => c.id === cityId);
  if (!center) return [];
  return CITIES.filter((c) => cityDistanceKm(center, c) <= radiusKm).map((c) => c.id);
}

/** The cities a search keeps to (its city, or those within its radius); null: any city. */
export function searchCities(q: Pick<JobSearch, 'tnCiudad' | 'tnRadio'>): number[] | null {
  return q.tnCiudad ? (q.tnRadio > 0 ? citiesWithin(q.tnCiudad, q.tnRadio) : [q.tnCiudad]) : null;
}

/** One filter: the column it compares, whether it allows one value only, and its condition on that column (plain or `+ 0`). */
export type Filter = { column: Column; single: boolean; on: (column: SQL) => SQL };

/** A list condition: one value, several, or none (contradictory filters). */
const oneOf = (values: number[]) => (c: SQL) => (values.length === 0 ? sql`false` : values.length === 1 ? sql`${c} = ${values[0]}` : sql`${c} in (${sqlList(values)})`);

/** The filters of a search: the column each compares and its condition (filterConditions writes them on the plain columns). */
export function filtersOf(q: JobSearch, now: Date): Filter[] {
  const f: Filter[] = [];
  const list = (column: Column, values: number[] | null) => values && f.push({ column, single: values.length === 1, on: oneOf(values) });
  list('ciudad_id', searchCities(q));
  list('categoria_id', allowed(q.tnCategoria, q.tnCategorias));
  list('tipo_empleo_id', allowed(q.tnTipoEmpleo, q.tnTiposEmpleo));
  list('modalidad_id', allowed(q.tnModalidad, q.tnModalidades));
  if (q.tnSalario) {
    const above = q.tnSalario >= 6000 ? 5000 : q.tnSalario - 1000;
    f.push({ column: 'salario', single: false, on: (c) => (q.tnSalario >= 6000 ? sql`${c} > ${above}` : sql`${c} > ${above} and ${c} <= ${q.tnSalario}`) });
  }
  if (q.tnExperiencia >= 0) f.push({ column: 'experiencia_id', single: true, on: (c) => sql`${c} = ${q.tnExperiencia}` });
  const since = (from: Date) => f.push({ column: 'fecha_publicacion', single: false, on: (c) => sql`${c} >= ${from.toISOString()}::timestamptz` });
  if (q.tnDias) since(new Date(now.getTime() - q.tnDias * 86_400_000));
  if (q.tcDesde) since(laPazDayStart(q.tcDesde));
  if (q.tcHasta) f.push({ column: 'fecha_publicacion', single: false, on: (c) => sql`${c} < ${laPazDayEnd(q.tcHasta).toISOString()}::timestamptz` });
  // A confidential job (issue 39) is never listed under its company: on the jobs table (j) it is
  // left out here; search_postings and search_docs carry no company for it (migration 0038).
  if (q.tcEmpresa) f.push({ column: 'company_id', single: true, on: (c) => sql`${c} = (select id from companies where codigo = ${q.tcEmpresa}) and not j.confidencial` });
  return f;
}

/** The filter conditions (everything but visibility and words), on `jobs j` (only: the company's names j.confidencial). */
export function filterConditions(q: JobSearch, now: Date): SQL[] {
  return filtersOf(q, now).map((f) => f.on(sql.raw(`j.${f.column}`)));
}

/** One list filter and its single-value twin: null (off), or the ids both allow. */
export function allowed(one: number, many: number[]): number[] | null {
  if (one && many.length) return many.includes(one) ? [one] : [];
  if (one) return [one];
  return many.length ? many : null;
}

/** The latest of the lower bounds a search sets on the publication time (null: none). */
function publishedFrom(q: JobSearch, now: Date): string | null {
  const bounds = [...(q.tnDias ? [now.getTime() - q.tnDias * 86_400_000] : []), ...(q.tcDesde ? [laPazDayStart(q.tcDesde).getTime()] : [])];
  return bounds.length ? new Date(Math.max(...bounds)).toISOString() : null;
}

/**
 * Every filter in one shape, each condition true when its value is null: the walks of a word
 * search keep one statement (and one kept plan) whatever filters are set (decision 073).
 */
export function postingFilter(q: JobSearch, now: Date): SQL {
  const cities = searchCities(q);
  const list = (values: number[] | null) => (values ? `{${values.join(',')}}` : null);
  // One value compared as a scalar (an array parameter is taken apart again for every row).
  const anyOf = (column: string, values: number[] | null) => {
    const one = values?.length === 1 ? values[0] : null;
    const many = values && values.length !== 1 ? list(values) : null;
    const c = sql.raw(`j.${column}`);
    return sql`(${one}::int is null or ${c} = ${one}::int) and (${many}::int[] is null or ${c} = any(${many}::int[]))`;
  };
  const salaryAbove = q.tnSalario ? (q.tnSalario >= 6000 ? 5000 : q.tnSalario - 1000) : null;
  const salaryUpTo = q.tnSalario && q.tnSalario < 6000 ? q.tnSalario : 2_147_483_647;
  const experience = q.tnExperiencia >= 0 ? q.tnExperiencia : null;
  return sql`${anyOf('ciudad_id', cities)} and ${anyOf('categoria_id', allowed(q.tnCategoria, q.tnCategorias))}
    and ${anyOf('tipo_empleo_id', allowed(q.tnTipoEmpleo, q.tnTiposEmpleo))} and ${anyOf('modalidad_id', allowed(q.tnModalidad, q.tnModalidades))}
    and (${salaryAbove}::int is null or (j.salario > ${salaryAbove}::int and j.salario <= ${salaryUpTo}::int))
    and (${experience}::int is null or j.experiencia_id = ${experience}::int)
    and ${columnFilter(q, now, 'j')}`;
}

/**
 * The filters search_docs holds no token of (the publication dates and the company), in one shape
 * whatever is set, on the postings (`j`) or on search_docs' own columns (`d`, migration 0029).
 */
export function columnFilter(q: JobSearch, now: Date, alias: 'j' | 'd'): SQL {
  const c = (column: string) => sql.raw(`${alias}.${column}`);
  const from = publishedFrom(q, now);
  const to = q.tcHasta ? laPazDayEnd(q.tcHasta).toISOString() : null;
  const company = q.tcEmpresa || null;
  return sql`(${from}::timestamptz is null or ${c('fecha_publicacion')} >= ${from}::timestamptz)
    and (${to}::timestamptz is null or ${c('fecha_publicacion')} < ${to}::timestamptz)
    and (${company}::text is null or ${c('company_id')} = (select id from companies where codigo = ${company}::text))`;
}

/**
 * A filter whose jobs are more than this share of all (a type most jobs have, say) is checked on
 * the rows search_docs' index gives, not asked of the index: a GIN index intersects every list it
 * is asked for by reading it, and such a list holds most of the index's jobs (decision 086).
 */
const WIDE_SHARE = 0.4;

/**
 * The filters as token groups of search_docs (migration 0025): a job passes a filter when it holds
 * any token of its group (an empty group: none). `asked` of the index, `checked` on its rows (the
 * filters wider than WIDE_SHARE by `shares`, the statistics' estimates); the days of a short
 * publication range. The dates and the company are checked on the rows too (columnFilter).
 */
export function docFilterTokens(q: JobSearch, now: Date, shares: Partial<Record<Column, number>> = {}): { asked: string[][]; checked: string[][] } {
  const [asked, checked]: string[][][] = [[], []];
  const anyOf = (column: Column, prefix: string, values: number[] | null) => {
    if (values) ((shares[column] ?? 0) > WIDE_SHARE ? checked : asked).push(values.map((v) => `${prefix}${v}`));
  };
  anyOf('ciudad_id', '#c', searchCities(q));
  anyOf('categoria_id', '#k', allowed(q.tnCategoria, q.tnCategorias));
  anyOf('tipo_empleo_id', '#t', allowed(q.tnTipoEmpleo, q.tnTiposEmpleo));
  anyOf('modalidad_id', '#m', allowed(q.tnModalidad, q.tnModalidades));
  anyOf('salario', '#s', q.tnSalario ? [q.tnSalario] : null);
  anyOf('experiencia_id', '#e', q.tnExperiencia >= 0 ? [q.tnExperiencia] : null);
  const days = publicationDays(q, now);
  if (days) asked.push(days.map((d) => `#d${d.replace(/-/g, '')}`));
  return { asked, checked };
}

/** A publication range of at most this many La Paz days (a week, its ends and tomorrow) is asked of search_docs' index by its days (migration 0029). */
const DAY_TOKENS_MAX = 10;

/**
 * The La Paz days of the search's publication range, when it has a start and at most
 * DAY_TOKENS_MAX days (null: checked on the rows' dates alone). Without an end the range ends
 * tomorrow: the server dates a job when it writes it, so none is published later (a day more
 * for another server's clock).
 */
function publicationDays(q: JobSearch, now: Date): string[] | null {
  const from = publishedFrom(q, now);
  if (!from) return null;
  const last = laPazDay(q.tcHasta ? new Date(laPazDayEnd(q.tcHasta).getTime() - 1) : new Date(now.getTime() + DAY_MS));
  const days: string[] = [];
  for (let day = laPazDay(new Date(from)); day <= last; day = laPazDay(new Date(laPazDayStart(day).getTime() + DAY_MS))) {
    if (days.length === DAY_TOKENS_MAX) return null;
    days.push(day);
  }
  return days;
}
