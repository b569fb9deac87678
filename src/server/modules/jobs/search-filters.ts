/**
 * The search page's filters (everything but visibility and words) as SQL on `jobs j` or on the
 * index's postings `search_postings j` (same column names), and the cities within a radius.
 */
import { sql, type SQL } from 'drizzle-orm';
import { laPazDayEnd, laPazDayStart } from '../../core/time';
import { sqlList } from '../../db/sql';
import { CITIES } from '../../../shared/catalog';
import type { JobSearch } from '../../../shared/contract/jobs';
import type { Column } from './filter-stats';

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
  if (q.tcEmpresa) f.push({ column: 'company_id', single: true, on: (c) => sql`${c} = (select id from companies where codigo = ${q.tcEmpresa})` });
  return f;
}

/** The filter conditions (everything but visibility and words), on `jobs j`. */
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
  const from = publishedFrom(q, now);
  const to = q.tcHasta ? laPazDayEnd(q.tcHasta).toISOString() : null;
  const company = q.tcEmpresa || null;
  return sql`${anyOf('ciudad_id', cities)} and ${anyOf('categoria_id', allowed(q.tnCategoria, q.tnCategorias))}
    and ${anyOf('tipo_empleo_id', allowed(q.tnTipoEmpleo, q.tnTiposEmpleo))} and ${anyOf('modalidad_id', allowed(q.tnModalidad, q.tnModalidades))}
    and (${salaryAbove}::int is null or (j.salario > ${salaryAbove}::int and j.salario <= ${salaryUpTo}::int))
    and (${experience}::int is null or j.experiencia_id = ${experience}::int)
    and (${from}::timestamptz is null or j.fecha_publicacion >= ${from}::timestamptz)
    and (${to}::timestamptz is null or j.fecha_publicacion < ${to}::timestamptz)
    and (${company}::text is null or j.company_id = (select id from companies where codigo = ${company}::text))`;
}

/**
 * The filters as token groups of search_docs (migration 0025): a job passes a filter when it holds
 * any token of its group (an empty group: none). The dates and the company are not tokens (the
 * postings' columns check them).
 */
export function docFilterTokens(q: JobSearch): string[][] {
  const groups: string[][] = [];
  const anyOf = (prefix: string, values: number[] | null) => values && groups.push(values.map((v) => `${prefix}${v}`));
  anyOf('#c', searchCities(q));
  anyOf('#k', allowed(q.tnCategoria, q.tnCategorias));
  anyOf('#t', allowed(q.tnTipoEmpleo, q.tnTiposEmpleo));
  anyOf('#m', allowed(q.tnModalidad, q.tnModalidades));
  anyOf('#s', q.tnSalario ? [q.tnSalario] : null);
  anyOf('#e', q.tnExperiencia >= 0 ? [q.tnExperiencia] : null);
  return groups;
}
