/**
 * The RSS 2.0 feed of any search: /empleos.rss?<the search page's query string>, the newest 50
 * jobs first, every text escaped (and characters XML cannot carry dropped).
 */
import type { AppDeps } from '../../core/context';
import { publicUrl } from '../../core/config';
import { jobSearchBody } from '../../../shared/contract/jobs';
import { alertSearchOf, alertSummary } from '../../../shared/contract/seekers';
import { readParams, toBody, writeParams } from '../../../shared/job-search-url';
import { formatSalary } from '../../../shared/rules';
import { newestOfSearch } from '../jobs/public';

export const RSS_ITEMS = 50;

// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
export const xmlText = (s: string) =>
  s.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

export async function searchFeed(deps: AppDeps, rawQuery: string): Promise<string> {
  const base = publicUrl(deps.config);
  const state = readParams(new URLSearchParams(rawQuery));
  const search = jobSearchBody.parse(toBody(state, 1, { tcOrden: 'recientes', tnTamano: RSS_ITEMS }));
  const query = writeParams({ ...state, sort: 'relevancia', size: 15 }).toString();
  const items = await newestOfSearch(deps, search, RSS_ITEMS);
  const summary = alertSummary(alertSearchOf(search));
  const pageUrl = `${base}/busquedatrabajo${query ? `?${query}` : ''}`;
  const selfUrl = `${base}/empleos.rss${query ? `?${query}` : ''}`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xmlText(`Empleos: ${summary} | Chamba`)}</title>`,
    `<link>${xmlText(pageUrl)}</link>`,
    `<description>${xmlText(`Los empleos más recientes de la búsqueda ${summary} en Chamba, Bolivia.`)}</description>`,
    '<language>es-BO</language>',
    `<atom:link href="${xmlText(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    `<lastBuildDate>${deps.clock.now().toUTCString()}</lastBuildDate>`,
    ...items.map((j) => {
      const url = `${base}/detalletrabajo/${j.CodigoEmpleo}`;
      const description = `${j.EmpresaNombre} · ${j.NombreCiudad} · ${j.TipoEmpleoNombre} · ${formatSalary(j.SalarioAproximado)}. ${j.Descripcion}`;
      return [
        '<item>',
        `<title>${xmlText(j.Titulo)}</title>`,
        `<link>${xmlText(url)}</link>`,
        `<guid isPermaLink="true">${xmlText(url)}</guid>`,
        `<pubDate>${new Date(j.FechaPublicacion).toUTCString()}</pubDate>`,
        `<description>${xmlText(description)}</description>`,
        j.CategoriaNombre ? `<category>${xmlText(j.CategoriaNombre)}</category>` : '',
        '</item>',
      ]
        .filter(Boolean)
        .join('\n');
    }),
    '</channel>',
    '</rss>',
  ];
  return lines.join('\n');
}
