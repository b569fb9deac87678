/**
 * Job alerts (decision 078): a candidate's saved searches, mailed daily or weekly. This file keeps
 * them (create, edit, pause or resume, delete, list, unsubscribe by the mail's token); sending is
 * alert-sender.ts.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../core/config';
import type { AppDeps, AuthUser } from '../../core/context';
import { notFound } from '../../core/http/errors';
import { jobAlertLinks, jobAlerts } from '../../db/schema';
import { hashSecret } from '../../core/auth/tokens';
import { queryRows } from '../../db/client';
import { isoInstant } from '../../db/sql';
import { DAY_MS } from '../../core/time';
import { jobSearchBody, type JobSearch } from '../../../shared/contract/jobs';
import { ALERTS_MAX, SEEKER_MESSAGES, alertSearchOf, alertSummary, type AlertFrequency, type AlertItem, type AlertSearch } from '../../../shared/contract/seekers';
import { stateOfSearch, writeParams } from '../../../shared/job-search-url';

export type AlertRow = typeof jobAlerts.$inferSelect;

/** The time between two mails: a day or a week, or ALERTS_INTERVAL_S when set (tests, demos). */
export const alertIntervalMs = (config: Config, frecuencia: AlertFrequency) =>
  config.ALERTS_INTERVAL_S ? config.ALERTS_INTERVAL_S * 1000 : frecuencia === 'diaria' ? DAY_MS : 7 * DAY_MS;

/**
 * How far behind the run a window ends: a job whose transaction began (its publication time) just
 * before a run but committed after it is in the next window, not lost. A minute, or half the
 * interval when ALERTS_INTERVAL_S is shorter.
 */
export const alertSettleMs = (config: Config) => Math.min(60_000, config.ALERTS_INTERVAL_S ? (config.ALERTS_INTERVAL_S * 1000) / 2 : 60_000);

/** The stored search, read back as a full search (defaults for what it lacks). */
export const storedSearch = (busqueda: unknown): JobSearch => jobSearchBody.parse(busqueda && typeof busqueda === 'object' ? busqueda : {});

/** The search page's query string of an alert's search. */
export const searchQueryOf = (s: AlertSearch): string => writeParams(stateOfSearch(s)).toString();

export function toAlertItem(r: AlertRow): AlertItem {
  const search = alertSearchOf(storedSearch(r.busqueda));
  return {
    Alerta: r.id,
    Resumen: alertSummary(search),
    Frecuencia: r.frecuencia,
    Activa: r.activa,
    Consulta: searchQueryOf(search),
    Busqueda: search,
    Enviados: r.enviados,
    UltimoEnvio: r.lastMailAt ? isoInstant(r.lastMailAt) : null,
    ProximoEnvio: r.activa ? isoInstant(r.nextDueAt) : null,
    FechaCreacion: isoInstant(r.createdAt),
  };
}

const candidateOf = (user: AuthUser) => {
  if (!user.candidateId) throw notFound(SEEKER_MESSAGES.alertNotFound);
  return user.candidateId;
};

/** A new alert (null: the candidate has ALERTS_MAX already). Its first mail covers the jobs published from now on. */
export async function createAlert(deps: AppDeps, user: AuthUser, search: JobSearch, frecuencia: AlertFrequency): Promise<AlertItem | null> {
  const candidateId = candidateOf(user);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Counted under a lock of the candidate's row: two requests at once cannot pass the limit.
    await tx.execute(sql`select id from candidates where id = ${candidateId} for update`);
    const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from job_alerts where candidate_id = ${candidateId}`);
    if (Number(count?.n ?? 0) >= ALERTS_MAX) return null;
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        candidateId,
        busqueda: alertSearchOf(search),
        frecuencia,
        lastSentAt: now,
        nextDueAt: new Date(now.getTime() + alertIntervalMs(deps.config, frecuencia)),
        createdAt: now,
      })
      .returning();
    return toAlertItem(row);
  });
}

async function ownAlert(deps: AppDeps, user: AuthUser, id: number): Promise<AlertRow> {
  const candidateId = candidateOf(user);
  const [row] = await deps.db.select().from(jobAlerts).where(and(eq(jobAlerts.id, id), eq(jobAlerts.candidateId, candidateId)));
  // Someone else's alert is answered as an unknown one.
  if (!row) throw notFound(SEEKER_MESSAGES.alertNotFound);
  return row;
}

/** New search or frequency; the window of the next mail stays where it was. */
export async function updateAlert(deps: AppDeps, user: AuthUser, id: number, search: JobSearch, frecuencia: AlertFrequency): Promise<AlertItem> {
  const row = await ownAlert(deps, user, id);
  const [updated] = await deps.db
    .update(jobAlerts)
    .set({ busqueda: alertSearchOf(search), frecuencia, nextDueAt: new Date(row.lastSentAt.getTime() + alertIntervalMs(deps.config, frecuencia)) })
    .where(eq(jobAlerts.id, row.id))
    .returning();
  return toAlertItem(updated);
}

/** Pause, or resume: a resumed alert mails the jobs published from now on (not those of the pause). */
export async function setAlertActive(deps: AppDeps, user: AuthUser, id: number, active: boolean): Promise<AlertItem> {
  const row = await ownAlert(deps, user, id);
  if (row.activa === active) return toAlertItem(row);
  const now = deps.clock.now();
  const [updated] = await deps.db
    .update(jobAlerts)
    .set(active ? { activa: true, lastSentAt: now, nextDueAt: new Date(now.getTime() + alertIntervalMs(deps.config, row.frecuencia)) } : { activa: false })
    .where(eq(jobAlerts.id, row.id))
    .returning();
  return toAlertItem(updated);
}

export async function deleteAlert(deps: AppDeps, user: AuthUser, id: number): Promise<void> {
  const row = await ownAlert(deps, user, id);
  await deps.db.delete(jobAlerts).where(eq(jobAlerts.id, row.id));
}

export async function listAlerts(deps: AppDeps, user: AuthUser): Promise<AlertItem[]> {
  const candidateId = candidateOf(user);
  const rows = await deps.db.select().from(jobAlerts).where(eq(jobAlerts.candidateId, candidateId)).orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
  return rows.map(toAlertItem);
}

/**
 * The mail's one-click unsubscribe: the alert whose mail carried that token is deleted (with its
 * links). Its summary, or null for an unknown token.
 */
export async function unsubscribe(deps: AppDeps, token: string): Promise<string | null> {
  const link = deps.db.select({ id: jobAlertLinks.alertId }).from(jobAlertLinks).where(eq(jobAlertLinks.tokenHash, hashSecret(token)));
  const [row] = await deps.db.delete(jobAlerts).where(inArray(jobAlerts.id, link)).returning();
  return row ? alertSummary(alertSearchOf(storedSearch(row.busqueda))) : null;
}
