/**
 * Files anyone may read (logos, profile photos, article covers): stored under public/ keys and
 * served at /uploads/ (core/web/spa.ts). Private files (CV photos, analysed PDFs) never come here.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../infra/storage/storage';
import { newPublicCode } from '../codes';

/** Stores a re-encoded WebP image under public/<folder>/ and returns its public path (/uploads/...). */
export async function storePublicImage(storage: Storage, folder: string, webp: Buffer, prefix = ''): Promise<string> {
  const name = `${prefix ? `${prefix}-` : ''}${newPublicCode(16)}.webp`;
  await storage.put(`public/${folder}/${name}`, webp, 'image/webp');
  return `/uploads/${folder}/${name}`;
}

/** Removes a file this app uploaded (a /uploads/ path); other paths (static images) are left alone. */
export async function removePublicFile(storage: Storage, path: string | null | undefined, log?: FastifyBaseLogger) {
  if (!path || !path.startsWith('/uploads/')) return;
  const rest = path.slice('/uploads/'.length);
  if (!/^[A-Za-z0-9/_.-]+$/.test(rest) || rest.includes('..')) return;
  try {
    await storage.delete(`public/${rest}`);
  } catch (err) {
    log?.warn({ err, path }, 'could not remove an old upload');
  }
}
