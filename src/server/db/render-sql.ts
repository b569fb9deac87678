/**
 * The text and parameters of a raw `sql` template, as drizzle's PostgreSQL dialect renders them,
 * in one pass. The search builds its statements from many small templates; drizzle's renderer
 * made an object per piece and asked each piece's class chain what it was (a fifth of the
 * server's work per search, decision 084). Only text, nested templates and plain values are
 * rendered here; anything else (columns, tables, drizzle params, lists) returns null and the
 * caller uses drizzle's own renderer.
 */
import { SQL, StringChunk } from 'drizzle-orm';

export type Rendered = { sql: string; params: unknown[] };

class Unsupported extends Error {}

function renderInto(chunks: readonly unknown[], out: Rendered) {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) {
      out.sql += chunk.value.length === 1 ? chunk.value[0] : chunk.value.join('');
    } else if (chunk instanceof SQL) {
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw new Unsupported();
      renderInto(chunk.queryChunks, out);
    } else if (chunk === undefined) {
      // drizzle renders nothing for it.
    } else if (chunk === null || typeof chunk === 'string' || typeof chunk === 'number' || typeof chunk === 'boolean' || typeof chunk === 'bigint' || chunk instanceof Date) {
      out.params.push(chunk);
      out.sql += `$${out.params.length}`;
    } else {
      throw new Unsupported();
    }
  }
}

/** The template's text and parameters, or null when it holds pieces only drizzle renders. */
export function renderSql(query: SQL): Rendered | null {
  const out: Rendered = { sql: '', params: [] };
  try {
    renderInto(query.queryChunks, out);
  } catch (err) {
    if (err instanceof Unsupported) return null;
    throw err;
  }
  return out;
}
