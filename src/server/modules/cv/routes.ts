import type { FastifyInstance, FastifyReply } from 'fastify';
import * as c from '../../../shared/contract/cv';
import { route } from '../../core/http/route';
import { privateFile } from '../../core/http/private-file';
import { forbidden } from '../../core/http/errors';
import type { FormSpec } from '../../core/http/form';
import type { MetaResolver } from '../../core/web/page-meta';
import * as cv from './service';
import * as owned from './owned';
import * as share from './share';

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
    // The same reply whether the e-mail had an account or not; never a password or a token (decision trust.md).
    return { error: 0, message: c.CV_MESSAGES.quickCvSent, correo: result.correo };
  }, { form: cvForm });

  route(
    app,
    c.updateCv,
    async ({ user, form }) => {
      await limiter.hit(`cv:update:user:${user.id}`, 120, HOUR);
      const { body, files } = await form();
      const { pagado } = await owned.updateCurriculum(app.deps, user, body.tnCurriculum, body, files.foto?.[0]?.data ?? null, body.tlQuitarFoto);
      return { error: 0, message: c.CV_MESSAGES.updated, values: { Curriculum: body.tnCurriculum, Pagado: pagado ? 1 : 0 } };
    },
    { form: cvForm },
  );

  route(app, c.duplicateCv, async ({ user, body }) => {
    // A copy is a new CV: it counts with the creations.
    await limiter.hit(`cv:create:user:${user.id}`, 60, HOUR);
    const id = await owned.duplicateCurriculum(app.deps, user, body.tnCurriculum, body.tlIngles);
    return { error: 0, message: body.tlIngles ? c.CV_MESSAGES.duplicatedEnglish : c.CV_MESSAGES.duplicated, values: { Curriculum: id } };
  });

  route(app, c.deleteCv, async ({ user, body }) => {
    await limiter.hit(`cv:delete:user:${user.id}`, 60, HOUR);
    await owned.deleteCurriculum(app.deps, user, body.tnCurriculum);
    return { error: 0, message: c.CV_MESSAGES.deleted, values: null };
  });

  route(app, c.getCvForEdit, async ({ user, body }) => {
    const { cv: stored, documento } = await owned.cvForEdit(app.deps, user, body.tnCurriculum);
    return { error: 0, message: '', values: { Curriculum: stored.id, Pagado: stored.pagado ? 1 : 0, Documento: documento } };
  });

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

  const sendPdf = async (reply: FastifyReply, stored: cv.SentCv) =>
    privateFile(reply, 'application/pdf', `inline; filename="${cv.pdfFileName(stored)}"`).send(await cv.renderStoredCvPdf(app.deps, stored));

  route(app, c.getCvPdf, async ({ user, params, reply }) => {
    await limiter.hit(`cv:pdf:user:${user.id}`, 120, 600);
    return sendPdf(reply, await cv.readableCv(app.deps, user, params.Curriculum));
  });

  route(app, c.getCvDocx, async ({ user, params, reply }) => {
    await limiter.hit(`cv:pdf:user:${user.id}`, 120, 600);
    const stored = await cv.ownCvForWord(app.deps, user, params.Curriculum);
    return privateFile(reply, c.DOCX_CONTENT_TYPE, `attachment; filename="${cv.docxFileName(stored)}"`).send(await cv.renderStoredCvDocx(app.deps, stored));
  });

  route(app, c.getApplicationCvPdf, async ({ user, params, reply }) => {
    await limiter.hit(`cv:pdf:user:${user.id}`, 120, 600);
    return sendPdf(reply, await cv.applicationCv(app.deps, user, params.Postulacion));
  });

  // ---------- share links (decision 077) ----------
  route(app, c.shareCv, async ({ user, body }) => {
    await limiter.hit(`cv:share:user:${user.id}`, 30, HOUR);
    const out = await share.createShareLink(app.deps, user, body.tnCurriculum, body.tnDias);
    if (!out.ok) return { error: 1, message: out.message };
    const { ok: _ok, ...values } = out;
    return { error: 0, message: c.CV_SHARE_MESSAGES.created, values };
  });

  route(app, c.listCvShareLinks, async ({ user }) => ({ error: 0, message: '', values: await share.listShareLinks(app.deps, user) }));

  route(app, c.revokeCvShareLink, async ({ user, body }) => {
    await share.revokeShareLink(app.deps, user, body.tnEnlace);
    return { error: 0, message: c.CV_SHARE_MESSAGES.revoked, values: null };
  });

  route(app, c.openSharedCv, async ({ req, body, reply }) => {
    await limiter.hit(`cv:shared:ip:${req.ip}`, 120, 600);
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return { error: 0, message: '', values: await share.openSharedCv(app.deps, body.tcToken) };
  });

  route(app, c.getSharedCvPdf, async ({ req, params, reply }) => {
    await limiter.hit(`cv:shared:ip:${req.ip}`, 120, 600);
    const stored = await share.sharedCvForPdf(app.deps, params.Token);
    return privateFile(reply, 'application/pdf', `inline; filename="${cv.pdfFileName(stored)}"`)
      .header('x-robots-tag', 'noindex')
      .send(await cv.renderStoredCvPdf(app.deps, stored));
  });
}

/** Server-rendered meta of this area's public pages. */
export const cvPageMeta: MetaResolver[] = [
  {
    // A shared CV (decision 077): a neutral title, so a chat's link preview shows no personal data.
    pattern: /^\/cv-compartido\/[A-Za-z0-9_-]{43}\/?$/,
    resolve: async () => ({ title: 'Currículum compartido | Chamba', description: 'Un currículum compartido desde Chamba, la bolsa de trabajo de Bolivia.' }),
  },
  {
    pattern: /^\/crear_mi_cv_rapido\/?$/,
    resolve: async () => ({
      title: 'Crea tu CV gratis | Chamba',
      description:
        'Crea tu currículum profesional en minutos con plantillas modernas y vista previa en PDF. Actívalo por Bs. 25 para descargarlo y postular a empleos en Bolivia.',
    }),
  },
];
