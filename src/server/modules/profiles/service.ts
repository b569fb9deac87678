/** The candidate's and the company's own profile: read for the forms, update from the forms. */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CITIES } from '../../../shared/catalog';
import type { CandidateProfile, CandidateProfileFields, CompanyProfile, CompanyProfileFields } from '../../../shared/contract/profiles';
import { PROFILE_MESSAGES } from '../../../shared/contract/profiles';
import type { AppDeps } from '../../context';
import { candidates, companies, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { reencodeImage, removeUploaded, storeImage, type FormFile } from './uploads';

const imageMessages = { type: PROFILE_MESSAGES.photoType, broken: PROFILE_MESSAGES.photoBroken };

export async function candidateProfile(deps: AppDeps, candidateId: number): Promise<CandidateProfile> {
  const [c] = await deps.db.select().from(candidates).where(eq(candidates.id, candidateId)).limit(1);
  if (!c) throw notFound(PROFILE_MESSAGES.noCandidate);
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
    Oculto: c.oculto ? 1 : 0,
  };
}

/** Only the fields that were sent change; a new photo replaces (and removes) the old one. */
export async function updateCandidateProfile(
  deps: AppDeps,
  candidateId: number,
  f: CandidateProfileFields,
  photo: FormFile | undefined,
  log?: FastifyRequest['log'],
): Promise<CandidateProfile> {
  const [current] = await deps.db
    .select({ id: candidates.id, userId: candidates.userId, fotoPerfil: candidates.fotoPerfil })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .limit(1);
  if (!current) throw notFound(PROFILE_MESSAGES.noCandidate);

  const newPhoto = photo ? await storeImage(deps.storage, 'candidatos', await reencodeImage(photo.data, 'foto', imageMessages)) : undefined;
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
    oculto: f.Oculto === undefined ? undefined : f.Oculto === 1,
    fotoPerfil,
  };
  const changes = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
  try {
    await deps.db.transaction(async (tx) => {
      if (Object.keys(changes).length > 0) await tx.update(candidates).set(changes).where(eq(candidates.id, candidateId));
      // The account keeps the same name, surname, phone and profession as its profile.
      const userChanges = Object.fromEntries(
        Object.entries({ nombre: f.Nombre, apellidos: f.Apellidos, telefono: f.Telefono, profesion: f.Profesion }).filter(([, v]) => v !== undefined),
      );
      if (Object.keys(userChanges).length > 0) await tx.update(users).set(userChanges).where(eq(users.id, current.userId));
    });
  } catch (err) {
    await removeUploaded(deps.storage, newPhoto, log);
    throw err;
  }
  if (fotoPerfil !== undefined && current.fotoPerfil !== fotoPerfil) await removeUploaded(deps.storage, current.fotoPerfil, log);
  return candidateProfile(deps, candidateId);
}

export async function companyProfile(deps: AppDeps, companyId: number): Promise<CompanyProfile> {
  const [c] = await deps.db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!c) throw notFound(PROFILE_MESSAGES.noCompany);
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
  files: { imagen?: FormFile; icono?: FormFile },
  log?: FastifyRequest['log'],
): Promise<CompanyProfile> {
  const [current] = await deps.db
    .select({ id: companies.id, urlImagen: companies.urlImagen, urlIcono: companies.urlIcono })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!current) throw notFound(PROFILE_MESSAGES.noCompany);

  // Both files are checked before either is stored.
  const imagen = files.imagen ? await reencodeImage(files.imagen.data, 'UrlImagen', imageMessages, 800) : undefined;
  const icono = files.icono ? await reencodeImage(files.icono.data, 'UrlIcono', imageMessages, 256) : undefined;
  const stored: string[] = [];
  const newImagen = imagen ? await storeImage(deps.storage, 'empresas', imagen) : undefined;
  if (newImagen) stored.push(newImagen);
  const newIcono = icono ? await storeImage(deps.storage, 'empresas', icono, 'icono') : undefined;
  if (newIcono) stored.push(newIcono);
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
  const changes = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
  try {
    if (Object.keys(changes).length > 0) await deps.db.update(companies).set(changes).where(eq(companies.id, companyId));
  } catch (err) {
    for (const path of stored) await removeUploaded(deps.storage, path, log);
    throw err;
  }
  if (urlImagen !== undefined && urlImagen !== current.urlImagen) await removeUploaded(deps.storage, current.urlImagen, log);
  if (urlIcono !== undefined && urlIcono !== current.urlIcono) await removeUploaded(deps.storage, current.urlIcono, log);
  return companyProfile(deps, companyId);
}
