import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/profiles';
import type { AuthUser } from '../../core/context';
import type { FileRule, UploadedFile } from '../../core/http/form';
import { forbidden } from '../../core/http/errors';
import { route } from '../../core/http/route';
import * as profiles from './service';
import { assertCompanyAdmin } from '../../core/auth/company-scope';

const photo: FileRule = { kind: 'image', maxBytes: c.PROFILE_LIMITS.photoBytes, tooBig: c.PROFILE_MESSAGES.photoSize, wrongKind: c.PROFILE_MESSAGES.photoType };
const { noCandidate, noCompany, candidateUpdated, companyUpdated } = c.PROFILE_MESSAGES;

/** The profile the token's account owns, or 403 with why. */
function own(id: number | null, message: string): number {
  if (!id) throw forbidden(message);
  return id;
}

type Form<B> = () => Promise<{ body: B; files: Record<string, UploadedFile[]> }>;

/** Own profiles: the candidate's and the company's, always the token's own. */
export async function profilesRoutes(app: FastifyInstance) {
  const { deps } = app;
  const reply = <V>(values: V, message = '') => ({ error: 0, message, values });

  /** An update of the token's own profile: counted per user, then read from its form. */
  const update = async <B, V>(user: AuthUser, id: number, form: Form<B>, save: (body: B, files: Record<string, UploadedFile[]>) => Promise<V>) => {
    await deps.limiter.hit(`profile:user:${user.id}`, 30, 600);
    const { body, files } = await form();
    return save(body, files);
  };

  route(app, c.getMyCandidateProfile, async ({ user }) => reply(await profiles.candidateProfile(deps, own(user.candidateId, noCandidate))));
  route(
    app,
    c.updateCandidateProfile,
    async ({ user, req, form }) => {
      const id = own(user.candidateId, noCandidate);
      return reply(await update(user, id, form, (body, files) => profiles.updateCandidateProfile(deps, id, body, files.foto?.[0], req.log)), candidateUpdated);
    },
    { form: { files: { foto: photo } } },
  );

  route(app, c.getMyCompanyProfile, async ({ user }) => reply(await profiles.companyProfile(deps, own(user.companyId, noCompany))));
  route(
    app,
    c.updateCompanyProfile,
    async ({ user, req, form }) => {
      const id = own(user.companyId, noCompany);
      // The company's profile and logo are its administrators' (decision 110).
      assertCompanyAdmin(user);
      const save = (body: typeof c.updateCompanyProfile.body._output, files: Record<string, UploadedFile[]>) =>
        profiles.updateCompanyProfile(deps, id, body, { imagen: files.UrlImagen?.[0], icono: files.UrlIcono?.[0] }, req.log);
      return reply(await update(user, id, form, save), companyUpdated);
    },
    { form: { files: { UrlImagen: photo, UrlIcono: photo } } },
  );
}
