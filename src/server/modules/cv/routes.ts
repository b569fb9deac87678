import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/cv';
import { route } from '../../core/http/route';
import { forbidden } from '../../core/http/errors';
import type { FormSpec } from '../../core/http/form';
import type { MetaResolver } from '../../core/web/page-meta';
import * as cv from './service';

const HOUR = 3600;

/** The CV forms: their fields, and an optional photo. */
const cvForm: FormSpec = {
  files: { foto: { kind: 'image', maxBytes: c.CV_PHOTO_MAX_BYTES, tooBig: c.CV_MESSAGES.photoSize, wrongKind: c.CV_MESSAGES.photoType } },
};

export async function cvRoutes(app: FastifyInstance) {
  const { limiter } = app.deps;
  const templates = cv.listTemplates();

  route(app, c.listTemplates, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return { error: 0, message: '', values: templates };
  });

  route(
    app,
    c.createCv,
    async ({ user, form }) => {
      if (!user.candidateId) throw forbidden();
      await limiter.hit(`cv:create:user:${user.id}`, 60, HOUR);
      const { body, files } = await form();
      const id = await cv.createCurriculum(app.deps, user.candidateId, body, files.foto?.[0]?.data ?? null);
      return { error: 0, message: 'Currículum creado correctamente.', values: { Curriculum: id } };
    },
    { form: cvForm },
  );

  route(app, c.createQuickCv, async ({ req, form }) => {
    await limiter.hit(`cv:quick:ip:${req.ip}`, 30, HOUR);
    const { body, files } = await form();
    const result = await cv.createQuickCv(app.deps, body, files.foto?.[0]?.data ?? null);
    if (!result.ok) return { error: 1, message: result.message };
    return {
      error: 0,
      message: 'Currículum guardado. Te enviamos tus datos de acceso por correo.',
      token: result.token,
      curriculum: result.curriculumId,
      correo: result.correo,
      claveTemporal: result.password,
      usuario: result.session.Usuario,
      candidato: result.session.Candidato ?? undefined,
    };
  }, { form: cvForm });

  for (const e of [c.listCvsByCandidate, c.listCvsByUser]) {
    route(app, e, async ({ user, body }) => ({
      codigoerror: 0,
      message: '',
      Datos: await cv.listCurriculums(app.deps, user, body.tcBuscar ?? ''),
    }));
  }

  // The wizard's live preview, for visitors too: rendered, sent and forgotten.
  route(
    app,
    c.previewCv,
    async ({ req, user, body, reply }) => {
      await limiter.hit(`cv:preview:ip:${req.ip}`, 90, 600);
      if (user) await limiter.hit(`cv:preview:user:${user.id}`, 90, 600);
      const pdf = await cv.renderPreviewPdf(body);
      return reply.header('content-type', 'application/pdf').header('cache-control', 'no-store').send(pdf);
    },
    { bodyLimit: c.CV_PREVIEW_MAX_BYTES, readOnly: true },
  );

  route(app, c.getCvPdf, async ({ user, params, reply }) => {
    await limiter.hit(`cv:pdf:user:${user.id}`, 120, 600);
    const stored = await cv.readableCv(app.deps, user, params.Curriculum);
    const pdf = await cv.renderStoredCvPdf(app.deps, stored);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${cv.pdfFileName(stored)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}

/** Server-rendered meta of this area's public pages. */
export const cvPageMeta: MetaResolver[] = [
  {
    pattern: /^\/crear_mi_cv_rapido\/?$/,
    resolve: async () => ({
      title: 'Crea tu CV gratis | Chamba',
      description:
        'Crea tu currículum profesional en minutos con plantillas modernas y vista previa en PDF. Actívalo por Bs. 25 para descargarlo y postular a empleos en Bolivia.',
    }),
  },
];
