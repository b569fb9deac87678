/**
 * CV import for the CV wizards: a parsed PDF becomes the CvDocument fields it could fill, cut to
 * the document's limits, with skills and languages as catalogue ids. Nothing is stored.
 */
import { CV_LIMITS } from '../../../shared/cv/document';
import { LANGUAGES, SKILLS } from '../../../shared/catalog';
import type { ImportedCv } from '../../../shared/contract/analysis';
import type { CvItem, ParsedCv } from '../../../cv-analysis';

const clean = (s: string | null | undefined, max: number) =>
  String(s ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, (c) => (c === '\n' ? '\n' : ' '))
    .replace(/[ \t]+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();

const items = (list: CvItem[]) =>
  list
    .map((it) => ({
      nombre: clean(it.nombre, CV_LIMITS.name),
      nombreInstitucion: clean(it.nombreInstitucion, CV_LIMITS.name),
      periodo: clean(it.periodo, CV_LIMITS.period),
      descripcion: clean(it.descripcion, CV_LIMITS.text),
    }))
    .filter((it) => it.nombre || it.nombreInstitucion)
    .slice(0, CV_LIMITS.items);

const SKILL_IDS = new Set(SKILLS.map((s) => s.id));
const LANGUAGE_IDS = new Set(LANGUAGES.map((l) => l.id));

/** The fields found, and their names (`Campos`); empty values are left out. */
export function toImportedCv(cv: ParsedCv): { Curriculum: ImportedCv; Campos: string[] } {
  const out: ImportedCv = {};
  const text: [keyof ImportedCv, string | null, number][] = [
    ['titulo', cv.titulo, CV_LIMITS.title],
    ['nombreCompleto', cv.nombre, CV_LIMITS.name],
    ['perfilProfesional', cv.perfil, CV_LIMITS.profile],
    ['correo', cv.correo, CV_LIMITS.email],
    ['telefono', cv.telefono, CV_LIMITS.phone],
    ['direccion', cv.ciudad, CV_LIMITS.address],
  ];
  for (const [key, value, max] of text) {
    const v = clean(value, max);
    if (v) (out as Record<string, unknown>)[key] = v;
  }
  const lists: [keyof ImportedCv, CvItem[]][] = [
    ['formaciones', cv.educacion],
    ['certificaciones', cv.certificaciones],
    ['experiencias', cv.experiencias],
  ];
  for (const [key, list] of lists) {
    const v = items(list);
    if (v.length) (out as Record<string, unknown>)[key] = v;
  }
  const habilidades = [...new Set(cv.habilidadIds)].filter((id) => SKILL_IDS.has(id));
  const idiomas = [...new Set(cv.idiomaIds)].filter((id) => LANGUAGE_IDS.has(id));
  if (habilidades.length) out.habilidades = habilidades;
  if (idiomas.length) out.idiomas = idiomas;
  return { Curriculum: out, Campos: Object.keys(out) };
}
