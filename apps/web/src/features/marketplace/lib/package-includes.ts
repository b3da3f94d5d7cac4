import type { Package } from '@prepwise/contracts';

/** One line of "what you get", as a marketplace locale key and the number it shows. */
export interface IncludedItem {
  key:
    | 'includes.days'
    | 'includes.dailyAiScoring'
    | 'includes.mocks'
    | 'includes.scores'
    | 'includes.aiScoring'
    | 'includes.pronunciation'
    | 'includes.fullBank';
  count: number;
}

type PackageNumbers = Pick<
  Package,
  | 'subscriptionDays'
  | 'subscriptionAiScoring'
  | 'subscriptionPronunciation'
  | 'numberExamMock'
  | 'numberScoreMock'
  | 'numberAiScoring'
  | 'fullQuestionBank'
>;

/**
 * What a package includes, derived from its numbers (docs/product.md §9): days of access, AI scoring
 * per day, mock tests, mock scores, AI scoring requests, pronunciation days and the full bank.
 * Zero amounts are left out; the order is the same for every package.
 */
export function includedItemsOf(pack: PackageNumbers): IncludedItem[] {
  const items: IncludedItem[] = [];
  const add = (key: IncludedItem['key'], count: number) => {
    if (count > 0) items.push({ key, count });
  };
  add('includes.days', pack.subscriptionDays);
  add('includes.dailyAiScoring', pack.subscriptionAiScoring);
  add('includes.mocks', pack.numberExamMock);
  add('includes.scores', pack.numberScoreMock);
  add('includes.aiScoring', pack.numberAiScoring);
  add('includes.pronunciation', pack.subscriptionPronunciation);
  if (pack.fullQuestionBank) items.push({ key: 'includes.fullBank', count: 1 });
  return items;
}
