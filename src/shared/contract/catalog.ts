import { z } from 'zod';
import { access, endpoint } from './endpoint';
import { servicioReplyAlways } from './shapes';

export const listCategories = endpoint('GET /api/servicio/listarcategorias', access.anyone, {
  summary: 'Categorías de empleo con la cantidad de empleos publicados',
  reply: servicioReplyAlways(z.array(z.object({ Categoria: z.number(), Nombre: z.string(), CantidadEmpleos: z.number() }))),
});
