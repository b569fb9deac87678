/**
 * Dashboard figures (graficasdashboard): applicants per month, jobs per month, applications per
 * job, applicants per pipeline status, and the counters. A company sees its own jobs (closed ones
 * excluded, as everywhere in its lists), the admin every company's, a candidate their own
 * applications. Months are La Paz calendar months, the last 12, empty ones included.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ALL_APPLICATION_STATES } from '../../../shared/catalog';
import type { DashboardCharts } from '../../../shared/contract/dashboard';
import type { AppDeps, AuthUser } from '../../core/context';
import { queryRows } from '../../db/client';
import { forbidden } from '../../core/http/errors';
import { laPazDay, laPazMonthKey, laPazMonthSql, laPazMonthStart } from '../../core/time';
import { publicJobCondition } from '../jobs/public';
import { jobScopeSql } from '../../core/auth/company-scope';

export const DASHBOARD_MONTHS = 12;
export const TOP_JOBS = 10;

type MonthCount = { mes: string; n: number };

function fillMonths(now: Date, rows: MonthCount[]) {
  const byMonth = new Map(rows.map((r) => [r.mes, Number(r.n)]));
  return Array.from({ length: DASHBOARD_MONTHS }, (_, i) => {
    const mes = laPazMonthKey(now, DASHBOARD_MONTHS - 1 - i);
    return { mes, cantidad: byMonth.get(mes) ?? 0 };
  });
}

function byStatus(rows: { estado: number; n: number }[]) {
  const counts = new Map(rows.map((r) => [Number(r.estado), Number(r.n)]));
  return ALL_APPLICATION_STATES.map((s) => ({ estado: s.id, estado_nombre: s.nombre, cantidad: counts.get(s.id) ?? 0 }));
}

export async function dashboardFigures(deps: AppDeps, user: AuthUser): Promise<DashboardCharts> {
  const now = deps.clock.now();
  const since = laPazMonthStart(now, DASHBOARD_MONTHS - 1).toISOString();
  if (user.role === 'candidato') return candidateFigures(deps, user, now, since, laPazMonthStart(now).toISOString());
  if (user.role !== 'admin' && !user.companyId) throw forbidden('Tu cuenta no tiene una empresa asociada.');
  const scope: SQL = user.role === 'admin' ? sql`not j.cerrado` : sql`not j.cerrado and j.company_id = ${user.companyId} and ${jobScopeSql(user, sql`j.id`)}`;
  const today = laPazDay(now);
  const [appsPerMonth, jobsPerMonth, perJob, perStatus, [jobCounts]] = await Promise.all([
    queryRows<MonthCount>(
      deps.db,
      sql`select ${laPazMonthSql(sql`a.created_at`)} as mes, count(*)::int as n
        from applications a join jobs j on j.id = a.job_id
        where ${scope} and a.created_at >= ${since}::timestamptz group by 1`,
    ),
    queryRows<MonthCount>(
      deps.db,
      sql`select ${laPazMonthSql(sql`j.fecha_publicacion`)} as mes, count(*)::int as n
        from jobs j where ${scope} and j.fecha_publicacion >= ${since}::timestamptz group by 1`,
    ),
    queryRows<{ titulo: string; codigo: string; n: number }>(
      deps.db,
      sql`select j.titulo, j.codigo, t.n from (
          select a.job_id, count(*)::int as n from applications a join jobs j on j.id = a.job_id where ${scope} group by a.job_id
        ) t join jobs j on j.id = t.job_id
        order by t.n desc, j.id desc limit ${TOP_JOBS}`,
    ),
    queryRows<{ estado: number; n: number }>(
      deps.db,
      sql`select a.estado, count(*)::int as n from applications a join jobs j on j.id = a.job_id where ${scope} group by a.estado`,
    ),
    queryRows<{ total: number; activos: number; pendientes: number; vencidos: number; destacados: number }>(
      deps.db,
      sql`select count(*)::int as total,
          count(*) filter (where ${publicJobCondition(now)})::int as activos,
          count(*) filter (where ${publicJobCondition(now)} and j.destacado_hasta > ${now.toISOString()}::timestamptz)::int as destacados,
          count(*) filter (where j.estado = 1 and j.fecha_vencimiento >= ${today}::date)::int as pendientes,
          count(*) filter (where j.fecha_vencimiento < ${today}::date)::int as vencidos
        from jobs j where ${scope}`,
    ),
  ]);
  const PostulantesPorMes = fillMonths(now, appsPerMonth);
  const candidatosporempleo = byStatus(perStatus);
  return {
    PostulantesPorMes,
    EmpleosPorMes: fillMonths(now, jobsPerMonth),
    postulacionesPorEmpleo: perJob.map((r) => ({ empleo: r.titulo, CodigoEmpleo: r.codigo, cantidad: Number(r.n) })),
    candidatosporempleo,
    TotalEmpleos: Number(jobCounts?.total ?? 0),
    TotalPostulantes: candidatosporempleo.reduce((s, r) => s + r.cantidad, 0),
    EmpleosActivos: Number(jobCounts?.activos ?? 0),
    EmpleosPendientes: Number(jobCounts?.pendientes ?? 0),
    EmpleosVencidos: Number(jobCounts?.vencidos ?? 0),
    EmpleosDestacados: Number(jobCounts?.destacados ?? 0),
    PostulantesEsteMes: PostulantesPorMes.at(-1)?.cantidad ?? 0,
  };
}

async function candidateFigures(deps: AppDeps, user: AuthUser, now: Date, since: string, thisMonth: string): Promise<DashboardCharts> {
  const me = user.candidateId ?? 0;
  const [perMonth, perStatus, [month]] = await Promise.all([
    queryRows<MonthCount>(
      deps.db,
      sql`select ${laPazMonthSql(sql`a.created_at`)} as mes, count(*)::int as n
        from applications a where a.candidate_id = ${me} and a.created_at >= ${since}::timestamptz group by 1`,
    ),
    queryRows<{ estado: number; n: number }>(deps.db, sql`select a.estado, count(*)::int as n from applications a where a.candidate_id = ${me} group by a.estado`),
    queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from applications a where a.candidate_id = ${me} and a.created_at >= ${thisMonth}::timestamptz`),
  ]);
  const candidatosporempleo = byStatus(perStatus);
  const total = candidatosporempleo.reduce((s, r) => s + r.cantidad, 0);
  return {
    PostulantesPorMes: fillMonths(now, perMonth),
    EmpleosPorMes: fillMonths(now, []),
    postulacionesPorEmpleo: [],
    candidatosporempleo,
    TotalEmpleos: total,
    TotalPostulantes: total,
    EmpleosActivos: 0,
    EmpleosPendientes: 0,
    EmpleosVencidos: 0,
    EmpleosDestacados: 0,
    PostulantesEsteMes: Number(month?.n ?? 0),
  };
}
