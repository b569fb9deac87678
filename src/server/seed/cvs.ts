/**
 * Demo CVs (issue 4): the demo candidate gets a paid CV and a pending one; several seeded
 * candidates (created by the marketplace step, queried here) get one CV each, some paid. Each
 * paid CV has its confirmed sandbox payment, as if paid through /pagarcurriculum.
 */
import { asc, eq, inArray, ne } from 'drizzle-orm';
import type { AppDeps } from '../core/context';
import { candidates, curriculums, payments } from '../db/schema';
import { cvDocumentSchema, type CvDocument, type CvItem } from '../../shared/cv/document';
import { TEMPLATE_INFO } from '../../shared/cv/templates';
import { CITIES, LANGUAGES, SKILLS } from '../../shared/catalog';
import { DEMO_ACCOUNTS } from './accounts';

type Candidate = typeof candidates.$inferSelect & { email?: string };

const EMPLOYERS = ['Banco Mercantil Santa Cruz', 'Cervecería Boliviana Nacional', 'Tigo Bolivia', 'YPFB Transporte', 'Farmacorp', 'Hipermaxi', 'Entel', 'Sofía Ltda.', 'Gravetal Bolivia', 'Droguería Inti'];

const skillId = (name: string) => SKILLS.find((s) => s.nombre === name)?.id;
const languageId = (name: string) => LANGUAGES.find((l) => l.nombre === name)?.id;

/** Skills that fit a profession (by keywords), then general ones. */
function skillsFor(profesion: string): number[] {
  const p = profesion.toLowerCase();
  const picks = ['Trabajo en equipo', 'Comunicación efectiva', 'Resolución de problemas'];
  if (/cont|audit|finan|econom/.test(p)) picks.unshift('Contabilidad', 'Microsoft Excel', 'Facturación e impuestos (SIN)');
  if (/sistem|software|program|desarroll|inform/.test(p)) picks.unshift('Programación', 'SQL', 'Desarrollo web');
  if (/venta|comercial|marketing/.test(p)) picks.unshift('Ventas', 'Negociación', 'Marketing digital');
  if (/diseñ|gráfic/.test(p)) picks.unshift('Diseño gráfico', 'Photoshop');
  if (/admin|gerent|recursos/.test(p)) picks.unshift('Liderazgo', 'Microsoft Excel');
  if (/enfermer|médic|salud/.test(p)) picks.unshift('Atención al cliente');
  return [...new Set(picks.map(skillId).filter((id): id is number => Boolean(id)))].slice(0, 6);
}

/** 'Licenciatura en X (Universidad Y)' -> an education item. */
function titleItem(value: string, years: [number, number]): CvItem | null {
  const m = /^(.+?)\s*\((.+)\)\s*$/.exec(value.trim());
  if (!value.trim()) return null;
  return { nombre: m ? m[1] : value.trim(), nombreInstitucion: m ? m[2] : 'Bolivia', periodo: `${years[0]} al ${years[1]}`, descripcion: '' };
}

