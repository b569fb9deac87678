/**
 * The default AI provider: offline, deterministic, and it never invents facts. Profiles are
 * polished (spelling, accents, formal wording) without adding anything; long job descriptions are
 * a template filled only with the job's own fields.
 */
import type { AiProvider, CvFitInput, JobDescriptionInput } from './provider';
import { polishSpanish } from './spanish';

export class LocalAiProvider implements AiProvider {
  readonly name = 'local' as const;

  async improveProfile(draft: string): Promise<string> {
    return polishSpanish(draft ?? '', { firstPerson: true });
  }

  async writeJobDescription(job: JobDescriptionInput): Promise<string> {
    return buildJobDescription(job);
  }

  /** The local CV ranking already writes the summary: it is returned as it is. */
  async summarizeCvFit(input: CvFitInput): Promise<string> {
    return input.resumen;
  }
}

/** Single-line field: trimmed, inner whitespace collapsed; '' when absent. */
function field(value: string | undefined | null): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

/** List items polished as sentence fragments (capital, no final period), blanks and repeats out. */
function items(values: (string | undefined | null)[] | undefined, polish: boolean): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of values ?? []) {
    const text = polish ? polishSpanish(field(raw), { finalPeriod: false, firstPerson: false }) : field(raw);
    const item = text.replace(/\s*\n\s*/g, ' ').replace(/[.;,:]+$/, '').trim();
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

function bulletSection(title: string, lines: string[]): string | null {
  return lines.length ? `${title}\n${lines.map((line) => `• ${line}`).join('\n')}` : null;
}

const NO_EXPERIENCE = /^(sin experiencia|ninguna|no requerida|no se requiere)$/i;
const NO_SALARY = /^(sin definir|0|-)$/i;

/**
 * A long description in formal Spanish from the job's own fields only. Plain text: paragraphs
 * separated by a blank line, list lines starting with '• '. '' when the short description is empty.
 */
export function buildJobDescription(job: JobDescriptionInput): string {
  const description = polishSpanish(job.descripcion ?? '', { firstPerson: false });
  if (!description) return '';

  const title = field(job.titulo);
  const company = field(job.empresa);
  const city = field(job.ciudad);
  const category = field(job.categoria);
  const jobType = field(job.tipoEmpleo);
  const workMode = field(job.modalidad);
  const experience = field(job.experiencia);
  const salary = field(job.salario);

  const post = title ? `el puesto de ${title}` : 'un puesto';
  let opening = `${company || 'Se'} busca cubrir ${post}`;
  if (city) opening += ` en ${city}`;
  if (category) opening += `, dentro del área de ${category}`;
  opening += '.';

  const requirements = items(job.requerimientos, true);
  if (experience) {
    requirements.push(NO_EXPERIENCE.test(experience) ? 'No se requiere experiencia previa' : `Experiencia: ${experience}`);
  }

  const conditions: string[] = [];
  if (jobType) conditions.push(`Tipo de empleo: ${jobType}`);
  if (workMode) conditions.push(`Modalidad: ${workMode}`);
  if (city) conditions.push(`Lugar de trabajo: ${city}`);
  if (salary && !NO_SALARY.test(salary)) conditions.push(`Salario: ${salary}`);

  const target = title ? `al puesto de ${title}` : 'a este empleo';
  const closing = company
    ? `Si cumple con el perfil y le interesa formar parte de ${company}, le invitamos a postular ${target}.`
    : `Si cumple con el perfil, le invitamos a postular ${target}.`;

  return [
    opening,
    description,
    bulletSection('Responsabilidades:', items(job.responsabilidades, true)),
    bulletSection('Requisitos:', requirements),
    bulletSection('Habilidades:', items(job.habilidades, false)),
    bulletSection('Idiomas:', items(job.idiomas, false)),
    bulletSection('Condiciones:', conditions),
    closing,
  ]
    .filter((part): part is string => Boolean(part))
    .join('\n\n');
}
