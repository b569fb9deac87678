/**
 * "Descargar mis datos" (decision 070): everything stored about the caller, as JSON. Only rows
 * of the caller's own user, candidate or company; never a password hash, a token, a code hash or
 * a storage key, and nothing of other people (a company's applicants are theirs, not its data).
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../core/context';
import { queryRows } from '../../db/client';
import { activityLog, candidates, companies, curriculums, cvShareLinks, jobAlerts, jobs, jobViewCounts, payments, savedJobs, statusMessageTemplates, users } from '../../db/schema';
import { isoSql } from '../../db/sql';
import { applicationStateLabel } from '../hiring/public';
import { messagesWrittenBy } from '../conversations/public';
import type { myData } from '../../../shared/contract/auth';
import { jobSearchBody } from '../../../shared/contract/jobs';
import { alertSearchOf, alertSummary } from '../../../shared/contract/seekers';
import type { z } from 'zod';
import { candidateCompanyName } from '../jobs/public';

/** Dates become ISO text, as the download shows them. */
const plain = <T>(v: T): Record<string, unknown> => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;

/** An alert's search in one line, as its list shows it. */
function summaryOf(busqueda: unknown): string {
  const parsed = jobSearchBody.safeParse(busqueda ?? {});
  return parsed.success ? alertSummary(alertSearchOf(parsed.data)) : '';
}

