/**
 * Verified companies (decision trust.md): a company's requests (NIT, razón social, a document or
 * its corporate e-mail domain), staff's verify / unverify, and the flag the job pages read.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../core/context';
import { newPublicCode } from '../../core/codes';
import { publicUrl } from '../../core/config';
import { documentType } from '../../core/files/kinds';
import { fieldError, notFound } from '../../core/http/errors';
import type { UploadedFile } from '../../core/http/form';
import { enqueueMail } from '../../core/mail/outbox';
import { queryRows } from '../../db/client';
import { isoInstant } from '../../db/sql';
import { companies, users, verificationRequests, verifiedCompanies } from '../../db/schema';
import * as c from '../../../shared/contract/verification';
import type { AdminVerificationItem, VerificationStatus } from '../../../shared/contract/verification';

const M = c.VERIFICATION_MESSAGES;

/** Public e-mail providers: an address there says nothing of the company behind it. */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'hotmail.com', 'hotmail.es', 'outlook.com', 'outlook.es', 'live.com', 'msn.com',
  'yahoo.com', 'yahoo.es', 'ymail.com', 'icloud.com', 'me.com', 'aol.com', 'protonmail.com', 'proton.me', 'gmx.com',
  'mail.com', 'zoho.com', 'yandex.com',
]);

export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();
export const isCorporateDomain = (domain: string) => domain.includes('.') && !PUBLIC_MAIL_DOMAINS.has(domain) && !/^(hotmail|outlook|yahoo|live|gmail)\./.test(domain);

type RequestRow = typeof verificationRequests.$inferSelect;

const toRequest = (r: RequestRow) => ({
  Solicitud: r.id,
  Nit: r.nit,
  RazonSocial: r.razonSocial,
  Estado: r.estado as c.VerificationState,
  Documento: r.documentName,
  DominioCorreo: r.corporateDomain,
  FechaSolicitud: isoInstant(r.createdAt),
});

