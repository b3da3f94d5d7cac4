import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { linkFrom } from '../../../test/test-context.js';
import { useAdminFixture } from '../../../test/admin-fixture.js';
import { buildQuestion, buildUser, type BuiltUser } from '../../../test/factories.js';
import { productEvents, users } from '../../db/schema/index.js';
import { insertProductEvents } from '../../platform/product-events.repository.js';
import { chartCsv, csvField } from './analytics.service.js';
import { purchaseEvents } from '../../platform/product-events.js';

// The school's zone is Asia/Ho_Chi_Minh (UTC+7) by default: 2026-03-10 starts at 2026-03-09T17:00Z.
const day = '2026-03-10';
const inDay = (hours: number) => new Date(Date.parse('2026-03-09T17:00:00Z') + hours * 3_600_000);

const fixture = useAdminFixture('analytics-admin@example.com', { now: inDay(12) });

function analytics(query: string, user?: BuiltUser) {
  return fixture.call('GET', `/api/admin/analytics${query}`, undefined, user);
}

async function eventsOf(userId: string) {
  return fixture.context.deps.db.select().from(productEvents).where(eq(productEvents.userId, userId));
}

describe('product events recorded where they happen', () => {
  it('records a sign-up, then its activation, at the app clock', async () => {
    const signup = await fixture.call(
      'POST',
      '/auth/signup',
      { email: 'funnel@example.com', password: 'learn1234', fullName: 'Funnel Learner' },
      null,
    );
    expect(signup.statusCode).toBe(200);
    const [user] = await fixture.context.deps.db
      .select()
      .from(users)
      .where(eq(users.email, 'funnel@example.com'));
    expect((await eventsOf(user!.id)).map((event) => event.type)).toEqual(['signup']);
    await fixture.context.drainJobs();
    const link = linkFrom(fixture.context.readOutbox().at(-1) ?? '', '/platform/auth/activate');
    const key = new URL(link).searchParams.get('key');
    expect((await fixture.call('GET', `/api/activate?key=${key}`, undefined, null)).statusCode).toBe(200);
    const events = await eventsOf(user!.id);
    expect(events.map((event) => event.type).sort()).toEqual(['activation', 'signup']);
    expect(events.every((event) => event.occurredAt.getTime() === inDay(12).getTime())).toBe(true);
  });

  it('records a practice attempt with its task type, and a mock started and finished', async () => {
    const question = await buildQuestion(fixture.context);
    const start = await fixture.call(
      'POST',
      '/api/start-exam',
      { examGroup: 'QUESTION_BANK', questionIds: [question] },
      fixture.learner,
    );
    const examId = start.json().data.examId as string;
    const answer = await fixture.call(
      'POST',
      '/api/answers',
      { examId, questionId: question, response: { selected: ['A'] } },
      fixture.learner,
    );
    expect(answer.statusCode).toBe(200);
    const created = await fixture.call(
      'POST',
      '/api/mock-test-trial/create',
      { kind: 'THPT' },
      fixture.learner,
    );
    expect(created.statusCode).toBe(200);
    const mockId = created.json().data.mockId as string;
    const finish = await fixture.call(
      'POST',
      '/api/mock-test-trial/finish',
      { examId: mockId },
      fixture.learner,
    );
    expect(finish.statusCode).toBe(200);
    const events = await eventsOf(fixture.learner.id);
    expect(events.map((event) => [event.type, event.detail])).toEqual(
      expect.arrayContaining([
        ['practice_attempt', 'VOCAB_SYNONYM'],
        ['mock_started', 'THPT'],
        ['mock_finished', null],
      ]),
    );
    // A finished mock is counted once, whatever path finished it.
    expect(events.filter((event) => event.type === 'mock_finished')).toHaveLength(1);
  });

  it("splits an order's total over its products, the discount shared out", () => {
    const events = purchaseEvents(
      {
        userId: fixture.learner.id,
        totalCents: 900,
        currency: 'USD',
        items: [
          { name: 'AI Scoring #1', quantity: 2, unitCents: 300 },
          { name: 'Mock Test #1', quantity: 1, unitCents: 400 },
        ],
      },
      inDay(1),
    );
    expect(events.map((event) => [event.detail, event.amountCents])).toEqual([
      ['AI Scoring #1', 540],
      ['Mock Test #1', 360],
    ]);
  });
});

