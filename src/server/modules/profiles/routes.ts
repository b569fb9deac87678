import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/profiles';
import { route } from '../../http/route';
import { forbidden } from '../../http/errors';
import type { MetaResolver } from '../../web/page-meta';
import { parseFields, readForm } from './uploads';
import * as profiles from './service';

const photo = { maxBytes: c.PROFILE_LIMITS.photoBytes, tooBig: c.PROFILE_MESSAGES.photoSize };

/** Own profiles: the candidate's and the company's, always the token's own. */
export async function profilesRoutes(app: FastifyInstance) {
  const { limiter } = app.deps;

  route(app, c.getMyCandidateProfile, async ({ user }) => {
    if (!user.candidateId) throw forbidden(c.PROFILE_MESSAGES.noCandidate);
    return { error: 0, message: '', values: await profiles.candidateProfile(app.deps, user.candidateId) };
  });

  route(app, c.updateCandidateProfile, async ({ user, req }) => {
    if (!user.candidateId) throw forbidden(c.PROFILE_MESSAGES.noCandidate);
    await limiter.hit(`profile:user:${user.id}`, 30, 600);
    const form = await readForm(req, { foto: photo });
    const fields = parseFields(c.candidateProfileFields, form.fields);
    const values = await profiles.updateCandidateProfile(app.deps, user.candidateId, fields, form.files.foto, req.log);
    return { error: 0, message: c.PROFILE_MESSAGES.candidateUpdated, values };
  });

  route(app, c.getMyCompanyProfile, async ({ user }) => {
    if (!user.companyId) throw forbidden(c.PROFILE_MESSAGES.noCompany);
    return { error: 0, message: '', values: await profiles.companyProfile(app.deps, user.companyId) };
  });

  route(app, c.updateCompanyProfile, async ({ user, req }) => {
    if (!user.companyId) throw forbidden(c.PROFILE_MESSAGES.noCompany);
    await limiter.hit(`profile:user:${user.id}`, 30, 600);
    const form = await readForm(req, { UrlImagen: photo, UrlIcono: photo });
    const fields = parseFields(c.companyProfileFields, form.fields);
    const values = await profiles.updateCompanyProfile(app.deps, user.companyId, fields, { imagen: form.files.UrlImagen, icono: form.files.UrlIcono }, req.log);
    return { error: 0, message: c.PROFILE_MESSAGES.companyUpdated, values };
  });
}

/** Profile forms are private pages: no server-rendered meta. */
export const profilesPageMeta: MetaResolver[] = [];
