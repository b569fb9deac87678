/**
 * Issue 37: the CV parser and the ranking measured on the labelled development set made outside
 * the project (../shared/cvset-dev, see its README): 40 Bolivian CVs in PDF, 6 postings and the
 * graded relevance (0-3) of every CV for every job. Each PDF goes through the library's public
 * entry (parseCvPdf, the path the server's parser workers use), each posting becomes the ranking's
 * input the way the server builds it from a job (analysis/service.ts: title, short and long
 * description, requirements, responsibilities, skills, minimum years, city).
 *
 * Prints the per-field accuracy against truth.json, the share of CVs whose years fall in the
 * truth's range, and nDCG@5 per job with the top 5 (relevance and explanation). Scanned PDFs have
 * no text layer: their fields count as failed here.
 *
 *   npx tsx bench/cvset-eval.ts [--json] [--verbose] [--set ../shared/cvset-dev]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { closeOcr, isCvPdfError, parseCvFile, rankCv, type JobForRanking, type ParsedCv } from '../src/cv-analysis';
import { normalizeForMatch } from '../src/cv-analysis/text/normalize';
import { CITIES } from '../src/shared/catalog';

type TruthCv = {
  department: string;
  file: string;
  full_name: string;
  emails: string[];
  phones: { normalized: string }[];
  city: string;
  total_years_experience: number;
  total_years_experience_range: [number, number];
  highest_education: string;
  languages: { language: string; level: string }[];
  is_scanned: boolean;
};
type Truth = { reference_date: string; cvs: TruthCv[]; relevance: Record<string, Record<string, number>>; other_formats?: { file: string; same_as: string }[] };
type Posting = {
  id: string;
  title: string;
  city: string;
  short_description: string;
  long_description: string;
  requirements: string[];
  responsibilities: string[];
  skills: string[];
  min_years_experience: number;
};

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const verbose = args.includes('--verbose');
const setArg = args.indexOf('--set');
const SET = resolve(setArg >= 0 ? args[setArg + 1]! : join(import.meta.dirname, '../../shared/cvset-dev'));
const FIELDS = ['nombre', 'correo', 'telefono', 'ciudad', 'anios', 'nivelEstudios', 'idiomas'] as const;
type Field = (typeof FIELDS)[number];

const plain = (s: string) => normalizeForMatch(s).replace(/\s+/g, ' ').trim();
const digits = (s: string) => s.replace(/\D/g, '');
const LEVEL_OF_TRUTH: Record<string, string> = { bachiller: 'bachiller', técnico: 'tecnico', licenciatura: 'licenciatura', maestría: 'maestria', doctorado: 'doctorado' };

function catalogueCity(t: TruthCv): string {
  if (CITIES.some((c) => plain(c.nombre) === plain(t.city))) return t.city;
  return CITIES.find((c) => plain(c.departamento) === plain(t.department))?.nombre ?? t.city;
}

/** Each field of the parsed CV against the truth: true when right. */
function compare(cv: ParsedCv | null, t: TruthCv): Record<Field, boolean> & { got: Record<Field, unknown> } {
  if (!cv) return { nombre: false, correo: false, telefono: false, ciudad: false, anios: false, nivelEstudios: false, idiomas: false, got: {} as Record<Field, unknown> };
  const phone = cv.telefono ? `+${digits(cv.telefono)}` : null;
  const langs = new Set(cv.idiomas.map(plain));
  const wanted = new Set(t.languages.map((l) => plain(`${l.language} ${l.level}`)));
  const [lo, hi] = t.total_years_experience_range;
  return {
    nombre: cv.nombre !== null && plain(cv.nombre) === plain(t.full_name),
    correo: t.emails.length === 0 ? cv.correo === null : cv.correo !== null && t.emails.map((e) => e.toLowerCase()).includes(cv.correo.toLowerCase()),
    telefono: t.phones.length === 0 ? phone === null : phone !== null && t.phones.some((p) => p.normalized === phone),
    // The parser names catalogue cities (capitals and El Alto): a town ('Uyuni') is its department's.
    ciudad: cv.ciudad !== null && plain(cv.ciudad) === plain(catalogueCity(t)),
    anios: cv.anios >= lo - 0.05 && cv.anios <= hi + 0.05,
    nivelEstudios: cv.nivelEstudios === (LEVEL_OF_TRUTH[t.highest_education] ?? t.highest_education),
    idiomas: langs.size === wanted.size && [...wanted].every((l) => langs.has(l)),
    got: { nombre: cv.nombre, correo: cv.correo, telefono: phone, ciudad: cv.ciudad, anios: cv.anios, nivelEstudios: cv.nivelEstudios, idiomas: cv.idiomas },
  };
}

