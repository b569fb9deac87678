import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as c from '../../../shared/contract/cv';
import { authenticate, route } from '../../http/route';
import { forbidden } from '../../http/errors';
import type { MetaResolver } from '../../web/page-meta';
import { parseOrThrow, readCvRequest } from './multipart';
import * as cv from './service';

const HOUR = 3600;

export async function cvRoutes(app: FastifyInstance) {
  const { limiter } = app.deps;
  const templates = cv.listTemplates();

  route(app, c.listTemplates, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return { error: 0, message: '', values: templates };
  });

  route(app, c.createCv, async ({ user, req }) => {
    if (!user.candidateId) throw forbidden();
    await limiter.hit(`cv:create:user:${user.id}`, 60, HOUR);
    const { fields, photo } = await readCvRequest(req);
    const body = parseOrThrow(c.cvBody, fields);
    const id = await cv.createCurriculum(app.deps, user.candidateId, body, photo);
    return { error: 0, message: 'Currículum creado correctamente.', values: { Curriculum: id } };
  });

  route(app, c.createQuickCv, async ({ req }) => {
    await limiter.hit(`cv:quick:ip:${req.ip}`, 30, HOUR);
    const { fields, photo } = await readCvRequest(req);
    const body = parseOrThrow(c.quickCvBody, fields);
    const result = await cv.createQuickCv(app.deps, body, photo);
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
  });

  for (const e of [c.listCvsByCandidate, c.listCvsByUser]) {
    route(app, e, async ({ user, body }) => ({
      codigoerror: 0,
      message: '',
      Datos: await cv.listCurriculums(app.deps, user, body.tcBuscar ?? ''),
    }));
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    c.CV_PDF_PATH.replace('{Curriculum}', ':Curriculum'),
    {
      schema: {
        summary: 'PDF del currículum (dueño con el CV pagado, empresa que recibió la postulación, administración). Token bearer.',
        tags: ['spec'],
        params: c.cvPdfParams,
      },
    },
    async (req, reply) => {
      await authenticate(app, req, 'required');
      const user = req.user!;
      await limiter.hit(`cv:pdf:user:${user.id}`, 120, 600);
      const stored = await cv.readableCv(app.deps, user, req.params.Curriculum);
      const pdf = await cv.renderStoredCvPdf(app.deps, stored);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${cv.pdfFileName(stored)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
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
