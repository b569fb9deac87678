/**
 * The search page's filters (everything but visibility and words) as SQL on `jobs j` or on the
 * index's postings `search_postings j` (same column names), and the cities within a radius.
 */
import { sql, type SQL } from 'drizzle-orm';
import { laPazDayEnd, laPazDayStart } from '../../core/time';
import { sqlList } from '../../db/sql';
import { CITIES } from '../../../shared/catalog';
import type { JobSearch } from '../../../shared/contract/jobs';

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

/** The filter conditions (everything but visibility and words), on `jobs j`. */
export function filterConditions(q: JobSearch, now: Date): SQL[] {
  const c: SQL[] = [];
  if (q.tnCategoria) c.push(sql`j.categoria_id = ${q.tnCategoria}`);
  if (q.tnCategorias.length) c.push(sql`j.categoria_id in (${sqlList(q.tnCategorias)})`);
  if (q.tnCiudad) {
    if (q.tnRadio > 0) c.push(sql`j.ciudad_id in (${sqlList(citiesWithin(q.tnCiudad, q.tnRadio))})`);
    else c.push(sql`j.ciudad_id = ${q.tnCiudad}`);
  }
  if (q.tnTipoEmpleo) c.push(sql`j.tipo_empleo_id = ${q.tnTipoEmpleo}`);
  if (q.tnTiposEmpleo.length) c.push(sql`j.tipo_empleo_id in (${sqlList(q.tnTiposEmpleo)})`);
  if (q.tnModalidad) c.push(sql`j.modalidad_id = ${q.tnModalidad}`);
  if (q.tnModalidades.length) c.push(sql`j.modalidad_id in (${sqlList(q.tnModalidades)})`);
  if (q.tnSalario) {
    if (q.tnSalario >= 6000) c.push(sql`j.salario > 5000`);
    else c.push(sql`j.salario > ${q.tnSalario - 1000} and j.salario <= ${q.tnSalario}`);
  }
  if (q.tnExperiencia >= 0) c.push(sql`j.experiencia_id = ${q.tnExperiencia}`);
  if (q.tnDias) c.push(sql`j.fecha_publicacion >= ${new Date(now.getTime() - q.tnDias * 86_400_000).toISOString()}::timestamptz`);
  if (q.tcDesde) c.push(sql`j.fecha_publicacion >= ${laPazDayStart(q.tcDesde).toISOString()}::timestamptz`);
  if (q.tcHasta) c.push(sql`j.fecha_publicacion < ${laPazDayEnd(q.tcHasta).toISOString()}::timestamptz`);
  if (q.tcEmpresa) c.push(sql`j.company_id = (select id from companies where codigo = ${q.tcEmpresa})`);
  return c;
}
