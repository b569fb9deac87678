/**
 * Demo marketplace (issue 3): 17 companies with logos and complete profiles (the demo company
 * included), 150 jobs over every city and category (most paid and current; some published today,
 * some expired, some unpaid, some public postings; one featured and one confidential, issue 39), and 20 candidates with profiles.
 * Deterministic: the same data on every first start (dates relative to the clock).
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../core/context';
import type { DbOrTx } from '../db/client';
import { candidates, companies, companyMembers, jobs, users } from '../db/schema';
import { CITIES } from '../../shared/catalog';
import { hashPassword } from '../core/auth/passwords';
import { companyRenamed, insertJob, type NewJob } from '../modules/jobs/public';
import { DAY_MS, laPazDay, laPazDayFrom, laPazDayStart } from '../core/time';
import { newPublicCode } from '../core/codes';
import { DEMO_PASSWORD } from './accounts';
import { prng } from './random';
import { SEED_COMPANIES, type SeedCompany } from './data/companies';
import { BENEFITS, SEED_JOBS, type SeedJob } from './data/jobs';
import { SEED_CANDIDATES } from './data/candidates';
import { renderLogo } from './data/logos';

const HOUR = 3600_000;
const DAY = DAY_MS;


const ZONES: Record<number, string> = {
  1: 'Zona Central, Trinidad',
  2: 'Zona San Roque, Sucre',
  3: 'Zona Norte, Cochabamba',
  4: 'Zona Sopocachi, La Paz',
  5: 'Zona Central, Oruro',
  6: 'Zona Central, Cobija',
  7: 'Zona San Roque, Potosí',
  8: 'Segundo anillo, Santa Cruz de la Sierra',
  9: 'Barrio Las Panosas, Tarija',
  10: 'Ciudad Satélite, El Alto',
};

function longDescription(job: SeedJob, company: SeedCompany, cityName: string, rand: () => number): string {
  const perks = [...BENEFITS].sort(() => rand() - 0.5).slice(0, 3);
  return [
    `${job.descripcion} El puesto es en ${cityName}.`,
    company.acercade,
    `Ofrecemos ${perks.join(', ')}.`,
    'Si cumples con el perfil, postula con tu currículum actualizado. Solo se contactará a los postulantes preseleccionados.',
  ].join('\n\n');
}

/** Same La Paz calendar day as `now`, a few minutes to hours earlier. */
function earlierToday(now: Date, minutes: number): Date {
  const laPazMidnight = laPazDayStart(laPazDay(now)).getTime();
  return new Date(Math.max(laPazMidnight + 60_000, now.getTime() - minutes * 60_000));
}

/** `destacado`: featured for that many days from now (issue 39). */
type Plan = NewJob & { key: string; destacado?: number };

/** Issue 39: the demo's featured job and its confidential posting (their first current one). */
export const SEED_FEATURED_TITLE = 'Jefe de Logística y Despachos';
export const SEED_CONFIDENTIAL_TITLE = 'Investigador en Biodiversidad';
const FEATURED_DAYS = 15;

