/**
 * The backup archive (tar.ts, decision 100): what tar-stream writes, `tar` and our reader read;
 * archives of backup format 1 (written by the hand-made writer before tar-stream) still read.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { DamagedArchiveError, extractTar, TarWriter } from './tar';
import { TarWriter as FormatOneWriter } from './fixtures/tar-format-1';

const FIXTURE = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'backup-format-1.tar.gz');
const bytes = (n: number, seed: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * seed + 3) % 256));
const LONG = `uploads/private/cvs/${'carpeta-con-un-nombre-largo/'.repeat(3)}curriculum-de-una-persona-con-nombre-largo.pdf`;
/** What backup-format-1.tar.gz holds, in its order (all with the mtime 2026-12-01T18:55:00Z). */
const FORMAT_ONE: [string, Buffer][] = [
  ['chamba-backup.json', Buffer.from(`${JSON.stringify({ format: 'chamba-backup', version: 1, database: 'pglite', createdAt: '2026-12-01T18:55:00.000Z', uploads: 4 }, null, 1)}\n`)],
  ['uploads/public/logos/empresa.webp', Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0, 255, 128, 7])],
  ['uploads/public/files/bloque-justo.bin', bytes(512, 7)],
  ['uploads/private/cvs/vacío.txt', Buffer.alloc(0)],
  [LONG, bytes(1500, 13)],
];

const work = mkdtempSync(join(tmpdir(), 'chamba-tar-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let n = 0;
const fresh = () => join(work, `d${++n}`);

async function readAll(archive: string) {
  const out = fresh();
  const names = await extractTar(archive, (name) => join(out, name));
  return { names, content: (name: string) => readFileSync(join(out, name)) };
}

const hasTar = (() => {
  try {
    execFileSync('tar', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('archivos de la copia', () => {
  it('una copia del formato 1 (el escritor anterior) se lee entera: nombres, contenidos, nombre largo y no ASCII', async () => {
    const { names, content } = await readAll(FIXTURE);
    expect(names).toEqual(FORMAT_ONE.map(([name]) => name));
    for (const [name, data] of FORMAT_ONE) expect(content(name).equals(data)).toBe(true);
  });

  it('la copia congelada del escritor del formato 1 escribe los mismos bytes que el archivo de prueba', async () => {
    const src = fresh();
    const archive = join(work, 'again.tar.gz');
    const writer = new FormatOneWriter(archive);
    for (const [name, data] of FORMAT_ONE) {
      const p = join(src, name);
      mkdirSync(dirname(p), { recursive: true });
      writeFileSync(p, data);
      utimesSync(p, new Date('2026-12-01T18:55:00Z'), new Date('2026-12-01T18:55:00Z'));
      await writer.addFile(name, p);
    }
    await writer.close();
    expect(gunzipSync(readFileSync(archive)).equals(gunzipSync(readFileSync(FIXTURE)))).toBe(true);
  });

  it('lo que escribe tar-stream lo leen tar y extractTar con los mismos nombres y contenidos', async () => {
    const src = fresh();
    const big = bytes(700_000, 31);
    const unicode = `uploads/public/${'año-ñandú-'.repeat(12)}.webp`; // > 100 bytes and not ASCII: a PAX header
    const archive = join(work, 'new.tar.gz');
    const writer = new TarWriter(archive);
    await writer.addBuffer('chamba-backup.json', FORMAT_ONE[0][1]);
    await writer.addStream('database/pglite.tar.gz', big.length, Readable.from([big.subarray(0, 1000), big.subarray(1000)]));
    mkdirSync(join(src, 'x'), { recursive: true });
    writeFileSync(join(src, 'x', 'long'), bytes(1500, 13));
    writeFileSync(join(src, 'x', 'empty'), '');
    await writer.addFile(LONG, join(src, 'x', 'long'));
    await writer.addFile(unicode, join(src, 'x', 'empty'));
    await writer.close();

    const expected = ['chamba-backup.json', 'database/pglite.tar.gz', LONG, unicode];
    const { names, content } = await readAll(archive);
    expect(names).toEqual(expected);
    expect(content('database/pglite.tar.gz').equals(big)).toBe(true);
    expect(content(LONG).equals(bytes(1500, 13))).toBe(true);
    expect(content(unicode).length).toBe(0);
    if (hasTar) expect(execFileSync('tar', ['tzf', archive], { encoding: 'utf8' }).trim().split('\n')).toEqual(expected);
  });

  it('un flujo con menos bytes de los anunciados no deja una copia que parezca completa', async () => {
    const writer = new TarWriter(join(work, 'short.tar.gz'));
    await expect(writer.addStream('database/pglite.tar.gz', 10, Readable.from([Buffer.from('corto')]))).rejects.toThrow();
    await writer.abort();
  });

  it('una copia cortada o que no es .tar.gz se rechaza con un mensaje claro', async () => {
    const whole = readFileSync(FIXTURE);
    const cut = join(work, 'cut.tar.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(readAll(cut)).rejects.toThrow(DamagedArchiveError);
    await expect(readAll(cut)).rejects.toThrow(/está incompleta o dañada/);
    const text = join(work, 'text.tar.gz');
    writeFileSync(text, 'esto no es una copia');
    await expect(readAll(text)).rejects.toThrow(/no es un \.tar\.gz/);
  });
});
