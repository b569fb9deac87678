/**
 * The backup archive's format: a gzipped POSIX tar (ustar), so an operator can look inside with
 * `tar tzf` and take a single file out with `tar xzf`. Written and read as streams, one file at a
 * time, so an archive may be far bigger than memory. Regular files only: that is all a backup holds.
 */
import { createReadStream, createWriteStream, closeSync, mkdirSync, openSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { once } from 'node:events';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';

const BLOCK = 512;

function header(name: string, size: number, mtime: Date): Buffer {
  const h = Buffer.alloc(BLOCK);
  let base = name;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    // ustar: up to 155 bytes of folders in `prefix`, the rest (up to 100) in `name`.
    const cut = name.lastIndexOf('/', 155);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
    if (cut <= 0 || Buffer.byteLength(base) > 100 || Buffer.byteLength(prefix) > 155) throw new Error(`Nombre de archivo demasiado largo para la copia: ${name}`);
  }
  const octal = (n: number, width: number) => n.toString(8).padStart(width - 1, '0') + '\0';
  h.write(base, 0, 100, 'utf8');
  h.write(octal(0o644, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii'); // the checksum counts its own field as spaces
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return h;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export class TarWriter {
  private readonly gzip: Gzip;
  private readonly done: Promise<unknown>;

  constructor(file: string) {
    this.gzip = createGzip();
    const out = createWriteStream(file);
    this.gzip.pipe(out);
    this.done = once(out, 'close');
  }

  private async write(chunk: Buffer) {
    if (!this.gzip.write(chunk)) await once(this.gzip, 'drain');
  }

  async addBuffer(name: string, data: Buffer) {
    await this.write(header(name, data.length, new Date()));
    await this.write(data);
    await this.write(padding(data.length));
  }

  async addFile(name: string, path: string) {
    const { size, mtime } = statSync(path);
    await this.write(header(name, size, mtime));
    let written = 0;
    for await (const chunk of createReadStream(path)) {
      await this.write(chunk as Buffer);
      written += (chunk as Buffer).length;
    }
    if (written !== size) throw new Error(`El archivo ${path} cambió mientras se copiaba.`);
    await this.write(padding(size));
  }

  async close() {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.gzip.end();
    await this.done;
  }
}

function field(h: Buffer, start: number, length: number): string {
  const raw = h.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/**
 * Reads an archive written by TarWriter: each regular file goes to the path `destination` gives
 * for its name (null skips it). Returns the names read.
 */
export async function extractTar(file: string, destination: (name: string) => string | null): Promise<string[]> {
  const names: string[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let state: { kind: 'header' } | { kind: 'data'; left: number; pad: number; fd: number | null } | { kind: 'skip'; left: number } | { kind: 'end' } = { kind: 'header' };
  for await (const chunk of createReadStream(file).pipe(createGunzip())) {
    pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    for (;;) {
      if (state.kind === 'end') break;
      if (state.kind === 'header') {
        if (pending.length < BLOCK) break;
        const h = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (h.every((b) => b === 0)) {
          state = { kind: 'end' };
          break;
        }
        const prefix = field(h, 345, 155);
        const name = (prefix ? `${prefix}/` : '') + field(h, 0, 100);
        const size = parseInt(field(h, 124, 12).trim() || '0', 8);
        const type = field(h, 156, 1) || '0';
        let fd: number | null = null;
        if (type === '0') {
          names.push(name);
          const to = destination(name);
          if (to) {
            mkdirSync(dirname(to), { recursive: true });
            fd = openSync(to, 'w');
          }
        }
        state = { kind: 'data', left: size, pad: padding(size).length, fd };
        if (size === 0) {
          if (fd !== null) closeSync(fd);
          state = { kind: 'skip', left: 0 };
        }
        continue;
      }
      if (state.kind === 'data') {
        if (!pending.length) break;
        const take = Math.min(state.left, pending.length);
        if (state.fd !== null) writeSync(state.fd, pending, 0, take);
        pending = pending.subarray(take);
        state.left -= take;
        if (state.left === 0) {
          if (state.fd !== null) closeSync(state.fd);
          state = { kind: 'skip', left: state.pad };
        }
        continue;
      }
      // skip: the padding after a file's data
      const take = Math.min(state.left, pending.length);
      pending = pending.subarray(take);
      state.left -= take;
      if (state.left === 0) state = { kind: 'header' };
      else break;
    }
  }
  if (state.kind !== 'end') throw new Error(`La copia ${file} está incompleta o dañada (termina antes de tiempo).`);
  return names;
}
