/** Candidate profile pages and the companies' candidate search. */
import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../core/context';
import { queryRows } from '../../db/client';
import { CITIES, LANGUAGES, SKILLS, nameOf } from '../../../shared/catalog';
import type { CandidateDetail, CandidateListItem } from '../../../shared/contract/candidates';
import { publicFileUrl } from '../../infra/storage/storage';
import { plainSynonymUnits, searchTokens } from '../jobs/public';
import { cvDocumentExperience, experienceYears } from '../../../cv-analysis';
import { revealContact } from '../verification/public';

/**
 * A candidate's years of experience: the one measure (decision 076) on the latest CV's work
 * periods; the figure of the profile when there is no CV or no period in it.
 */
export function candidateYears(cvDocument: unknown, declared: unknown, today: Date): number {
  const doc = cvDocument == null ? null : parse(cvDocument);
  return (doc ? experienceYears(cvDocumentExperience(doc), today) : null) ?? Number(declared ?? 0);
}

type CandidateRow = {
  id: number;
  codigo: string;
  nombre: string;
  apellidos: string;
  profesion: string;
  pais: string;
  ciudad_id: number | null;
  fecha_nacimiento: string | null;
  acercade: string;
  correo: string;
  telefono: string;
  sexo: string;
  anos_experiencia: number;
  foto_perfil: string | null;
  titulo_tecnico: string;
  titulo_licenciatura: string;
  titulo_diplomado: string;
  titulo_maestria: string;
  titulo_doctorado: string;
  cv_titulo: string | null;
  cv_documento: unknown;
  visible: boolean;
  disabled: boolean;
  applied_to_viewer: boolean;
};

type Entry = { nombre: string; nombreInstitucion: string; periodo: string; descripcion: string };

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Items of a CV list (experiencias, formaciones), whatever the stored JSON holds. */
export function cvEntries(doc: unknown, key: 'experiencias' | 'formaciones'): Entry[] {
  const list = doc && typeof doc === 'object' ? (doc as Record<string, unknown>)[key] : null;
  if (!Array.isArray(list)) return [];
  return list
    .filter((it): it is Record<string, unknown> => Boolean(it) && typeof it === 'object')
    .map((it) => ({ nombre: str(it.nombre), nombreInstitucion: str(it.nombreInstitucion), periodo: str(it.periodo), descripcion: str(it.descripcion) }))
    .filter((it) => it.nombre || it.nombreInstitucion || it.descripcion);
}

export function cvIds(doc: unknown, key: 'habilidades' | 'idiomas'): number[] {
  const list = doc && typeof doc === 'object' ? (doc as Record<string, unknown>)[key] : null;
  return Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n)) : [];
}

const parse = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);

/** Latest CV of a candidate (titulo and documento), as a lateral subquery on `candidates c`. */
const latestCv = sql`left join lateral (
    select cv.titulo as cv_titulo, cv.documento as cv_documento from curriculums cv
    where cv.candidate_id = c.id order by cv.created_at desc, cv.id desc limit 1) lcv on true`;

/**
 * Privacy by default (decision 071). The candidate, staff and the companies the candidate applied
 * to see the whole profile; a profile that is not 'visible para empresas' (or whose account staff
 * disabled) does not exist for anyone else.
 */
function seesEverything(user: AuthUser | null, row: CandidateRow): boolean {
  return Boolean(user && (user.role === 'admin' || user.candidateId === row.id || row.applied_to_viewer));
}

/** The CV: also any company once the candidate made the profile visible; never visitors. */
function seesCv(user: AuthUser | null, row: CandidateRow): boolean {
  return seesEverything(user, row) || (user?.role === 'empresa' && row.visible);
}

/**
 * E-mail and phone (decision trust.md): the candidate, staff and the companies the candidate
 * applied to; another company only when verified, within its daily number, and each reveal is
 * logged. `message` says why a company does not see them.
 */
async function contactGate(deps: AppDeps, user: AuthUser | null, row: CandidateRow): Promise<{ shown: boolean; message: string }> {
  if (seesEverything(user, row)) return { shown: true, message: '' };
  if (user?.role !== 'empresa' || !user.companyId || !row.visible) return { shown: false, message: '' };
  const gate = await revealContact(deps, user.companyId, row.id);
  return gate.shown ? { shown: true, message: '' } : { shown: false, message: gate.message };
}

