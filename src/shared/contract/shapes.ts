/**
 * The recurring forms of the contract, declared once: the reply envelopes of the spec's two
 * families (servicio: error / message / values; lists: codigoerror / message / Datos), their list
 * and paged forms, and the recurring bodies (nothing, an object of optional filters, one id, one
 * public code).
 */
import { z } from 'zod';
import { idNumber, publicCode } from './endpoint';

/** 0 ok, 1 failure (typed as number so handlers need no `as const`). */
export const flag = z.number().int().min(0).max(1);

// ---------- replies ----------

/** The `servicio` family's flag and message, for the replies that carry their data beside them. */
export const servicioEnvelope = z.object({ error: flag, message: z.string() });

/**
 * The `servicio` family: { error: 0 | 1, message, values }. `values` is absent on errors, except
 * in the catalogue lists that always send it (`always`).
 */
export const servicioReply = <V extends z.ZodType>(values: V) => servicioEnvelope.extend({ values: values.optional() });
export const servicioReplyAlways = <V extends z.ZodType>(values: V) => servicioEnvelope.extend({ values });

/** A servicio reply with no data: the outcome is the flag and the message. */
export const okReply = servicioReply(z.null());

export const servicioList = <I extends z.ZodType>(item: I) => servicioReply(z.array(item));

/** The public paged lists (job and candidate search): one page of values and the count of all. */
export const servicioPage = <I extends z.ZodType>(item: I) =>
  servicioList(item).extend({ total: z.number(), pagina: z.number(), tamano: z.number() });

/** The list family: { codigoerror: 0 | 1, message, Datos }. */
export const datosReply = <D extends z.ZodType>(datos: D) => z.object({ codigoerror: flag, message: z.string(), Datos: datos.optional() });

export const datosList = <I extends z.ZodType>(item: I) => datosReply(z.array(item));

/** Figures of a dashboard or summary: each name a count. */
export const counts = <K extends string>(...names: K[]) => Object.fromEntries(names.map((name) => [name, z.number()])) as { [N in K]: z.ZodNumber };

/** Paging of the staff and blog lists: the count of all, the page and its size. */
const pageCounts = { Total: z.number(), Pagina: z.number(), PorPagina: z.number() };
export const pageCountsOptional = z.object(pageCounts).partial().shape;

/** The values of the staff lists: { Items, Total, Pagina, PorPagina }. */
export const itemsPage = <I extends z.ZodType>(item: I) => z.object({ Items: z.array(item), ...pageCounts });

// ---------- bodies ----------

/** Filters that are all optional: any body that is not an object (`[]`, nothing) reads as `{}`. */
export const filtersBody = <T extends z.ZodType>(fields: T) =>
  z.preprocess((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}), fields);

/** A list call the old client sends as `[]`: `[]` or nothing reads as `{}`; other bodies are checked. */
export const listCallBody = <T extends z.ZodType>(fields: T) => z.preprocess((v) => (Array.isArray(v) || v == null ? {} : v), fields);

/** One numeric id, as a body (`{ tnArticulo }`) or as path parameters (`{ Curriculum }`). */
export const idFields = <K extends string>(key: K, message: string) => z.object({ [key]: idNumber(message) } as Record<K, ReturnType<typeof idNumber>>);

/** One public code (`{ tcCodigoEmpleo }`). */
export const codeFields = <K extends string>(key: K, message: string) => z.object({ [key]: publicCode(message) } as Record<K, ReturnType<typeof publicCode>>);
