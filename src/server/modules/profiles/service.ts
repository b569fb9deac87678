/** The candidate's and the company's own profile: read for the forms, update from the forms. */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CITIES } from '../../../shared/catalog';
import type { CandidateProfile, CandidateProfileFields, CompanyProfile, CompanyProfileFields } from '../../../shared/contract/profiles';
import { PROFILE_MESSAGES } from '../../../shared/contract/profiles';
import type { AppDeps } from '../../core/context';
import { candidates, companies, users } from '../../db/schema';
import { notFound } from '../../core/http/errors';
import type { UploadedFile } from '../../core/http/form';
import { reencodeImage } from '../../core/files/images';
import { removePublicFile, storePublicImage } from '../../core/files/public-files';
import { companyRenamed } from '../jobs/public';

const imageMessages = { type: PROFILE_MESSAGES.photoType, broken: PROFILE_MESSAGES.photoBroken };

/** Photos and logos as WebP of at most 800 pixels a side; the company icon 256. */
const PHOTO = { format: 'webp', max: 800 } as const;
const ICON = { format: 'webp', max: 256 } as const;

/** The fields a form sent (undefined is 'not sent': the column keeps its value). */
const sent = <T extends Record<string, unknown>>(values: T) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The token's own candidate row (404 if the account lost it). */
async function candidateRow(deps: AppDeps, candidateId: number) {
  const [row] = await deps.db.select().from(candidates).where(eq(candidates.id, candidateId)).limit(1);
  if (!row) throw notFound(PROFILE_MESSAGES.noCandidate);
  return row;
}

/** The token's own company row (404 if the account lost it). */
async function companyRow(deps: AppDeps, companyId: number) {
  const [row] = await deps.db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw notFound(PROFILE_MESSAGES.noCompany);
  return row;
}

export async function candidateProfile(deps: AppDeps, candidateId: number): Promise<CandidateProfile> {
  const c = await candidateRow(deps, candidateId);
  return {
    Candidato: c.id,
    CandidatoCodigo: c.codigo,
    Nombre: c.nombre,
    Apellidos: c.apellidos,
    Profesion: c.profesion,
    Pais: c.pais,
    Ciudad: c.ciudadId ?? 0,
    NombreCiudad: CITIES.find((x) => x.id === c.ciudadId)?.nombre ?? '',
    FechaNacimiento: c.fechaNacimiento ?? '',
    Acercade: c.acercade,
    Correo: c.correo,
    Telefono: c.telefono,
    Sexo: c.sexo,
    AnosExperiencia: c.anosExperiencia,
    FotoPerfil: c.fotoPerfil,
    TituloTecnico: c.tituloTecnico,
    TituloLicenciatura: c.tituloLicenciatura,
    TituloDiplomado: c.tituloDiplomado,
    TituloMaestria: c.tituloMaestria,
    TituloDoctorado: c.tituloDoctorado,
    Visible: c.visible ? 1 : 0,
  };
}

/** Only the fields that were sent change; a new photo replaces (and removes) the old one. */
export async function updateCandidateProfile(
  deps: AppDeps,
  candidateId: number,
  f: CandidateProfileFields,
  photo: UploadedFile | undefined,
  log?: FastifyBaseLogger,
): Promise<CandidateProfile> {
  const current = await candidateRow(deps, candidateId);

  const newPhoto = photo ? await storePublicImage(deps.storage, 'candidatos', await reencodeImage(photo.data, 'foto', imageMessages, PHOTO)) : undefined;
  const fotoPerfil = newPhoto ?? (f.QuitarFoto === 1 ? null : undefined);

  const set: Partial<typeof candidates.$inferInsert> = {
    nombre: f.Nombre,
    apellidos: f.Apellidos,
    profesion: f.Profesion,
    fechaNacimiento: f.FechaNacimiento === undefined ? undefined : f.FechaNacimiento || null,
    acercade: f.Acercade,
    ciudadId: f.Ciudad === undefined ? undefined : f.Ciudad || null,
    sexo: f.Sexo,
    tituloTecnico: f.TituloTecnico,
    tituloLicenciatura: f.TituloLicenciatura,
    tituloDiplomado: f.TituloDiplomado,
    tituloMaestria: f.TituloMaestria,
    tituloDoctorado: f.TituloDoctorado,
    anosExperiencia: f.AnosExperiencia,
    telefono: f.Telefono,
    visible: f.Visible === undefined ? undefined : f.Visible === 1,
    fotoPerfil,
  };
  const changes = sent(set);
  try {
    await deps.db.transaction(async (tx) => {
      if (Object.keys(changes).length > 0) await tx.update(candidates).set(changes).where(eq(candidates.id, candidateId));
      // The account keeps the same name, surname, phone and profession as its profile.
      const userChanges = sent({ nombre: f.Nombre, apellidos: f.Apellidos, telefono: f.Telefono, profesion: f.Profesion });
      if (Object.keys(userChanges).length > 0) await tx.update(users).set(userChanges).where(eq(users.id, current.userId));
    });
  } catch (err) {
    await removePublicFile(deps.storage, newPhoto, log);
    throw err;
  }
  if (fotoPerfil !== undefined && current.fotoPerfil !== fotoPerfil) await removePublicFile(deps.storage, current.fotoPerfil, log);
  return candidateProfile(deps, candidateId);
}

