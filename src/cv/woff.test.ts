import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FONT_KEYS, fontModule } from './fonts';
import { woffToSfnt, woffToSfntAsync } from './woff';

const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve(fontModule('roboto-latin-400-normal')));

async function inflateStream(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('woffToSfnt', () => {
  it('gives a TrueType font with every table, the same sync and async', async () => {
    const ttf = woffToSfnt(woff, (b) => inflateSync(b));
    const view = new DataView(ttf.buffer, ttf.byteOffset, ttf.byteLength);
    expect(view.getUint32(0)).toBe(0x00010000);
    expect(view.getUint16(4)).toBe(new DataView(woff.buffer, woff.byteOffset).getUint16(12));
    expect(ttf.byteLength).toBeGreaterThan(woff.byteLength);
    expect(await woffToSfntAsync(woff, inflateStream)).toEqual(ttf);
  });

  it('converts every font file the templates use', () => {
    for (const key of FONT_KEYS) {
      const ttf = woffToSfnt(readFileSync(require.resolve(fontModule(key))), (b) => inflateSync(b));
      expect(new DataView(ttf.buffer, ttf.byteOffset).getUint32(0), key).toBe(0x00010000);
    }
  });

  it('rejects what is not WOFF', () => {
    expect(() => woffToSfnt(new Uint8Array(64), (b) => b)).toThrow('No es un archivo WOFF');
  });
});
