import type { FastifyInstance } from 'fastify';
import { getSettings } from '../../../shared/contract/settings';
import { contactNumbers } from '../../core/config';
import { route } from '../../core/http/route';

/** The public settings: straight from the configuration read at boot (no service, no database). */
export async function settingsRoutes(app: FastifyInstance) {
  const { CV_PRICE_BS, JOB_PRICE_BS, STATUS_MAIL_DELAY_S } = app.deps.config;
  const { telefono, whatsapp } = contactNumbers(app.deps.config);
  route(app, getSettings, async () => ({
    error: 0,
    message: '',
    values: { precioCurriculumBs: CV_PRICE_BS, precioEmpleoBs: JOB_PRICE_BS, telefonoContacto: telefono, whatsapp, segundosDeshacerEstado: STATUS_MAIL_DELAY_S },
  }));
}
