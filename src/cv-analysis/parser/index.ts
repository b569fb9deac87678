/** CV parsing: PDF or lines -> ParsedCv. */
import { extractPdfLayout } from '../pdf-text.js';
import { normalizeForMatch } from '../text/normalize.js';
import { hasProfessionWord } from '../text/vocabulary.js';
import type { CvLine, ParseOptions, ParsedCv, SectionKind } from '../types.js';
import { parseCertifications } from './certifications.js';
import { findCity, findEmail } from './contact.js';
import { experienceYears } from '../experience-years.js';
import { findDateRanges, formatMonth, type MonthRange } from './dates.js';
import { highestLevel, levelFromTitles, levelOf, parseEducation } from './education.js';
import { parseExperience } from './experience.js';
import { findLanguages } from './languages.js';
import { bodySize, joinSplitDates, mergeWrapped, stripBullet, toLines, type Line } from './lines.js';
import { extractName, nameTitles } from './name.js';
import { findPhones, pickPhone } from './phone.js';
import { splitSections, type Section } from './sections.js';
import { findSkills, findStack } from './skills.js';

const STUDYING = /\b(?:estudio|estudia|estudiante|cursando|curso el|en curso|semestre|student|studying)\b/;

export async function parseCvPdf(buffer: Uint8Array, opts: ParseOptions = {}): Promise<ParsedCv> {
  const layout = await extractPdfLayout(buffer);
  return parseCvText(layout.lines, opts);
}

export function parseCvText(input: readonly (string | CvLine)[], opts: ParseOptions = {}): ParsedCv {
  const today = opts.today ?? new Date();
  const raw = toLines(input);
  const body = bodySize(raw);
  const sections = splitSections(raw, body).map((s) => ({ ...s, lines: mergeWrapped(joinSplitDates(s.lines)) }));
  const of = (...kinds: SectionKind[]) => sections.filter((s) => kinds.includes(s.kind)).flatMap((s) => s.lines);
  const notReferences = sections.filter((s) => s.kind !== 'referencias').flatMap((s) => s.lines);

  const header = of('encabezado', 'contacto');
  const { nombre, line: nameLine } = extractName(header.length ? header : raw.slice(0, 12));
  const correo = firstOf(header, notReferences, (l) => findEmail(l.text));
  const telefono = findPhone(sections);
  // The city is the candidate's, not a university's or an employer's.
  const elsewhere = new Set(of('educacion', 'experiencia'));
  const city = firstOf(header, notReferences.filter((l) => !elsewhere.has(l)), (l) => findCity(l.text));

  const experience = parseExperience(of('experiencia'), today);
  const experienceRanges = experience.flatMap((e) => e.ranges);
  const allRanges = experienceRanges.length ? experienceRanges : unlabelledRanges(sections, today);
  const perfilLines = of('perfil');
  const perfil = (perfilLines.length ? perfilLines : header.filter((l) => l.text.length > 120)).map((l) => stripBullet(l.text)).join(' ');
  const anios = experienceYears({ periods: allRanges, statement: [perfil, ...header.map((l) => l.text)].join(' ') }, today) ?? 0;

  const educacion = parseEducation(of('educacion'), today);
  const titles = nameLine ? nameTitles(nameLine.cells[0] ?? nameLine.text) : [];
  const implied = levelFromTitles(titles);
  if (educacion.length === 0) {
    // 'Estudio Ingeniería Industrial', 'estudiante de 6.º semestre': a degree in progress is not a level.
    const sentences = [perfil, ...header.map((l) => l.text)].join(' ').split(/(?<=[.;])\s+/);
    const lvl = levelOf(sentences.filter((x) => !STUDYING.test(normalizeForMatch(x))).join(' '));
    if (lvl && lvl !== 'diplomado') implied.push(lvl);
  }
  const nivelEstudios = highestLevel(educacion, implied);

  const texto = notReferences.map((l) => l.text).join('\n');
  const skills = findSkills(texto);
  const langSource = of('idiomas');
  const idiomas = dedupe(langSource.length ? findLanguages(langSource.map((l) => l.text).join(' \n ')) : findLanguages(texto, true));

  const experiencias = experience.map((e) => e.item).filter((i) => i.nombre || i.nombreInstitucion);
  return {
    nombre,
    correo,
    telefono,
    ciudad: city?.nombre ?? null,
    ciudadId: city?.id ?? null,
    titulo: headline(header, nameLine) ?? experiencias[0]?.nombre ?? null,
    perfil,
    anios,
    periodos: allRanges
      .map((r) => ({ inicio: formatMonth(r.start), fin: formatMonth(r.end), actual: r.current, texto: r.text }))
      .sort((a, b) => a.inicio.localeCompare(b.inicio)),
    educacion,
    nivelEstudios,
    habilidades: skills.names,
    habilidadIds: skills.ids,
    stack: findStack(texto),
    idiomas: idiomas.map((l) => l.nombre),
    idiomaIds: idiomas.flatMap((l) => (l.id === null ? [] : [l.id])),
    certificaciones: parseCertifications(of('certificaciones')),
    experiencias,
    secciones: sections.map((s) => s.kind),
    texto,
  };
}

function firstOf<T>(primary: Line[], secondary: Line[], find: (l: Line) => T | null): T | null {
  for (const l of primary) {
    const v = find(l);
    if (v !== null) return v;
  }
  for (const l of secondary) {
    const v = find(l);
    if (v !== null) return v;
  }
  return null;
}

function findPhone(sections: Section[]): string | null {
  const candidates = sections
    .filter((s) => s.kind !== 'referencias')
    .flatMap((s) =>
      s.lines.flatMap((l) =>
        findPhones(l.text).map((phone) => ({ phone, order: l.index, inHeader: s.kind === 'encabezado' || s.kind === 'contacto' })),
      ),
    );
  return pickPhone(candidates);
}

/** Without an experience section: periods in untitled or profile text (not studies). */
function unlabelledRanges(sections: Section[], today: Date): MonthRange[] {
  return sections
    .filter((s) => s.kind === 'encabezado' || s.kind === 'otros' || s.kind === 'perfil')
    .flatMap((s) => s.lines)
    .filter((l) => levelOf(l.text) === null)
    .flatMap((l) => findDateRanges(l.text, today));
}

/** The professional headline: a short line just after the name ('Contador Público'). */
function headline(header: Line[], nameLine: Line | null): string | null {
  const start = nameLine ? header.indexOf(nameLine) + 1 : 0;
  // Within the first lines after the name (an address or the name's second line may come between).
  for (const l of header.slice(start, start + 5)) {
    const t = l.cells[0] ?? l.text;
    if (/[@\d]/.test(t) || t.length > 80) continue;
    if (hasProfessionWord(t)) return t;
  }
  return null;
}

function dedupe<T extends { nombre: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((i) => (seen.has(i.nombre) ? false : (seen.add(i.nombre), true)));
}
