import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/analysis';
import { route } from '../../core/http/route';
import { privateFile } from '../../core/http/private-file';
import { fieldError, forbidden } from '../../core/http/errors';
import { isCvPdfError } from '../../../cv-analysis';
import { toImportedCv } from './import-cv';
import { createCvReader } from './cv-reader';
import { CvReadError, type CvParser } from './parser-pool';
import * as analysis from './service';
import { ANALYSIS_FORM, IMPORT_FORM, pdfsOf, refusedOf } from './upload';

const HOUR = 3600;

/** Limits per company (or staff user) and per address; see decision 051. */
export const ANALYSIS_RATE = {
  requestsPerHour: 30,
  filesPerHour: 300,
  importsPerAddress: 20,
  importWindowSec: 10 * 60,
  deletesPerWindow: 60,
  deleteWindowSec: 10 * 60,
} as const;

export async function analysisRoutes(app: FastifyInstance, opts: { parser?: CvParser } = {}) {
  const { limiter } = app.deps;
  const parser = opts.parser ?? createCvReader({ onError: (err) => app.log.error({ err }, 'cv parser worker') });
  app.addHook('onClose', async () => parser.close());
  const owner = (u: { role: string; companyId: number | null; id: number }) => (u.role === 'admin' ? `admin:${u.id}` : `empresa:${u.companyId}`);

  route(
    app,
    c.analyseCvs,
    async ({ user, req, reply, form }) => {
      if (user.role !== 'admin' && !user.companyId) throw forbidden();
      await limiter.hit(`analisis:req:${owner(user)}`, ANALYSIS_RATE.requestsPerHour, HOUR);
      // The readers (and the OCR worker, for scans and photos) start while the files arrive.
      parser.warm();
      parser.warmOcr?.();
      const { body, files, rejected } = await form();
      const pdfs = pdfsOf(files.cvs);
      const refused = refusedOf(rejected.cvs);
      if (pdfs.length + refused.length === 0) throw fieldError('cvs', c.ANALYSIS_MESSAGES.filesRequired);
      const target = await analysis.targetJob(app.deps, user, body.empleoId);
      for (let i = 0; i < pdfs.length; i++) await limiter.hit(`analisis:files:${owner(user)}`, ANALYSIS_RATE.filesPerHour, HOUR);
      const values = await analysis.analyseBatch(app.deps, parser, target, body.descripcion, pdfs, req.log, refused);
      reply.header('cache-control', 'private, no-store');
      return { error: 0, message: c.ANALYSIS_MESSAGES.sent, values };
    },
    { form: ANALYSIS_FORM },
  );

  route(app, c.listAnalyses, async ({ user }) => ({ error: 0, message: '', values: await analysis.listAnalyses(app.deps, user) }));

  route(app, c.getAnalysis, async ({ user, body }) => ({ error: 0, message: '', values: await analysis.getAnalysis(app.deps, user, body.tnAnalisis) }));

  route(app, c.deleteAnalysis, async ({ user, body, req }) => {
    await limiter.hit(`analisis:delete:user:${user.id}`, ANALYSIS_RATE.deletesPerWindow, ANALYSIS_RATE.deleteWindowSec);
    await analysis.deleteAnalysis(app.deps, user, body.tnAnalisis, req.log);
    return { error: 0, message: c.ANALYSIS_MESSAGES.analysisDeleted, values: null };
  });

  route(app, c.listAnalysisJobs, async ({ user }) => {
    // The page asks for the jobs when it opens: the PDF readers get ready while files are chosen.
    parser.warm();
    return { error: 0, message: '', values: await analysis.analysisJobs(app.deps, user) };
  });

  route(app, c.getAnalysisFile, async ({ user, params, reply }) => {
    if (user.role !== 'empresa' && user.role !== 'admin') throw forbidden(c.ANALYSIS_MESSAGES.fileNotYours);
    await limiter.hit(`analisis:file:user:${user.id}`, 300, 600);
    const file = await analysis.readAnalysisFile(app.deps, user, params.Item);
    return privateFile(reply, file.type, contentDisposition(file.archivo))
      .header('x-content-type-options', 'nosniff')
      .send(file.data);
  });

  route(app, c.importCvPdf, async ({ user, req, form }) => {
    await limiter.hit(`cv:import:ip:${req.ip}`, ANALYSIS_RATE.importsPerAddress, ANALYSIS_RATE.importWindowSec);
    if (user) await limiter.hit(`cv:import:user:${user.id}`, ANALYSIS_RATE.importsPerAddress, ANALYSIS_RATE.importWindowSec);
    parser.warm(1);
    const file = (await form()).files.cvs?.[0];
    if (!file) throw fieldError('cv', c.ANALYSIS_MESSAGES.importFileRequired);
    try {
      const cv = await parser.parse(file.data, app.deps.clock.now());
      const result = toImportedCv(cv);
      const message = result.Campos.length ? c.ANALYSIS_MESSAGES.importDone : c.ANALYSIS_MESSAGES.importNothing;
      return { error: 0, message, values: result };
    } catch (err) {
      if (isCvPdfError(err) || err instanceof CvReadError) return { error: 1, message: err.message };
      throw err;
    }
  }, { form: IMPORT_FORM });
}

/** inline; filename="ascii fallback"; filename*=UTF-8''percent-encoded (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\;]/g, '_').trim() || 'cv.pdf';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
