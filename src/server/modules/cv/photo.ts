/**
 * CV photos (DESIGN decision 7): checked by magic bytes and size, re-encoded with sharp to a
 * JPEG of at most 800x800 without metadata, stored under a private key (never served as is).
 */
import { loadSharp } from '../../infra/images/sharp';
import type { AppDeps } from '../../context';
import { badRequest } from '../../http/errors';
import { newPublicCode } from '../../lib/codes';
import { CV_MESSAGES, CV_PHOTO_MAX_BYTES } from '../../../shared/contract/cv';

export const PHOTO_MAX_SIDE = 800;

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The image format by its first bytes; null for anything else (SVG, GIF, PDF, text...). */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const photoError = (message: string) => badRequest(message, { foto: message });

/** A JPEG of at most 800x800, EXIF orientation applied, metadata stripped. */
export async function reencodePhoto(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > CV_PHOTO_MAX_BYTES) throw photoError(CV_MESSAGES.photoSize);
  if (!sniffImage(bytes)) throw photoError(CV_MESSAGES.photoType);
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  } catch {
    // Right magic bytes but not a decodable image (truncated, forged, too many pixels).
    throw photoError(CV_MESSAGES.photoType);
  }
}

export async function storePhoto(deps: AppDeps, jpeg: Buffer): Promise<string> {
  const key = `private/cv-fotos/${newPublicCode(24)}.jpg`;
  await deps.storage.put(key, jpeg, 'image/jpeg');
  return key;
}

export async function loadPhoto(deps: AppDeps, key: string | null | undefined): Promise<Buffer | null> {
  if (!key) return null;
  try {
    return await deps.storage.get(key);
  } catch {
    return null;
  }
}
