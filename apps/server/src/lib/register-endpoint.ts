import type { ContractProcedure, InferSchemaOutput, AnySchema, ErrorMap } from '@orpc/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { successMessages, type EndpointAuth, type EndpointMeta } from '@prepwise/contracts';
import { AppError } from './app-error.js';
import { ok, responses } from './envelope.js';

type Endpoint = ContractProcedure<AnySchema, AnySchema, ErrorMap, EndpointMeta>;

/** The validated input a handler receives: `{ params, query, body }` as the endpoint declares them. */
export type EndpointInput<E extends Endpoint> =
  E extends ContractProcedure<infer I, AnySchema, ErrorMap, EndpointMeta> ? InferSchemaOutput<I> : never;

/** A file a download endpoint answers. */
export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** What a handler returns: the envelope's data (a page of a list as `{ items, total }`), or a file. */
export type EndpointResult<E extends Endpoint> =
  E extends ContractProcedure<AnySchema, infer O, ErrorMap, EndpointMeta>
    ? z.input<O & z.ZodType> extends File
      ? DownloadFile
      : z.input<O & z.ZodType>
    : never;

const withMessageBrand = Symbol('withMessage');

/** A handler's data with a success message made for this answer (one naming what was done). */
export interface WithMessage<T> {
  readonly [withMessageBrand]: true;
  data: T;
  message: string;
}

/**
 * Answers `data` with `message` in the envelope instead of the declaration's `successMessage`,
 * for the few routes whose message names what was done (the activated voucher's package).
 */
export function withMessage<T>(data: T, message: string): WithMessage<T> {
  return { [withMessageBrand]: true, data, message };
}

function isWithMessage(value: unknown): value is WithMessage<unknown> {
  return typeof value === 'object' && value !== null && withMessageBrand in value;
}

const answeredBrand = Symbol('answered');

/** What a handler returns when it has sent the reply itself (see {@link answered}). */
export interface Answered {
  readonly [answeredBrand]: true;
}

/**
 * Tells registerEndpoint the handler has sent the reply itself: prepared JSON of the declared
 * schema (a cached page of questions) or a 304, with headers of its own. Nothing more is sent.
 */
export function answered(): Answered {
  return { [answeredBrand]: true };
}

function isAnswered(value: unknown): value is Answered {
  return typeof value === 'object' && value !== null && answeredBrand in value;
}

type Handler<E extends Endpoint> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointResult<E> | WithMessage<EndpointResult<E>> | Answered>;

const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function authHook(
  app: FastifyInstance,
  auth: EndpointAuth,
  cached: boolean,
): ((request: FastifyRequest) => Promise<void>) | undefined {
  if (auth === 'public') return undefined;
  return {
    admin: app.authenticateAdmin,
    teacher: app.authenticateTeacher,
    user: cached ? app.authenticateCached : app.authenticate,
    optional: app.authenticateOptional,
  }[auth];
}

