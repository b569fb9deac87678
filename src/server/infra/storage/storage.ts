/**
 * Files go through one interface. Keys look like 'public/logos/abc.webp' or 'private/cvs/...':
 * public keys are served under /uploads/, private ones only through routes that check ownership.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Throws when a remote store (S3) cannot be reached or refuses the credentials; /readyz asks. */
  ping?(): Promise<void>;
}

export function assertSafeKey(key: string): string {
  if (!/^(public|private)\/[A-Za-z0-9/_.-]+$/.test(key) || key.includes('..')) throw new Error(`Clave de archivo inválida: ${key}`);
  return key;
}

export function localStorage(rootDir: string): Storage {
  const pathOf = (key: string) => {
    const full = normalize(join(rootDir, assertSafeKey(key)));
    if (!full.startsWith(normalize(rootDir) + sep)) throw new Error('Ruta fuera del almacenamiento');
    return full;
  };
  return {
    async put(key, data) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Public URL of a public key. */
export const publicFileUrl = (key: string | null | undefined) =>
  key ? (/^https?:\/\//.test(key) || key.startsWith('/') ? key : `/uploads/${key.replace(/^public\//, '')}`) : null;