describe('GET /api/admin/analytics', () => {
  beforeAll(async () => {
    // Page views: the learner twice, an anonymous visitor, the admin (not a learner).
    for (const [path, who] of [
      ['/platform/home', fixture.learner],
      ['/platform/practice, "quoted"', fixture.learner],
      ['/platform/auth/login', undefined],
      ['/platform/admin', fixture.admin],
    ] as const) {
      const response = await fixture.call('POST', '/api/analytics/page-view', { path }, who ?? null);
      expect(response.statusCode).toBe(200);
    }
    await insertProductEvents(fixture.context.deps.db, [
      ...[100, 200, 300, 400, 1000].map((latencyMs) => ({
        type: 'scoring_finished' as const,
        userId: fixture.learner.id,
        occurredAt: inDay(2),
        detail: 'scored',
        latencyMs,
      })),
      {
        type: 'scoring_finished',
        userId: fixture.learner.id,
        occurredAt: inDay(2),
        detail: 'failed',
        latencyMs: 50,
      },
      { type: 'scoring_queued', userId: fixture.learner.id, occurredAt: inDay(1), detail: 'answer' },
      ...purchaseEvents(
        {
          userId: fixture.learner.id,
          totalCents: 500,
          currency: 'USD',
          items: [{ name: 'Mock Test #1', quantity: 1, unitCents: 500 }],
        },
        inDay(3),
      ),
      // Just before the day starts in Ho Chi Minh City: the day before, not counted.
      {
        type: 'practice_attempt',
        userId: fixture.learner.id,
        occurredAt: inDay(-0.01),
        detail: 'WRITING_ESSAY',
      },
    ]);
  });

  it('answers every chart for a range of days, zeros on days without data', async () => {
    const response = await analytics(`?from=2026-03-09&to=${day}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ from: '2026-03-09', to: day, timeZone: 'Asia/Ho_Chi_Minh' });
    expect(data.activeLearners).toEqual([
      { day: '2026-03-09', learners: 0, pageViews: 0 },
      // The learner (the admin is not a learner; the anonymous visitor is only a page view).
      { day, learners: 1, pageViews: 4 },
    ]);
    expect(data.topPages).toContainEqual({ path: '/platform/home', views: 1 });
    expect(data.signups[1]).toEqual({ day, signups: 1, activations: 1 });
    expect(data.attemptsByType).toEqual([
      { taskType: 'VOCAB_SYNONYM', attempts: 1 },
      { taskType: 'WRITING_ESSAY', attempts: 1 },
    ]);
    // The essay was written at 23:59 local time the day before: not in a range of `day` alone.
    const oneDay = (await analytics(`?from=${day}&to=${day}`)).json().data;
    expect(oneDay.attemptsByType).toEqual([{ taskType: 'VOCAB_SYNONYM', attempts: 1 }]);
    expect(data.mocks[1]).toEqual({ day, started: 1, finished: 1 });
    expect(data.scoring[1]).toEqual({ day, queued: 1, scored: 5, failed: 1, p50Ms: 250, p95Ms: 850 });
    expect(data.scoring[0]).toMatchObject({ queued: 0, p50Ms: null });
    expect(data.revenue).toEqual([
      { product: 'Mock Test #1', purchases: 1, refunds: 0, amountCents: 500, currency: 'USD' },
    ]);
    // The learner who signed up today has not practised yet.
    expect(data.funnel).toEqual([
      { step: 'signup', learners: 1 },
      { step: 'firstPractice', learners: 0 },
      { step: 'purchase', learners: 0 },
    ]);
  });

  it('counts the funnel of the cohort: signed up, practised after, bought after', async () => {
    const [funnelUser] = await fixture.context.deps.db
      .select()
      .from(users)
      .where(eq(users.email, 'funnel@example.com'));
    await insertProductEvents(fixture.context.deps.db, [
      { type: 'practice_attempt', userId: funnelUser!.id, occurredAt: inDay(13), detail: 'WRITING_ESSAY' },
      {
        type: 'purchase',
        userId: funnelUser!.id,
        occurredAt: inDay(14),
        detail: 'AI Scoring #1',
        amountCents: 1,
      },
    ]);
    const data = (await analytics(`?from=${day}&to=${day}`)).json().data;
    expect(data.funnel.map((step: { learners: number }) => step.learners)).toEqual([1, 1, 1]);
  });

  it('defaults to the last 30 days, today included', async () => {
    const data = (await analytics('')).json().data;
    expect(data).toMatchObject({ from: '2026-02-09', to: day });
    expect(data.activeLearners).toHaveLength(30);
  });

  it.each([
    ['?from=2026-03-11&to=2026-03-10', 'from'],
    ['?from=2025-01-01&to=2026-03-10', 'to'],
    ['?from=2026-02-30', 'from'],
    ['?from=yesterday', 'from'],
    ['?since=2026-01-01', ''],
  ])('refuses %s with a validation error', async (query, field) => {
    const response = await analytics(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.code).toBe('error.validation');
    if (field)
      expect(response.json().data.fields.map((entry: { field: string }) => entry.field)).toContain(field);
  });

  it('refuses a learner (403) and an anonymous caller (401), the CSV too', async () => {
    expect((await analytics('', fixture.learner)).statusCode).toBe(403);
    expect((await fixture.call('GET', '/api/admin/analytics', undefined, null)).statusCode).toBe(401);
    expect(
      (await fixture.call('GET', '/api/admin/analytics/csv/top-pages', undefined, fixture.learner))
        .statusCode,
    ).toBe(403);
  });
});

describe('CSV export', () => {
  it("downloads a chart's rows, fields with commas and quotes escaped", async () => {
    const response = await fixture.call('GET', `/api/admin/analytics/csv/top-pages?from=${day}&to=${day}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="top-pages-${day}-${day}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('path,views');
    expect(lines).toContain('"/platform/practice, ""quoted""",1');
    expect(response.body.endsWith('\r\n')).toBe(true);
  });

  it('writes the header of an empty chart, numbers plain, empty cells for nulls', async () => {
    const scoring = await fixture.call(
      'GET',
      '/api/admin/analytics/csv/scoring?from=2026-03-09&to=2026-03-09',
    );
    expect(scoring.body).toBe('day,queued,scored,failed,p50Ms,p95Ms\r\n2026-03-09,0,0,0,,\r\n');
  });

  it('quotes line breaks and keeps a spreadsheet from running a formula', () => {
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField(-3)).toBe('-3');
    expect(chartCsv('revenue', [])).toBe('product,purchases,refunds,amountCents,currency\r\n');
  });
});

