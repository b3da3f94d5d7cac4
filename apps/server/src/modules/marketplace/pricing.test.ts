import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { grantsForPackage, planRefund, priceCart } from './pricing.js';
import { catalogue } from './catalogue.js';

describe('priceCart', () => {
  it.each([
    [[], 0, { subtotalCents: 0, discountCents: 0, totalCents: 0 }],
    [[{ unitCents: 11900, quantity: 1 }], 0, { subtotalCents: 11900, discountCents: 0, totalCents: 11900 }],
    [
      [
        { unitCents: 2500, quantity: 3 },
        { unitCents: 3000, quantity: 1 },
      ],
      10,
      { subtotalCents: 10500, discountCents: 1050, totalCents: 9450 },
    ],
    [[{ unitCents: 999, quantity: 1 }], 33, { subtotalCents: 999, discountCents: 329, totalCents: 670 }],
    [[{ unitCents: 5900, quantity: 2 }], 100, { subtotalCents: 11800, discountCents: 11800, totalCents: 0 }],
  ])('prices %j with %i%% off', (lines, percent, expected) => {
    expect(priceCart(lines, { percent })).toEqual(expected);
  });

  it('always gives whole cents, 0 <= total <= subtotal, and total + discount = subtotal', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitCents: fc.integer({ min: 0, max: 100_000 }),
            quantity: fc.integer({ min: 1, max: 10 }),
          }),
          {
            maxLength: 12,
          },
        ),
        fc.integer({ min: -20, max: 150 }),
        (lines, percent) => {
          const totals = priceCart(lines, { percent });
          expect(Number.isInteger(totals.totalCents) && Number.isInteger(totals.discountCents)).toBe(true);
          expect(totals.totalCents).toBeGreaterThanOrEqual(0);
          expect(totals.totalCents).toBeLessThanOrEqual(totals.subtotalCents);
          expect(totals.totalCents + totals.discountCents).toBe(totals.subtotalCents);
        },
      ),
    );
  });
});

describe('priceCart with a fixed amount off', () => {
  it.each([
    [
      [{ unitCents: 1490000, quantity: 1 }],
      50000,
      { subtotalCents: 1490000, discountCents: 50000, totalCents: 1440000 },
    ],
    [
      [{ unitCents: 30000, quantity: 1 }],
      50000,
      { subtotalCents: 30000, discountCents: 30000, totalCents: 0 },
    ],
    [[{ unitCents: 2500, quantity: 2 }], 0, { subtotalCents: 5000, discountCents: 0, totalCents: 5000 }],
  ])('prices %j with %i off, never below zero', (lines, amountMinor, expected) => {
    expect(priceCart(lines, { amountMinor })).toEqual(expected);
  });

  it('always gives 0 <= total <= subtotal and total + discount = subtotal', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitCents: fc.integer({ min: 0, max: 10_000_000 }),
            quantity: fc.integer({ min: 1, max: 10 }),
          }),
          { maxLength: 12 },
        ),
        fc.integer({ min: -1000, max: 100_000_000 }),
        (lines, amountMinor) => {
          const totals = priceCart(lines, { amountMinor });
          expect(totals.totalCents).toBeGreaterThanOrEqual(0);
          expect(totals.totalCents).toBeLessThanOrEqual(totals.subtotalCents);
          expect(totals.totalCents + totals.discountCents).toBe(totals.subtotalCents);
        },
      ),
    );
  });
});

describe('the catalogue', () => {
  it('has the seed products and prices exactly, and the class plan after them', () => {
    expect(catalogue.map((item) => [item.id, item.name, item.costCents / 100])).toEqual([
      [1, 'Pack 90 days', 119],
      [2, 'Pack 30 days', 59],
      [3, 'Mock Test #1', 25],
      [4, 'AI Scoring #1', 30],
      [5, 'AI Scoring #2', 50],
      [6, 'Mock Test #2', 35],
      [7, 'Mock Test #3', 50],
      [10, 'Combo #1', 99],
      [11, 'Combo #2', 199],
      [12, 'Class plan', 149],
    ]);
  });
});

