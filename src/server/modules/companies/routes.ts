import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/companies';
import { route } from '../../core/http/route';
import { notFound } from '../../core/http/errors';
import { publicUrl } from '../../core/config';
import { cut } from '../../../shared/rules';
import type { MetaResolver } from '../../core/web/page-meta';
import { companyDetail, listCompanies } from './service';

export const COMPANY_NOT_FOUND = 'No se encontró la empresa.';

export async function companiesRoutes(app: FastifyInstance) {
  route(app, c.getCompany, async ({ body }) => {
    const found = await companyDetail(app.deps, body.tcCodigoEmpresa);
    if (!found) throw notFound(COMPANY_NOT_FOUND);
    return { error: 0, message: '', values: found };
  });

  route(app, c.listCompanies, async () => ({ error: 0, message: '', values: await listCompanies(app.deps) }));
}

const CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** Server-rendered meta of this area's public pages. */
export const companiesPageMeta: MetaResolver[] = [
  {
    pattern: /^\/detalleempresa\/([^/]+)\/?$/,
    async resolve(m, deps) {
      const found = CODE.test(m[1]) ? await companyDetail(deps, m[1]) : null;
      if (!found) return { title: 'Empresa no encontrada | Chamba', description: 'No se pudo cargar la información de la empresa.', status: 404 };
      const e = found.loEmpresa;
      const base = publicUrl(deps.config);
      return {
        title: `${e.Nombre} | Empleos y perfil de la empresa | Chamba`,
        description: cut(`${e.Descripcion} ${e.Acercade}`.trim() || `Ofertas de empleo de ${e.Nombre} en Bolivia.`, 255),
        image: e.UrlImagen,
        jsonLd: {
          '@context': 'https://schema.org/',
          '@type': 'Organization',
          name: e.Nombre,
          url: `${base}/detalleempresa/${e.EmpresaCodigo}`,
          ...(e.UrlImagen ? { logo: new URL(e.UrlImagen, base).toString() } : {}),
          ...(e.Descripcion ? { description: e.Descripcion } : {}),
          ...(e.AnioFundacion ? { foundingDate: String(e.AnioFundacion) } : {}),
          address: { '@type': 'PostalAddress', ...(e.Direccion ? { streetAddress: e.Direccion } : {}), ...(e.Ciudad ? { addressLocality: e.Ciudad } : {}), addressCountry: 'BO' },
        },
      };
    },
  },
];
