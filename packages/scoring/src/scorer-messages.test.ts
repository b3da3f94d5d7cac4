import { describe, expect, it } from 'vitest';
import { scorerMessageKeys, scorerMessageSchema } from '@prepwise/contracts';
import { scoreAnswer, scorePhraseContent, scoreReadAloudContent } from './speaking/content.js';
import { scoreFluency } from './speaking/fluency.js';
import { tokeniseReference } from './speaking/reference-text.js';
import { findGrammarIssues } from './writing/grammar.js';
import { scoreWriting } from './writing/index.js';
import { analyseText } from './writing/text-analysis.js';

/** Every message of a writing result, as [evidence kind, key, params]. */
function writingMessages(task: Parameters<typeof scoreWriting>[0], response: string, prompt?: string) {
  const result = scoreWriting(task, { response, ...(prompt ? { prompt } : {}) });
  return Object.values(result.traits).flatMap((trait) =>
    trait.evidence.map((item) => [item.kind, item.message.key, item.message.params] as const),
  );
}

describe('scorer messages are catalogue keys with parameters', () => {
  it.each([
    ['She go to school by bus.', 'agreement', { subject: 'She' }],
    ['I ate a apple for lunch.', 'aAn', { wanted: 'an', next: 'apple' }],
    ['He gave me many informations about it.', 'uncountable', { word: 'information' }],
    ['Students can goes home early.', 'modalBase', { modal: 'can' }],
    ['We should to study more.', 'noToAfterModal', { modal: 'should' }],
    ['They want to went home.', 'baseAfterTo', {}],
    ['Yesterday I go to the cinema with friends.', 'pastTense', {}],
    ['I like this city, it is very beautiful.', 'commaSplice', {}],
    ['the weather was nice.', 'capital', {}],
    ['Then i went home.', 'capitalI', {}],
    ['I saw the the movie.', 'doubleWord', { word: 'the' }],
  ])('grammar: %s -> %s', (text, key, params) => {
    const messages = findGrammarIssues(analyseText(text)).map((issue) => issue.message);
    expect(messages).toContainEqual({ key, params });
  });

  it('spelling, length and linking words in a scored essay', () => {
    const essay =
      'Technolgy changes how people learn. However, schools must adapt quickly. ' +
      'For example, many students study online every day and they share notes with friends.';
    const messages = writingMessages('WRITING_ESSAY', essay, 'Technology in education: discuss.');
    expect(messages).toContainEqual([
      'spelling',
      'misspelledSuggest',
      { words: expect.stringContaining('Technology') as string },
    ]);
    expect(messages).toContainEqual(['form', 'form', { words: 24, sentences: 3 }]);
    expect(messages).toContainEqual(['connective', 'linkContrast', {}]);
    expect(messages).toContainEqual(['connective', 'linkExample', {}]);
  });

  it('an empty answer says there is no response', () => {
    expect(writingMessages('WRITING_ESSAY', '')).toContainEqual(['form', 'noResponse', {}]);
  });

  it('speaking: skipped words, key ideas, answers, pauses and rate', () => {
    const tokens = tokeniseReference('one two');
    const read = scoreReadAloudContent(
      [
        { token: tokens[0]!, segments: [] },
        { token: tokens[1]!, segments: [] },
      ],
      [],
    );
    expect(read.evidence[0]?.message).toEqual({ key: 'wordNotSaid', params: { word: 'one' } });
    const phrases = scorePhraseContent([
      { phrase: 'sleep', kind: 'keyword', found: true },
      { phrase: 'deep sleep', kind: 'hint', found: false },
    ]);
    expect(phrases.evidence.map((item) => item.message)).toEqual([
      { key: 'keyIdeaHeard', params: { phrase: 'sleep' } },
      { key: 'phraseNotHeard', params: { phrase: 'deep sleep' } },
    ]);
    expect(scoreAnswer([{ phrase: 'a map', kind: 'answer', found: false }]).evidence[0]?.message).toEqual({
      key: 'answerNotHeard',
      params: { answers: 'a map' },
    });
    const fluency = scoreFluency({
      speech: [
        { start: 0, end: 4 },
        { start: 6.04, end: 10 },
      ],
      pauses: [{ start: 4, end: 6.04 }],
      syllables: 30,
      hesitations: [],
      repetitions: [],
    });
    const keys = fluency.evidence.map((item) => item.message);
    expect(keys).toContainEqual({ key: 'longPause', params: { seconds: 2 } });
    expect(keys).toContainEqual({ key: 'speechRate', params: { overall: 3, speaking: 3.8, pauses: 1 } });
  });

  it('every message the scorers build passes the contract', () => {
    const essay = 'Technolgy changes how people learn. However, schools must adapt quickly.';
    for (const [, key, params] of writingMessages('WRITING_ESSAY', essay)) {
      expect(scorerMessageKeys).toContain(key);
      expect(scorerMessageSchema.safeParse({ key, params }).success).toBe(true);
    }
  });
});