async function companyAccount(deps: AppDeps, companyId: number) {
  const [row] = await deps.db
    .select({ id: companies.id, codigo: companies.codigo, nombre: companies.nombre, email: users.email, verified: verifiedCompanies.companyId })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .leftJoin(verifiedCompanies, eq(verifiedCompanies.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) throw notFound(M.companyNotFound);
  return row;
}

export async function verificationStatus(deps: AppDeps, companyId: number): Promise<VerificationStatus> {
  const account = await companyAccount(deps, companyId);
  const [latest] = await deps.db.select().from(verificationRequests).where(eq(verificationRequests.companyId, companyId)).orderBy(desc(verificationRequests.id)).limit(1);
  const domain = emailDomain(account.email);
  return {
    Verificada: account.verified ? 1 : 0,
    DominioCorreo: domain,
    DominioCorporativo: isCorporateDomain(domain) ? 1 : 0,
    Solicitud: latest ? toRequest(latest) : null,
  };
}

type RequestBody = z.output<typeof c.requestBody>;

/** A new request: refused while one is pending or the company is verified; the document stays private. */
export async function requestVerification(deps: AppDeps, companyId: number, body: RequestBody, file: UploadedFile | undefined): Promise<VerificationStatus> {
  const status = await verificationStatus(deps, companyId);
  if (status.Verificada) throw fieldError('tcNit', M.alreadyVerified);
  if (status.Solicitud?.Estado === 'pendiente') throw fieldError('tcNit', M.alreadyPending);
  if (!file && body.tlDominioCorporativo !== 1) throw fieldError('documento', M.proof);
  if (!file && !status.DominioCorporativo) throw fieldError('tlDominioCorporativo', M.notCorporate);
  let document: { key: string; name: string; type: string } | null = null;
  if (file) {
    const type = documentType(file.data);
    if (!type) throw fieldError('documento', M.documentType);
    const ext = type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg';
    const key = `private/verificacion/${companyId}/${newPublicCode(16)}.${ext}`;
    await deps.storage.put(key, file.data, type);
    document = { key, name: file.filename.replace(/[^\p{L}\p{N} ._-]/gu, '').slice(0, 120) || `documento.${ext}`, type };
  }
  try {
    await deps.db.insert(verificationRequests).values({
      companyId,
      nit: body.tcNit,
      razonSocial: body.tcRazonSocial,
      documentKey: document?.key ?? null,
      documentName: document?.name ?? null,
      documentType: document?.type ?? null,
      corporateDomain: document ? null : status.DominioCorreo,
      createdAt: deps.clock.now(),
    });
  } catch (err) {
    if (document) await deps.storage.delete(document.key).catch(() => undefined);
    throw err;
  }
  return verificationStatus(deps, companyId);
}

export async function listRequests(deps: AppDeps, estado: 'pendiente' | 'todas', page: number) {
  const size = 20;
  const where = estado === 'pendiente' ? sql`r.estado = 'pendiente'` : sql`true`;
  const rows = await queryRows<{
    id: number; nit: string; razon_social: string; estado: string; document_name: string | null; corporate_domain: string | null;
    created_at: Date | string; codigo: string; nombre: string; correo: string; telefono: string; verificada: boolean; total: number;
  }>(
    deps.db,
    sql`select r.id, r.nit, r.razon_social, r.estado, r.document_name, r.corporate_domain, r.created_at,
          c.codigo, c.nombre, u.email as correo, c.telefono, (vc.company_id is not null) as verificada, count(*) over ()::int as total
        from verification_requests r join companies c on c.id = r.company_id join users u on u.id = c.user_id
        left join verified_companies vc on vc.company_id = c.id
        where ${where} order by (r.estado = 'pendiente') desc, r.id desc limit ${size} offset ${(page - 1) * size}`,
  );
  const items: AdminVerificationItem[] = rows.map((r) => ({
    Solicitud: Number(r.id),
    Nit: r.nit,
    RazonSocial: r.razon_social,
    Estado: r.estado as c.VerificationState,
    Documento: r.document_name,
    DominioCorreo: r.corporate_domain,
    FechaSolicitud: isoInstant(r.created_at),
    EmpresaCodigo: r.codigo,
    EmpresaNombre: r.nombre,
    Correo: r.correo,
    Telefono: r.telefono,
    Verificada: r.verificada ? 1 : 0,
  }));
  return { Items: items, Total: Number(rows[0]?.total ?? 0), Pagina: page, PorPagina: size };
}

export async function requestDocument(deps: AppDeps, id: number) {
  const [row] = await deps.db.select().from(verificationRequests).where(eq(verificationRequests.id, id));
  if (!row?.documentKey) throw notFound(M.requestNotFound);
  const data = await deps.storage.get(row.documentKey);
  if (!data) throw notFound(M.requestNotFound);
  return { data, type: row.documentType ?? 'application/octet-stream', name: `verificacion-${row.id}.${row.documentKey.split('.').pop()}` };
}

/**
 * Staff verify (1) or unverify (0) a company: the flag, the pending request's decision and the
 * mail to the company commit together.
 */
export async function setVerified(deps: AppDeps, staffId: number, code: string, verified: boolean) {
  const [company] = await deps.db
    .select({ id: companies.id, codigo: companies.codigo, nombre: companies.nombre, email: users.email })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.codigo, code));
  if (!company) throw notFound(M.companyNotFound);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const changed = verified
      ? await tx.insert(verifiedCompanies).values({ companyId: company.id, verifiedBy: staffId, verifiedAt: now }).onConflictDoNothing().returning({ id: verifiedCompanies.companyId })
      : await tx.delete(verifiedCompanies).where(eq(verifiedCompanies.companyId, company.id)).returning({ id: verifiedCompanies.companyId });
    await tx
      .update(verificationRequests)
      .set({ estado: verified ? 'aprobada' : 'rechazada', decidedAt: now, decidedBy: staffId })
      .where(and(eq(verificationRequests.companyId, company.id), eq(verificationRequests.estado, 'pendiente')));
    if (changed.length > 0) await enqueueMail(deps, verifiedMail(deps, company, verified), tx);
  });
  return { EmpresaCodigo: company.codigo, Verificada: verified ? (1 as const) : (0 as const) };
}

function verifiedMail(deps: AppDeps, company: { nombre: string; email: string; codigo: string }, verified: boolean) {
  const base = publicUrl(deps.config);
  return verified
    ? {
        to: company.email,
        subject: 'Tu empresa está verificada en Chamba',
        text: [
          `Hola ${company.nombre}:`,
          '',
          'Revisamos tu NIT y tus datos de contacto: tu empresa ya está verificada. Tus empleos muestran «Empresa verificada»',
          'y puedes ver los datos de contacto de los candidatos que hicieron visible su perfil.',
          '',
          `${base}/detalleempresa/${company.codigo}`,
          '',
          'Chamba',
        ].join('\n'),
      }
    : {
        to: company.email,
        subject: 'Tu empresa ya no está verificada en Chamba',
        text: [`Hola ${company.nombre}:`, '', 'La administración de Chamba quitó la verificación de tu empresa. Puedes solicitarla de nuevo desde tu perfil o respondernos a este correo.', '', 'Chamba'].join('\n'),
      };
}
