import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/verification';
import { forbidden } from '../../core/http/errors';
import type { FileRule } from '../../core/http/form';
import { route } from '../../core/http/route';
import { privateFile } from '../../core/http/private-file';
import { contactViews } from './contact-gate';
import * as verification from './service';
import { assertCompanyAdmin } from '../../core/auth/company-scope';

const M = c.VERIFICATION_MESSAGES;
const document: FileRule = { kind: 'document', maxBytes: c.VERIFICATION_LIMITS.documentBytes, tooBig: M.documentSize, wrongKind: M.documentType };

/** Verification requests, staff's verify / unverify and the candidate's log of contact views. */
export async function verificationRoutes(app: FastifyInstance) {
  const { deps } = app;
  const own = (companyId: number | null) => {
    if (!companyId) throw forbidden(M.noCompany);
    return companyId;
  };

  route(app, c.getVerificationStatus, async ({ user }) => ({ error: 0, message: '', values: await verification.verificationStatus(deps, own(user.companyId)) }));

  route(
    app,
    c.requestVerification,
    async ({ user, form }) => {
      const companyId = own(user.companyId);
      assertCompanyAdmin(user);
      await deps.limiter.hit(`verificacion:company:${companyId}`, 10, 3600);
      const { body, files } = await form();
      return { error: 0, message: M.requested, values: await verification.requestVerification(deps, companyId, body, files.documento?.[0]) };
    },
    { form: { files: { documento: document } } },
  );

  route(app, c.adminListVerifications, async ({ body }) => ({ error: 0, message: '', values: await verification.listRequests(deps, body.tcEstado, body.tnPagina) }));

  route(app, c.getVerificationDocument, async ({ params, reply }) => {
    const file = await verification.requestDocument(deps, params.Solicitud);
    return privateFile(reply, file.type, `inline; filename="${file.name}"`).send(file.data);
  });

  route(app, c.adminVerifyCompany, async ({ user, body }) => {
    const values = await verification.setVerified(deps, user.id, body.tcCodigoEmpresa, body.tnVerificada === 1);
    return { error: 0, message: values.Verificada ? M.verified : M.unverified, values };
  });

  route(app, c.listContactViews, async ({ user }) => {
    if (!user.candidateId) throw forbidden();
    return { error: 0, message: '', values: await contactViews(deps, user.candidateId) };
  });
}
