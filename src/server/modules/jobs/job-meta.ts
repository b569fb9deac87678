/**
 * What crawlers and link previews read on a job page: title, description, image and the
 * schema.org JobPosting JSON-LD (https://schema.org/JobPosting, Google's job posting fields).
 */
import { VERIFIED_JSONLD_LINE } from '../../../shared/contract/verification';
import type { AppDeps } from '../../core/context';
import { publicUrl } from '../../core/config';
import { CITIES } from '../../../shared/catalog';
import { cut } from '../../../shared/rules';
import type { PageMeta } from '../../core/web/page-meta';
import { loadJob, type LoadedJob } from './service';
import { isReadable, publicUntil } from './visibility';

export const JOB_ERROR_META: PageMeta = {
  title: 'Error al cargar Empleo',
  description: 'No se pudo cargar la información de la oferta de empleo.',
  status: 404,
};

/** schema.org employmentType of each job type (1 full time ... 5 temporary contract). */
export const EMPLOYMENT_TYPES: Record<number, string> = {
  1: 'FULL_TIME',
  2: 'PART_TIME',
  3: 'CONTRACTOR',
  4: 'INTERN',
  5: 'TEMPORARY',
};

const CODE = /^[A-Za-z0-9_-]{1,40}$/;

export function jobPostingJsonLd(job: LoadedJob, baseUrl: string) {
  const d = job.detail;
  const city = CITIES.find((c) => c.id === d.Ciudad);
  const section = (title: string, items: string[]) => (items.length ? `<p><strong>${title}</strong></p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '');
  const description = [
    `<p>${escapeHtml(d.Descripcion)}</p>`,
    ...d.DescripcionLarga.split(/\n{2,}/).filter(Boolean).map((p) => `<p>${escapeHtml(p)}</p>`),
    section('Requerimientos', job.lists.requerimientos),
    section('Responsabilidades', job.lists.responsabilidades),
    section('Habilidades', job.lists.habilidades),
  ].join('');
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: d.Titulo,
    description,
    identifier: { '@type': 'PropertyValue', name: d.EmpresaNombre, value: d.CodigoEmpleo },
    datePosted: d.FechaPublicacion,
    validThrough: publicUntil(job.row),
    employmentType: EMPLOYMENT_TYPES[d.TipoEmpleo] ?? 'OTHER',
    industry: d.CategoriaNombre,
    // A confidential posting (issue 39): «Empresa confidencial», no page, logo or mark of its company.
    hiringOrganization: d.Confidencial
      ? { '@type': 'Organization', name: d.EmpresaNombre }
      : {
          '@type': 'Organization',
          name: d.EmpresaNombre,
          sameAs: `${baseUrl}/detalleempresa/${d.EmpresaCodigo}`,
          // schema.org has no "verified" property: a plain description line says it (decision trust.md).
          ...(d.EmpresaVerificada ? { description: VERIFIED_JSONLD_LINE } : {}),
          ...(d.EmpresaLogo ? { logo: new URL(d.EmpresaLogo, baseUrl).toString() } : {}),
        },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(d.Ubicacion ? { streetAddress: d.Ubicacion } : {}),
        addressLocality: d.NombreCiudad,
        ...(city ? { addressRegion: city.departamento } : {}),
        addressCountry: 'BO',
      },
    },
    ...(d.Modalidad === 2 ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Bolivia' } } : {}),
    ...(d.SalarioAproximado > 0 ? { baseSalary: baseSalary(d.SalarioMinimo, d.SalarioAproximado) } : {}),
    directApply: false,
    url: `${baseUrl}/detalletrabajo/${d.CodigoEmpleo}`,
  };
}

/** schema.org MonetaryAmount in BOB a month: minValue and maxValue for a range, value for one amount. */
function baseSalary(min: number, max: number) {
  const value = min > 0 && min < max ? { minValue: min, maxValue: max } : { value: max };
  return { '@type': 'MonetaryAmount', currency: 'BOB', value: { '@type': 'QuantitativeValue', ...value, unitText: 'MONTH' } };
}

function escapeHtml(s: string) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export async function jobPageMeta(deps: AppDeps, code: string): Promise<PageMeta> {
  if (!CODE.test(code)) return JOB_ERROR_META;
  const job = await loadJob(deps, code);
  if (!job || !isReadable(job.row, deps.clock.now())) return JOB_ERROR_META;
  const d = job.detail;
  return {
    title: `${d.Titulo} en ${d.NombreCiudad} - ${d.EmpresaNombre} | Chamba`,
    description: cut(`${d.Descripcion} ${d.DescripcionLarga}`, 255),
    image: d.EmpresaLogo,
    type: 'article',
    jsonLd: jobPostingJsonLd(job, publicUrl(deps.config)),
  };
}