function expected(t: TruthCv): Record<Field, unknown> {
  return {
    nombre: t.full_name,
    correo: t.emails,
    telefono: t.phones.map((p) => p.normalized),
    ciudad: catalogueCity(t),
    anios: t.total_years_experience_range,
    nivelEstudios: t.highest_education,
    idiomas: t.languages.map((l) => `${l.language} ${l.level}`),
  };
}

/** The posting as the server hands a job to the ranking (analysis/service.ts analysisTarget). */
function rankingInput(p: Posting): JobForRanking {
  return {
    titulo: p.title,
    descripcion: p.short_description,
    descripcionLarga: p.long_description,
    requerimientos: p.requirements,
    responsabilidades: p.responsibilities,
    habilidades: p.skills,
    experienciaMinAnios: p.min_years_experience,
    ciudad: p.city,
  };
}

function ndcgAt5(rel: Record<string, number>, ranked: string[]): number {
  const gain = (r: number, i: number) => (2 ** r - 1) / Math.log2(i + 2);
  const dcg = ranked.slice(0, 5).reduce((s, f, i) => s + gain(rel[f] ?? 0, i), 0);
  const idcg = Object.values(rel)
    .sort((a, b) => b - a)
    .slice(0, 5)
    .reduce((s, r, i) => s + gain(r, i), 0);
  return idcg === 0 ? 1 : dcg / idcg;
}