describe('revenue less refunds', () => {
  it("subtracts a refund from the product's revenue on the day of the refund, not the order's", async () => {
    // Bought on 2026-03-20, refunded on 2026-03-22 (local days in Ho Chi Minh City); each user
    // signs in when the clock is there.
    fixture.context.setNow(inDay(10 * 24 + 2));
    const buyer = await buildUser(fixture.context);
    const call = (url: string, payload: Record<string, unknown>, who: BuiltUser = buyer) =>
      fixture.call('POST', url, payload, who);
    await call('/api/payment/cart/add', { packageId: 4 });
    const orderId = (await call('/api/payment/checkout', {})).json().data.id as string;
    const paid = await call('/api/payment/sandbox/complete', { orderId, outcome: 'success' });
    expect(paid.json().data).toMatchObject({ status: 'PAID' });
    const total = Math.round((paid.json().data.total as number) * 100);
    expect(total).toBeGreaterThan(0);
    const name = (paid.json().data.items as { name: string }[])[0]!.name;
    fixture.context.setNow(inDay(12 * 24 + 2));
    const refunder = await buildUser(fixture.context, { roles: ['ROLE_ADMIN', 'ROLE_USER'] });
    expect((await call(`/api/admin/shop/orders/${orderId}/refund`, {}, refunder)).statusCode).toBe(200);
    fixture.context.setNow(inDay(12));
    const revenueOf = async (from: string, to: string) =>
      (await analytics(`?from=${from}&to=${to}`))
        .json()
        .data.revenue.find((row: { product: string }) => row.product === name);
    expect(await revenueOf('2026-03-20', '2026-03-20')).toEqual({
      product: name,
      purchases: 1,
      refunds: 0,
      amountCents: total,
      currency: 'USD',
    });
    expect(await revenueOf('2026-03-22', '2026-03-22')).toEqual({
      product: name,
      purchases: 0,
      refunds: 1,
      amountCents: -total,
      currency: 'USD',
    });
    expect(await revenueOf('2026-03-20', '2026-03-22')).toEqual({
      product: name,
      purchases: 1,
      refunds: 1,
      amountCents: 0,
      currency: 'USD',
    });
  });
});

