/** Staff administration: jobs (hide or restore), users (disable or re-enable), contact messages. */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_MESSAGES, ADMIN_PER_PAGE, MAIL_MESSAGES, type AdminJob, type AdminUser, type ContactMessage, type OutboxMail } from '../../../shared/contract/admin';
import type { AppDeps } from '../../core/context';
import { queryRows } from '../../db/client';
import { activityLog, articles, candidates, companies, contactMessages, jobs, outbox, users } from '../../db/schema';
import { enqueueMail, retryFailedMail } from '../../core/mail/outbox';
import { publicUrl } from '../../core/config';
import { notFound } from '../../core/http/errors';
import { revokeAllTokens } from '../../core/auth/tokens';
import { containsPattern } from '../../db/sql';
import { setJobHidden as setJobHiddenRow } from '../jobs/public';
import { staffDecided } from '../moderation/public';

const offset = (page: number) => (page - 1) * ADMIN_PER_PAGE;

export async function summary(deps: AppDeps) {
  const [row] = await queryRows<Record<string, number>>(
    deps.db,
    sql`select
      (select count(*)::int from ${users}) as "Usuarios",
      (select count(*)::int from ${candidates}) as "Candidatos",
      (select count(*)::int from ${companies}) as "Empresas",
      (select count(*)::int from ${users} where disabled) as "UsuariosDeshabilitados",
      (select count(*)::int from ${jobs}) as "Empleos",
      (select count(*)::int from ${jobs} where oculto) as "EmpleosOcultos",
      (select count(*)::int from ${articles}) as "Articulos",
      (select count(*)::int from ${contactMessages}) as "Mensajes",
      (select count(*)::int from ${activityLog}) as "RegistrosBitacora"`,
  );
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as {
    Usuarios: number;
    Candidatos: number;
    Empresas: number;
    UsuariosDeshabilitados: number;
    Empleos: number;
    EmpleosOcultos: number;
    Articulos: number;
    Mensajes: number;
    RegistrosBitacora: number;
  };
}

export async function listJobs(deps: AppDeps, f: { buscar: string; filtro: 'todos' | 'visibles' | 'ocultos'; page: number }) {
  const conditions: SQL[] = [];
  if (f.buscar) {
    const p = containsPattern(f.buscar);
    conditions.push(or(ilike(jobs.titulo, p), ilike(companies.nombre, p), eq(jobs.codigo, f.buscar))!);
  }
  if (f.filtro === 'ocultos') conditions.push(eq(jobs.oculto, true));
  if (f.filtro === 'visibles') conditions.push(eq(jobs.oculto, false));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    deps.db
      .select({ job: jobs, companyName: companies.nombre, companyCode: companies.codigo })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(where)
      .orderBy(desc(jobs.fechaPublicacion), desc(jobs.id))
      .limit(ADMIN_PER_PAGE)
      .offset(offset(f.page)),
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(where),
  ]);
  const items: AdminJob[] = rows.map(({ job, companyName, companyCode }) => ({
    Empleo: job.id,
    CodigoEmpleo: job.codigo,
    Titulo: job.titulo,
    EmpresaNombre: companyName,
    EmpresaCodigo: companyCode,
    FechaPublicacion: job.fechaPublicacion.toISOString(),
    FechaVencimiento: job.fechaVencimiento,
    Estado: job.estado,
    Oculto: job.oculto ? 1 : 0,
    Publico: job.publico ? 1 : 0,
    Cerrado: job.cerrado ? 1 : 0,
    MotivoOculto: job.oculto ? (job.motivoOculto ?? '') : '',
  }));
  return { Items: items, Total: Number(count?.n ?? 0), Pagina: f.page, PorPagina: ADMIN_PER_PAGE };
}

/**
 * Hides a job with its reason (or shows it again); the company is told by e-mail, in the same
 * transaction (decision 075). Hiding an already hidden job with a new reason tells it again.
 */
export async function setJobHidden(deps: AppDeps, jobId: number, hidden: boolean, motivo = '') {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ oculto: jobs.oculto }).from(jobs).where(eq(jobs.id, jobId)).for('update');
    if (!before) throw notFound(ADMIN_MESSAGES.jobNotFound);
    // A held or reported job leaves the moderation queue; rejected, its payment is marked for refund.
    await staffDecided(deps, tx, jobId, hidden);
    const row = await setJobHiddenRow(tx, jobId, hidden, deps.clock.now(), motivo);
    if (!row) throw notFound(ADMIN_MESSAGES.jobNotFound);
    if (hidden || before.oculto) {
      const [company] = await tx.select({ correo: users.email, nombre: companies.nombre }).from(companies).innerJoin(users, eq(users.id, companies.userId)).where(eq(companies.id, row.companyId));
      if (company) await enqueueMail(deps, jobHiddenMail(deps, company, row, hidden, motivo), tx);
    }
    return { Empleo: row.id, Oculto: row.oculto ? (1 as const) : (0 as const) };
  });
}

function jobHiddenMail(deps: AppDeps, company: { correo: string; nombre: string }, job: { titulo: string; codigo: string }, hidden: boolean, motivo: string) {
  const base = publicUrl(deps.config);
  return hidden
    ? {
        to: company.correo,
        subject: `Tu empleo «${job.titulo}» fue ocultado por la administración`,
        text: [
          `Hola ${company.nombre}:`,
          '',
          `La administración de Chamba ocultó tu empleo «${job.titulo}»: ya no aparece en la búsqueda ni en su página.`,
          `Motivo: ${motivo}`,
          '',
          `Puedes corregirlo en ${base}/editarempleo/${job.codigo} o respondernos a este correo.`,
          '',
          'Chamba',
        ].join('\n'),
      }
    : {
        to: company.correo,
        subject: `Tu empleo «${job.titulo}» vuelve a estar visible`,
        text: [`Hola ${company.nombre}:`, '', `La administración de Chamba volvió a mostrar tu empleo «${job.titulo}».`, `${base}/detalletrabajo/${job.codigo}`, '', 'Chamba'].join('\n'),
      };
}

