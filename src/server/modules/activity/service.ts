/** The activity log (bitácora): record what people do; staff read it with filters. */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { ACTIVITY_LIMITS, type ActivityEntry } from '../../../shared/contract/activity';
import type { AppDeps } from '../../core/context';
import { laPazDayEnd, laPazDayStart } from '../../core/time';
import { queryRows } from '../../db/client';
import { containsPattern } from '../../db/sql';
import { activityLog, users } from '../../db/schema';

export async function recordActivity(deps: AppDeps, entry: { userId: number | null; vista: string; detalle: string; ip: string }) {
  await deps.db.insert(activityLog).values({
    userId: entry.userId,
    vista: entry.vista.slice(0, ACTIVITY_LIMITS.vista),
    detalle: entry.detalle.slice(0, ACTIVITY_LIMITS.detalle),
    ip: entry.ip.slice(0, 64),
  });
}

export type ActivityFilter = { vista: string; usuario: string; desde: string; hasta: string; page: number };

export async function listActivity(deps: AppDeps, f: ActivityFilter) {
  const conditions: SQL[] = [];
  if (f.vista) conditions.push(eq(activityLog.vista, f.vista));
  if (f.usuario) {
    // A number is a user id; anything else is (part of) an e-mail.
    if (/^\d{1,9}$/.test(f.usuario)) conditions.push(eq(activityLog.userId, Number(f.usuario)));
    else {
      conditions.push(sql`${activityLog.userId} in (select id from users where email like ${containsPattern(f.usuario.toLowerCase())})`);
    }
  }
  if (f.desde) conditions.push(gte(activityLog.createdAt, laPazDayStart(f.desde)));
  if (f.hasta) conditions.push(lt(activityLog.createdAt, laPazDayEnd(f.hasta)));
  const where = conditions.length ? and(...conditions) : undefined;
  const perPage = ACTIVITY_LIMITS.perPage;
  const [rows, [count], vistas] = await Promise.all([
    deps.db
      .select({
        id: activityLog.id,
        createdAt: activityLog.createdAt,
        vista: activityLog.vista,
        detalle: activityLog.detalle,
        ip: activityLog.ip,
        userId: activityLog.userId,
        email: users.email,
        role: users.role,
      })
      .from(activityLog)
      .leftJoin(users, eq(users.id, activityLog.userId))
      .where(where)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(perPage)
      .offset((f.page - 1) * perPage),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(activityLog).where(where),
    distinctViews(deps),
  ]);
  const items: ActivityEntry[] = rows.map((r) => ({
    Bitacora: r.id,
    Fecha: r.createdAt.toISOString(),
    Vista: r.vista,
    Detalle: r.detalle,
    Usuario: r.userId,
    Correo: r.email,
    Rol: r.role,
    Ip: r.ip,
  }));
  return { Items: items, Total: Number(count?.n ?? 0), Pagina: f.page, PorPagina: perPage, Vistas: vistas };
}

/** Distinct views by walking the (vista, created_at) index: one probe per view, not a full scan. */
async function distinctViews(deps: AppDeps): Promise<string[]> {
  const rows = await queryRows<{ vista: string }>(
    deps.db,
    sql`with recursive v(vista) as (
          (select vista from activity_log order by vista limit 1)
          union all
          select (select a.vista from activity_log a where a.vista > v.vista order by a.vista limit 1)
          from v where v.vista is not null
        )
        select vista from v where vista is not null limit 200`,
  );
  return rows.map((r) => r.vista);
}