describe('grantsForPackage', () => {
  it('fills a class wallet with a class plan, never the buyer’s own credits', () => {
    const plan = catalogue.find((entry) => entry.id === 12);
    if (!plan) throw new Error('no class plan');
    const grants = grantsForPackage(
      {
        id: 12,
        subscriptionDays: 0,
        subscriptionAiScoring: 0,
        subscriptionPronunciation: 0,
        numberAiScoring: plan.numberAiScoring ?? 0,
        numberExamMock: 0,
        numberScoreMock: plan.numberScoreMock ?? 0,
        fullQuestionBank: false,
        forClasses: true,
      },
      'order:1',
      new Date('2026-11-22T00:00:00Z'),
      {},
    );
    expect(grants.map((grant) => [grant.resource, grant.amount])).toEqual([
      ['class_ai_scoring', 1000],
      ['class_mock_score', 40],
    ]);
  });

  const now = new Date('2026-11-22T00:00:00Z');
  const pack = (id: number) => {
    const item = catalogue.find((entry) => entry.id === id);
    if (!item) throw new Error(`no package ${id}`);
    return {
      id,
      subscriptionDays: item.subscriptionDays ?? 0,
      subscriptionAiScoring: item.subscriptionAiScoring ?? 0,
      subscriptionPronunciation: item.subscriptionPronunciation ?? 0,
      numberAiScoring: item.numberAiScoring ?? 0,
      numberExamMock: item.numberExamMock ?? 0,
      numberScoreMock: item.numberScoreMock ?? 0,
      fullQuestionBank: item.fullQuestionBank ?? false,
      forClasses: item.forClasses ?? false,
    };
  };

  it('grants Combo #2: 90-day pack with 15 a day, 4 scored mocks and 500 AI scoring', () => {
    const grants = grantsForPackage(pack(11), 'order:1:11:0', now, {});
    expect(grants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ resource: 'ai_scoring', amount: 500 }),
        expect.objectContaining({ resource: 'mock_exam', amount: 4 }),
        expect.objectContaining({ resource: 'mock_score', amount: 4 }),
        expect.objectContaining({
          resource: 'subscription',
          dailyQuota: 15,
          validUntil: new Date('2027-02-20T00:00:00Z'),
        }),
      ]),
    );
    expect(new Set(grants.map((grant) => grant.sourceId)).size).toBe(grants.length);
  });

  it('extends a running subscription instead of overlapping it', () => {
    const running = new Date('2026-12-01T00:00:00Z');
    const [subscription] = grantsForPackage(pack(2), 'k', now, { subscription: running }).filter(
      (grant) => grant.resource === 'subscription',
    );
    expect(subscription?.validUntil).toEqual(new Date('2026-12-31T00:00:00Z'));
  });

  it('grants only credits for AI Scoring #1', () => {
    expect(grantsForPackage(pack(4), 'k', now, {})).toEqual([
      { resource: 'ai_scoring', amount: 200, validUntil: null, dailyQuota: null, sourceId: 'k:ai_scoring' },
    ]);
  });
});

describe('planRefund', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  const day = 86_400_000;
  const grant = (resource: string, amount: number, validUntil: Date | null = null) => ({
    resource,
    amount,
    validUntil,
    sourceId: `order:o:4:0:${resource}`,
  });

  it('takes back the unspent credits only, never more than the balance left', () => {
    const plan = planRefund(
      [grant('ai_scoring', 200), grant('mock_exam', 2), grant('mock_score', 2)],
      { ai_scoring: 150, mock_exam: 0, mock_score: 5 },
      () => 0,
      now,
    );
    expect(plan.credits).toEqual([
      { resource: 'ai_scoring', amount: 150, sourceId: 'refund:order:o:4:0:ai_scoring' },
      { resource: 'mock_score', amount: 2, sourceId: 'refund:order:o:4:0:mock_score' },
    ]);
  });

  it('removes the time a period had left: all of a stacked one, the rest of a running one, none of an ended one', () => {
    const stacked = grant('subscription', 1, new Date(now.getTime() + 50 * day));
    const running = grant('pronunciation', 1, new Date(now.getTime() + 10 * day));
    const ended = grant('full_bank', 1, new Date(now.getTime() - day));
    const plan = planRefund([stacked, running, ended], {}, () => 30, now);
    expect(plan.periods.map((period) => [period.resource, period.removeMs / day])).toEqual([
      ['subscription', 30],
      ['pronunciation', 10],
    ]);
  });
});

describe('the catalogue’s sales', () => {
  it('gives every sale the price it is reduced from: a combo’s members bought one by one', () => {
    const costOf = new Map(catalogue.map((pack) => [pack.id, pack.costCents]));
    const sales = catalogue.filter((pack) => pack.isDiscount);
    expect(sales.length).toBeGreaterThan(0);
    for (const sale of sales) {
      const members = sale.comboMemberIds ?? [];
      expect(sale.oldCostCents).toBe(members.reduce((sum, id) => sum + (costOf.get(id) ?? 0), 0));
      expect(sale.oldCostCents).toBeGreaterThan(sale.costCents);
    }
  });
});
