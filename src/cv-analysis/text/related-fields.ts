/**
 * Families of related fields for requirements written 'o afines' / 'o carreras afines'
 * (decision 076): a degree or job title of the same family meets them. Words go through the same
 * synonyms and stems as the ranking, so 'Contaduría' and 'Auditoría' are one concept already.
 */
import { termsOf } from '../ranking/terms.js';

const FAMILIES: string[][] = [
  ['contabilidad', 'auditoría', 'economía', 'finanzas', 'financiero', 'administración', 'tributación', 'impuestos', 'comercial'],
  ['informática', 'sistemas', 'programación', 'software', 'computación', 'telecomunicaciones', 'electrónica', 'redes'],
  ['enfermería', 'medicina', 'bioquímica', 'farmacia', 'odontología', 'nutrición', 'fisioterapia', 'kinesiología', 'salud'],
  ['ventas', 'marketing', 'mercadotecnia', 'comercial', 'administración', 'publicidad'],
  ['derecho', 'abogado', 'jurídico', 'ciencias políticas'],
  ['docencia', 'educación', 'pedagogía', 'psicopedagogía', 'ciencias de la educación'],
  ['civil', 'arquitectura', 'construcción', 'obras'],
  ['industrial', 'mecánica', 'eléctrica', 'electromecánica', 'producción', 'petrolera', 'química'],
  ['psicología', 'trabajo social', 'sociología', 'recursos humanos'],
  ['comunicación', 'periodismo', 'diseño gráfico', 'publicidad'],
  ['agronomía', 'veterinaria', 'zootecnia', 'forestal', 'ambiental'],
];

const TERM_FAMILIES: Set<string>[] = FAMILIES.map((words) => new Set(words.flatMap((w) => termsOf(w))));

/** The families (as term sets) that any of the terms belongs to. */
export function familiesOf(terms: readonly string[]): Set<string>[] {
  return TERM_FAMILIES.filter((family) => terms.some((t) => family.has(t)));
}
