/** Shrinks a chosen photo in the browser (canvas) to at most 800x800, JPEG quality 0.7. */
import { drawShrunk, ImageReadError } from '../../lib/shrink-image';

export const PHOTO_MAX_SIDE = 800;
export const PHOTO_QUALITY = 0.7;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export async function shrinkPhoto(file: File, maxSide = PHOTO_MAX_SIDE, quality = PHOTO_QUALITY): Promise<string> {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type)) throw new Error('La foto debe ser una imagen JPG, PNG o WEBP.');
  if (file.size > 15 * 1024 * 1024) throw new Error('La foto es demasiado grande.');
  try {
    return (await drawShrunk(file, maxSide)).toDataURL('image/jpeg', quality);
  } catch (err) {
    if (err instanceof ImageReadError && err.message.startsWith('No se pudo leer')) {
      throw new Error('No se pudo leer la imagen. Prueba con otra foto.');
    }
    throw new Error('No se pudo procesar la imagen.');
  }
}