/** The birth date is for the candidate and staff only (no company may filter by age). */
const seesBirthDate = (user: AuthUser | null, row: CandidateRow) => Boolean(user && (user.role === 'admin' || user.candidateId === row.id));

export async function candidateDetail(deps: AppDeps, code: string, user: AuthUser | null): Promise<CandidateDetail | null> {
  const viewerCompany = user?.role === 'empresa' && user.companyId ? user.companyId : 0;
  const [row] = await queryRows<CandidateRow>(
    deps.db,
    sql`select c.id, c.codigo, c.nombre, c.apellidos, c.profesion, c.pais, c.ciudad_id, c.fecha_nacimiento, c.acercade,
          c.correo, c.telefono, c.sexo, c.anos_experiencia, c.foto_perfil, c.titulo_tecnico, c.titulo_licenciatura,
          c.titulo_diplomado, c.titulo_maestria, c.titulo_doctorado, lcv.cv_titulo, lcv.cv_documento,
          c.visible, u.disabled,
          exists (select 1 from applications a join jobs j on j.id = a.job_id
                  where a.candidate_id = c.id and j.company_id = ${viewerCompany}) as applied_to_viewer
        from candidates c join users u on u.id = c.user_id ${latestCv} where c.codigo = ${code}`,
  );
  if (!row) return null;
  if ((!row.visible || row.disabled) && !seesEverything(user, row)) return null;
  const gate = await contactGate(deps, user, row);
  const contact = gate.shown;
  const doc = seesCv(user, row) && row.cv_titulo !== null ? parse(row.cv_documento) : null;
  return {
    Candidato: row.id,
    CandidatoCodigo: row.codigo,
    Nombre: row.nombre,
    Apellidos: row.apellidos,
    Profesion: row.profesion,
    Pais: row.pais,
    Ciudad: nameOf(CITIES, row.ciudad_id),
    CiudadId: row.ciudad_id,
    FechaNacimiento: seesBirthDate(user, row) && row.fecha_nacimiento ? String(row.fecha_nacimiento).slice(0, 10) : null,
    Acercade: row.acercade,
    Correo: contact ? row.correo : null,
    Telefono: contact && row.telefono ? row.telefono : null,
    Sexo: row.sexo,
    AnosExperiencia: candidateYears(row.cv_documento, row.anos_experiencia, deps.clock.now()),
    FotoPerfil: publicFileUrl(row.foto_perfil),
    TituloTecnico: row.titulo_tecnico,
    TituloLicenciatura: row.titulo_licenciatura,
    TituloDiplomado: row.titulo_diplomado,
    TituloMaestria: row.titulo_maestria,
    TituloDoctorado: row.titulo_doctorado,
    Curriculum: doc
      ? {
          Titulo: row.cv_titulo ?? '',
          Experiencias: cvEntries(doc, 'experiencias'),
          Formaciones: cvEntries(doc, 'formaciones'),
          Habilidades: cvIds(doc, 'habilidades').map((id) => nameOf(SKILLS, id)).filter(Boolean),
          Idiomas: cvIds(doc, 'idiomas').map((id) => nameOf(LANGUAGES, id)).filter(Boolean),
        }
      : null,
    DatosDeContacto: contact,
    AvisoContacto: gate.message,
    EsPropio: user?.candidateId === row.id,
  };
}

export type CandidateQuery = {
  tcBuscar: string;
  tcProfesion: string;
  tnCiudad: number;
  tnHabilidad: number;
  tnAnosMinimo: number;
  tnPagina: number;
  tnTamano: number;
};

const profileText = sql`f_unaccent(lower(concat_ws(' ', c.nombre, c.apellidos, c.profesion, c.acercade, c.titulo_tecnico,
  c.titulo_licenciatura, c.titulo_diplomado, c.titulo_maestria, c.titulo_doctorado)))`;
/** The profile's words as plain phrases (no accents, letters and digits), with a space at each end. */
const plainProfile = sql`(' ' || regexp_replace(${profileText}, '[^a-z0-9]+', ' ', 'g') || ' ')`;

