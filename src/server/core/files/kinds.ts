/** What a file is, by its first bytes: whatever its name or declared type says. */
export type ImageKind = 'jpeg' | 'png' | 'webp';
/** document: a PDF, JPEG or PNG (a scanned or photographed paper). cv: a document, a Word file
 * (a zip) or an old Word file (OLE, refused later with its own reason). */
export type FileKind = 'image' | 'pdf' | 'document' | 'cv';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG, PNG or WebP; null for anything else (SVG, GIF, PDF, text...). */
export function imageKind(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG)) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** '%PDF-' within the first 1024 bytes, as PDF readers accept it. */
export function isPdf(data: Buffer): boolean {
  return data.subarray(0, 1024).indexOf('%PDF-') >= 0;
}

/** A document's content type by its bytes: PDF, JPEG or PNG; null for anything else. */
export function documentType(data: Buffer): 'application/pdf' | 'image/jpeg' | 'image/png' | null {
  if (isPdf(data)) return 'application/pdf';
  const image = imageKind(data);
  return image === 'jpeg' ? 'image/jpeg' : image === 'png' ? 'image/png' : null;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** A CV upload by its bytes: PDF, JPEG, PNG, a zip (.docx) or an OLE file (.doc). */
export function isCvUpload(data: Buffer): boolean {
  if (documentType(data) !== null && imageKind(data) !== 'webp') return true;
  return data.subarray(0, 4).equals(ZIP) || data.subarray(0, 8).equals(OLE);
}

export const isKind = (kind: FileKind, data: Buffer) =>
  kind === 'pdf' ? isPdf(data) : kind === 'document' ? documentType(data) !== null : kind === 'cv' ? isCvUpload(data) : imageKind(data) !== null;