export async function collectMyData(deps: AppDeps, user: AuthUser): Promise<z.input<typeof myData.reply>> {
  const { db } = deps;
  const [account] = await db
    .select({ Usuario: users.id, Correo: users.email, Rol: users.role, Nombre: users.nombre, Apellidos: users.apellidos, Telefono: users.telefono, Profesion: users.profesion, FechaRegistro: users.createdAt })
    .from(users)
    .where(eq(users.id, user.id));
  const candidate = user.candidateId ? (await db.select().from(candidates).where(eq(candidates.id, user.candidateId)))[0] : undefined;
  const company = user.companyId ? (await db.select().from(companies).where(eq(companies.id, user.companyId)))[0] : undefined;
  const cvs = user.candidateId
    ? await db
        .select({ Curriculum: curriculums.id, Titulo: curriculums.titulo, Plantilla: curriculums.plantillaId, Documento: curriculums.documento, TieneFoto: sql<boolean>`${curriculums.fotoKey} is not null`, Pagado: curriculums.pagado, FechaPago: curriculums.pagadoEn, FechaCreacion: curriculums.createdAt })
        .from(curriculums)
        .where(eq(curriculums.candidateId, user.candidateId))
        .orderBy(desc(curriculums.createdAt))
    : [];
  const applied = user.candidateId
    ? await queryRows<{ id: number; codigo: string; titulo: string; empresa: string; cv: string; estado: number; fecha: string }>(
        db,
        sql`select a.id, j.codigo, j.titulo, ${candidateCompanyName()} as empresa, cv.titulo as cv, a.estado, ${isoSql(sql`a.created_at`)} as fecha
            from applications a join jobs j on j.id = a.job_id join companies co on co.id = j.company_id join curriculums cv on cv.id = a.curriculum_id
            where a.candidate_id = ${user.candidateId} order by a.created_at desc`,
      )
    : [];
  const ownJobs = user.companyId
    ? await db
        .select({ Empleo: jobs.id, CodigoEmpleo: jobs.codigo, Titulo: jobs.titulo, Descripcion: jobs.descripcion, Estado: jobs.estado, Cerrado: jobs.cerrado, FechaPublicacion: jobs.fechaPublicacion, FechaVencimiento: jobs.fechaVencimiento, Vistas: sql<number>`coalesce(${jobViewCounts.vistas}, 0)` })
        .from(jobs)
        .leftJoin(jobViewCounts, eq(jobViewCounts.jobId, jobs.id))
        .where(eq(jobs.companyId, user.companyId))
        .orderBy(desc(jobs.fechaPublicacion))
    : [];
  const paid = await db
    .select({
      TransaccionDePago: payments.id,
      Tipo: payments.kind,
      MontoBs: payments.montoBs,
      EstadoTransaccion: payments.estado,
      Nombre: payments.nombre,
      CiNit: payments.ciNit,
      Telefono: payments.telefono,
      Correo: payments.correo,
      Pasarela: payments.provider,
      Curriculum: payments.curriculumId,
      Empleo: payments.jobId,
      Fecha: payments.createdAt,
      FechaPago: payments.paidAt,
    })
    .from(payments)
    .where(eq(payments.userId, user.id))
    .orderBy(desc(payments.createdAt));
  const saved = user.candidateId
    ? await db
        .select({ CodigoEmpleo: jobs.codigo, Empleo: jobs.titulo, FechaGuardado: savedJobs.createdAt })
        .from(savedJobs)
        .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
        .where(eq(savedJobs.candidateId, user.candidateId))
        .orderBy(desc(savedJobs.createdAt))
    : [];
  // The alert's unsubscribe token is a capability, not data about the person: left out.
  const alerts = user.candidateId
    ? await db
        .select({ Alerta: jobAlerts.id, Busqueda: jobAlerts.busqueda, Frecuencia: jobAlerts.frecuencia, Activa: jobAlerts.activa, CorreosEnviados: jobAlerts.enviados, FechaCreacion: jobAlerts.createdAt })
        .from(jobAlerts)
        .where(eq(jobAlerts.candidateId, user.candidateId))
        .orderBy(desc(jobAlerts.createdAt))
    : [];
  const shares = user.candidateId
    ? await db
        .select({ Curriculum: curriculums.id, CurriculumTitulo: curriculums.titulo, FechaCreacion: cvShareLinks.createdAt, Vence: cvShareLinks.expiresAt, Revocado: cvShareLinks.revokedAt, Aperturas: cvShareLinks.opens, UltimaApertura: cvShareLinks.lastOpenedAt })
        .from(cvShareLinks)
        .innerJoin(curriculums, eq(curriculums.id, cvShareLinks.curriculumId))
        .where(eq(curriculums.candidateId, user.candidateId))
        .orderBy(desc(cvShareLinks.createdAt))
    : [];
  const templates = user.companyId
    ? await db
        .select({ Estado: statusMessageTemplates.estado, Asunto: statusMessageTemplates.asunto, Cuerpo: statusMessageTemplates.cuerpo, FechaModificacion: statusMessageTemplates.updatedAt })
        .from(statusMessageTemplates)
        .where(eq(statusMessageTemplates.companyId, user.companyId))
        .orderBy(statusMessageTemplates.estado)
    : [];
  const written = await messagesWrittenBy(db, user.id);
  const activity = await db
    .select({ Vista: activityLog.vista, Detalle: activityLog.detalle, Ip: activityLog.ip, Fecha: activityLog.createdAt })
    .from(activityLog)
    .where(eq(activityLog.userId, user.id))
    .orderBy(desc(activityLog.createdAt))
    .limit(5000);
  const withoutLinks = <T extends { userId: number }>(r: T) => {
    const { userId: _u, ...rest } = r;
    return plain(rest);
  };
  return {
    Generado: deps.clock.now().toISOString(),
    Cuenta: plain(account),
    Candidato: candidate ? withoutLinks(candidate) : null,
    Empresa: company ? withoutLinks(company) : null,
    Curriculums: cvs.map(plain),
    Postulaciones: applied.map((a) => ({
      Postulacion: Number(a.id),
      CodigoEmpleo: a.codigo,
      Empleo: a.titulo,
      Empresa: a.empresa,
      Curriculum: a.cv,
      Estado: applicationStateLabel(Number(a.estado)),
      FechaPostulacion: a.fecha,
    })),
    EmpleosGuardados: saved.map(plain),
    Alertas: alerts.map((a) => ({ ...plain(a), Resumen: summaryOf(a.Busqueda) })),
    EnlacesCompartidos: shares.map(plain),
    Empleos: ownJobs.map(plain),
    PlantillasMensajes: templates.map((m) => ({ ...plain(m), Estado: applicationStateLabel(Number(m.Estado)) })),
    Pagos: paid.map(plain),
    Mensajes: written,
    Actividad: activity.map(plain),
  };
}
