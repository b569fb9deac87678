/** Public company pages: the company detail with its public jobs, and the company list. */
import { z } from 'zod';
import { access, endpoint } from './endpoint';
import { codeFields, servicioList, servicioReply } from './shapes';
import { companyRefFields } from './reply-fields';

export const companyJobItem = z.object({
  CodigoEmpleo: z.string(),
  Titulo: z.string(),
  TipoEmpleoNombre: z.string(),
  NombreCiudad: z.string(),
  FechaPublicacion: z.string(),
  FechaVencimiento: z.string(),
  SalarioAproximado: z.number(),
  /** Addition: the bottom of the salary range (0: none). */
  SalarioMinimo: z.number(),
});

export const companyDetail = z.object({
  ...companyRefFields,
  Descripcion: z.string(),
  Pais: z.string(),
  /** City name; CiudadId is its catalogue id. */
  Ciudad: z.string(),
  CiudadId: z.number().nullable(),
  Direccion: z.string(),
  Acercade: z.string(),
  Correo: z.string(),
  Telefono: z.string(),
  TipoEmpresa: z.number().nullable(),
  TipoEmpresaDescripcion: z.string(),
  TamanoEmpresa: z.number().nullable(),
  TamanoEmpresaDescripcion: z.string(),
  AnioFundacion: z.number().nullable(),
  UrlImagen: z.string().nullable(),
  /** Number of its public jobs. */
  CantidadEmpleos: z.number(),
  /** Addition (decision trust.md): staff verified the company ("Empresa verificada"). */
  EmpresaVerificada: z.boolean(),
});
export type CompanyDetail = z.infer<typeof companyDetail>;

export const getCompany = endpoint('POST /api/servicio/getDatosEmpresa', access.anyone, {
  summary: 'Detalle de una empresa con sus empleos públicos',
  body: codeFields('tcCodigoEmpresa', 'El código de la empresa no es válido.'),
  reply: servicioReply(z.object({ loEmpresa: companyDetail, laEmpleos: z.array(companyJobItem) })),
});

export const companyListItem = z.object({
  Empresa: z.number(),
  EmpresaCodigo: z.string(),
  Nombre: z.string(),
  UrlImagen: z.string().nullable(),
  Ciudad: z.string(),
  CantidadEmpleos: z.number(),
});
export type CompanyListItem = z.infer<typeof companyListItem>;

export const listCompanies = endpoint('GET /api/servicio/listarempresas', access.anyone, {
  summary: 'Lista de empresas con la cantidad de empleos públicos de cada una',
  reply: servicioList(companyListItem),
});
