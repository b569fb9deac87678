/**
 * Addition: the public settings the web client shows, read from the server's configuration
 * (CV_PRICE_BS, JOB_PRICE_BS, CONTACT_PHONE, CONTACT_WHATSAPP, STATUS_MAIL_DELAY_S), so a price or a phone number is set
 * in one place and never hard-coded in a page.
 */
import { z } from 'zod';
import { access, endpoint } from './endpoint';
import { servicioReply } from './shapes';

export const publicSettings = z.object({
  /** Activation of a CV (PDF download, applying), in bolivianos. */
  precioCurriculumBs: z.number().int().positive(),
  /** Publication of a job, in bolivianos. */
  precioEmpleoBs: z.number().int().positive(),
  /** The contact phone as shown ('+591 71234567'); null: none configured, nothing shown. */
  telefonoContacto: z.string().nullable(),
  /** The WhatsApp number with country code, digits only ('59171234567'); null: no button. */
  whatsapp: z.string().nullable(),
  /** How long after a change of an application's state its message to the candidate waits (the undo window, STATUS_MAIL_DELAY_S). */
  segundosDeshacerEstado: z.number().int().nonnegative(),
});
export type PublicSettings = z.infer<typeof publicSettings>;

export const getSettings = endpoint('GET /api/servicio/configuracion', access.anyone, {
  addition: true,
  summary: 'Configuración pública: precios (Bs) de activación de un currículum y de publicación de un empleo; teléfono y WhatsApp de contacto; plazo para deshacer un cambio de estado',
  reply: servicioReply(publicSettings),
});
