import type { NewPackageRow } from './marketplace.repository.js';

const dollars = (amount: number) => amount * 100;
/** Đồng have no minor unit in use: a price in đồng is stored as it reads. */
const dong = (amount: number) => amount;

/**
 * The products and prices of docs/product.md §9, exactly (ids 1-7, 10, 11), and the class plan (12),
 * each also priced in đồng for Vietnamese buyers. Packs are
 * subscriptions with a daily AI scoring quota, full question bank and repeated questions; a
 * combo names the pack and products it bundles. Only the first contents of a fresh database:
 * once a row exists, the admin console owns it (see `syncCatalogue`).
 */
export const catalogue: NewPackageRow[] = [
  {
    id: 1,
    name: 'Pack 90 days',
    isSubscription: true,
    description:
      '15 AI scoring per day, 3 mock tests with scoring, full question bank and repeated questions.',
    costCents: dollars(119),
    otherPrices: { VND: { amountMinor: dong(2990000), oldAmountMinor: null } },
    subscriptionDays: 90,
    subscriptionAiScoring: 15,
    subscriptionPronunciation: 90,
    numberExamMock: 3,
    numberScoreMock: 3,
    fullQuestionBank: true,
  },
  {
    id: 2,
    name: 'Pack 30 days',
    isSubscription: true,
    description:
      '10 AI scoring per day, 1 mock test with scoring, full question bank and repeated questions.',
    costCents: dollars(59),
    otherPrices: { VND: { amountMinor: dong(1490000), oldAmountMinor: null } },
    subscriptionDays: 30,
    subscriptionAiScoring: 10,
    subscriptionPronunciation: 30,
    numberExamMock: 1,
    numberScoreMock: 1,
    fullQuestionBank: true,
  },
  {
    id: 3,
    name: 'Mock Test #1',
    description: '1 mock test and 1 score.',
    costCents: dollars(25),
    otherPrices: { VND: { amountMinor: dong(649000), oldAmountMinor: null } },
    numberExamMock: 1,
    numberScoreMock: 1,
  },
  {
    id: 4,
    name: 'AI Scoring #1',
    description: '200 AI scoring requests.',
    costCents: dollars(30),
    otherPrices: { VND: { amountMinor: dong(749000), oldAmountMinor: null } },
    numberAiScoring: 200,
  },
  {
    id: 5,
    name: 'AI Scoring #2',
    description: '500 AI scoring requests.',
    costCents: dollars(50),
    otherPrices: { VND: { amountMinor: dong(1249000), oldAmountMinor: null } },
    numberAiScoring: 500,
  },
  {
    id: 6,
    name: 'Mock Test #2',
    description: '2 mock tests and 2 scores.',
    costCents: dollars(35),
    otherPrices: { VND: { amountMinor: dong(879000), oldAmountMinor: null } },
    numberExamMock: 2,
    numberScoreMock: 2,
  },
  {
    id: 7,
    name: 'Mock Test #3',
    description: '4 mock tests and 4 scores.',
    costCents: dollars(50),
    otherPrices: { VND: { amountMinor: dong(1249000), oldAmountMinor: null } },
    numberExamMock: 4,
    numberScoreMock: 4,
  },
  {
    id: 10,
    name: 'Combo #1',
    isSubscription: true,
    description: '30-day pack, 2 scored mock tests and 200 AI scoring.',
    costCents: dollars(99),
    otherPrices: { VND: { amountMinor: dong(2490000), oldAmountMinor: dong(3090000) } },
    // The members bought one by one ($59 + $35 + $30): the price the sale is reduced from.
    oldCostCents: dollars(124),
    subscriptionDays: 30,
    subscriptionAiScoring: 10,
    subscriptionPronunciation: 30,
    numberAiScoring: 200,
    numberExamMock: 2,
    numberScoreMock: 2,
    fullQuestionBank: true,
    isDiscount: true,
    comboMemberIds: [2, 6, 4],
  },
  {
    id: 11,
    name: 'Combo #2',
    isSubscription: true,
    description: '90-day pack, 4 scored mock tests and 500 AI scoring.',
    costCents: dollars(199),
    otherPrices: { VND: { amountMinor: dong(4990000), oldAmountMinor: dong(5490000) } },
    // $119 + $50 + $50 bought one by one.
    oldCostCents: dollars(219),
    subscriptionDays: 90,
    subscriptionAiScoring: 15,
    subscriptionPronunciation: 90,
    numberAiScoring: 500,
    numberExamMock: 4,
    numberScoreMock: 4,
    fullQuestionBank: true,
    isDiscount: true,
    comboMemberIds: [1, 7, 5],
  },
  {
    // Not in the seed's catalogue: what a school buys for its classes (issue "Schools and classes").
    id: 12,
    name: 'Class plan',
    description:
      'For teachers: 1,000 AI scorings and 40 scored mock tests for your classes, shared out from your class wallet.',
    costCents: dollars(149),
    otherPrices: { VND: { amountMinor: dong(3690000), oldAmountMinor: null } },
    numberAiScoring: 1000,
    numberScoreMock: 40,
    forClasses: true,
  },
];
