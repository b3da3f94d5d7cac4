import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * Property-based fuzzing of every route from its own schemas: the OpenAPI document that
 * @fastify/swagger generates from the routes' zod schemas lists each method, path, path and query
 * parameters and JSON body; requests are drawn from those (valid-ish values, boundaries) mixed with
 * garbage (wrong types, huge strings, NUL, lone UTF-16 surrogates, negative and non-finite numbers,
 * extra and missing fields, broken JSON), sent with no token, a learner's, an admin's or a forged
 * one. The property: no 5xx, and every error is the envelope `{statusCode, message, data: {code}}`.
 * Used by `route-fuzz.test.ts` (a modest count in `npm test`) and `bench/fuzz.ts` (>= 10,000).
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

/** One route as the OpenAPI document describes it. */
export interface FuzzRoute {
  method: FuzzMethod;
  /** OpenAPI path, `{name}` for a path parameter. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

/** Ids and tokens that make requests reach past the 404s and 401s. */
export interface FuzzContext {
  /**
   * `signOut` is a third user's, sent instead of the learner's or admin's to routes that revoke
   * every token of their caller (`POST /auth/logout`), so the other requests keep their identity.
   */
  tokens: { learner: string; admin: string; signOut: string };
  questionIds: number[];
  uuids: string[];
}

/** The methods the fuzz sends (light-my-request types `method` as this kind of union). */
type FuzzMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type FuzzRequest = InjectOptions & { method: FuzzMethod; url: string; route: string; auth: string };

/** Routes the fuzz leaves out: Swagger UI's own static files (not ours, not JSON). */
const skipped = (path: string) => path.startsWith('/api/docs');

/** Every route of the app with its schemas, from the generated OpenAPI document. */
export function listRoutes(app: FastifyInstance): FuzzRoute[] {
  const document = app.swagger() as {
    paths?: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
  };
  const routes: FuzzRoute[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    if (skipped(path)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> })
        ?.content;
      const body = content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema ?? null;
      routes.push({
        method: method.toUpperCase() as FuzzMethod,
        path,
        parameters: operation.parameters ?? [],
        body,
      });
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

const hugeString = 'x'.repeat(200_000);
const nasty = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\uffff',
  '%',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '𝕏'.repeat(300),
  '-1',
  'NaN',
  'Infinity',
  '1e400',
  '0x10',
  'true',
  'null',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
];

/** Values of any type, chosen to break assumptions. */
const garbage: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...nasty) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      -0,
      1.5,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53 + 2,
      1e308,
      -1e308,
      5e-324,
      [],
      {},
      [null],
      { '': null },
      JSON.parse('{"__proto__":{"admin":true}}') as unknown,
    ),
  },
  { weight: 1, arbitrary: fc.constant(hugeString) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** Values that follow the schema, near its boundaries. */
function validFor(schema: JsonSchema, context: FuzzContext, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((item) => valueFor(item, context, depth)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0] as JsonSchema, context, depth);
  const types = typesOf(schema);
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validFor({ ...schema, type }, context, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 100_000;
      const within =
        types[0] === 'integer'
          ? fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) })
          : fc.double({ min: Math.max(min, -1e9), max: Math.min(max, 1e9), noNaN: true });
      return fc.oneof(
        within,
        fc.constantFrom(min, max, min - 1, max + 1, 0, 1),
        fc.constantFrom(...(context.questionIds.length ? context.questionIds : [1])),
      );
    }
    case 'string':
      return stringFor(schema, context);
    case 'array': {
      const item = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      // One under the minimum and one over the maximum (capped at 6, or at the minimum when a
      // schema asks for more, such as a list of a whole test's answers).
      const minLength = Math.max(0, (schema.minItems ?? 0) - 1);
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 6, 6)) + 1;
      return fc.array(item ? valueFor(item, context, depth + 1) : garbage, { minLength, maxLength });
    }
    case 'object':
      return objectFor(schema, context, depth);
    default:
      return garbage;
  }
}

