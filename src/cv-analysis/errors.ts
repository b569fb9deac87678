/** Typed errors of CV reading (PDF, Word, image); `message` is Spanish and may be shown to the user as is. */

export type CvPdfErrorCode =
  | 'sin_texto'
  | 'pdf_invalido'
  | 'pdf_protegido'
  | 'formato'
  | 'imagen_invalida'
  | 'imagen_grande'
  | 'doc_antiguo'
  | 'docx_invalido'
  | 'docx_macros'
  | 'docx_grande';

const MESSAGES: Record<CvPdfErrorCode, string> = {
  sin_texto: 'No se encontró texto legible en el CV (ni en su texto ni leyendo sus imágenes). Envíe una copia más nítida.',
  pdf_invalido: 'El archivo no es un PDF válido o está dañado.',
  pdf_protegido: 'El PDF está protegido con contraseña. Envíe una copia sin contraseña.',
  formato: 'El archivo no es un PDF, un Word (.docx) ni una imagen JPEG o PNG.',
  imagen_invalida: 'El archivo no es una imagen JPEG o PNG válida.',
  imagen_grande: 'La imagen es demasiado grande (más de 40 megapíxeles). Envíe una foto o un escaneo de menor resolución.',
  doc_antiguo: 'Los archivos .doc antiguos no se pueden leer; guárdelo como .docx o PDF.',
  docx_invalido: 'El archivo no es un documento de Word (.docx) válido o está dañado.',
  docx_macros: 'El documento de Word contiene macros y no se abrió. Guárdelo como .docx sin macros o como PDF.',
  docx_grande: 'El documento de Word es demasiado grande al descomprimirlo. Envíe una versión más liviana o un PDF.',
};

/** Codes of files refused as hostile or unreadable by their very form: nothing of them is kept. */
export const REFUSED_CODES: ReadonlySet<CvPdfErrorCode> = new Set([
  'formato',
  'imagen_invalida',
  'imagen_grande',
  'doc_antiguo',
  'docx_invalido',
  'docx_macros',
  'docx_grande',
]);

export class CvPdfError extends Error {
  readonly code: CvPdfErrorCode;

  constructor(code: CvPdfErrorCode, options?: { cause?: unknown }) {
    super(MESSAGES[code], options);
    this.name = 'CvPdfError';
    this.code = code;
  }
}

export function isCvPdfError(error: unknown): error is CvPdfError {
  return error instanceof CvPdfError;
}
