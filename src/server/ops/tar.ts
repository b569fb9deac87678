/**
 * The backup archive's format: a gzipped POSIX tar, so an operator can look inside with `tar tzf`
 * and take a single file out with `tar xzf`. Written and read with tar-stream and node:zlib as
 * streams, one file at a time, so an archive may be far bigger than memory (decision 100). Names
 * longer than ustar's fields, or not ASCII, get a PAX header, which every tar reads. Archives
 * written before (format 1's own writer: ustar only) read the same way.
 */
import { createReadStream, createWriteStream, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';

/** An archive being written to `file`; nothing is complete until close() resolves. */
export class TarWriter {
  private readonly pack = pack();
  private readonly written: Promise<void>;
  /** Rejects as soon as writing the file fails (disk full, a file that changed), so no entry waits for ever. */
  private readonly failed: Promise<never>;

  constructor(file: string) {
    this.written = pipeline(this.pack, createGzip(), createWriteStream(file));
    this.failed = this.written.then(() => new Promise<never>(() => {}));
    // Observed by every entry and by close(); this keeps an early failure from going unhandled.
    this.failed.catch(() => {});
  }

  private async entry(name: string, size: number, mtime: Date, source: Buffer | Readable) {
    const added = new Promise<void>((resolve, reject) => {
      const header = { name, size, mtime, mode: 0o644, type: 'file' as const };
      if (Buffer.isBuffer(source)) {
        this.pack.entry(header, source, (err) => (err ? reject(err) : resolve()));
        return;
      }
      const sink = this.pack.entry(header, (err) => (err ? reject(err) : resolve()));
      sink.on('error', reject);
      source.once('error', (err) => {
        reject(err);
        this.pack.destroy(err);
      });
      source.pipe(sink);
    });
    await Promise.race([added, this.failed]);
  }

  addBuffer(name: string, data: Buffer) {
    return this.entry(name, data.length, new Date(), data);
  }

  /** A stream of exactly `size` bytes (a reply whose length is known). */
  addStream(name: string, size: number, source: Readable) {
    return this.entry(name, size, new Date(), source);
  }

  async addFile(name: string, path: string) {
    const { size, mtime } = statSync(path);
    try {
      await this.entry(name, size, mtime, createReadStream(path));
    } catch (err) {
      if (err instanceof Error && err.message === 'Size mismatch') throw new Error(`El archivo ${path} cambió mientras se copiaba.`);
      throw err;
    }
  }

  async close() {
    this.pack.finalize();
    await this.written;
  }

  /** Stops writing after a failure; the partial file is the caller's to remove. */
  async abort() {
    this.pack.destroy(new Error('copia interrumpida'));
    await this.written.catch(() => {});
  }
}

/** A file that is not a gzipped tar, or ends before its end. */
export class DamagedArchiveError extends Error {}

/**
 * Reads an archive: each regular file goes to the path `destination` gives for its name (null
 * skips it). Returns the names read, in order.
 */
export async function extractTar(file: string, destination: (name: string) => string | null): Promise<string[]> {
  const names: string[] = [];
  const entries = extract();
  const read = pipeline(createReadStream(file), createGunzip(), entries);
  const each = (async () => {
    for await (const entry of entries) {
      const { name, type } = entry.header;
      const to = type === 'file' || type === 'contiguous-file' ? destination(name) : null;
      if (type === 'file' || type === 'contiguous-file') names.push(name);
      if (!to) {
        entry.resume();
        continue;
      }
      mkdirSync(dirname(to), { recursive: true });
      await pipeline(entry, createWriteStream(to));
    }
  })();
  try {
    await Promise.all([read, each]);
  } catch (err) {
    entries.destroy();
    await Promise.allSettled([read, each]);
    if (err instanceof Error && /unexpected end|incorrect header check|invalid|not a tar|end of data/i.test(err.message)) {
      throw new DamagedArchiveError(`La copia ${file} está incompleta o dañada, o no es un .tar.gz (${err.message}).`);
    }
    throw err;
  }
  return names;
}
