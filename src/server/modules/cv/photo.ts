/**
 * CV photos: re-encoded as a JPEG of at most 800x800 (react-pdf draws JPEG and PNG, not WebP),
 * stored under a private key and never served as is: only inside the CV's PDF and HTML.
 */
import type { AppDeps } from '../../core/context';
import { newPublicCode } from '../../core/codes';
import { reencodeImage } from '../../core/files/images';
import { CV_MESSAGES } from '../../../shared/contract/cv';

export const PHOTO_MAX_SIDE = 800;

export const reencodePhoto = (bytes: Buffer) =>
  reencodeImage(bytes, 'foto', { type: CV_MESSAGES.photoType, broken: CV_MESSAGES.photoType }, { format: 'jpeg', max: PHOTO_MAX_SIDE });

/** The preview's photo: a little larger than the client's 240 px copy is kept, never more. */
export const PREVIEW_PHOTO_MAX_SIDE = 320;

/**
 * The photo of a preview request: a PNG/JPEG data URL, re-encoded (so a forged or huge image is a
 * 400 on `foto`, not work for react-pdf). A URL or site path is not fetched: no photo.
 */
export async function previewPhoto(foto: string | undefined): Promise<Buffer | null> {
  const m = /^data:image\/(?:png|jpe?g);base64,([A-Za-z0-9+/=]+)$/i.exec(foto ?? '');
  if (!m) return null;
  return reencodeImage(Buffer.from(m[1], 'base64'), 'foto', { type: CV_MESSAGES.photoType, broken: CV_MESSAGES.photoType }, { format: 'jpeg', max: PREVIEW_PHOTO_MAX_SIDE });
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
  } catch (err) {
    // The CV is still shown and rendered without its photo; the missing file is logged.
    deps.log.warn({ err, key }, 'CV photo could not be read');
    return null;
  }
}
