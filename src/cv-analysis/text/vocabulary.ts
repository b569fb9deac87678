/** Word lists shared by the parser: professions (job titles) and organisation markers. */
import { normalizeForMatch } from './normalize.js';

/** Stems of job-title words, accents folded ('contador' matches contador/contadora/contadores). */
const PROFESSION_STEMS = (
  'contador contadur auditor ingenier licenciad desarrollador developer programador enfermer medic doctor ' +
  'vendedor ejecutiv administrador asistente auxiliar tecnic analista gerente jefe jefa arquitect abogad docente ' +
  'profesor maestr disenador conductor chofer cajer estudiante supervisor secretari comunicador community manager ' +
  'especialista consultor director coordinador asesor ayudante pasante practicante residente dibujante encargad ' +
  'responsable engineer executive specialist intern internado operador operari cocinero chef mesero recepcionista ' +
  'psicolog economista odontolog bioquimic farmaceutic nutricionista veterinari periodista traductor electricista ' +
  'mecanic albanil soldador guardia vigilante promotor representante agente oficial inspector topograf geolog ' +
  'qa tester scrum product designer accountant nurse sales cashier driver teacher lawyer architect'
).split(' ');

const ORGANISATION_WORDS = (
  's.a. s.a s.r.l. s.r.l srl ltda ltda. inc inc. corp corp. banco empresa hospital clinica caja cooperativa fundacion ' +
  'ministerio gobierno alcaldia universidad unidad colegio instituto consultora agencia distribuidora importadora ' +
  'industrias supermercado tienda farmacia constructora estudio bufete notaria centro policlinico hotel startup grupo ' +
  'servicios soluciones tech laboratorios farmaceutica telefonia ferreteria panificadora lacteos academia independiente ' +
  'freelance embajada ong asociacion camara federacion municipal departamental nacional bolivia s.a.m. sociedad ' +
  'corporacion compania cia bodegas restaurante oficina escuela sistemas company bank'
).split(' ');

export function hasProfessionWord(text: string): boolean {
  const words = normalizeForMatch(text).split(/[^a-z]+/);
  return words.some((w) => w.length >= 3 && PROFESSION_STEMS.some((s) => w.startsWith(s)));
}

export function professionScore(text: string): number {
  const words = normalizeForMatch(text).split(/[^a-z]+/).filter((w) => w.length >= 3);
  return words.filter((w) => PROFESSION_STEMS.some((s) => w.startsWith(s))).length;
}

export function organisationScore(text: string): number {
  const words = normalizeForMatch(text).split(/[\s,()]+/);
  let score = words.filter((w) => ORGANISATION_WORDS.includes(w)).length;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 4 && letters === letters.toUpperCase()) score += 1;
  return score;
}
