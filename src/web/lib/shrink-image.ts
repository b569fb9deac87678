/**
 * Shrinks a photo in the browser before upload (spec: at most 800x800, JPEG quality 0.7 when
 * creating, 0.75 when editing). The server re-encodes it again with sharp.
 */
export class ImageReadError extends Error {}

/** Draws the image scaled to at most `max` on each side over white (JPEG has no transparency). */
export async function drawShrunk(file: Blob, max = 800): Promise<HTMLCanvasElement> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ImageReadError('No se pudo leer la imagen. Elige una foto JPG, PNG o WEBP.');
  }
  const scale = Math.min(1, max / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new ImageReadError('No se pudo procesar la imagen en este navegador.');
  // A transparent PNG logo gets a white background, not a black one.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas;
}

export async function shrinkImage(file: Blob, quality: number, max = 800): Promise<Blob> {
  const canvas = await drawShrunk(file, max);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  if (!blob) throw new ImageReadError('No se pudo procesar la imagen en este navegador.');
  return blob;
}
