/**
 * WOFF 1.0 -> TrueType/OpenType (sfnt). fontkit, inside react-pdf, inflates a WOFF table
 * again on every access (several times per render), which made a 2-page CV cost ~150 ms
 * more; an uncompressed font avoids that. The inflater is passed in: node:zlib on the
 * server, DecompressionStream('deflate') in the browser. No dependencies.
 */
type Table = { tag: number; checksum: number; data: Uint8Array };
type Inflate<R> = (compressed: Uint8Array, length: number) => R;

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'

function readTables(woff: Uint8Array) {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < 44 || view.getUint32(0) !== WOFF_SIGNATURE) throw new Error('No es un archivo WOFF');
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const entries = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    return {
      tag: view.getUint32(at),
      checksum: view.getUint32(at + 16),
      length,
      compressed: compLength < length,
      bytes: woff.subarray(offset, offset + compLength),
    };
  });
  return { flavor, entries };
}

function buildSfnt(flavor: number, tables: Table[]): Uint8Array {
  const sorted = [...tables].sort((a, b) => a.tag - b.tag);
  const headerSize = 12 + 16 * sorted.length;
  const size = sorted.reduce((sum, t) => sum + ((t.data.byteLength + 3) & ~3), headerSize);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const log2 = Math.floor(Math.log2(sorted.length || 1));
  view.setUint32(0, flavor);
  view.setUint16(4, sorted.length);
  view.setUint16(6, 2 ** log2 * 16);
  view.setUint16(8, log2);
  view.setUint16(10, sorted.length * 16 - 2 ** log2 * 16);
  let offset = headerSize;
  sorted.forEach((t, i) => {
    const rec = 12 + i * 16;
    view.setUint32(rec, t.tag);
    view.setUint32(rec + 4, t.checksum);
    view.setUint32(rec + 8, offset);
    view.setUint32(rec + 12, t.data.byteLength);
    out.set(t.data, offset);
    offset += (t.data.byteLength + 3) & ~3;
  });
  return out;
}

/** Synchronous conversion (server: `(d) => zlib.inflateSync(d)`). */
export function woffToSfnt(woff: Uint8Array, inflate: Inflate<Uint8Array>): Uint8Array {
  const { flavor, entries } = readTables(woff);
  return buildSfnt(
    flavor,
    entries.map((e) => ({ tag: e.tag, checksum: e.checksum, data: e.compressed ? inflate(e.bytes, e.length) : e.bytes })),
  );
}

/** Asynchronous conversion (browser: DecompressionStream). */
export async function woffToSfntAsync(woff: Uint8Array, inflate: Inflate<Promise<Uint8Array>>): Promise<Uint8Array> {
  const { flavor, entries } = readTables(woff);
  const tables = await Promise.all(
    entries.map(async (e) => ({ tag: e.tag, checksum: e.checksum, data: e.compressed ? await inflate(e.bytes, e.length) : e.bytes })),
  );
  return buildSfnt(flavor, tables);
}
