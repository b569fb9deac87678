import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/candidates';
import { route } from '../../core/http/route';
import { notFound } from '../../core/http/errors';
import type { MetaResolver } from '../../core/web/page-meta';
import { cut } from '../../../shared/rules';
import { candidateDetail, searchCandidates } from './service';

export const CANDIDATE_NOT_FOUND = 'No se encontró el candidato.';

export async function candidatesRoutes(app: FastifyInstance) {
  route(app, c.getCandidate, async ({ body, user }) => {
    const found = await candidateDetail(app.deps, body.tcCodigoCandidato, user);
    if (!found) throw notFound(CANDIDATE_NOT_FOUND);
    return { error: 0, message: '', values: found };
  });

  route(app, c.searchCandidates, async ({ body }) => {
    const { items, total, page, size } = await searchCandidates(app.deps, body);
    return { error: 0, message: '', values: items, total, pagina: page, tamano: size };
  });
}

const CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** Server-rendered meta of this area's public pages (professional profile only). */
export const candidatesPageMeta: MetaResolver[] = [
  {
    pattern: /^\/detallecandidato\/([^/]+)\/?$/,
    async resolve(m, deps) {
      const found = CODE.test(m[1]) ? await candidateDetail(deps, m[1], null) : null;
      if (!found) return { title: 'Candidato no encontrado | Chamba', description: 'No se pudo cargar el perfil del candidato.', status: 404 };
      const name = `${found.Nombre} ${found.Apellidos}`.trim();
      return {
        title: `${name}${found.Profesion ? ` - ${found.Profesion}` : ''} | Chamba`,
        description: cut(found.Acercade || `${name}, ${found.Profesion} en ${found.Ciudad || 'Bolivia'}.`, 255),
        image: found.FotoPerfil,
      };
    },
  },
  {
    pattern: /^\/busquedacandidato\/?$/,
    resolve: async () => ({
      title: 'Buscar candidatos | Chamba',
      description: 'Encuentra profesionales en Bolivia por profesión, ciudad, habilidades y años de experiencia.',
    }),
  },
];