export async function companyProfile(deps: AppDeps, companyId: number): Promise<CompanyProfile> {
  const c = await companyRow(deps, companyId);
  return {
    Empresa: c.id,
    EmpresaCodigo: c.codigo,
    Nombre: c.nombre,
    NombreComercial: c.nombreComercial,
    Direccion: c.direccion,
    Descripcion: c.descripcion,
    Estado: c.estado === 0 ? 0 : 1,
    TipoEmpresa: c.tipoEmpresaId ?? 0,
    TamanoEmpresa: c.tamanoEmpresaId ?? 0,
    AñoFundacion: c.anioFundacion,
    Acercade: c.acercade,
    Telefono: c.telefono,
    Correo: c.correo,
    Ciudad: c.ciudadId ?? 0,
    Pais: c.pais,
    UrlImagen: c.urlImagen,
    UrlIcono: c.urlIcono,
  };
}

export async function updateCompanyProfile(
  deps: AppDeps,
  companyId: number,
  f: CompanyProfileFields,
  files: { imagen?: UploadedFile; icono?: UploadedFile },
  log?: FastifyBaseLogger,
): Promise<CompanyProfile> {
  const current = await companyRow(deps, companyId);

  // Both files are checked before either is stored.
  const imagen = files.imagen ? await reencodeImage(files.imagen.data, 'UrlImagen', imageMessages, PHOTO) : undefined;
  const icono = files.icono ? await reencodeImage(files.icono.data, 'UrlIcono', imageMessages, ICON) : undefined;
  const newImagen = imagen ? await storePublicImage(deps.storage, 'empresas', imagen) : undefined;
  const newIcono = icono ? await storePublicImage(deps.storage, 'empresas', icono, 'icono') : undefined;
  const urlImagen = newImagen ?? (f.QuitarImagen === 1 ? null : undefined);
  const urlIcono = newIcono ?? (f.QuitarIcono === 1 ? null : undefined);
  const anio = f.AñoFundacion ?? f.AnioFundacion;

  const set: Partial<typeof companies.$inferInsert> = {
    nombre: f.Nombre,
    nombreComercial: f.NombreComercial,
    direccion: f.Direccion,
    descripcion: f.Descripcion,
    estado: f.Estado,
    tipoEmpresaId: f.TipoEmpresa === undefined ? undefined : f.TipoEmpresa || null,
    tamanoEmpresaId: f.TamanoEmpresa === undefined ? undefined : f.TamanoEmpresa || null,
    anioFundacion: anio === undefined ? undefined : anio || null,
    acercade: f.Acercade,
    telefono: f.Telefono,
    correo: f.Correo,
    ciudadId: f.Ciudad === undefined ? undefined : f.Ciudad || null,
    urlImagen,
    urlIcono,
  };
  const changes = sent(set);
  try {
    await deps.db.transaction(async (tx) => {
      if (Object.keys(changes).length > 0) await tx.update(companies).set(changes).where(eq(companies.id, companyId));
      // Its jobs are found by the company's name: a new name is indexed with the rename.
      if (changes.nombre !== undefined) await companyRenamed(tx, companyId);
    });
  } catch (err) {
    for (const path of [newImagen, newIcono]) await removePublicFile(deps.storage, path, log);
    throw err;
  }
  if (urlImagen !== undefined && urlImagen !== current.urlImagen) await removePublicFile(deps.storage, current.urlImagen, log);
  if (urlIcono !== undefined && urlIcono !== current.urlIcono) await removePublicFile(deps.storage, current.urlIcono, log);
  return companyProfile(deps, companyId);
}