function stringFor(schema: JsonSchema, context: FuzzContext): fc.Arbitrary<unknown> {
  const byFormat: Record<string, fc.Arbitrary<string>> = {
    uuid: fc.oneof(
      fc.uuid(),
      fc.constantFrom(...(context.uuids.length ? context.uuids : [crypto.randomUUID()])),
    ),
    email: fc.oneof(fc.emailAddress(), fc.constantFrom('a@b.c', 'learner@prepwise.test')),
    uri: fc.webUrl(),
    'date-time': fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    date: fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  };
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 80, 2000);
  return fc.oneof(
    byFormat[schema.format ?? ''] ?? fc.string({ minLength: min, maxLength: max }),
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
    fc.constantFrom('x'.repeat(Math.max(0, min - 1)), 'y'.repeat(max), 'z'.repeat(max + 1)),
  );
}

function objectFor(schema: JsonSchema, context: FuzzContext, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant({});
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).map(([key, property]) =>
    fc
      .oneof(
        { weight: 8, arbitrary: valueFor(property, context, depth + 1) },
        // A missing field: most often an optional one, sometimes a required one.
        { weight: required.has(key) ? 1 : 3, arbitrary: fc.constant(omitted) },
      )
      .map((value) => [key, value] as const),
  );
  const extra = fc.option(fc.dictionary(fc.string({ maxLength: 12 }), garbage, { maxKeys: 3 }), {
    freq: 8,
  });
  return fc.tuple(fc.tuple(...entries), extra).map(([pairs, more]) => {
    const result: Record<string, unknown> = { ...(more ?? {}) };
    for (const [key, value] of pairs) if (value !== omitted) result[key] = value;
    return result;
  });
}

const omitted = Symbol('omitted');

/** Mostly schema-shaped values, sometimes garbage in their place. */
function valueFor(schema: JsonSchema, context: FuzzContext, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: validFor(schema, context, depth) },
    { weight: 1, arbitrary: garbage },
  );
}