async function main() {
  const truth = JSON.parse(readFileSync(join(SET, 'truth.json'), 'utf8')) as Truth;
  const postings = JSON.parse(readFileSync(join(SET, 'jobs.json'), 'utf8')) as Posting[];
  const today = new Date(`${truth.reference_date}T12:00:00Z`);

  const parsed = new Map<string, ParsedCv | null>();
  const unreadable: { file: string; why: string }[] = [];
  for (const t of truth.cvs) {
    try {
      // The server's one extraction: text layer, or OCR of a scanned page (decision 109).
      parsed.set(t.file, await parseCvFile(new Uint8Array(readFileSync(join(SET, 'pdf', t.file))), { today }));
    } catch (err) {
      parsed.set(t.file, null);
      unreadable.push({ file: t.file, why: isCvPdfError(err) ? err.code : String(err) });
    }
  }

  const right: Record<Field, number> = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
  const wrong: { file: string; field: Field; got: unknown; want: unknown }[] = [];
  for (const t of truth.cvs) {
    const c = compare(parsed.get(t.file) ?? null, t);
    for (const f of FIELDS) {
      if (c[f]) right[f]++;
      else wrong.push({ file: t.file, field: f, got: c.got[f] ?? '(sin texto)', want: expected(t)[f] });
    }
  }
  const n = truth.cvs.length;
  const accuracy = Object.fromEntries(FIELDS.map((f) => [f, right[f] / n])) as Record<Field, number>;

  const jobs = postings.map((p) => {
    const job = rankingInput(p);
    const rel = truth.relevance[p.id]!;
    const scored = truth.cvs
      .map((t) => {
        const cv = parsed.get(t.file);
        return { file: t.file, r: cv ? rankCv(job, cv) : null };
      })
      .sort((a, b) => (b.r?.score ?? -1) - (a.r?.score ?? -1) || a.file.localeCompare(b.file));
    const ranked = scored.map((s) => s.file);
    // The same measure over the CVs with a text layer only (what the parser can read today).
    const readable = Object.fromEntries(Object.entries(rel).filter(([f]) => parsed.get(f)));
    return {
      id: p.id,
      titulo: p.title,
      ndcg5: ndcgAt5(rel, ranked),
      ndcg5ConTexto: ndcgAt5(readable, ranked.filter((f) => parsed.get(f))),
      top5: scored.slice(0, 5).map((s) => ({ file: s.file, relevancia: rel[s.file] ?? 0, score: s.r?.score ?? null, match: s.r?.match ?? [], gap: s.r?.gap ?? [] })),
      relevantes: Object.entries(rel)
        .filter(([, r]) => r > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([file, r]) => ({ file, relevancia: r, puesto: ranked.indexOf(file) + 1, score: scored.find((s) => s.file === file)?.r?.score ?? null })),
    };
  });
  const meanNdcg = jobs.reduce((s, j) => s + j.ndcg5, 0) / jobs.length;

  // The Word and photo versions, read the same way and held to their PDF's ground truth.
  const others = truth.other_formats ?? [];
  const otherRight: Record<Field, number> = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
  const otherWrong: { file: string; field: Field; got: unknown; want: unknown }[] = [];
  for (const o of others) {
    const t = truth.cvs.find((c) => c.file === o.same_as);
    if (!t) continue;
    let cv: ParsedCv | null = null;
    try {
      cv = await parseCvFile(new Uint8Array(readFileSync(join(SET, o.file))), { today });
    } catch (err) {
      unreadable.push({ file: o.file, why: isCvPdfError(err) ? err.code : String(err) });
    }
    const c = compare(cv, t);
    for (const f of FIELDS) {
      if (c[f]) otherRight[f]++;
      else otherWrong.push({ file: o.file, field: f, got: c.got[f] ?? '(sin texto)', want: expected(t)[f] });
    }
  }
  await closeOcr();
  wrong.push(...otherWrong);

  const report = { set: SET, cvs: n, sinTexto: unreadable, accuracy, aniosEnRango: accuracy.anios, ndcg5: Object.fromEntries(jobs.map((j) => [j.id, j.ndcg5])), ndcg5Media: meanNdcg, ndcg5SinEscaneadosMedia: jobs.reduce((s, j) => s + j.ndcg5ConTexto, 0) / jobs.length, jobs, errores: wrong };
  if (asJson) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  console.log(`Conjunto: ${SET} (${n} CV, ${postings.length} empleos)`);
  if (unreadable.length) console.log(`Sin capa de texto (cuentan como campos fallidos, falta OCR): ${unreadable.map((u) => `${u.file} [${u.why}]`).join(', ')}`);
  console.log('\n| campo | aciertos | precisión |\n| --- | --- | --- |');
  for (const f of FIELDS) console.log(`| ${f} | ${right[f]}/${n} | ${pct(accuracy[f])} |`);
  console.log(`\nAños dentro del rango: ${pct(accuracy.anios)}`);
  if (others.length) {
    console.log(`\nVersiones Word y foto (${others.length}), contra la verdad de su PDF:\n| campo | aciertos |\n| --- | --- |`);
    for (const f of FIELDS) console.log(`| ${f} | ${otherRight[f]}/${others.length} |`);
  }
  const meanReadable = jobs.reduce((s, j) => s + j.ndcg5ConTexto, 0) / jobs.length;
  console.log('\n| empleo | nDCG@5 | nDCG@5 sin los escaneados |\n| --- | --- | --- |');
  for (const j of jobs) console.log(`| ${j.id} ${j.titulo} | ${j.ndcg5.toFixed(3)} | ${j.ndcg5ConTexto.toFixed(3)} |`);
  console.log(`| media | ${meanNdcg.toFixed(3)} | ${meanReadable.toFixed(3)} |`);
  if (!verbose) return;
  for (const j of jobs) {
    console.log(`\n## ${j.id} ${j.titulo}  nDCG@5 ${j.ndcg5.toFixed(3)}`);
    for (const t of j.top5) console.log(`  ${t.file} rel ${t.relevancia} score ${t.score}\n    + ${t.match.join(' | ')}\n    - ${t.gap.join(' | ')}`);
    console.log(`  relevantes: ${j.relevantes.map((r) => `${r.file}(${r.relevancia}) #${r.puesto} ${r.score}`).join(', ')}`);
  }
  console.log('\n## Campos que difieren');
  for (const w of wrong) console.log(`  ${w.file} ${w.field}: ${JSON.stringify(w.got)} ≠ ${JSON.stringify(w.want)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
