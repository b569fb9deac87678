/**
 * Fields that several replies send together, with the same names and meaning, named once. A
 * reply spreads a group where the fields stand in its order (the order is the reply's).
 */
import { z } from 'zod';

/** A company's id, public code and name. */
export const companyRefFields = { Empresa: z.number(), EmpresaCodigo: z.string(), Nombre: z.string() };

/** A candidate's id, public code and name. */
export const candidateRefFields = { Candidato: z.number(), CandidatoCodigo: z.string(), Nombre: z.string() };

/** A job's id and public code. */
export const jobRefFields = { Empleo: z.number(), CodigoEmpleo: z.string() };

/** A job's id, public code and title. */
export const jobTitleFields = { ...jobRefFields, Titulo: z.string() };

/** A job's id, public code, title and short description: the head of every job list item. */
export const jobSummaryFields = { ...jobTitleFields, Descripcion: z.string() };

/** When a job was published and when it expires. */
export const jobDateFields = { FechaPublicacion: z.string(), FechaVencimiento: z.string() };

/** The public code and name of a job's company. */
export const jobCompanyFields = { EmpresaCodigo: z.string(), EmpresaNombre: z.string() };

/** The company as a job card shows it. */
export const jobCompanyCard = z.object({ Nombre: z.string(), Logo: z.string().nullable() });

/** When an application was made and where it stands in the pipeline. */
export const applicationStatusFields = { FechaPostulacion: z.string(), Estado: z.number(), EstadoDescripcion: z.string() };
