import { z } from 'zod';
import { endpoint, flag, noBody } from './endpoint';

export const listCategories = endpoint({
  method: 'GET',
  path: '/api/servicio/listarcategorias',
  auth: 'none',
  summary: 'Categorías de empleo con la cantidad de empleos publicados',
  body: noBody,
  reply: z.object({
    error: flag,
    message: z.string(),
    values: z.array(z.object({ Categoria: z.number(), Nombre: z.string(), CantidadEmpleos: z.number() })),
  }),
});
