import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_APPLICATION_STATES } from '../../../shared/catalog';
import { queryRows } from '../../db/client';
import { applications } from '../../db/schema';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { issueToken } from '../../core/auth/tokens';
import { newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';
import { createJob, newCv, payJob } from '../../test/jobs';

const t = setupTestApp();
let company: TestCompany;
let other: TestCompany;
let candidates: TestCandidate[];
const NOW = new Date('2026-08-15T16:00:00Z');

/** 'YYYY-MM' in La Paz of an instant. */
const month = (d: Date) => new Date(d.getTime() - 4 * 3600 * 1000).toISOString().slice(0, 7);

beforeAll(async () => {
  t.clock.set(NOW);
  company = await newCompany(t.deps, 'Cifras S.A.');
  other = await newCompany(t.deps, 'Ajena S.A.');
  candidates = [];
  for (let i = 0; i < 6; i++) candidates.push(await newCandidate(t.deps, `Cand${i}`));
  const cvs = [];
  for (const c of candidates) cvs.push(await newCv(t.deps, c.candidateId));
  // Jobs published over the last months (one 13 months ago, outside the charts), one closed.
  const offsets = [0, 0, 1, 2, 4, 7, 13];
  const jobsMade = [];
  for (const [i, back] of offsets.entries()) {
    t.clock.set(new Date(NOW.getTime() - back * 30 * 24 * 3600 * 1000));
    const j = await createJob(t, company.token, { tcTitulo: `Empleo ${i}`, tcFechaVencimiento: i === 6 ? '2025-08-30' : '2026-12-31' });
    jobsMade.push(j);
    if (i % 2 === 0) await payJob(t.deps, j.Empleo);
  }
  t.clock.set(NOW);
  const closed = await createJob(t, company.token, { tcTitulo: 'Cerrado' });
  const foreign = await createJob(t, other.token, { tcTitulo: 'Ajeno' });
  // Applications spread over months and statuses, straight into the table (as the seed does).
  const rows: (typeof applications.$inferInsert)[] = [];
  let k = 0;
  for (const [ji, j] of [...jobsMade, closed, foreign].entries()) {
    for (const [ci, c] of candidates.entries()) {
      if ((ji + ci) % 3 === 0) continue;
      const created = new Date(NOW.getTime() - ((k * 7) % 400) * 24 * 3600 * 1000);
      rows.push({ jobId: j.Empleo, candidateId: c.candidateId, curriculumId: cvs[ci], estado: (k % 6) + 1, createdAt: created, updatedAt: created });
      k++;
    }
  }
  await t.deps.db.insert(applications).values(rows);
  await call(t.app, '/api/servicio/eliminarempleo', { tcCodigoEmpleo: closed.CodigoEmpleo }, company.token);
});

const charts = (token: string) => call(t.app, '/api/servicio/graficasdashboard', [], token);

describe('graficasdashboard', () => {
  it("a company's figures equal counts made from the rows", async () => {
    t.clock.set(NOW);
    const res = await charts(company.token);
    expect(res.status).toBe(200);
    const d = res.body.Datos;
    const apps = await queryRows<{ created: string; estado: number; job_id: number; titulo: string }>(
      t.deps.db,
      sql`select to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created, a.estado, a.job_id, j.titulo from applications a join jobs j on j.id = a.job_id where j.company_id = ${company.companyId} and not j.cerrado`,
    );
    const jobRows = await queryRows<{ pub: string; estado: number; venc: string }>(
      t.deps.db,
      sql`select to_char(fecha_publicacion at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as pub, estado, to_char(fecha_vencimiento, 'YYYY-MM-DD') as venc from jobs where company_id = ${company.companyId} and not cerrado`,
    );
    const months = d.PostulantesPorMes.map((m: { mes: string }) => m.mes);
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toBe('2026-08');
    expect(months[0]).toBe('2025-09');
    for (const m of d.PostulantesPorMes) {
      expect(m.cantidad, m.mes).toBe(apps.filter((a) => month(new Date(a.created)) === m.mes).length);
    }
    for (const m of d.EmpleosPorMes) {
      expect(m.cantidad, m.mes).toBe(jobRows.filter((j) => month(new Date(j.pub)) === m.mes).length);
    }
    for (const s of ALL_APPLICATION_STATES) {
      const row = d.candidatosporempleo.find((r: { estado: number }) => r.estado === s.id);
      expect(row).toMatchObject({ estado_nombre: s.nombre, cantidad: apps.filter((a) => a.estado === s.id).length });
    }
    const perJob = new Map<string, number>();
    for (const a of apps) perJob.set(a.titulo, (perJob.get(a.titulo) ?? 0) + 1);
    for (const p of d.postulacionesPorEmpleo) expect(p.cantidad, p.empleo).toBe(perJob.get(p.empleo));
    expect(d.postulacionesPorEmpleo.length).toBe(Math.min(10, perJob.size));
    expect(d.postulacionesPorEmpleo.map((p: { cantidad: number }) => p.cantidad)).toEqual([...perJob.values()].sort((a, b) => b - a).slice(0, 10));
    expect(d.TotalPostulantes).toBe(apps.length);
    expect(d.TotalEmpleos).toBe(jobRows.length);
    expect(d.EmpleosVencidos).toBe(jobRows.filter((j) => j.venc < '2026-08-15').length);
    expect(d.EmpleosPendientes).toBe(jobRows.filter((j) => j.estado === 1 && j.venc >= '2026-08-15').length);
    expect(d.EmpleosActivos).toBe(jobRows.filter((j) => j.estado === 2 && j.venc >= '2026-08-15').length);
    expect(d.PostulantesEsteMes).toBe(apps.filter((a) => month(new Date(a.created)) === '2026-08').length);
    expect(d.postulacionesPorEmpleo.map((p: { empleo: string }) => p.empleo)).not.toContain('Ajeno');
    expect(d.postulacionesPorEmpleo.map((p: { empleo: string }) => p.empleo)).not.toContain('Cerrado');
  });

  it("a candidate's figures are their own applications", async () => {
    const c = candidates[1];
    const res = await charts(c.token);
    const [{ n }] = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from applications where candidate_id = ${c.candidateId}`);
    expect(res.body.Datos.TotalPostulantes).toBe(n);
    expect(res.body.Datos.candidatosporempleo.reduce((s: number, r: { cantidad: number }) => s + r.cantidad, 0)).toBe(n);
    expect(res.body.Datos.postulacionesPorEmpleo).toEqual([]);
  });

  it('the admin sees everything; an empty company gets zeros, not errors', async () => {
    await t.deps.db.execute(sql`insert into users (email, password_hash, role, nombre) values ('jefe@chamba.bo', 'x', 'admin', 'Jefe')`);
    const [admin] = await queryRows<{ id: number }>(t.deps.db, sql`select id from users where email = 'jefe@chamba.bo'`);
    const res = await charts(await issueToken(t.deps.db, admin.id));
    const [{ n }] = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from applications a join jobs j on j.id = a.job_id where not j.cerrado`);
    expect(res.body.Datos.TotalPostulantes).toBe(n);
    const empty = await newCompany(t.deps, 'Vacía S.A.');
    const zero = await charts(empty.token);
    expect(zero.status).toBe(200);
    expect(zero.body.Datos).toMatchObject({ TotalEmpleos: 0, TotalPostulantes: 0, postulacionesPorEmpleo: [] });
    expect(zero.body.Datos.PostulantesPorMes.every((m: { cantidad: number }) => m.cantidad === 0)).toBe(true);
    expect(zero.body.Datos.candidatosporempleo).toHaveLength(6);
    expect((await charts('')).status).toBe(401);
  });

  it('the cached figures follow writes: at once for this instance, within a second for another', async () => {
    t.clock.set(NOW);
    const before = (await charts(company.token)).body.Datos;
    // A status change through the API shows at once.
    const list = await call(t.app, '/api/servicio/listarpostulantesbyempresa', { tnEstado: 1 }, company.token);
    const first = list.body.Datos[0];
    await call(t.app, '/api/servicio/cambiarestadopostulacion', { tnPostulacion: first.Postulacion, tnEstado: 5 }, company.token);
    const after = (await charts(company.token)).body.Datos;
    const count = (d: { candidatosporempleo: { estado: number; cantidad: number }[] }, e: number) => d.candidatosporempleo.find((r) => r.estado === e)!.cantidad;
    expect(count(after, 1)).toBe(count(before, 1) - 1);
    expect(count(after, 5)).toBe(count(before, 5) + 1);
    // A row written by another instance (straight into the database) shows within a second.
    const newcomer = await newCandidate(t.deps, 'Tardío');
    const cv = await newCv(t.deps, newcomer.candidateId);
    const [job] = await queryRows<{ id: number }>(t.deps.db, sql`select id from jobs where company_id = ${company.companyId} and not cerrado order by id limit 1`);
    await t.deps.db.insert(applications).values({ jobId: job.id, candidateId: newcomer.candidateId, curriculumId: cv, createdAt: NOW, updatedAt: NOW });
    await new Promise((r) => setTimeout(r, 1100));
    const later = (await charts(company.token)).body.Datos;
    expect(later.TotalPostulantes).toBe(after.TotalPostulantes + 1);
    const total = (await call(t.app, '/api/servicio/listarpostulantesbyempresa', [], company.token)).body.Total;
    expect(total).toBe(later.TotalPostulantes);
  });
});
