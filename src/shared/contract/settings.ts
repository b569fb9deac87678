/**
 * Addition: the public settings the web client shows, read from the server's configuration
 * (CV_PRICE_BS, JOB_PRICE_BS), so a price is set in one place and never hard-coded in a page.
 */
import { z } from 'zod';
import { access, endpoint } from './endpoint';
import { servicioReply } from './shapes';

export const publicSettings = z.object({
  /** Activation of a CV (PDF download, applying), in bolivianos. */
  precioCurriculumBs: z.number().int().positive(),
  /** Publication of a job, in bolivianos. */
  precioEmpleoBs: z.number().int().positive(),
});
export type PublicSettings = z.infer<typeof publicSettings>;

export const getSettings = endpoint('GET /api/servicio/configuracion', access.anyone, {
  addition: true,
  summary: 'Configuración pública: precio de activación de un currículum y de publicación de un empleo (Bs)',
  reply: servicioReply(publicSettings),
});
