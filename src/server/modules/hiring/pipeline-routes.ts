/** The pipeline's routes (decision 074): notes, rating, tags, bulk state changes, history, templates. */
import type { FastifyInstance } from 'fastify';
import * as p from '../../../shared/contract/pipeline';
import { route } from '../../core/http/route';
import { addNote, applicationHistory, rateApplication, tagApplications } from './pipeline';
import { changeStates, listTemplates, saveTemplate } from './status-messages';
import { APPLICANT_MESSAGES } from './messages';
import { revealCompany } from './reveal';

const HOUR = 3600;

export async function pipelineRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { limiter } = deps;

  route(app, p.revealCompany, async ({ body, user }) => {
    await limiter.hit(`pipeline:reveal:user:${user.id}`, 300, HOUR);
    const r = await revealCompany(deps, user, body.tnPostulacion);
    return {
      error: r.confidential ? 0 : 1,
      message: r.confidential ? p.REVEAL_MESSAGES.revealed : p.REVEAL_MESSAGES.notConfidential,
      values: { Postulacion: body.tnPostulacion, EmpresaRevelada: r.revealed },
    };
  });

  route(app, p.addApplicationNote, async ({ body, user }) => {
    await limiter.hit(`pipeline:note:user:${user.id}`, 600, HOUR);
    return { error: 0, message: 'Nota guardada.', values: await addNote(deps, user, body.tnPostulacion, body.tcNota) };
  });

  route(app, p.rateApplication, async ({ body, user }) => ({
    error: 0,
    message: body.tnCalificacion ? 'Calificación guardada.' : 'Calificación quitada.',
    values: await rateApplication(deps, user, body.tnPostulacion, body.tnCalificacion),
  }));

  route(app, p.changeApplicationStates, async ({ body, user }) => {
    await limiter.hit(`pipeline:bulk:user:${user.id}`, 600, HOUR);
    const values = await changeStates(deps, user, body.taPostulaciones, body.tnEstado, { motivoId: body.tnMotivo, motivo: body.tcMotivo, mensaje: body.tnMensaje });
    const n = values.length;
    return { error: 0, message: n === 1 ? APPLICANT_MESSAGES.changed : `Estado de ${n} postulaciones actualizado.`, values };
  });

  route(app, p.tagApplications, async ({ body, user }) => ({
    error: 0,
    message: 'Etiquetas actualizadas.',
    values: await tagApplications(deps, user, body.taPostulaciones, body.taAgregar, body.taQuitar),
  }));

  route(app, p.getApplicationHistory, async ({ body, user }) => ({ error: 0, message: '', values: await applicationHistory(deps, user, body.tnPostulacion) }));

  route(app, p.listStatusTemplates, async ({ user }) => ({ error: 0, message: '', values: await listTemplates(deps, user) }));

  route(app, p.saveStatusTemplate, async ({ body, user }) => ({
    error: 0,
    message: body.tlRestablecer ? 'Se restableció el texto por defecto.' : 'Plantilla guardada.',
    values: await saveTemplate(deps, user, body.tnEstado, body.tcAsunto, body.tcCuerpo, body.tlRestablecer),
  }));
}