describe('revenue per currency', () => {
  it('keeps đồng and dollars apart: a product bought in each has one row per currency', async () => {
    fixture.context.setNow(inDay(20 * 24 + 2));
    const inDong = await buildUser(fixture.context, { langKey: 'vi' });
    const inDollars = await buildUser(fixture.context);
    const buy = async (who: BuiltUser) => {
      await fixture.call('POST', '/api/payment/cart/add', { packageId: 3 }, who);
      const order = (await fixture.call('POST', '/api/payment/checkout', {}, who)).json().data;
      const paid = await fixture.call(
        'POST',
        '/api/payment/sandbox/complete',
        { orderId: order.id, outcome: 'success' },
        who,
      );
      return paid.json().data as { currency: string; total: number; items: { name: string }[] };
    };
    const dong = await buy(inDong);
    const dollars = await buy(inDollars);
    expect(dong).toMatchObject({ currency: 'VND', total: 649000 });
    expect(dollars).toMatchObject({ currency: 'USD', total: 25 });
    fixture.context.setNow(inDay(12));
    const rows = (await analytics('?from=2026-03-30&to=2026-03-30'))
      .json()
      .data.revenue.filter((row: { product: string }) => row.product === dong.items[0]!.name);
    expect(rows).toEqual([
      { product: dong.items[0]!.name, purchases: 1, refunds: 0, amountCents: 2500, currency: 'USD' },
      { product: dong.items[0]!.name, purchases: 1, refunds: 0, amountCents: 649000, currency: 'VND' },
    ]);
  });
});

describe("an admin's manual activation", () => {
  it('writes the activation event the e-mail link writes, once per account', async () => {
    const newcomer = await buildUser(fixture.context, { activated: false });
    const act = (action: string) =>
      fixture.call('POST', `/api/admin/users/${newcomer.id}/actions`, { action });
    expect((await act('activate')).statusCode).toBe(200);
    const events = await eventsOf(newcomer.id);
    expect(events.map((event) => [event.type, event.occurredAt.getTime()])).toEqual([
      ['activation', inDay(12).getTime()],
    ]);
    // Deactivated and activated again: the same account, no second activation.
    expect((await act('deactivate')).statusCode).toBe(200);
    expect((await act('activate')).statusCode).toBe(200);
    expect((await eventsOf(newcomer.id)).filter((event) => event.type === 'activation')).toHaveLength(1);
  });
});

describe("each chart's CSV", () => {
  const csvOf = async (slug: string, range = `?from=2026-03-09&to=${day}`) => {
    const response = await fixture.call('GET', `/api/admin/analytics/csv/${slug}${range}`);
    expect(response.statusCode).toBe(200);
    return response.body.split('\r\n').filter((line) => line.length > 0);
  };

  it('holds exactly the rows of its own chart, under its own header', async () => {
    const data = (await analytics(`?from=2026-03-09&to=${day}`)).json().data;
    expect(await csvOf('active-learners')).toEqual([
      'day,learners,pageViews',
      ...data.activeLearners.map((row: { day: string; learners: number; pageViews: number }) =>
        [row.day, row.learners, row.pageViews].join(','),
      ),
    ]);
    expect(await csvOf('signups')).toEqual([
      'day,signups,activations',
      ...data.signups.map((row: { day: string; signups: number; activations: number }) =>
        [row.day, row.signups, row.activations].join(','),
      ),
    ]);
    expect(await csvOf('attempts-by-type')).toEqual([
      'taskType,attempts',
      ...data.attemptsByType.map(
        (row: { taskType: string; attempts: number }) => `${row.taskType},${row.attempts}`,
      ),
    ]);
    expect(await csvOf('mocks')).toEqual(['day,started,finished', '2026-03-09,0,0', `${day},1,1`]);
    expect(await csvOf('scoring')).toEqual([
      'day,queued,scored,failed,p50Ms,p95Ms',
      '2026-03-09,0,0,0,,',
      `${day},1,5,1,250,850`,
    ]);
    expect(await csvOf('funnel')).toEqual([
      'step,learners',
      ...data.funnel.map((row: { step: string; learners: number }) => `${row.step},${row.learners}`),
    ]);
    expect(await csvOf('revenue')).toEqual([
      'product,purchases,refunds,amountCents,currency',
      ...data.revenue.map(
        (row: { product: string; purchases: number; refunds: number; amountCents: number; currency: string }) =>
          [row.product, row.purchases, row.refunds, row.amountCents, row.currency].join(','),
      ),
    ]);
  });
});
