/** One place maps every failure to the envelope; 5xx details stay in the log. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { envelope, HttpError, unavailable } from './errors';
import { invalidInput } from './validation';

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);
const BAD_JSON = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

function toHttpError(err: FastifyError): HttpError | null {
  if (err instanceof HttpError) return err;
  // PostgreSQL down, restarting or out of reach: a short wait, not a server fault (decision 065).
  if (isDatabaseUnavailable(err)) return unavailable();
  // A body, query or path parameter that fails its schema: the same 400 as a form's fields.
  if (hasZodFastifySchemaValidationErrors(err)) {
    return invalidInput(err.validation.map((v) => ({ path: String(v.instancePath ?? '').split('/'), message: v.message ?? 'Valor inválido.' })));
  }
  const status = err.statusCode ?? 500;
  if (status === 413 || TOO_LARGE.has(err.code)) return new HttpError(413, 'El contenido enviado es demasiado grande.');
  if (status === 415) return new HttpError(415, 'Tipo de contenido no admitido.');
  if (status >= 400 && status < 500) return new HttpError(status, BAD_JSON.has(err.code) ? 'El cuerpo de la solicitud no es JSON válido.' : 'Solicitud inválida.');
  return null;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const known = isResponseSerializationError(err) ? null : toHttpError(err);
    if (known) {
      if (known.statusCode === 503) req.log.warn({ err: err.message }, 'database unavailable');
      if (known.retryAfterSec) reply.header('Retry-After', String(known.retryAfterSec));
      return reply.status(known.statusCode).send(envelope(known.message, known.errores));
    }
    // The client left while its (compressed) reply was streaming: a closed tab or a dropped phone
    // connection, not a fault of the server; nobody is there to read what follows.
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') req.log.info({ err: err.message }, 'client closed the connection before the reply ended');
    else req.log.error({ err, cause: err.cause }, isResponseSerializationError(err) ? 'reply does not match its schema' : 'unhandled error');
    return reply.status(500).send(envelope('Ocurrió un error en el servidor.'));
  });
}

/**
 * Errors the router raises before any route runs (a malformed URL, a path parameter over
 * maxParamLength): the same envelope, and the URL is never echoed back.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send(envelope('La dirección es demasiado larga.'));
  if (err.code === 'FST_ERR_BAD_URL') return reply.status(400).send(envelope('La dirección no es válida.'));
  return reply.status(400).send(envelope('Solicitud inválida.'));
}