/**
 * Candidates 'visible para empresas', matching every word and filter; most experienced first.
 * Years are the one measure of the CV analysis (candidateYears), computed here over the matching
 * candidates (their latest CV's periods only), then filtered, sorted and paged; the page's rows
 * are read after.
 */
export async function searchCandidates(deps: AppDeps, q: CandidateQuery) {
  const conds: SQL[] = [sql`c.visible`, sql`not u.disabled`];
  // Words and phrases as typed, each also by its synonyms (RR.HH. = recursos humanos, decision 073).
  // Plain phrases are letters, digits and spaces only, so they never carry LIKE wildcards; a
  // phrase of 3 letters or fewer ('ing', 'lic') must be a whole word.
  for (const unit of await plainSynonymUnits(deps.db, q.tcBuscar)) {
    const alternatives = unit.map((p) => (p.length <= 3 ? sql`${plainProfile} like ${`% ${p} %`}` : sql`${plainProfile} like ${`%${p}%`}`));
    conds.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  for (const w of searchTokens(q.tcProfesion)) conds.push(sql`f_unaccent(lower(c.profesion)) like '%' || f_unaccent(${w}) || '%'`);
  if (q.tnCiudad) conds.push(sql`c.ciudad_id = ${q.tnCiudad}`);
  if (q.tnHabilidad) {
    conds.push(sql`exists (select 1 from curriculums cv where cv.candidate_id = c.id
      and cv.documento -> 'habilidades' @> ${JSON.stringify([q.tnHabilidad])}::jsonb)`);
  }
  const where = sql.join(conds, sql` and `);
  const from = sql`from candidates c join users u on u.id = c.user_id`;
  const today = deps.clock.now();
  const matching = await queryRows<{ id: number; anos_experiencia: number; experiencia: unknown }>(
    deps.db,
    sql`select c.id, c.anos_experiencia,
          (select jsonb_build_object('experiencias', cv.documento -> 'experiencias', 'perfilProfesional', cv.documento -> 'perfilProfesional')
           from curriculums cv where cv.candidate_id = c.id order by cv.created_at desc, cv.id desc limit 1) as experiencia
        ${from} where ${where}`,
  );
  const ranked = matching
    .map((r) => ({ id: Number(r.id), years: candidateYears(r.experiencia, r.anos_experiencia, today) }))
    .filter((r) => r.years >= q.tnAnosMinimo)
    .sort((a, b) => b.years - a.years || b.id - a.id);
  const page = ranked.slice((q.tnPagina - 1) * q.tnTamano, q.tnPagina * q.tnTamano);
  const yearsOf = new Map(page.map((r) => [r.id, r.years]));
  const rows = page.length
    ? await queryRows<{
        id: number;
        codigo: string;
        nombre: string;
        apellidos: string;
        profesion: string;
        ciudad_id: number | null;
        foto_perfil: string | null;
        acercade: string;
        habilidades: unknown;
      }>(
        deps.db,
        sql`select c.id, c.codigo, c.nombre, c.apellidos, c.profesion, c.ciudad_id, c.foto_perfil, c.acercade,
              (select cv.documento -> 'habilidades' from curriculums cv where cv.candidate_id = c.id
               order by cv.created_at desc, cv.id desc limit 1) as habilidades
            from candidates c where c.id in (${sql.join(
              page.map((r) => sql`${r.id}`),
              sql`, `,
            )})`,
      )
    : [];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const items: CandidateListItem[] = page.flatMap(({ id }) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        CandidatoCodigo: r.codigo,
        Nombre: `${r.nombre} ${r.apellidos}`.trim(),
        Profesion: r.profesion,
        Ciudad: nameOf(CITIES, r.ciudad_id),
        AnosExperiencia: yearsOf.get(id) ?? 0,
        FotoPerfil: publicFileUrl(r.foto_perfil),
        Acercade: r.acercade.length > 160 ? `${r.acercade.slice(0, 157)}...` : r.acercade,
        Habilidades: cvIds({ habilidades: parse(r.habilidades) }, 'habilidades').map((id) => nameOf(SKILLS, id)).filter(Boolean),
      },
    ];
  });
  return { items, total: ranked.length, page: q.tnPagina, size: q.tnTamano };
}
