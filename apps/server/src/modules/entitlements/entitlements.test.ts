import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { entitlementLedger } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser } from '../../../test/factories.js';
import { getAccessControl } from './entitlements.service.js';
import { insertLedgerEntries } from './entitlements.repository.js';
import { spendEntitlement } from './entitlements.spend.js';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

function spend(userId: string, key: string, now = new Date()) {
  return context.deps.db.transaction((tx) =>
    spendEntitlement(tx, {
      userId,
      resource: 'ai_scoring',
      source: 'test',
      sourceId: key,
      now,
      timeZone: 'Asia/Ho_Chi_Minh',
    }),
  );
}

describe('spending from the ledger', () => {
  it('lets exactly 50 of 200 concurrent AI-scoring spends through against 50 credits', async () => {
    const user = await buildUser(context);
    await insertLedgerEntries(context.deps.db, [
      { userId: user.id, resource: 'ai_scoring', amount: 50, source: 'test', sourceId: 'g1' },
    ]);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) => spend(user.id, `s${index}`)),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(succeeded).toHaveLength(50);
    expect(
      refused.every(
        (result) => result.reason instanceof AppError && result.reason.code === 'error.insufficientCredits',
      ),
    ).toBe(true);
    const control = await getAccessControl(
      context.deps.db,
      { id: user.id, roles: [] },
      new Date(),
      'Asia/Ho_Chi_Minh',
    );
    expect(control.numberAiScoring).toBe(0);
  }, 120_000);

  it('uses today’s subscription quota before purchased credits, and the quota resets at local midnight', async () => {
    const user = await buildUser(context);
    const now = new Date('2026-11-22T10:00:00Z');
    await insertLedgerEntries(context.deps.db, [
      {
        userId: user.id,
        resource: 'subscription',
        amount: 1,
        source: 'test',
        sourceId: 'sub',
        validUntil: new Date('2027-01-01T00:00:00Z'),
        dailyQuota: 2,
      },
      { userId: user.id, resource: 'ai_scoring', amount: 1, source: 'test', sourceId: 'credit' },
    ]);
    expect(await spend(user.id, 'a', now)).toBe('subscription_daily');
    expect(await spend(user.id, 'b', now)).toBe('subscription_daily');
    expect(await spend(user.id, 'c', now)).toBe('balance');
    await expect(spend(user.id, 'd', now)).rejects.toThrow(AppError);
    const nextDay = new Date('2026-11-22T17:30:00Z');
    const control = await getAccessControl(
      context.deps.db,
      { id: user.id, roles: [] },
      nextDay,
      'Asia/Ho_Chi_Minh',
    );
    expect(control).toMatchObject({ dailyAiScoringLeft: 2, purchasedAiScoring: 0, numberAiScoring: 2 });
  });

  it('keeps balance = grants - spends and never below zero, for any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant(-1)), { maxLength: 25 }),
        async (steps) => {
          const user = await buildUser(context);
          let expected = 0;
          for (const [index, step] of steps.entries()) {
            if (step > 0) {
              await insertLedgerEntries(context.deps.db, [
                {
                  userId: user.id,
                  resource: 'ai_scoring',
                  amount: step,
                  source: 'test',
                  sourceId: `g${index}`,
                },
              ]);
              expected += step;
            } else if (expected > 0) {
              await spend(user.id, `s${index}`);
              expected -= 1;
            } else {
              await expect(spend(user.id, `s${index}`)).rejects.toThrow(AppError);
            }
          }
          const rows = await context.deps.db
            .select()
            .from(entitlementLedger)
            .where(eq(entitlementLedger.userId, user.id));
          const sum = rows
            .filter((row) => row.resource === 'ai_scoring')
            .reduce((total, row) => total + row.amount, 0);
          const control = await getAccessControl(
            context.deps.db,
            { id: user.id, roles: [] },
            new Date(),
            'UTC',
          );
          expect(sum).toBe(expected);
          expect(control.numberAiScoring).toBe(expected);
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});

describe('GET /api/activity-history', () => {
  it('lists one’s own grants and spends, newest first, with the total', async () => {
    const user = await buildUser(context);
    await insertLedgerEntries(context.deps.db, [
      { userId: user.id, resource: 'ai_scoring', amount: 3, source: 'test', sourceId: 'g' },
    ]);
    await spend(user.id, 'one');
    const response = await context.app.inject({
      url: '/api/activity-history?page=0&size=10',
      headers: user.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const rows = response.json().data;
    expect(rows.map((row: { resource: string; amount: number }) => [row.resource, row.amount])).toEqual(
      expect.arrayContaining([
        ['ai_scoring', -1],
        ['ai_scoring', 3],
        ['free_random_mock', 5],
      ]),
    );
    expect(
      (await context.app.inject({ url: '/api/activity-history?size=3', headers: user.auth })).statusCode,
    ).toBe(400);
    expect((await context.app.inject({ url: '/api/activity-history' })).statusCode).toBe(401);
  });
});
