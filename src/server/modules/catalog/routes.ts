import type { FastifyInstance } from 'fastify';
import { listCategories } from '../../../shared/contract/catalog';
import { route } from '../../core/http/route';
import { categoryCounts } from './service';

export async function catalogRoutes(app: FastifyInstance) {
  route(app, listCategories, async () => ({
    error: 0,
    message: '',
    values: await categoryCounts(app.deps),
  }));
}
