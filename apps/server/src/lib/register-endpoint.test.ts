import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { downloadSchema, endpoint, pageOf, requestOf, route, successMessages } from '@prepwise/contracts';
import { answered, registerEndpoint, registerUpload, withMessage } from './register-endpoint.js';

const itemSchema = z.object({ id: z.number().int() });

/** Endpoints declared only for this test: plain, with a catalogue message, paged with one. */
const testApi = {
  plain: endpoint.route(route('GET', '/plain')).meta({ auth: 'public' }).output(itemSchema),
  thanked: endpoint
    .route(route('POST', '/thanked/{id}'))
    .meta({ auth: 'public', successMessage: 'feedbackThanks' })
    .input(requestOf({ params: z.strictObject({ id: z.coerce.number().int() }) }))
    .output(itemSchema),
  pagedThanks: endpoint
    .route(route('GET', '/paged'))
    .meta({ auth: 'public', paged: true, successMessage: 'changesApplied' })
    .output(pageOf(itemSchema)),
  named: endpoint
    .route(route('POST', '/named'))
    .meta({ auth: 'public', successMessage: 'voucherApplied' })
    .output(z.object({ packageName: z.string() })),
  empty: endpoint
    .route(route('POST', '/empty'))
    .meta({ auth: 'public', successMessage: 'orderCancelled' })
    .output(z.null()),
  extras: endpoint
    .route(route('GET', '/extras'))
    .meta({ auth: 'optional' })
    .output(z.object({ signedIn: z.boolean(), limit: z.number(), checked: z.boolean() })),
  cached: endpoint
    .route(route('GET', '/cached'))
    .meta({ auth: 'user' })
    .output(z.object({ signedInBy: z.string() })),
  prepared: endpoint.route(route('GET', '/prepared')).meta({ auth: 'public' }).output(itemSchema),
  partial: endpoint
    .route(route('GET', '/partial'))
    .meta({ auth: 'public', paged: true })
    .output(pageOf(itemSchema).extend({ fullTotal: z.number().optional() })),
  counted: endpoint
    .route(route('POST', '/counted'))
    .meta({ auth: 'public' })
    .input(requestOf({ body: z.strictObject({ n: z.number() }) }))
    .output(z.object({ n: z.number() })),
  file: endpoint.route(route('GET', '/file')).meta({ auth: 'public', download: true }).output(downloadSchema),
  privateFile: endpoint
    .route(route('GET', '/private-file'))
    .meta({
      auth: 'public',
      download: true,
      cacheControl: 'private, no-store',
      description: 'A CSV kept private to the browser.',
    })
    .output(downloadSchema),
  upload: endpoint
    .route(route('POST', '/upload'))
    .meta({ auth: 'public' })
    .output(z.object({ type: z.string(), bytes: z.number() })),
};

/** Each registered route's OpenAPI description, by URL. */
const descriptions = new Map<string, unknown>();