export function cvForCandidate(c: Candidate, i: number, over: Partial<CvDocument> = {}): CvDocument {
  const now = 2025;
  const years = Math.max(1, Math.min(20, c.anosExperiencia || 2));
  const start = now - years;
  const city = CITIES.find((x) => x.id === c.ciudadId)?.nombre ?? 'La Paz';
  const education = [
    titleItem(c.tituloLicenciatura, [start - 5, start]),
    titleItem(c.tituloTecnico, [start - 7, start - 4]),
  ].filter((x): x is CvItem => Boolean(x));
  const certifications = [titleItem(c.tituloDiplomado, [start + 1, start + 2]), titleItem(c.tituloMaestria, [start + 2, start + 4])].filter((x): x is CvItem =>
    Boolean(x),
  );
  const half = Math.max(1, Math.floor(years / 2));
  const experience: CvItem[] = [
    {
      nombre: c.profesion || 'Asistente',
      nombreInstitucion: EMPLOYERS[i % EMPLOYERS.length],
      periodo: `${now - half} al ${now}`,
      descripcion: `Responsable de las tareas propias del cargo en la oficina de ${city}, con reportes mensuales a la gerencia y atención a clientes internos.`,
    },
    {
      nombre: `Asistente de ${(c.profesion || 'operaciones').toLowerCase()}`,
      nombreInstitucion: EMPLOYERS[(i + 3) % EMPLOYERS.length],
      periodo: `${start} al ${now - half}`,
      descripcion: 'Apoyo en la planificación, el registro de información y la mejora de procesos del área.',
    },
  ];
  return cvDocumentSchema.parse({
    titulo: c.profesion || 'Mi currículum',
    plantilla: TEMPLATE_INFO[i % TEMPLATE_INFO.length].id,
    nombreCompleto: `${c.nombre} ${c.apellidos}`.trim(),
    tamanoNombre: 40,
    perfilProfesional: c.acercade,
    correo: c.correo,
    telefono: c.telefono ? `+591 ${c.telefono}` : '',
    direccion: `${city}, Bolivia`,
    formaciones: education,
    certificaciones: certifications,
    experiencias: experience,
    habilidades: skillsFor(c.profesion),
    idiomas: [languageId('Español nativo'), languageId(i % 2 ? 'Inglés intermedio' : 'Inglés básico'), i % 3 === 0 ? languageId('Quechua básico') : undefined].filter(
      (id): id is number => Boolean(id),
    ),
    ...over,
  });
}

export async function seedCvs(deps: AppDeps): Promise<Record<string, number>> {
  const db = deps.db;
  const [demo] = await db.select().from(candidates).where(eq(candidates.correo, DEMO_ACCOUNTS.candidato)).limit(1);
  const others = await db
    .select()
    .from(candidates)
    .where(demo ? ne(candidates.id, demo.id) : undefined)
    .orderBy(asc(candidates.id))
    .limit(8);
  const all = [...(demo ? [demo] : []), ...others];
  if (all.length === 0) return { curriculums: 0 };
  const existing = await db.select({ candidateId: curriculums.candidateId }).from(curriculums).where(inArray(curriculums.candidateId, all.map((c) => c.id)));
  const done = new Set(existing.map((e) => e.candidateId));

  const now = deps.clock.now();
  const plans: { candidate: Candidate; doc: CvDocument; paid: boolean; daysAgo: number }[] = [];
  if (demo && !done.has(demo.id)) {
    plans.push({ candidate: demo, doc: cvForCandidate(demo, 0, { titulo: 'Contadora Pública', plantilla: 1 }), paid: true, daysAgo: 40 });
    plans.push({ candidate: demo, doc: cvForCandidate(demo, 1, { titulo: 'CV para auditoría', plantilla: 3, tamanoNombre: 34 }), paid: false, daysAgo: 6 });
  }
  others.forEach((c, i) => {
    // Spread over the last year, so the older (now expired) jobs have applicants too.
    if (!done.has(c.id)) plans.push({ candidate: c, doc: cvForCandidate(c, i + 2), paid: i % 3 !== 2, daysAgo: 330 - i * 40 });
  });

  let paidCount = 0;
  await db.transaction(async (tx) => {
    for (const p of plans) {
      const created = new Date(now.getTime() - p.daysAgo * 86_400_000);
      const paidAt = new Date(created.getTime() + 3_600_000);
      const [cv] = await tx
        .insert(curriculums)
        .values({ candidateId: p.candidate.id, titulo: p.doc.titulo, plantillaId: p.doc.plantilla, documento: p.doc, pagado: p.paid, pagadoEn: p.paid ? paidAt : null, createdAt: created })
        .returning({ id: curriculums.id });
      if (!p.paid) continue;
      paidCount++;
      await tx.insert(payments).values({
        kind: 'curriculum',
        userId: p.candidate.userId,
        curriculumId: cv.id,
        montoBs: deps.config.CV_PRICE_BS,
        nombre: `${p.candidate.nombre} ${p.candidate.apellidos}`.trim(),
        ciNit: String(4_000_000 + p.candidate.id * 7919),
        telefono: p.candidate.telefono || '70000000',
        correo: p.candidate.correo,
        estado: 2,
        provider: 'sandbox',
        providerRef: `seed-${cv.id}`,
        createdAt: created,
        paidAt,
      });
    }
  });
  return { curriculums: plans.length, curriculumsPagados: paidCount };
}