/** The 150 jobs: one per template and city, plus earlier (expired), unpaid and public postings. */
export function planJobs(now: Date, companyIds: Map<string, number>, companyByKey: Map<string, SeedCompany>): Plan[] {
  const rand = prng(20260301);
  const plans: Plan[] = [];
  const cityName = (id: number) => CITIES.find((c) => c.id === id)!.nombre;
  const dateIn = (days: number) => laPazDayFrom(now, days);

  const build = (job: SeedJob, ciudadId: number, over: Partial<NewJob>, n: number): Plan => {
    const company = companyByKey.get(job.empresa)!;
    const variation = 1 + (Math.round(rand() * 4) - 2) * 0.05;
    const salario = job.salario && n % 9 !== 4 ? Math.round((job.salario * variation) / 100) * 100 : 0;
    return {
      key: job.empresa,
      companyId: companyIds.get(job.empresa)!,
      titulo: job.titulo,
      descripcion: job.descripcion,
      descripcionLarga: longDescription(job, company, cityName(ciudadId), rand),
      ubicacion: ciudadId === company.ciudadId ? company.direccion : ZONES[ciudadId],
      ciudadId,
      tipoEmpleoId: job.tipo,
      categoriaId: job.categoria,
      experienciaId: job.experiencia,
      salario,
      // Most demo salaries are a range (decision 075); every third one a single amount.
      salarioMinimo: salario && n % 3 !== 0 ? Math.round((salario * 0.8) / 100) * 100 : 0,
      // Every fourth job asks a screening question at apply time.
      preguntas: n % 4 === 0 ? [{ pregunta: '¿Puede empezar a trabajar este mes?', tipo: 'sino', descarte: null, minimo: null }] : [],
      modalidadId: job.modalidad,
      requerimientos: job.requerimientos,
      responsabilidades: job.responsabilidades,
      habilidades: job.habilidades,
      idiomas: job.idiomas,
      estado: 2,
      fechaVencimiento: dateIn(30),
      ...over,
    };
  };

  // Current, paid: one per template and city; every 12th published today.
  let n = 0;
  for (const job of SEED_JOBS) {
    for (const ciudadId of job.ciudades) {
      const published = n % 12 === 0 ? earlierToday(now, 5 + (n % 7) * 25) : new Date(now.getTime() - (1 + Math.floor(rand() * 27)) * DAY - Math.floor(rand() * 10) * HOUR);
      plans.push(build(job, ciudadId, { fechaPublicacion: published, fechaVencimiento: dateIn(3 + Math.floor(rand() * 55)) }, n));
      n++;
    }
  }

  const templates = (start: number, count: number, step: number) =>
    Array.from({ length: count }, (_, i) => SEED_JOBS[(start + i * step) % SEED_JOBS.length]);
  const andes = SEED_JOBS.filter((j) => j.empresa === 'andes');

  // Expired (Vencido): earlier calls of the same positions, one a month over the last ten months
  // (three of them the demo company's, so its dashboard has a history), each open for 30 days.
  for (const [i, job] of [andes[2], andes[0], andes[5], ...templates(8, 7, 7)].entries()) {
    const daysAgo = 40 + i * 31;
    const published = new Date(now.getTime() - daysAgo * DAY);
    plans.push(build(job, job.ciudades[0], { fechaPublicacion: published, fechaVencimiento: dateIn(30 - daysAgo) }, n++));
  }
  // Unpaid (Pendiente): created by their company, waiting for payment; never public.
  for (const [i, job] of [andes[4], ...templates(5, 7, 9)].entries()) {
    plans.push(build(job, job.ciudades[0], { estado: 1, fechaPublicacion: new Date(now.getTime() - (i + 1) * 7 * HOUR), fechaVencimiento: dateIn(30) }, n++));
  }
  // Public postings of visitors: public only in their first hour.
  const publicAges = [10 * 60_000, 35 * 60_000, 3 * HOUR, 2 * DAY];
  for (const [i, job] of templates(40, 4, 5).entries()) {
    plans.push(build(job, job.ciudades[0], { estado: 1, publico: true, fechaPublicacion: new Date(now.getTime() - publicAges[i]), fechaVencimiento: dateIn(15) }, n++));
  }
  // A few more current ones, to reach 150.
  for (const job of templates(3, 150 - plans.length, 11)) {
    const city = CITIES[(n * 7) % CITIES.length].id;
    plans.push(build(job, city, { fechaPublicacion: new Date(now.getTime() - (2 + (n % 20)) * DAY), fechaVencimiento: dateIn(25) }, n++));
  }
  // Issue 39: one featured job and one confidential posting, so the demo shows both.
  const current = (titulo: string) => plans.find((p) => p.titulo === titulo && p.estado === 2 && p.fechaVencimiento > dateIn(0));
  current(SEED_FEATURED_TITLE)!.destacado = FEATURED_DAYS;
  current(SEED_CONFIDENTIAL_TITLE)!.confidencial = true;
  return plans;
}

