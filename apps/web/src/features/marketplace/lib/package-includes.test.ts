import { describe, expect, it } from 'vitest';
import { includedItemsOf } from './package-includes';

const nothing = {
  subscriptionDays: 0,
  subscriptionAiScoring: 0,
  subscriptionPronunciation: 0,
  numberExamMock: 0,
  numberScoreMock: 0,
  numberAiScoring: 0,
  fullQuestionBank: false,
};

describe('includedItemsOf', () => {
  it('lists a 90-day pack: days, daily AI scoring, mocks, scores, pronunciation and the full bank', () => {
    const pack = {
      ...nothing,
      subscriptionDays: 90,
      subscriptionAiScoring: 15,
      subscriptionPronunciation: 90,
      numberExamMock: 3,
      numberScoreMock: 3,
      fullQuestionBank: true,
    };
    expect(includedItemsOf(pack)).toEqual([
      { key: 'includes.days', count: 90 },
      { key: 'includes.dailyAiScoring', count: 15 },
      { key: 'includes.mocks', count: 3 },
      { key: 'includes.scores', count: 3 },
      { key: 'includes.pronunciation', count: 90 },
      { key: 'includes.fullBank', count: 1 },
    ]);
  });

  it('lists only AI scoring requests for an AI scoring bundle', () => {
    expect(includedItemsOf({ ...nothing, numberAiScoring: 200 })).toEqual([
      { key: 'includes.aiScoring', count: 200 },
    ]);
  });

  it('lists mocks and scores for a mock test product, and nothing for an empty package', () => {
    expect(includedItemsOf({ ...nothing, numberExamMock: 2, numberScoreMock: 2 })).toEqual([
      { key: 'includes.mocks', count: 2 },
      { key: 'includes.scores', count: 2 },
    ]);
    expect(includedItemsOf(nothing)).toEqual([]);
  });
});
