/** Typed errors of PDF reading; `message` is Spanish and may be shown to the user as is. */

export type CvPdfErrorCode = 'sin_texto' | 'pdf_invalido' | 'pdf_protegido';

const MESSAGES: Record<CvPdfErrorCode, string> = {
  sin_texto:
    'El PDF no tiene texto seleccionable (parece escaneado). Envíe un PDF generado desde un procesador de textos.',
  pdf_invalido: 'El archivo no es un PDF válido o está dañado.',
  pdf_protegido: 'El PDF está protegido con contraseña. Envíe una copia sin contraseña.',
};

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
