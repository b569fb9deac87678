/**
 * Per-job figures for its company (decision 075): unique views a day (job_view_days, written by
 * the job views counter), applications a day, conversion, and where views and applicants came
 * from (search, direct link, share).
 */
import { sql } from 'drizzle-orm';
import { JOB_SOURCES } from '../../../shared/contract/postings';
import type { AppDeps, AuthUser } from '../../core/context';
import { laPazDay, DAY_MS } from '../../core/time';
import { queryRows } from '../../db/client';
import { ownedJob } from './service';

/** The chart shows at most this many days (the last ones). */
export const FIGURE_DAYS = 60;

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

export async function jobFigures(deps: AppDeps, user: AuthUser, codigo: string) {
  const job = await ownedJob(deps.db, user, codigo);
  const today = laPazDay(deps.clock.now());
  const [[info], viewDays, appDays] = await Promise.all([
    queryRows<{ titulo: string; vistas: number; publicado: string; postulaciones: number }>(
      deps.db,
      sql`select j.titulo, coalesce((select v.vistas from job_view_counts v where v.job_id = j.id), 0) as vistas, to_char((j.fecha_publicacion at time zone 'UTC') - interval '4 hours', 'YYYY-MM-DD') as publicado,
          (select count(*)::int from applications a where a.job_id = j.id) as postulaciones
        from jobs j where j.id = ${job.id}`,
    ),
    queryRows<{ dia: string; fuente: string; n: number }>(
      deps.db,
      sql`select to_char(dia, 'YYYY-MM-DD') as dia, fuente, vistas as n from job_view_days where job_id = ${job.id}`,
    ),
    queryRows<{ dia: string; fuente: string; n: number }>(
      deps.db,
      sql`select to_char((a.created_at at time zone 'UTC') - interval '4 hours', 'YYYY-MM-DD') as dia, a.fuente, count(*)::int as n
        from applications a where a.job_id = ${job.id} group by 1, 2`,
    ),
  ]);
  const last = job.fechaVencimiento < today ? job.fechaVencimiento : today;
  const from = laPazDay(new Date(Math.max(Date.parse(`${info.publicado}T12:00:00Z`), Date.parse(`${last}T12:00:00Z`) - (FIGURE_DAYS - 1) * DAY_MS)));
  const perDay = new Map<string, { Fecha: string; Vistas: number; Postulaciones: number }>();
  for (let d = from; d <= last; d = dayAfter(d)) perDay.set(d, { Fecha: d, Vistas: 0, Postulaciones: 0 });
  const bySource = new Map<string, { Vistas: number; Postulaciones: number }>(JOB_SOURCES.map((s) => [s.id, { Vistas: 0, Postulaciones: 0 }]));
  for (const r of viewDays) {
    const day = perDay.get(r.dia);
    if (day) day.Vistas += Number(r.n);
    const src = bySource.get(r.fuente) ?? bySource.get('directo')!;
    src.Vistas += Number(r.n);
  }
  for (const r of appDays) {
    const day = perDay.get(r.dia);
    if (day) day.Postulaciones += Number(r.n);
    const src = bySource.get(r.fuente) ?? bySource.get('directo')!;
    src.Postulaciones += Number(r.n);
  }
  const vistas = Number(info.vistas);
  const postulaciones = Number(info.postulaciones);
  return {
    Empleo: job.id,
    CodigoEmpleo: job.codigo,
    Titulo: info.titulo,
    Vistas: vistas,
    Postulaciones: postulaciones,
    Conversion: vistas > 0 ? Math.round((postulaciones * 1000) / vistas) / 10 : 0,
    PorDia: [...perDay.values()],
    Fuentes: JOB_SOURCES.map((s) => ({ Fuente: s.id, Nombre: s.nombre, ...bySource.get(s.id)! })),
  };
}