async function upsertCompany(tx: DbOrTx, c: SeedCompany, passwordHash: string, urlImagen: string): Promise<number> {
  const profile = {
    nombre: c.nombre,
    descripcion: c.descripcion,
    acercade: c.acercade,
    ciudadId: c.ciudadId,
    direccion: c.direccion,
    correo: c.correo,
    telefono: c.telefono,
    tipoEmpresaId: c.tipoEmpresaId,
    tamanoEmpresaId: c.tamanoEmpresaId,
    anioFundacion: c.anioFundacion,
    urlImagen,
  };
  const [existing] = await tx
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(users.email, c.correo))
    .limit(1);
  if (existing) {
    await tx.update(companies).set(profile).where(eq(companies.id, existing.id));
    await companyRenamed(tx, existing.id);
    return existing.id;
  }
  const [user] = await tx
    .insert(users)
    .values({ email: c.correo, passwordHash, role: 'empresa', nombre: c.responsable.nombre, apellidos: c.responsable.apellidos, telefono: c.telefono, profesion: c.responsable.profesion })
    .returning({ id: users.id });
  const [row] = await tx.insert(companies).values({ codigo: newPublicCode(), userId: user.id, ...profile }).returning({ id: companies.id });
  await tx.insert(companyMembers).values({ companyId: row.id, userId: user.id, rol: 'administrador' });
  return row.id;
}

export async function seedMarketplace(deps: AppDeps): Promise<Record<string, number>> {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // Logos first (files), then every row in one transaction.
  const logos = new Map<string, string>();
  await Promise.all(
    SEED_COMPANIES.map(async (c) => {
      const file = `logos/demo-${c.key}.png`;
      await deps.storage.put(`public/${file}`, await renderLogo(c.logo.shape, c.logo.colors), 'image/png');
      logos.set(c.key, `/uploads/${file}`);
    }),
  );

  const counts = await deps.db.transaction(async (tx) => {
    const companyIds = new Map<string, number>();
    for (const c of SEED_COMPANIES) companyIds.set(c.key, await upsertCompany(tx, c, passwordHash, logos.get(c.key)!));

    const plans = planJobs(now, companyIds, new Map(SEED_COMPANIES.map((c) => [c.key, c])));
    for (const { key: _key, destacado, ...job } of plans) {
      const { id } = await insertJob(tx, job);
      if (destacado) await tx.update(jobs).set({ destacadoHasta: new Date(now.getTime() + destacado * DAY) }).where(eq(jobs.id, id));
    }
    // Views as a page would have counted them.
    await tx.execute(sql`insert into job_view_counts (job_id, vistas) select id, (id * 37 + 11) % 420 from jobs where estado = 2 on conflict (job_id) do update set vistas = excluded.vistas`);

    for (const p of SEED_CANDIDATES) {
      const profile = {
        nombre: p.nombre,
        apellidos: p.apellidos,
        profesion: p.profesion,
        ciudadId: p.ciudadId,
        fechaNacimiento: p.fechaNacimiento,
        acercade: p.acercade,
        correo: p.correo,
        telefono: p.telefono,
        sexo: p.sexo,
        anosExperiencia: p.anosExperiencia,
        tituloTecnico: p.tituloTecnico ?? '',
        tituloLicenciatura: p.tituloLicenciatura ?? '',
        tituloDiplomado: p.tituloDiplomado ?? '',
        tituloMaestria: p.tituloMaestria ?? '',
        tituloDoctorado: p.tituloDoctorado ?? '',
        visible: !p.privado,
      };
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, p.correo)).limit(1);
      if (user) {
        await tx.update(candidates).set(profile).where(eq(candidates.userId, user.id));
        continue;
      }
      const [created] = await tx
        .insert(users)
        .values({ email: p.correo, passwordHash, role: 'candidato', nombre: p.nombre, apellidos: p.apellidos, telefono: p.telefono, profesion: p.profesion })
        .returning({ id: users.id });
      await tx.insert(candidates).values({ codigo: newPublicCode(), userId: created.id, ...profile });
    }
    return { empresas: SEED_COMPANIES.length, empleos: plans.length, candidatos: SEED_CANDIDATES.length };
  });
  return counts;
}
