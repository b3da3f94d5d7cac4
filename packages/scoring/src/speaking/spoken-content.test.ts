import { describe, expect, it } from 'vitest';
import { applyContentZeroRule, keyIdeasNeeded, MIN_KEY_IDEAS, scorePhraseContent } from './content.js';
import type { PhraseCoverage } from './content.js';
import { SPEAKING_RUBRIC } from './rubric.js';
import type { SpeakingTraitName, SpeakingTraitResult } from './types.js';

/**
 * Issue 34: content of describe image and retell lecture comes from the key ideas heard only,
 * and a response with no relevant content scores 0 on every trait. These tests take what the
 * recogniser heard (phrase coverage) as input; `score-speaking.test.ts` runs synthetic speech.
 */
const KEYWORDS = ['sleep', 'learning', 'deep sleep', 'replays activity', 'strengthens memories', 'REM sleep'];
const HINTS = ['the lecture is about', 'the speaker explains that', 'for example', 'in conclusion'];

function heard(keywords: readonly string[], hints: readonly string[] = []): PhraseCoverage[] {
  return [
    ...KEYWORDS.map((phrase) => ({ phrase, kind: 'keyword' as const, found: keywords.includes(phrase) })),
    ...HINTS.map((phrase) => ({ phrase, kind: 'hint' as const, found: hints.includes(phrase) })),
  ];
}

/** A whole describe-image / retell-lecture result: content from coverage, fluent and clear speech. */
function total(coverage: PhraseCoverage[], type: 'DESCRIBE_IMAGE' | 'RETELL_LECTURE' = 'RETELL_LECTURE') {
  const fluent = (): SpeakingTraitResult => ({ score: 5, max: 5, raw: 5, evidence: [] });
  const traits: Partial<Record<SpeakingTraitName, SpeakingTraitResult>> = {
    content: scorePhraseContent(coverage),
    oralFluency: fluent(),
    pronunciation: fluent(),
  };
  applyContentZeroRule(SPEAKING_RUBRIC[type], traits);
  return { traits, score: Object.values(traits).reduce((sum, trait) => sum + trait.score, 0) };
}

describe('spoken content from the key ideas heard', () => {
  it.each(['DESCRIBE_IMAGE', 'RETELL_LECTURE'] as const)(
    '%s: an unrelated answer (nothing or one stray keyword heard) scores 0 of 15, fluent or not',
    (type) => {
      expect(total(heard([]), type).score).toBe(0);
      expect(total(heard(['sleep']), type).score).toBe(0);
      expect(total(heard(['sleep']), type).score).toBeLessThanOrEqual(3);
    },
  );

  it('template phrases without key ideas earn no content, and so no marks at all', () => {
    const template = total(heard([], HINTS));
    expect(template.traits.content?.score).toBe(0);
    expect(template.score).toBe(0);
    expect(template.traits.content?.evidence[0]?.message).toMatchObject({
      key: 'tooFewKeyIdeas',
      params: { heard: 0, needed: MIN_KEY_IDEAS },
    });
    // Hints add to key ideas, never more than the key ideas heard with them.
    expect(scorePhraseContent(heard(['sleep', 'learning'], HINTS)).raw).toBeCloseTo(
      (5 * (2 + 2)) / (0.6 * (6 + 2)),
      5,
    );
  });

  it('reading another task aloud (a stray word or two of template) does not raise the score', () => {
    const silent = total(heard([]));
    const otherPrompt = total(heard(['learning'], ['for example']));
    expect(otherPrompt.score).toBeLessThanOrEqual(silent.score);
  });

  it('an answer naming the key ideas still scores well: content 5, 15 of 15', () => {
    const answer = total(heard(['sleep', 'deep sleep', 'replays activity', 'strengthens memories'], HINTS));
    expect(answer.traits.content?.score).toBe(5);
    expect(answer.score).toBe(15);
    expect(total(heard(['sleep', 'learning'])).traits.content?.score).toBeGreaterThan(0);
  });

  it('a long list of key ideas needs a fifth of them heard: two stray hits among twelve earn nothing', () => {
    expect([1, 2, 6, 10, 12, 20].map(keyIdeasNeeded)).toEqual([1, 2, 2, 2, 3, 4]);
    const twelve = (found: number): PhraseCoverage[] =>
      Array.from({ length: 12 }, (_, index) => ({
        phrase: `k${index}`,
        kind: 'keyword',
        found: index < found,
      }));
    expect(scorePhraseContent(twelve(2)).score).toBe(0);
    expect(scorePhraseContent(twelve(3)).score).toBeGreaterThan(0);
    expect(scorePhraseContent([{ phrase: 'only idea', kind: 'keyword', found: true }]).score).toBe(5);
  });

  it('the zero rule marks every other trait and leaves readings with content alone', () => {
    const result = total(heard([]));
    for (const name of ['oralFluency', 'pronunciation'] as const)
      expect(result.traits[name]?.evidence[0]?.message.key).toBe('contentZeroRule');
    const short = { vocabulary: { score: 1, max: 1, raw: 1, evidence: [] } };
    applyContentZeroRule(SPEAKING_RUBRIC.ANSWER_SHORT_QUESTION, short);
    expect(short.vocabulary.score).toBe(1);
  });
});
