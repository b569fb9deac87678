/** Failures with a status and a Spanish message; the central handler turns them into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errores?: Record<string, string>,
    readonly retryAfterSec?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errores?: Record<string, string>) => new HttpError(400, message, errores);
export const unauthorized = (message = 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.') => new HttpError(401, message);
export const forbidden = (message = 'No tienes permiso para realizar esta acción.') => new HttpError(403, message);
export const notFound = (message = 'No se encontró lo que buscas.') => new HttpError(404, message);
export const tooLarge = () => new HttpError(413, 'El contenido enviado es demasiado grande.');
export const tooMany = (retryAfterSec: number, message = 'Demasiados intentos. Espera un momento e inténtalo de nuevo.') =>
  new HttpError(429, message, undefined, retryAfterSec);
/** The database (or another part the request needs) cannot be reached for a moment. */
export const unavailable = (retryAfterSec = 5) =>
  new HttpError(503, 'El servicio no está disponible por un momento. Intenta de nuevo en unos segundos.', undefined, retryAfterSec);

/** A field's 400: the message is also the field's entry in `errores`. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

export function envelope(message: string, errores?: Record<string, string>) {
  return {
    error: 1 as const,
    codigoerror: 1 as const,
    status: false as const,
    message,
    mensaje: message,
    ...(errores ? { errores } : {}),
  };
}
