import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';

/**
 * A school buys a class plan in the marketplace: only a teacher may; its credits fill the
 * teacher's class wallet (not their own balance), and the teacher shares them out to classes
 * they own or manage, never more than the wallet holds.
 */
let context: TestContext;
let teacher: BuiltUser;
let otherTeacher: BuiltUser;
let learner: BuiltUser;
let classId: string;

type Method = 'GET' | 'POST';
async function call(user: BuiltUser, method: Method, url: string, payload?: unknown) {
  const response = await context.app.inject({
    method,
    url,
    headers: user.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  context = await createTestContext();
  teacher = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_TEACHER'] });
  otherTeacher = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_TEACHER'] });
  learner = await buildUser(context);
  classId = (await call(teacher, 'POST', '/api/classes', { name: '12A1', examFamily: 'THPT' })).body.data.id;
});
afterAll(async () => {
  await context.close();
});

describe('class plans: bought by a teacher, shared out to classes', () => {
  it('is refused to a learner, with the reason', async () => {
    const refused = await call(learner, 'POST', '/api/payment/cart/add', { packageId: 12 });
    expect(refused.status).toBe(403);
    expect(refused.body.data.code).toBe('error.classPlanTeachersOnly');
  });

  it('fills the teacher’s class wallet when paid, not their own credits', async () => {
    expect((await call(teacher, 'GET', '/api/classes/wallet')).body.data).toEqual({
      aiScoring: 0,
      mockScore: 0,
    });
    expect((await call(teacher, 'POST', '/api/payment/cart/add', { packageId: 12 })).status).toBe(200);
    const order = await call(teacher, 'POST', '/api/payment/checkout', {});
    expect(order.body.data.total).toBe(149);
    const paid = await call(teacher, 'POST', '/api/payment/sandbox/complete', {
      orderId: order.body.data.id,
      outcome: 'success',
    });
    expect(paid.status).toBe(200);
    expect((await call(teacher, 'GET', '/api/classes/wallet')).body.data).toEqual({
      aiScoring: 1000,
      mockScore: 40,
    });
    const access = (await call(teacher, 'GET', '/user/access-control')).body.data;
    expect(access.aiScoringLeft ?? 0).toBe(0);
  });

  it('moves credits to a class, audited in its ledger; more than the wallet holds moves nothing', async () => {
    const moved = await call(teacher, 'POST', `/api/classes/${classId}/credits`, {
      aiScoring: 300,
      mockScore: 10,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.credits).toEqual({ aiScoring: 300, mockScore: 10 });
    expect((await call(teacher, 'GET', '/api/classes/wallet')).body.data).toEqual({
      aiScoring: 700,
      mockScore: 30,
    });
    const ledger = await call(teacher, 'GET', `/api/classes/${classId}/credits`);
    expect(
      ledger.body.data.map((row: { source: string; amount: number }) => [row.source, row.amount]),
    ).toEqual(
      expect.arrayContaining([
        ['teacher_wallet', 300],
        ['teacher_wallet', 10],
      ]),
    );
    const tooMuch = await call(teacher, 'POST', `/api/classes/${classId}/credits`, { aiScoring: 701 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.data.code).toBe('error.walletTooLow');
    expect((await call(teacher, 'GET', '/api/classes/wallet')).body.data).toEqual({
      aiScoring: 700,
      mockScore: 30,
    });
    const nothing = await call(teacher, 'POST', `/api/classes/${classId}/credits`, { aiScoring: 0 });
    expect(nothing.status).toBe(400);
  });

  it('never moves to a class the teacher has no right on, nor from a wallet that is not theirs', async () => {
    const refused = await call(otherTeacher, 'POST', `/api/classes/${classId}/credits`, { aiScoring: 1 });
    expect(refused.status).toBe(403);
    expect((await call(learner, 'GET', '/api/classes/wallet')).status).toBe(403);
  });
});
