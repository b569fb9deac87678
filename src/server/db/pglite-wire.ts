/**
 * The protocol messages of a named statement's run on PGlite (pglite-named.ts, decision 089),
 * written and read here rather than by PGlite's serializer and parser: those allocate a buffer
 * per field or message and turn every message into an object, several times what the database
 * takes to look a job up by its code.
 */
export type Parsers = Record<number, ((value: string, typeId?: number) => unknown) | undefined>;

const ROW_DESCRIPTION = 84; // 'T'
const DATA_ROW = 68; // 'D'
const ERROR_RESPONSE = 69; // 'E'

const decoder = new TextDecoder();

/** Describe the unnamed portal, execute it (all rows), sync. */
const DESCRIBE_EXECUTE_SYNC = Buffer.from([68, 0, 0, 0, 6, 80, 0, 69, 0, 0, 0, 9, 0, 0, 0, 0, 0, 83, 0, 0, 0, 4]);

/**
 * Bind (the statement `name`, text values, text results), describe, execute and sync, in one
 * buffer between `before` and `after` (other messages, or empty).
 */
export function bindAndExecute(name: string, values: (string | null)[], before: Uint8Array, after: Uint8Array): Buffer {
  // Its length, portal and statement names, format codes, values, result format codes.
  const valueBytes = values.reduce<number>((n, v) => n + 4 + (v === null ? 0 : Buffer.byteLength(v)), 0);
  const bind = 4 + 1 + Buffer.byteLength(name) + 1 + 2 + 2 + valueBytes + 2;
  const out = Buffer.allocUnsafe(before.length + 1 + bind + DESCRIBE_EXECUTE_SYNC.length + after.length);
  out.set(before, 0);
  let p = out.writeUInt8(66, before.length); // 'B'
  p = out.writeInt32BE(bind, p);
  p = out.writeUInt8(0, p); // the unnamed portal
  p += out.write(name, p);
  p = out.writeUInt8(0, p);
  p = out.writeInt16BE(0, p); // parameters: all text
  p = out.writeInt16BE(values.length, p);
  for (const v of values) {
    if (v === null) {
      p = out.writeInt32BE(-1, p);
      continue;
    }
    const length = out.write(v, p + 4);
    p = out.writeInt32BE(length, p) + length;
  }
  p = out.writeInt16BE(0, p); // results: all text
  out.set(DESCRIBE_EXECUTE_SYNC, p);
  out.set(after, p + DESCRIBE_EXECUTE_SYNC.length);
  return out;
}

/**
 * The rows of a statement's answer read straight from its bytes: its RowDescription and DataRows,
 * each value through the type's parser. An answer holding an ErrorResponse is left to PGlite's
 * parser (null).
 */
export function decodeRows(bytes: Uint8Array, parsers: Parsers): Record<string, unknown>[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let names: string[] = [];
  let types: number[] = [];
  const rows: Record<string, unknown>[] = [];
  // Each message: its type (1 byte), its length (4 bytes, counting themselves), its body.
  for (let at = 0; at + 5 <= bytes.length; at += 1 + view.getInt32(at + 1)) {
    const type = bytes[at];
    let p = at + 5;
    if (type === ERROR_RESPONSE) return null;
    if (type === ROW_DESCRIPTION) {
      const fields = view.getInt16(p);
      p += 2;
      [names, types] = [[], []];
      for (let i = 0; i < fields; i++) {
        const nul = bytes.indexOf(0, p);
        names.push(decoder.decode(bytes.subarray(p, nul)));
        // After the name: table oid (4), column number (2), type oid (4), size (2), modifier (4), format (2).
        types.push(view.getInt32(nul + 7));
        p = nul + 19;
      }
    } else if (type === DATA_ROW) {
      const fields = view.getInt16(p);
      p += 2;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < fields; i++) {
        const length = view.getInt32(p);
        p += 4;
        if (length < 0) {
          row[names[i]] = null;
          continue;
        }
        const text = decoder.decode(bytes.subarray(p, p + length));
        p += length;
        const parse = parsers[types[i]];
        row[names[i]] = parse ? parse(text, types[i]) : text;
      }
      rows.push(row);
    }
  }
  return rows;
}
