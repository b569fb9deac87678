/**
 * Registers an endpoint: every route of the server goes through here, so one place decides how a
 * request is authenticated, validated (body, query, path parameters, multipart forms), answered
 * and documented. Schemas, auth and roles come from the endpoint's declaration in
 * src/shared/contract (or, for the few routes outside the API contract, from a local one).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorEnvelope, type Method, type Role } from '../../../shared/contract/endpoint';
import { resolveToken } from '../auth/tokens';
import type { AuthUser } from '../context';
import { forbidden, unauthorized } from './errors';
import { readForm, type FormSpec, type RejectedFile, type UploadedFile } from './form';
import { parseOrThrow } from './validation';

/** What route() needs to know of an endpoint: the contract's Endpoint is one. */
export type RouteSpec = {
  method: Method;
  path: string;
  auth: 'none' | 'optional' | 'required';
  roles?: readonly Role[];
  summary?: string;
  addition?: boolean;
  /** Left out of the OpenAPI document (pages, files and callbacks outside the API contract). */
  hide?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  reply?: z.ZodType;
  multipart?: boolean;
};

/** What a schema gives once validated; undefined where the spec declares none. */
type Out<S> = [Exclude<S, undefined>] extends [never] ? undefined : Exclude<S, undefined> extends z.ZodType ? z.output<Exclude<S, undefined>> : undefined;

export type RouteContext<S extends RouteSpec> = {
  body: Out<S['body']>;
  query: Out<S['query']>;
  params: Out<S['params']>;
  user: S['auth'] extends 'required' ? AuthUser : AuthUser | null;
  req: FastifyRequest;
  reply: FastifyReply;
  /**
   * A multipart endpoint's form (or the same fields as JSON): read when the handler asks, so it
   * can refuse (limits, ownership) before the upload is read; fields validated with `body`.
   */
  form(): Promise<{ body: Out<S['body']>; files: Record<string, UploadedFile[]>; rejected: Record<string, RejectedFile[]> }>;
};

export type Handler<S extends RouteSpec> = (ctx: RouteContext<S>) => Promise<S['reply'] extends z.ZodType ? z.input<S['reply']> : unknown>;

export type RouteOptions = {
  bodyLimit?: number;
  /** The files a multipart endpoint accepts. */
  form?: FormSpec;
  /** A POST that never writes (searches): the cache keeps its versions after it. */
  readOnly?: boolean;
  /** The body as received, as text (a gateway's signed callback is checked on its exact bytes). */
  rawBody?: boolean;
};

/** Every refusal answers the envelope; the OpenAPI document says so. */
const ERROR_REPLIES = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope };

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

async function authenticate(app: FastifyInstance, req: FastifyRequest, spec: RouteSpec) {
  req.user = null;
  if (spec.auth === 'none') return;
  const token = bearerToken(req);
  if (token) req.user = await resolveToken(app.deps.db, token, app.deps.clock.now());
  if (spec.auth === 'required' && !req.user) throw unauthorized();
  if (spec.roles && (!req.user || !spec.roles.includes(req.user.role))) throw req.user ? forbidden() : unauthorized();
}

export function route<S extends RouteSpec>(app: FastifyInstance, spec: S, handler: Handler<NoInfer<S>>, opts: RouteOptions = {}) {
  if (opts.rawBody) {
    // Its own scope, so the text parser applies to this route alone.
    void app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: opts.bodyLimit }, (_req, body, done) => done(null, body));
      route(scope, spec, handler, { ...opts, rawBody: false });
    });
    return;
  }
  const jsonBody = Boolean(spec.body) && spec.method !== 'GET' && !spec.multipart;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    // '{id}' in the contract's path is a route parameter (':id' for Fastify).
    url: spec.path.replace(/\{(\w+)\}/g, ':$1'),
    bodyLimit: opts.bodyLimit,
    schema: {
      summary: spec.summary,
      tags: [spec.addition ? 'adición' : 'spec'],
      ...(spec.hide ? { hide: true } : {}),
      ...(jsonBody ? { body: spec.body } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      response: { ...(spec.reply ? { 200: spec.reply } : {}), ...ERROR_REPLIES },
    },
    // Who calls is settled before the body is even read: a stranger learns nothing of the schema.
    onRequest: async (req) => authenticate(app, req, spec),
    // A request that may have written: the cache reads the data's versions again before its next
    // answer. Marked before the reply leaves (onSend), so the caller's next request sees its write.
    ...(opts.readOnly || spec.method === 'GET'
      ? {}
      : {
          onSend: async (_req: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
            app.deps.cache.recheck();
            return payload;
          },
        }),
    handler: async (req, reply) => {
      const ctx: RouteContext<S> = {
        // The validated JSON body; the text of a raw-body route; nothing for forms (see form()).
        body: (jsonBody || typeof req.body === 'string' ? req.body : undefined) as Out<S['body']>,
        query: req.query as Out<S['query']>,
        params: req.params as Out<S['params']>,
        user: req.user as RouteContext<S>['user'],
        req,
        reply,
        async form() {
          const { fields, files, rejected } = await readForm(req, opts.form);
          return { body: (spec.body ? parseOrThrow(spec.body, fields) : fields) as Out<S['body']>, files, rejected };
        },
      };
      return handler(ctx) as never;
    },
  });
}
