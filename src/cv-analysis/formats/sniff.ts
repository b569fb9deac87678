/** What a CV file is, by its first bytes (never by its name). */
export type CvFormat = 'pdf' | 'docx' | 'doc' | 'jpeg' | 'png';

export function cvFormat(data: Uint8Array): CvFormat | null {
  const b = data;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) return 'png';
  if (b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04) return 'docx';
  if (b.length >= 8 && b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0 && b[4] === 0xa1 && b[5] === 0xb1 && b[6] === 0x1a && b[7] === 0xe1) return 'doc';
  if (Buffer.from(b.buffer, b.byteOffset, Math.min(b.length, 1024)).indexOf('%PDF-') >= 0) return 'pdf';
  return null;
}

/** Formats read by OCR (slow): photos and scans go to their own worker. */
export const isImageFormat = (f: CvFormat | null) => f === 'jpeg' || f === 'png';