/** Requests `/counted` saw before validation (its extra onRequest hook); the third one is refused. */
let counted = 0;

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Errors in the envelope, as the app's error handler answers them (here with Fastify's code).
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const statusCode = error.statusCode ?? 500;
    return reply.code(statusCode).send({ statusCode, message: error.message, data: { code: error.code } });
  });
  app.addHook('onRoute', (options) => {
    descriptions.set(options.url, options.schema?.description);
  });
  // 'optional' auth: who sends `x-test-user` counts as signed in (the app's authenticateOptional).
  app.decorateRequest('testUser', false);
  app.decorate('authenticateOptional', async (request: FastifyRequest) => {
    (request as FastifyRequest & { testUser: boolean }).testUser = request.headers['x-test-user'] === 'yes';
  });
  registerEndpoint(app, testApi.plain, () => Promise.resolve({ id: 1 }));
  registerEndpoint(app, testApi.thanked, ({ params }) => Promise.resolve({ id: params.id }));
  registerEndpoint(app, testApi.pagedThanks, () =>
    Promise.resolve({ items: [{ id: 1 }, { id: 2 }], total: 7 }),
  );
  registerEndpoint(app, testApi.named, () =>
    Promise.resolve(withMessage({ packageName: 'Gold' }, `${successMessages.voucherApplied}: Gold`)),
  );
  registerEndpoint(app, testApi.empty, () => Promise.resolve(null));
  registerEndpoint(
    app,
    testApi.extras,
    (_input, request) => {
      const seen = request as FastifyRequest & { testUser: boolean; checked?: boolean };
      const limit = (request.routeOptions.config as { rateLimit?: { max: number } }).rateLimit?.max ?? 0;
      return Promise.resolve({ signedIn: seen.testUser, limit, checked: seen.checked === true });
    },
    {
      config: { rateLimit: { max: 3, timeWindow: '1 minute' } },
      preHandler: async (request) => {
        (request as FastifyRequest & { checked?: boolean }).checked = true;
      },
    },
  );
  // 'user' auth: which sign-in ran (the app's authenticate, or authenticateCached on hot routes).
  app.decorateRequest('signedInBy', '');
  for (const [name, by] of [
    ['authenticate', 'plain'],
    ['authenticateCached', 'cached'],
  ] as const) {
    app.decorate(name, async (request: FastifyRequest) => {
      (request as FastifyRequest & { signedInBy: string }).signedInBy = by;
    });
  }
  registerEndpoint(
    app,
    testApi.cached,
    (_input, request) =>
      Promise.resolve({ signedInBy: (request as FastifyRequest & { signedInBy: string }).signedInBy }),
    { cachedSignIn: true },
  );
  registerEndpoint(app, testApi.prepared, (_input, _request, reply) => {
    void reply
      .type('application/json')
      .header('etag', '"v1"')
      .send('{"statusCode":200,"message":"","data":{"id":9}}');
    return Promise.resolve(answered());
  });
  registerEndpoint(app, testApi.partial, () =>
    Promise.resolve({ items: [{ id: 1 }], total: 1, fullTotal: 4 }),
  );
  registerEndpoint(app, testApi.counted, ({ body }) => Promise.resolve({ n: body.n }), {
    onRequest: async () => {
      counted += 1;
      if (counted > 2)
        throw Object.assign(new Error('over budget'), { statusCode: 429, code: 'OVER_BUDGET' });
    },
  });
  const csv = { fileName: 'rows 1.csv', contentType: 'text/csv; charset=utf-8', body: Buffer.from('a,b\n') };
  registerEndpoint(app, testApi.file, () => Promise.resolve(csv));
  registerEndpoint(app, testApi.privateFile, () => Promise.resolve(csv));
  registerUpload(app, testApi.upload, { contentTypes: ['image/png'], maxBytes: 4 }, (request, body) =>
    Promise.resolve({ type: request.headers['content-type'] ?? '', bytes: body.length }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('registerEndpoint success message', () => {
  it('answers an empty message when the declaration has none', async () => {
    const response = await app.inject({ method: 'GET', url: '/plain' });
    expect(response.json()).toEqual({ statusCode: 200, message: '', data: { id: 1 } });
  });

  it("answers the catalogue text of the declaration's successMessage", async () => {
    const response = await app.inject({ method: 'POST', url: '/thanked/5' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      statusCode: 200,
      message: 'Thank you for your feedback.',
      data: { id: 5 },
    });
  });

  it('sends the message with a page of a list and its total header', async () => {
    const response = await app.inject({ method: 'GET', url: '/paged' });
    expect(response.headers['x-total-count']).toBe('7');
    expect(response.json()).toEqual({
      statusCode: 200,
      message: successMessages.changesApplied,
      data: [{ id: 1 }, { id: 2 }],
    });
  });

  it("prefers a handler's own message (withMessage) and sends only its data", async () => {
    const response = await app.inject({ method: 'POST', url: '/named' });
    expect(response.json()).toEqual({
      statusCode: 200,
      message: 'Apply voucher success: Gold',
      data: { packageName: 'Gold' },
    });
  });

  it('sends the message with null data', async () => {
    const response = await app.inject({ method: 'POST', url: '/empty' });
    expect(response.json()).toEqual({
      statusCode: 200,
      message: 'Your order has been cancelled.',
      data: null,
    });
  });
});

describe('registerEndpoint route extras', () => {
  it("signs in optionally for 'optional' auth and passes the route's config and pre-handler on", async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/extras' });
    expect(anonymous.json().data).toEqual({ signedIn: false, limit: 3, checked: true });
    const known = await app.inject({ method: 'GET', url: '/extras', headers: { 'x-test-user': 'yes' } });
    expect(known.json().data).toEqual({ signedIn: true, limit: 3, checked: true });
  });
});

describe('registerEndpoint onRequest extra', () => {
  it('runs before validation, so an invalid request counts too, and may answer first', async () => {
    const invalid = await app.inject({ method: 'POST', url: '/counted', payload: { n: 'x' } });
    expect(invalid.statusCode).toBeGreaterThanOrEqual(400);
    const valid = await app.inject({ method: 'POST', url: '/counted', payload: { n: 2 } });
    expect(valid.json().data).toEqual({ n: 2 });
    const refused = await app.inject({ method: 'POST', url: '/counted', payload: { n: 3 } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'over budget', data: { code: 'OVER_BUDGET' } });
    expect(counted).toBe(3);
  });
});

describe('registerEndpoint for hot routes', () => {
  it('signs in with authenticateCached when the route asks for the cached sign-in', async () => {
    const response = await app.inject({ method: 'GET', url: '/cached' });
    expect(response.json().data).toEqual({ signedInBy: 'cached' });
  });

  it('sends nothing more when the handler answered itself (prepared JSON)', async () => {
    const response = await app.inject({ method: 'GET', url: '/prepared' });
    expect(response.headers.etag).toBe('"v1"');
    expect(response.json()).toEqual({ statusCode: 200, message: '', data: { id: 9 } });
  });

  it("sends a page's fullTotal in x-full-total-count", async () => {
    const response = await app.inject({ method: 'GET', url: '/partial' });
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.headers['x-full-total-count']).toBe('4');
    expect(response.json().data).toEqual([{ id: 1 }]);
  });
});

describe('registerEndpoint downloads', () => {
  it('sends the file as an attachment, not stored', async () => {
    const response = await app.inject({ method: 'GET', url: '/file' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="rows_1.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe('a,b\n');
    expect(descriptions.get('/file')).toBeUndefined();
  });

  it("sends the declaration's cache-control and gives its description to the OpenAPI document", async () => {
    const response = await app.inject({ method: 'GET', url: '/private-file' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toBe('a,b\n');
    expect(descriptions.get('/private-file')).toBe('A CSV kept private to the browser.');
  });
});

describe('registerUpload', () => {
  const upload = (type: string, bytes: number) =>
    app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': type },
      payload: Buffer.alloc(bytes),
    });

  it('hands the raw bytes of an accepted type over, up to one byte past the limit', async () => {
    const response = await upload('image/png', 5);
    expect(response.json()).toEqual({ statusCode: 200, message: '', data: { type: 'image/png', bytes: 5 } });
  });

  it('refuses a larger body and a type it does not take', async () => {
    const tooLarge = await upload('image/png', 6);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().data).toEqual({ code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    const otherType = await upload('image/gif', 3);
    expect(otherType.statusCode).toBe(415);
    expect(otherType.json().data).toEqual({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
  });
});
