/**
 * What every route relies on, registered once before the areas: the dependencies, zod
 * validation and serialisation, the central error handler, security headers, the JSON and
 * multipart body parsers, compression of replies, the OpenAPI document (/api/docs), the health probes
 * and the Prometheus metrics (/metrics, with the timing of every reply).
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from '../context';
import { registerCompression } from './compression';
import { registerErrorHandler } from './error-handler';
import { registerHealth } from './health';
import { registerMetrics } from './metrics';
import { HttpError } from './errors';
import { route } from './route';
import { registerSecurityHeaders } from './security';
import { jsonWithoutNul } from './text-input';

/** Upper bounds for any multipart body; each form narrows them (form.ts). */
const MULTIPART_LIMITS = { fileSize: 10 * 1024 * 1024, files: 20, fields: 60, fieldSize: 512 * 1024, parts: 100 };

export async function registerKernel(app: FastifyInstance, deps: AppDeps) {
  app.decorate('deps', deps);
  app.decorateRequest('user', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  // Before any route: the plugin adds its encoder to each route as it is declared.
  await registerCompression(app);
  // The old client sends `[]` with a JSON content type on list calls, and some calls with no body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text, jsonWithoutNul));
    } catch {
      // Expected: the client's body is not JSON, which is a 400 for the client, not a server failure.
      done(new HttpError(400, 'El cuerpo de la solicitud no es JSON válido.'), undefined);
    }
  });
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await app.register(swagger, {
    openapi: { info: { title: 'Chamba API', description: 'Contrato de la API de Chamba (spec sección 7)', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  route(app, { method: 'GET', path: '/api/docs', auth: 'none', hide: true }, async () => app.swagger());
  registerHealth(app, deps);
  registerMetrics(app, deps);
}
