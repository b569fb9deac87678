/** AI help: the provider (local, Gemini or OpenAI-compatible) behind the spec's messages. */
import type { AppDeps } from '../../core/context';
import type { JobDescriptionInput } from '../../infra/ai';
import { AI_TEXT_MESSAGES } from '../../../shared/contract/ai';
import type { jobDescriptionBody } from '../../../shared/contract/ai';
import { CATEGORIES, CITIES, EXPERIENCE, JOB_LANGUAGES, JOB_TYPES, LANGUAGES, SKILLS, WORK_MODES } from '../../../shared/catalog';
import { formatSalaryRange } from '../../../shared/rules';
import type { z } from 'zod';

export type AiText = { ok: true; text: string } | { ok: false; message: string };

/** Provider output as plain text: no markdown fences or emphasis, trimmed, bounded. */
export function cleanAiText(text: unknown, max = 8000): string {
  if (typeof text !== 'string') return '';
  return text
    .replace(/^```[a-z]*\s*|```\s*$/gim, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, max);
}

export async function improveProfile(deps: AppDeps, draft: string, log: { warn: (o: object, m: string) => void }): Promise<AiText> {
  try {
    const text = cleanAiText(await deps.ai.improveProfile(draft), 4000);
    return text ? { ok: true, text } : { ok: false, message: AI_TEXT_MESSAGES.profileNoText };
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'AI profile improvement failed');
    return { ok: false, message: AI_TEXT_MESSAGES.profileFailure };
  }
}

const nameIn = (list: { id: number | string; nombre: string }[], id: unknown) =>
  list.find((it) => String(it.id) === String(id))?.nombre;

/** The job form's ids resolved to the catalogue's Spanish names. */
export function jobInput(body: z.output<typeof jobDescriptionBody>): JobDescriptionInput {
  const ids = (list: unknown[]) => list.map((v) => (typeof v === 'object' && v !== null ? (v as { id: unknown }).id : v));
  const skills = ids(body.taHabilidades).map((id) => nameIn(SKILLS, id)).filter((n): n is string => Boolean(n));
  const languages = ids(body.taIdiomas)
    .map((id) => nameIn(JOB_LANGUAGES, id) ?? nameIn(LANGUAGES, id))
    .filter((n): n is string => Boolean(n));
  return {
    titulo: body.tcTitulo,
    descripcion: body.tcDescripcion,
    empresa: body.tcEmpresa || undefined,
    ciudad: body.tnCiudad ? nameIn(CITIES, body.tnCiudad) : undefined,
    tipoEmpleo: body.tnTipoEmpleo ? nameIn(JOB_TYPES, body.tnTipoEmpleo) : undefined,
    modalidad: body.tnModalidad ? nameIn(WORK_MODES, body.tnModalidad) : undefined,
    categoria: body.tnCategoria ? nameIn(CATEGORIES, body.tnCategoria) : undefined,
    experiencia: nameIn(EXPERIENCE, body.tnTiempoExperiencia),
    salario: body.tnSalario ? formatSalaryRange(body.tnSalarioMinimo, body.tnSalario) : undefined,
    requerimientos: body.taRequerimientos.map((s) => s.trim()).filter(Boolean),
    responsabilidades: body.taResponsabilidades.map((s) => s.trim()).filter(Boolean),
    habilidades: [...new Set(skills)],
    idiomas: [...new Set(languages)],
  };
}

export async function writeJobDescription(deps: AppDeps, input: JobDescriptionInput, log: { warn: (o: object, m: string) => void }): Promise<AiText> {
  try {
    const text = cleanAiText(await deps.ai.writeJobDescription(input));
    return text ? { ok: true, text } : { ok: false, message: AI_TEXT_MESSAGES.jobNoText };
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'AI job description failed');
    return { ok: false, message: AI_TEXT_MESSAGES.jobFailure };
  }
}
