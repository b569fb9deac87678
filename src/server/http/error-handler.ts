import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { envelope, HttpError } from './errors';

/** One place maps every failure to the envelope; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      if (err.retryAfterSec) reply.header('Retry-After', String(err.retryAfterSec));
      return reply.status(err.statusCode).send(envelope(err.message, err.errores));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errores: Record<string, string> = {};
      for (const v of err.validation) {
        const field = String(v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || String((v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? '') || '_';
        if (!errores[field]) errores[field] = v.message ?? 'Valor inválido.';
      }
      const first = Object.values(errores)[0] ?? 'Datos inválidos.';
      return reply.status(400).send(envelope(first, errores));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, cause: err.cause }, 'reply does not match its schema');
      return reply.status(500).send(envelope('Ocurrió un error en el servidor.'));
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT' || err.code === 'FST_PARTS_LIMIT') {
      return reply.status(413).send(envelope('El contenido enviado es demasiado grande.'));
    }
    if (status === 415) return reply.status(415).send(envelope('Tipo de contenido no admitido.'));
    if (status >= 400 && status < 500) {
      const message = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'El cuerpo de la solicitud no es JSON válido.' : 'Solicitud inválida.';
      return reply.status(status).send(envelope(message));
    }
    req.log.error({ err }, 'unhandled error');
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
