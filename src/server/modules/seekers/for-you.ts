/**
 * 'Empleos para ti': open jobs ranked by fit with the candidate's latest CV, with the CV
 * analysis' explainable ranking (src/cv-analysis rankCv), each with one line saying why. The CV is
 * the structured one the candidate built (read as the parser reads a CV's text), completed with
 * the profile (city, profession, years). Only a bounded set of jobs is ranked: the newest of the
 * candidate's city, of the profession's words and overall (jobs/openJobsForMatching).
 */
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { CACHE_TAGS, type CacheUse } from '../../core/cache';
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
/** A job scoring less is not shown (a miner's job is not 'for' an accountant). */
export const FOR_YOU_MIN_SCORE = 35;
/** Jobs read from each source (city, profession, newest). */
const PER_SOURCE = 60;
const FOR_YOU_CACHE: CacheUse = { tags: [CACHE_TAGS.jobs], ttlMs: 60_000 };

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

/** 'Contabilidad' -> 'contabilidad' after the first term; names with capitals inside ('Microsoft Excel', 'SQL') stay. */
const lower = (s: string) => (/\p{Lu}/u.test(s.slice(1)) ? s : s.charAt(0).toLowerCase() + s.slice(1));
/** 'Manejo de Excel avanzado' -> 'Excel avanzado'. */
const shortRequirement = (r: string) => r.replace(/^(experiencia|conocimientos?|manejo|dominio)\s+(en|de|del|con)\s+/i, '').trim();

/** 'Coincide: Excel, contabilidad; en tu ciudad'. */
export function reasonLine(match: string[], job: JobForMatching, cityId: number | null): string {
  const skills: string[] = [];
  const requirements: string[] = [];
  for (const m of match) {
    const [kind, ...rest] = m.split(': ');
    const what = rest.join(': ').replace(/\s*\(.*\)$/, '').trim();
    if (kind === 'Habilidad') skills.push(what);
    if (kind === 'Requisito') requirements.push(shortRequirement(what));
  }
  const seen = new Set<string>();
  // A term repeating a word of one already said ('Excel avanzado' after 'Microsoft Excel') is left out.
  const terms = [...skills, ...requirements].filter((t) => {
    const words = t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4);
    const dup = words.some((w) => seen.has(w));
    for (const w of words) seen.add(w);
    return !dup && words.length > 0;
  });
  const profession = match.some((m) => m.startsWith('Profesión:'));
  const parts = terms.slice(0, 3).map((t, i) => (i === 0 ? t : lower(t)));
  if (profession && parts.length < 2) parts.push('tu profesión');
  const where = cityId && job.ciudadId === cityId ? 'en tu ciudad' : '';
  const years = match.some((m) => m.startsWith('Experiencia:')) && job.minYears > 0 && parts.length < 2 ? 'tienes la experiencia pedida' : '';
  const head = parts.length ? `Coincide: ${parts.join(', ')}` : '';
  const line = [head, where, years].filter(Boolean).join('; ');
  return line ? line.charAt(0).toUpperCase() + line.slice(1) : 'Empleo reciente';
}

export async function jobsForYou(deps: AppDeps, user: AuthUser): Promise<{ items: JobForYouItem[]; cvTitle: string | null }> {
  if (!user.candidateId) return { items: [], cvTitle: null };
  const seeker = await seekerOf(deps, user.candidateId);
  if (!seeker) return { items: [], cvTitle: null };
  // The ranking is kept a minute per CV as read (and while no job is written): home and dashboard share it.
  const key = `paraTi|${user.candidateId}|${createHash('sha1').update(JSON.stringify(seeker)).digest('base64url')}`;
  const ranked = await deps.cache.get(key, FOR_YOU_CACHE, () => rankJobs(deps, seeker));
  const items = await jobListItems(deps.db, ranked.map((r) => r.id));
  const byId = new Map(ranked.map((r) => [r.id, r]));
  return {
    cvTitle: seeker.cvTitle,
    items: items.map((item) => ({ ...item, Puntaje: byId.get(item.Empleo)?.score ?? 0, Motivo: byId.get(item.Empleo)?.reason ?? '' })),
  };
}

/** The best FOR_YOU_COUNT jobs of the bounded set, with score and reason. */
async function rankJobs(deps: AppDeps, seeker: Seeker): Promise<{ id: number; score: number; reason: string }[]> {
  const jobs = await openJobsForMatching(deps, { cityId: seeker.cityId, words: seeker.words, perSource: PER_SOURCE });
  return jobs
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
      return { id: job.id, score: r.score, reason: reasonLine(r.match, job, seeker.cityId) };
    })
    .filter((r) => r.score >= FOR_YOU_MIN_SCORE)
    .sort((a, b) => b.score - a.score || b.id - a.id)
    .slice(0, FOR_YOU_COUNT);
}
