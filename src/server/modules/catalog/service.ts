import type { AppDeps } from '../../core/context';
import { CATEGORIES } from '../../../shared/catalog';
import { publicCountsBy } from '../jobs/public';

/** Every category with the number of public jobs in it. */
export async function categoryCounts(deps: AppDeps) {
  const counts = await publicCountsBy(deps, 'categoria_id');
  return CATEGORIES.map((c) => ({ Categoria: c.id, Nombre: c.nombre, CantidadEmpleos: counts.get(c.id) ?? 0 }));
}
