import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/profiles';
import type { FileRule } from '../../core/http/form';
import { forbidden } from '../../core/http/errors';
import { route } from '../../core/http/route';
import * as profiles from './service';

const photo: FileRule = { kind: 'image', maxBytes: c.PROFILE_LIMITS.photoBytes, tooBig: c.PROFILE_MESSAGES.photoSize, wrongKind: c.PROFILE_MESSAGES.photoType };

/** The profile the token's account owns, or 403 with why. */
function own(id: number | null, message: string): number {
  if (!id) throw forbidden(message);
  return id;
}

/** Own profiles: the candidate's and the company's, always the token's own. */
export async function profilesRoutes(app: FastifyInstance) {
  const { limiter } = app.deps;

  route(app, c.getMyCandidateProfile, async ({ user }) => ({
    error: 0,
    message: '',
    values: await profiles.candidateProfile(app.deps, own(user.candidateId, c.PROFILE_MESSAGES.noCandidate)),
  }));

  route(
    app,
    c.updateCandidateProfile,
    async ({ user, req, form }) => {
      const candidateId = own(user.candidateId, c.PROFILE_MESSAGES.noCandidate);
      await limiter.hit(`profile:user:${user.id}`, 30, 600);
      const { body, files } = await form();
      const values = await profiles.updateCandidateProfile(app.deps, candidateId, body, files.foto?.[0], req.log);
      return { error: 0, message: c.PROFILE_MESSAGES.candidateUpdated, values };
    },
    { form: { files: { foto: photo } } },
  );

  route(app, c.getMyCompanyProfile, async ({ user }) => ({
    error: 0,
    message: '',
    values: await profiles.companyProfile(app.deps, own(user.companyId, c.PROFILE_MESSAGES.noCompany)),
  }));

  route(
    app,
    c.updateCompanyProfile,
    async ({ user, req, form }) => {
      const companyId = own(user.companyId, c.PROFILE_MESSAGES.noCompany);
      await limiter.hit(`profile:user:${user.id}`, 30, 600);
      const { body, files } = await form();
      const values = await profiles.updateCompanyProfile(app.deps, companyId, body, { imagen: files.UrlImagen?.[0], icono: files.UrlIcono?.[0] }, req.log);
      return { error: 0, message: c.PROFILE_MESSAGES.companyUpdated, values };
    },
    { form: { files: { UrlImagen: photo, UrlIcono: photo } } },
  );
}