/** What a route may add to its declaration on the server: its rate limit, checks around sign-in. */
export interface RouteExtras {
  /** The route's config, e.g. `{ rateLimit: { max, timeWindow } }`. */
  config?: FastifyContextConfig;
  /**
   * Runs first, before sign-in and validation, so it counts every request, valid or not (a
   * budget of requests per address shared by several routes).
   */
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** Runs after sign-in and validation, before the handler (e.g. counting a visitor's requests). */
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** The largest body the route takes, in bytes (an upload's raw body). */
  bodyLimit?: number;
  /**
   * Signs a user in with `authenticateCached` (hot routes: the token and user row kept in memory
   * briefly) instead of `authenticate`; only for `auth: 'user'`.
   */
  cachedSignIn?: boolean;
}

/** The zod schema of the envelope's data: the output itself, or a page's item list. */
function dataSchemaOf(output: z.ZodType, meta: EndpointMeta): z.ZodType {
  if (!meta.paged) return output;
  return (output as z.ZodObject<{ items: z.ZodArray<z.ZodType> }>).shape.items;
}

/**
 * Registers an endpoint declared in `@prepwise/contracts` as a Fastify route: its method and path,
 * its request parts validated with its schemas (the zod type provider), its auth as the pre-handler,
 * and its output as the response schema inside the envelope. A paged endpoint's handler returns
 * `{ items, total }`: the items go in the envelope and the total in `x-total-count` (a `fullTotal` in
 * `x-full-total-count`). A handler that sent the reply itself returns `answered()`. A download's
 * handler returns a file, sent as an attachment (`cache-control: no-store` unless the declaration's
 * `cacheControl` says otherwise). The declaration's `description` goes to the OpenAPI document.
 * The envelope's message is the declaration's `successMessage` (catalogue text), or the one a
 * handler gives with `withMessage`, else empty.
 * `extras` carries what only the server knows of a route: its rate limit, a hook before sign-in, a
 * pre-handler, a body limit.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  extras: RouteExtras = {},
): void {
  const { route, meta, inputSchema, outputSchema } = endpoint['~orpc'];
  const parts = (inputSchema as z.ZodObject<Record<string, z.ZodType>> | undefined)?.shape ?? {};
  const output = outputSchema as z.ZodType;
  const signIn = authHook(app, meta.auth, extras.cachedSignIn === true);
  const onRequest = [extras.onRequest, signIn].filter((hook) => hook !== undefined);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method ?? 'GET',
    url: fastifyPath(route.path ?? '/'),
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(extras.config ? { config: extras.config } : {}),
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    schema: {
      ...(meta.tag ? { tags: [meta.tag] } : {}),
      ...(meta.description ? { description: meta.description } : {}),
      ...(parts.params ? { params: parts.params } : {}),
      ...(parts.query ? { querystring: parts.query } : {}),
      ...(parts.body ? { body: parts.body } : {}),
      ...(meta.download ? {} : { response: responses(dataSchemaOf(output, meta)) }),
    },
    handler: async (request, reply) => {
      const input = {
        ...(parts.params ? { params: request.params } : {}),
        ...(parts.query ? { query: request.query } : {}),
        ...(parts.body ? { body: request.body } : {}),
      } as EndpointInput<E>;
      const answer: unknown = await handler(input, request, reply);
      if (isAnswered(answer)) return reply;
      const result = isWithMessage(answer) ? answer.data : answer;
      const message = isWithMessage(answer)
        ? answer.message
        : meta.successMessage
          ? successMessages[meta.successMessage]
          : '';
      if (meta.download) {
        const file = result as DownloadFile;
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
          .header('cache-control', meta.cacheControl ?? 'no-store')
          .send(file.body);
      }
      if (meta.paged) {
        const page = result as { items: unknown[]; total: number; fullTotal?: number };
        void reply.header('x-total-count', String(page.total));
        // A list a learner sees only part of (the free questions): the size of the whole list.
        if (page.fullTotal !== undefined) void reply.header('x-full-total-count', String(page.fullTotal));
        return ok(page.items, message);
      }
      return ok(result ?? null, message);
    },
  });
}

/** What a raw-body upload takes: its content types and its largest body in bytes. */
export interface UploadLimits {
  contentTypes: readonly string[];
  maxBytes: number;
}

/**
 * Registers a declared raw-body upload (an image, a recording): this plugin reads the upload's
 * content types as bytes (Fastify scopes a parser to the plugin adding it, so one upload a
 * plugin), the body may be one byte over `maxBytes` (the service tells the size), a body of any
 * other type is refused as `error.fileType`, and `store` gets the request and the bytes.
 */
export function registerUpload<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  limits: UploadLimits,
  store: (request: FastifyRequest, body: Buffer) => Promise<EndpointResult<E>>,
): void {
  app.addContentTypeParser(
    [...limits.contentTypes],
    { parseAs: 'buffer', bodyLimit: limits.maxBytes + 1 },
    (_request, body, done) => done(null, body),
  );
  registerEndpoint(
    app,
    endpoint,
    async (_input, request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('error.fileType');
      return store(request, request.body);
    },
    { bodyLimit: limits.maxBytes + 1 },
  );
}
