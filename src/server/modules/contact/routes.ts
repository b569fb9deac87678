import type { FastifyInstance } from 'fastify';
import { sendContact } from '../../../shared/contract/contact';
import { route } from '../../core/http/route';
import type { MetaResolver } from '../../core/web/page-meta';
import { CONTACT_MESSAGES, storeContact } from './service';

export async function contactRoutes(app: FastifyInstance) {
  route(app, sendContact, async ({ body, req }) => {
    // Per sender address and per e-mail: enough for people, not for a flood.
    await app.deps.limiter.hit(`contact:ip:${req.ip}`, 5, 3600);
    await app.deps.limiter.hit(`contact:mail:${body.tcCorreo}`, 3, 3600);
    // Stored with its mail in the outbox: SMTP being down delays the mail, never the answer.
    await storeContact(app.deps, body, req.ip);
    return { status: true, mensaje: CONTACT_MESSAGES.sent };
  });
}

const contactMeta = {
  title: 'Contáctanos | Chamba',
  description: 'Escríbenos para publicar tus vacantes, resolver dudas sobre tu cuenta o conocer los servicios de Chamba para empresas y candidatos.',
};

/** Server-rendered meta of this area's public pages. */
export const contactPageMeta: MetaResolver[] = [
  { pattern: /^\/(contactanos|formcontacto)\/?$/, resolve: async () => contactMeta },
];