/** A query or path value as text (what a URL can carry). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  const text = JSON.stringify(value);
  return text === undefined ? '' : text;
}

/** Percent-encodes, except now and then (raw text, broken escapes reach Fastify's URL parser). */
function encode(text: string, raw: boolean): string {
  if (raw) return text.replace(/[\s#?/&]/g, (character) => encodeURIComponent(character));
  try {
    return encodeURIComponent(text);
  } catch {
    // Lone surrogates cannot be encoded: send them as the broken escapes a client might.
    return text.replace(/[\ud800-\udfff]/g, '%ED%A0%80');
  }
}

const bodyText = fc.oneof(
  fc.constantFrom('{', '{"a":', 'null', '[]', '"text"', '1', '{"__proto__":{"x":1}}', '\u0000', ''),
  fc.string({ unit: 'binary', maxLength: 60 }),
  // Nesting thousands deep (arrays or objects), which once overflowed the stack: a 500 each.
  fc
    .tuple(fc.integer({ min: 2_000, max: 40_000 }), fc.boolean())
    .map(([depth, arrays]) =>
      arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    ),
);

/** A header of 20 KB: over Node's 16 KB limit when sent over a socket (see `send`). */
export const oversizedHeader = 'x-fuzz-padding';

/** One request to `route`: parameters and body from its schemas, garbage mixed in, one of four identities. */
export function requestFor(route: FuzzRoute, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const params = route.parameters.filter((parameter) => parameter.in === 'path');
  const queries = route.parameters.filter((parameter) => parameter.in === 'query');
  const query = fc.tuple(
    ...queries.map((parameter) =>
      fc.option(valueFor(parameter.schema ?? {}, context), { freq: parameter.required ? 6 : 2 }),
    ),
  );
  const path = fc.tuple(...params.map((parameter) => valueFor(parameter.schema ?? {}, context)));
  const body = route.body
    ? fc.oneof(
        { weight: 8, arbitrary: valueFor(route.body, context).map((value) => ({ json: value })) },
        { weight: 1, arbitrary: bodyText.map((text) => ({ text })) },
        { weight: 1, arbitrary: fc.constant({}) },
      )
    : fc.oneof(
        { weight: 6, arbitrary: fc.constant({}) },
        { weight: 1, arbitrary: garbage.map((value) => ({ json: value })) },
      );
  const auth = fc.constantFrom('none', 'learner', 'admin', 'forged');
  return fc
    .record({
      path,
      query,
      body,
      auth,
      raw: fc.integer({ min: 0, max: 9 }).map((roll) => roll === 0),
      hugeHeaders: fc.integer({ min: 0, max: 49 }).map((roll) => roll === 0),
      extraQuery: fc.option(garbage, { freq: 10 }),
    })
    .map(
      ({ path: pathValues, query: queryValues, body: payload, auth: who, raw, hugeHeaders, extraQuery }) => {
        let url = route.path;
        params.forEach((parameter, index) => {
          url = url.replace(`{${parameter.name}}`, encode(asText(pathValues[index]), raw));
        });
        const search: string[] = [];
        queries.forEach((parameter, index) => {
          const value = queryValues[index];
          if (value === null || value === undefined) return;
          const values = Array.isArray(value) ? value : [value];
          for (const item of values) search.push(`${parameter.name}=${encode(asText(item), raw)}`);
        });
        if (extraQuery !== null) search.push(`extra=${encode(asText(extraQuery), raw)}`);
        if (search.length) url += `?${search.join('&')}`;
        const headers: Record<string, string> = {};
        const endsSessions = route.method === 'POST' && route.path === '/auth/logout';
        const token =
          who === 'learner' || who === 'admin'
            ? endsSessions
              ? context.tokens.signOut
              : context.tokens[who]
            : who === 'forged'
              ? `${context.tokens.learner.slice(0, -4)}AAAA`
              : null;
        if (token) headers.authorization = `Bearer ${token}`;
        if (hugeHeaders) headers[oversizedHeader] = 'a'.repeat(20 * 1024);
        const request: FuzzRequest = {
          method: route.method,
          url,
          headers,
          route: `${route.method} ${route.path}`,
          auth: who,
        };
        if ('json' in payload) {
          const text = JSON.stringify(payload.json);
          if (text !== undefined) {
            headers['content-type'] = 'application/json';
            request.payload = text;
          }
        } else if ('text' in payload) {
          headers['content-type'] = 'application/json';
          request.payload = payload.text;
        }
        return request;
      },
    );
}

/** Requests spread evenly over the routes. */
export function requestsFor(routes: FuzzRoute[], context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...routes.map((route) => requestFor(route, context)));
}

export interface FuzzReply {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/** Why a reply breaks the property, or null: a 5xx, or an error whose body is not the envelope. */
export function problemWith(reply: FuzzReply): string | null {
  if (reply.statusCode >= 500) return `${reply.statusCode}: ${reply.body.slice(0, 300)}`;
  if (reply.statusCode < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(reply.body);
  } catch {
    return `${reply.statusCode} without a JSON body: ${reply.body.slice(0, 200)}`;
  }
  const envelope = body as { statusCode?: unknown; message?: unknown; data?: { code?: unknown } };
  if (
    envelope?.statusCode !== reply.statusCode ||
    typeof envelope.message !== 'string' ||
    typeof envelope.data?.code !== 'string'
  )
    return `${reply.statusCode} not in the envelope: ${reply.body.slice(0, 200)}`;
  return null;
}

/**
 * Sends one fuzzed request through `app.inject` (the route-only fields removed). With `base` (the
 * app listening), a request carrying the 20 KB header goes over a real socket instead, since only
 * Node's HTTP parser enforces the header limit (`inject` bypasses it).
 */
export async function send(app: FastifyInstance, request: FuzzRequest, base?: URL): Promise<FuzzReply> {
  const { route: _route, auth: _auth, ...options } = request;
  if (base && options.headers && oversizedHeader in options.headers) {
    const reply = await sendOverSocket(base, options);
    if (reply) return reply;
  }
  const reply = await app.inject(options);
  return { statusCode: reply.statusCode, body: reply.body, headers: reply.headers };
}

/** The request through Node's HTTP client, or null when the client refuses its path. */
function sendOverSocket(base: URL, options: Omit<FuzzRequest, 'route' | 'auth'>): Promise<FuzzReply | null> {
  return new Promise((resolve, reject) => {
    let outgoing;
    try {
      outgoing = httpRequest(
        {
          host: base.hostname,
          port: base.port,
          method: options.method,
          path: options.url,
          headers: options.headers as Record<string, string>,
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ statusCode: response.statusCode ?? 0, body, headers: response.headers }),
          );
          response.on('error', reject);
        },
      );
    } catch {
      resolve(null);
      return;
    }
    // The server answers 431 and closes before reading a body: a reset after the answer is fine.
    outgoing.on('error', (error) => reject(error));
    outgoing.end(typeof options.payload === 'string' ? options.payload : undefined);
  });
}
