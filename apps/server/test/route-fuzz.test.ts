import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQuestion, buildUser } from './factories.js';
import { createTestContext, type TestContext } from './test-context.js';
import { listRoutes, problemWith, requestsFor, send, type FuzzContext } from './fuzz/route-fuzz.js';

/**
 * Every route fuzzed from its own schemas (see fuzz/route-fuzz.ts): no 5xx and every error in the
 * envelope. A modest count here; `npm run bench:fuzz` sends >= 10,000. FUZZ_RUNS and FUZZ_SEED
 * replay a failure the bench found.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 1500);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

let context: TestContext;
let fuzz: FuzzContext;
let learnerAuth: { authorization: string };

beforeAll(async () => {
  context = await createTestContext();
  const learner = await buildUser(context);
  const admin = await buildUser(context, { roles: ['ROLE_ADMIN'] });
  const signOut = await buildUser(context);
  learnerAuth = learner.auth;
  fuzz = {
    tokens: { learner: learner.token, admin: admin.token, signOut: signOut.token },
    questionIds: [await buildQuestion(context), await buildQuestion(context)],
    uuids: [learner.id, admin.id],
  };
});
afterAll(async () => {
  await context.close();
});

describe('every route under fuzzed requests', () => {
  it('lists the routes from the OpenAPI document', () => {
    const routes = listRoutes(context.app);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toContain('POST /api/answers');
  });

  it(`answers ${runs} fuzzed requests without a 5xx, every error in the envelope`, async () => {
    const routes = listRoutes(context.app);
    await fc.assert(
      fc.asyncProperty(requestsFor(routes, fuzz), async (request) => {
        const reply = await send(context.app, request);
        const problem = problemWith(reply);
        if (problem)
          throw new Error(`${request.method} ${request.url.slice(0, 300)} (${request.auth}): ${problem}`);
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
  }, 120_000);
});

describe('requests the fuzz found failing', () => {
  it.each([
    ['GET', '/api/exams/9007199254740991', undefined],
    ['GET', '/api/questions/2147483648', undefined],
    ['GET', '/api/intro-pages/2147483648', undefined],
    ['GET', '/api/package/product/2147483648', undefined],
    [
      'POST',
      '/api/answers',
      { examId: '00000000-0000-4000-8000-000000000000', questionId: 2 ** 31, response: { selected: ['A'] } },
    ],
    ['POST', '/api/start-exam', { questionIds: [2 ** 31] }],
    ['POST', '/api/bookmark/2147483648', undefined],
    ['POST', '/api/payment/cart/add', { packageId: 2 ** 53 - 1, quantity: 1 }],
    ['POST', '/marketplace/product/user/add', { productId: 2 ** 53 - 1 }],
    ['POST', '/api/mock-test-trial/create', { kind: 'PTE', blueprint: 'short', seed: 2 ** 31 }],
  ] as const)(
    '%s %s with an id beyond the integer column is a 400, not a 500',
    async (method, url, payload) => {
      const response = await context.app.inject({ method, url, payload, headers: learnerAuth });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.code).toBe('error.validation');
    },
  );
});
