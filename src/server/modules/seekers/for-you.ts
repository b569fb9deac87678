/**
 * 'Empleos para ti': open jobs ranked by fit with the candidate's latest CV, with the CV
 * analysis' explainable ranking (src/cv-analysis rankCv), each with one line saying why. The CV is
 * the structured one the candidate built (read as the parser reads a CV's text), completed with
 * the profile (city, profession, years). Only a bounded set of jobs is ranked: the newest of the
 * candidate's city, of the profession's words and overall (jobs/openJobsForMatching).
 */
import { desc, eq } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../core/context';
import { candidates, curriculums } from '../../db/schema';
import { parseCvText, rankCv, type ParsedCv } from '../../../cv-analysis';
import { CITIES, LANGUAGES, SKILLS, nameOf } from '../../../shared/catalog';
import { cvDocumentSchema, type CvDocument } from '../../../shared/cv/document';
import type { JobForYouItem } from '../../../shared/contract/seekers';
import { searchTokens } from '../jobs/public';
import { jobListItems, openJobsForMatching, type JobForMatching } from '../jobs/public';

/** Jobs shown. */
export const FOR_YOU_COUNT = 6;
/** Jobs read from each source (city, profession, newest). */
const PER_SOURCE = 60;

/** The CV as lines of text with section titles, as the parser reads a PDF's text. */
function cvLines(doc: CvDocument, profile: { profesion: string; ciudad: string }): string[] {
  const items = (title: string, list: CvDocument['experiencias']) =>
    list.length ? [title, ...list.flatMap((i) => [i.nombre, i.nombreInstitucion, i.periodo, i.descripcion].filter(Boolean))] : [];
  return [
    doc.nombreCompleto || 'Candidato',
    doc.titulo || profile.profesion,
    [doc.direccion, profile.ciudad].filter(Boolean).join(', '),
    ...(doc.perfilProfesional ? ['PERFIL PROFESIONAL', doc.perfilProfesional] : []),
    ...items('EXPERIENCIA LABORAL', doc.experiencias),
    ...items('FORMACIÓN ACADÉMICA', doc.formaciones),
    ...items('CERTIFICACIONES', doc.certificaciones),
    ...(doc.habilidades.length ? ['HABILIDADES', doc.habilidades.map((id) => nameOf(SKILLS, id)).join(', ')] : []),
    ...(doc.idiomas.length ? ['IDIOMAS', doc.idiomas.map((id) => nameOf(LANGUAGES, id)).join(', ')] : []),
  ].filter((l) => l.trim().length > 0);
}

type Seeker = { cv: ParsedCv; cityId: number | null; words: string[]; cvTitle: string | null };

async function seekerOf(deps: AppDeps, candidateId: number): Promise<Seeker | null> {
  const [cand] = await deps.db.select().from(candidates).where(eq(candidates.id, candidateId));
  if (!cand) return null;
  const [latest] = await deps.db
    .select({ titulo: curriculums.titulo, documento: curriculums.documento })
    .from(curriculums)
    .where(eq(curriculums.candidateId, candidateId))
    .orderBy(desc(curriculums.createdAt), desc(curriculums.id))
    .limit(1);
  const parsedDoc = latest ? cvDocumentSchema.safeParse(latest.documento) : null;
  const doc = parsedDoc?.success ? parsedDoc.data : cvDocumentSchema.parse({});
  const ciudad = cand.ciudadId ? nameOf(CITIES, cand.ciudadId) : '';
  const cv = parseCvText(cvLines(doc, { profesion: cand.profesion, ciudad }), { today: deps.clock.now() });
  // What the profile says wins over what the parser guessed: city, the skills chosen, the years.
  const skills = doc.habilidades.map((id) => nameOf(SKILLS, id)).filter(Boolean);
  const completed: ParsedCv = {
    ...cv,
    titulo: cv.titulo ?? (doc.titulo || cand.profesion || null),
    ciudad: ciudad || cv.ciudad,
    ciudadId: cand.ciudadId ?? cv.ciudadId,
    habilidades: [...new Set([...cv.habilidades, ...skills])],
    anios: Math.max(cv.anios, cand.anosExperiencia ?? 0),
  };
  const words = searchTokens([doc.titulo, cand.profesion, doc.experiencias[0]?.nombre ?? ''].join(' ')).filter((w) => w.length >= 4);
  return { cv: completed, cityId: cand.ciudadId ?? cv.ciudadId, words, cvTitle: latest?.titulo ?? null };
}

const lower = (s: string) => (s.length > 1 && s === s.toUpperCase() ? s : s.charAt(0).toLowerCase() + s.slice(1));

/** 'Coincide: Excel, contabilidad; en tu ciudad'. */
export function reasonLine(match: string[], job: JobForMatching, cityId: number | null): string {
  const terms: string[] = [];
  for (const m of match) {
    const [kind, ...rest] = m.split(': ');
    const what = rest.join(': ').replace(/\s*\(.*\)$/, '').trim();
    if (kind === 'Habilidad' || kind === 'Requisito') terms.push(what);
  }
  const profession = match.some((m) => m.startsWith('Profesión:'));
  const parts: string[] = [];
  const shown = [...new Set(terms)].slice(0, 3).map((t, i) => (i === 0 ? t : lower(t)));
  if (profession) parts.push(`tu profesión${shown.length ? '' : ` (${job.titulo})`}`);
  if (shown.length) parts.unshift(...shown);
  const where = cityId && job.ciudadId === cityId ? 'en tu ciudad' : '';
  const years = match.some((m) => m.startsWith('Experiencia:')) && job.minYears > 0 ? 'tienes la experiencia pedida' : '';
  const head = parts.length ? `Coincide: ${parts.join(', ')}` : '';
  const line = [head, where, years].filter(Boolean).join('; ');
  return line ? line.charAt(0).toUpperCase() + line.slice(1) : 'Publicado hace poco';
}

export async function jobsForYou(deps: AppDeps, user: AuthUser): Promise<{ items: JobForYouItem[]; cvTitle: string | null }> {
  if (!user.candidateId) return { items: [], cvTitle: null };
  const seeker = await seekerOf(deps, user.candidateId);
  if (!seeker) return { items: [], cvTitle: null };
  const jobs = await openJobsForMatching(deps, { cityId: seeker.cityId, words: seeker.words, perSource: PER_SOURCE });
  const ranked = jobs
    .map((job) => {
      const r = rankCv(
        {
          titulo: job.titulo,
          descripcion: job.descripcion,
          descripcionLarga: job.descripcionLarga,
          requerimientos: job.requerimientos,
          responsabilidades: job.responsabilidades,
          habilidades: job.habilidades,
          experienciaMinAnios: job.minYears,
          ciudad: nameOf(CITIES, job.ciudadId),
        },
        seeker.cv,
      );
      return { job, score: r.score, reason: reasonLine(r.match, job, seeker.cityId) };
    })
    .sort((a, b) => b.score - a.score || b.job.id - a.job.id)
    .slice(0, FOR_YOU_COUNT);
  const items = await jobListItems(deps.db, ranked.map((r) => r.job.id));
  const byId = new Map(ranked.map((r) => [r.job.id, r]));
  return {
    cvTitle: seeker.cvTitle,
    items: items.map((item) => ({ ...item, Puntaje: byId.get(item.Empleo)?.score ?? 0, Motivo: byId.get(item.Empleo)?.reason ?? '' })),
  };
}
