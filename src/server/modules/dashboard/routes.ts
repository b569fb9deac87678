import type { FastifyInstance } from 'fastify';
import { getDashboardCharts } from '../../../shared/contract/dashboard';
import { APPLICATION_FIGURES } from '../../core/cache';
import { route } from '../../core/http/route';
import { dashboardFigures } from './service';
import { jobScopeKey } from '../../core/auth/company-scope';

export async function dashboardRoutes(app: FastifyInstance) {
  route(app, getDashboardCharts, async ({ user }) => {
    const scope = user.role === 'admin' ? 'admin' : user.role === 'candidato' ? `candidato:${user.candidateId}` : `empresa:${user.companyId}${jobScopeKey(user)}`;
    const Datos = await app.deps.cache.get(`graficas:${scope}`, APPLICATION_FIGURES, () => dashboardFigures(app.deps, user));
    return { codigoerror: 0, message: '', Datos };
  });
}
