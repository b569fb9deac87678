/**
 * Uploaded images (DESIGN decision 7), for every area that takes one: checked by magic bytes,
 * then re-encoded with sharp, EXIF orientation applied, all metadata dropped, within max x max
 * (never enlarged). Anything that is not a readable JPEG, PNG or WebP answers 400 on its field.
 */
import { loadSharp } from '../../infra/images/sharp';
import { fieldError } from '../http/errors';
import { imageKind } from './kinds';

export type ImageMessages = { type: string; broken: string };

export type ImageOutput = {
  format: 'webp' | 'jpeg';
  /** Longest side in pixels. */
  max: number;
};

export async function reencodeImage(data: Buffer, field: string, messages: ImageMessages, out: ImageOutput): Promise<Buffer> {
  if (!imageKind(data)) throw fieldError(field, messages.type);
  const sharp = await loadSharp();
  try {
    const image = sharp(data, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: out.max, height: out.max, fit: 'inside', withoutEnlargement: true });
    // A JPEG has no transparency: transparent pixels become white, as on paper.
    return await (out.format === 'jpeg' ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }) : image.webp({ quality: 80 })).toBuffer();
  } catch {
    // Right magic bytes but not a decodable image (truncated, forged, too many pixels).
    throw fieldError(field, messages.broken);
  }
}
