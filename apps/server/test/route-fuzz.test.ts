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

beforeAll(async () => {
  context = await createTestContext();
  const learner = await buildUser(context);
  const admin = await buildUser(context, { roles: ['ROLE_ADMIN'] });
  fuzz = {
    tokens: { learner: learner.token, admin: admin.token },
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