export async function listUsers(deps: AppDeps, f: { buscar: string; rol: '' | 'candidato' | 'empresa' | 'admin'; estado: '' | 'activos' | 'deshabilitados'; page: number }) {
  const conditions: SQL[] = [];
  if (f.buscar) {
    const p = containsPattern(f.buscar);
    conditions.push(
      or(
        ilike(users.email, p),
        ilike(sql`${users.nombre} || ' ' || ${users.apellidos}`, p),
        ilike(companies.nombre, p),
        eq(candidates.codigo, f.buscar),
        eq(companies.codigo, f.buscar),
      )!,
    );
  }
  if (f.rol) conditions.push(eq(users.role, f.rol));
  if (f.estado === 'activos') conditions.push(eq(users.disabled, false));
  if (f.estado === 'deshabilitados') conditions.push(eq(users.disabled, true));
  const where = conditions.length ? and(...conditions) : undefined;
  const base = () =>
    deps.db
      .select({ user: users, candidateCode: candidates.codigo, companyCode: companies.codigo, companyName: companies.nombre })
      .from(users)
      .leftJoin(candidates, eq(candidates.userId, users.id))
      .leftJoin(companies, eq(companies.userId, users.id))
      .where(where);
  const [rows, [count]] = await Promise.all([
    base().orderBy(desc(users.createdAt), desc(users.id)).limit(ADMIN_PER_PAGE).offset(offset(f.page)),
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(candidates, eq(candidates.userId, users.id))
      .leftJoin(companies, eq(companies.userId, users.id))
      .where(where),
  ]);
  const items: AdminUser[] = rows.map(({ user, candidateCode, companyCode, companyName }) => ({
    Usuario: user.id,
    Correo: user.email,
    Nombre: user.nombre,
    Apellidos: user.apellidos,
    Rol: user.role,
    Deshabilitado: user.disabled ? 1 : 0,
    FechaRegistro: user.createdAt.toISOString(),
    CandidatoCodigo: candidateCode,
    EmpresaCodigo: companyCode,
    EmpresaNombre: companyName,
  }));
  return { Items: items, Total: Number(count?.n ?? 0), Pagina: f.page, PorPagina: ADMIN_PER_PAGE };
}

/** Disabling revokes every session of the account at once; enabling lets it log in again. */
export async function setUserDisabled(deps: AppDeps, userId: number, disabled: boolean) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ disabled }).where(eq(users.id, userId)).returning({ id: users.id, disabled: users.disabled });
    if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
    if (disabled) await revokeAllTokens(tx, userId, deps.clock.now());
    return { Usuario: row.id, Deshabilitado: row.disabled ? (1 as const) : (0 as const) };
  });
}

export async function listMessages(deps: AppDeps, f: { buscar: string; page: number }) {
  let where: SQL | undefined;
  if (f.buscar) {
    const p = containsPattern(f.buscar);
    where = or(
      ilike(contactMessages.nombreCompleto, p),
      ilike(contactMessages.correo, p),
      ilike(contactMessages.nombreEmpresa, p),
      ilike(contactMessages.mensaje, p),
    );
  }
  const [rows, [count]] = await Promise.all([
    deps.db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(ADMIN_PER_PAGE).offset(offset(f.page)),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(where),
  ]);
  const items: ContactMessage[] = rows.map((m) => ({
    Mensaje: m.id,
    NombreCompleto: m.nombreCompleto,
    NombreEmpresa: m.nombreEmpresa,
    Telefono: m.telefono,
    Correo: m.correo,
    Texto: m.mensaje,
    Fecha: m.createdAt.toISOString(),
  }));
  return { Items: items, Total: Number(count?.n ?? 0), Pagina: f.page, PorPagina: ADMIN_PER_PAGE };
}

/** The mail outbox for the staff: who, what, state, attempts and last error; never the body. */
export async function listMails(deps: AppDeps, f: { estado: '' | OutboxMail['Estado']; page: number }) {
  const where = f.estado ? eq(outbox.estado, f.estado) : undefined;
  const [rows, [count]] = await Promise.all([
    deps.db
      .select({
        id: outbox.id,
        to: outbox.to,
        subject: outbox.subject,
        estado: outbox.estado,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
        nextAttemptAt: outbox.nextAttemptAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(ADMIN_PER_PAGE)
      .offset(offset(f.page)),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(where),
  ]);
  const items: OutboxMail[] = rows.map((m) => ({
    Correo: m.id,
    Para: m.to,
    Asunto: m.subject,
    Estado: m.estado as OutboxMail['Estado'],
    Intentos: m.attempts,
    UltimoError: m.lastError,
    Fecha: m.createdAt.toISOString(),
    ProximoIntento: m.estado === 'pendiente' ? m.nextAttemptAt.toISOString() : null,
    FechaEnvio: m.sentAt?.toISOString() ?? null,
  }));
  return { Items: items, Total: Number(count?.n ?? 0), Pagina: f.page, PorPagina: ADMIN_PER_PAGE };
}

/** "Reintentar": a failed mail goes back to the queue; 404 for an unknown id. */
export async function retryMail(deps: AppDeps, id: number) {
  if (await retryFailedMail(deps, id)) return { ok: true as const, values: { Correo: id, Estado: 'pendiente' as const } };
  const [row] = await deps.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id)).limit(1);
  if (!row) throw notFound(MAIL_MESSAGES.notFound);
  return { ok: false as const, message: MAIL_MESSAGES.notFailed };
}
