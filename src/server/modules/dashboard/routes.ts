import type { FastifyInstance } from 'fastify';
import { getDashboardCharts } from '../../../shared/contract/dashboard';
import { route } from '../../http/route';
import type { MetaResolver } from '../../web/page-meta';
import { cached } from '../hiring/figures-cache';
import { dashboardFigures } from './service';

export async function dashboardRoutes(app: FastifyInstance) {
  route(app, getDashboardCharts, async ({ user }) => {
    const scope = user.role === 'admin' ? 'admin' : user.role === 'candidato' ? `candidato:${user.candidateId}` : `empresa:${user.companyId}`;
    const Datos = await cached(app.deps, `graficas:${scope}`, () => dashboardFigures(app.deps, user));
    return { codigoerror: 0, message: '', Datos };
  });
}

/** Server-rendered meta of this area's public pages (none: the dashboard is behind login). */
export const dashboardPageMeta: MetaResolver[] = [];
