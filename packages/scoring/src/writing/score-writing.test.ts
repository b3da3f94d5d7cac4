import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreWriting } from './score-writing.js';
import type { WritingResult, WritingTaskType } from './types.js';
import {
  ESSAY_PROMPT,
  GOOD_ESSAY,
  SST_GOOD,
  SST_TRANSCRIPT,
  SWT_GOOD,
  SWT_SOURCE,
  takeWords,
} from './writing-fixtures.js';

function expectSpansMatch(result: WritingResult, response: string): void {
  for (const trait of Object.values(result.traits)) {
    for (const item of trait.evidence) {
      expect(item.start).toBeLessThanOrEqual(item.end);
      expect(response.slice(item.start, item.end)).toBe(item.text);
    }
  }
}

describe('scoreWriting on well-formed responses', () => {
  it('gives a good essay high marks with every trait in range and raw kept', () => {
    const result = scoreWriting('WRITING_ESSAY', { response: GOOD_ESSAY, prompt: ESSAY_PROMPT });
    expect(result.flags).toEqual([]);
    expect(result.score).toBeGreaterThanOrEqual(12);
    for (const trait of Object.values(result.traits)) {
      expect(trait.raw).toBeGreaterThanOrEqual(0);
      expect(trait.raw).toBeLessThanOrEqual(trait.max);
      expect(Number.isInteger(trait.score)).toBe(true);
    }
    expect(result.score).toBe(Object.values(result.traits).reduce((sum, trait) => sum + trait.score, 0));
    expectSpansMatch(result, GOOD_ESSAY);
  });

  it('credits a summary that covers the passage', () => {
    const result = scoreWriting('WRITING_SUMMARIZE_WRITTEN_TEXT', { response: SWT_GOOD, source: SWT_SOURCE });
    expect(result.traits.form?.score).toBe(1);
    expect(result.traits.content?.score).toBe(2);
    expect(result.traits.content?.evidence.some((item) => item.kind === 'keyword-covered')).toBe(true);
  });

  it('credits a spoken-text summary and uses the author keywords when given', () => {
    const keywords = ['deep sleep', 'memory', 'dreaming', 'exam'];
    const result = scoreWriting('SUMMARIZE_SPOKEN_TEXT', {
      response: SST_GOOD,
      source: SST_TRANSCRIPT,
      keywords,
    });
    expect(result.traits.form?.score).toBe(2);
    expect(result.traits.content?.score).toBe(2);
    const labels = result.traits.content?.evidence
      .filter((item) => item.kind === 'keyword-covered')
      .map((item) => item.message);
    expect(labels).toHaveLength(4);
  });

  it('is deterministic', () => {
    const first = scoreWriting('WRITING_ESSAY', { response: GOOD_ESSAY, prompt: ESSAY_PROMPT });
    const second = scoreWriting('WRITING_ESSAY', { response: GOOD_ESSAY, prompt: ESSAY_PROMPT });
    expect(second).toEqual(first);
  });
});

describe('zero rules (raw before, score after)', () => {
  it('essay with form 0 scores 0 on every trait but keeps the raw estimates', () => {
    const result = scoreWriting('WRITING_ESSAY', { response: takeWords(100) });
    expect(result.traits.form?.score).toBe(0);
    expect(result.flags).toContain('FORM_ZERO');
    expect(result.score).toBe(0);
    for (const trait of Object.values(result.traits)) expect(trait.score).toBe(0);
    expect(result.traits.grammar?.raw).toBeGreaterThan(0);
  });

  it('essay with content 0 (off the prompt) scores 0 on every trait', () => {
    const prompt = 'Should governments invest in space exploration or in ocean research? Discuss.';
    const result = scoreWriting('WRITING_ESSAY', { response: GOOD_ESSAY, prompt });
    expect(result.traits.content?.score).toBe(0);
    expect(result.flags).toEqual(expect.arrayContaining(['OFF_TOPIC', 'CONTENT_ZERO']));
    expect(result.score).toBe(0);
    expect(result.traits.form?.raw).toBe(2);
  });

  it('summarize written text with form 0 scores 0 on every trait', () => {
    const response = `${SWT_GOOD} ${SWT_GOOD.replace('Urban', 'City')}`;
    const result = scoreWriting('WRITING_SUMMARIZE_WRITTEN_TEXT', { response, source: SWT_SOURCE });
    expect(result.traits.form?.score).toBe(0);
    expect(result.score).toBe(0);
    expect(result.traits.content?.raw).toBeGreaterThan(0);
  });

  it('summarize spoken text has no zero rule: form 0 leaves the other traits', () => {
    const result = scoreWriting('SUMMARIZE_SPOKEN_TEXT', { response: takeWords(30), source: SST_TRANSCRIPT });
    expect(result.traits.form?.score).toBe(0);
    expect(result.flags).not.toContain('FORM_ZERO');
    expect(result.traits.grammar?.score).toBeGreaterThan(0);
  });
});

describe('language evidence', () => {
  const response =
    'Many student think that homework is usefull. My friend go to the library every day and he have a apple. ' +
    'We should to read more books because reading improve our vocabulary and it help us in exams, teachers agree.';

  it('points spelling and grammar evidence at the right words, with suggestions', () => {
    const result = scoreWriting('SUMMARIZE_SPOKEN_TEXT', { response });
    const spelling = result.traits.spelling?.evidence ?? [];
    const usefull = spelling.find((item) => item.text === 'usefull');
    expect(usefull?.suggestion).toBe('useful');
    expect(response.slice(usefull?.start, usefull?.end)).toBe('usefull');
    const grammar = result.traits.grammar?.evidence ?? [];
    expect(grammar.find((item) => item.text === 'a')?.suggestion).toBe('an');
    expect(grammar.find((item) => item.text === 'have')?.suggestion).toBe('has');
    expect(grammar.find((item) => item.text === 'to read')?.suggestion).toBe('read');
    expect(result.traits.grammar?.score).toBe(0);
    expectSpansMatch(result, response);
  });

  it('says first why a low trait is low, counting the errors marked in the text', () => {
    const result = scoreWriting('SUMMARIZE_SPOKEN_TEXT', { response });
    const grammar = result.traits.grammar?.evidence ?? [];
    expect(grammar[0]).toMatchObject({
      kind: 'trait-summary',
      message: {
        key: 'grammarLowErrors',
        params: { count: grammar.filter((item) => item.kind === 'grammar').length, sentences: 3 },
      },
    });
    expect(result.traits.spelling?.score).toBe(1);
    expect(result.traits.spelling?.evidence.some((item) => item.kind === 'trait-summary')).toBe(false);
  });

  it('gives no such sentence to a good essay, nor to one cut to 0 by a zero rule', () => {
    const summaries = (result: WritingResult) =>
      Object.values(result.traits).flatMap((trait) =>
        trait.evidence.filter((item) => item.kind === 'trait-summary'),
      );
    expect(summaries(scoreWriting('WRITING_ESSAY', { response: GOOD_ESSAY, prompt: ESSAY_PROMPT }))).toEqual(
      [],
    );
    const cut = scoreWriting('WRITING_ESSAY', { response: takeWords(60), prompt: ESSAY_PROMPT });
    expect(cut.flags).toContain('FORM_ZERO');
    expect(summaries(cut)).toEqual([]);
  });
});

describe('any input', () => {
  const tasks: WritingTaskType[] = [
    'WRITING_ESSAY',
    'WRITING_SUMMARIZE_WRITTEN_TEXT',
    'SUMMARIZE_SPOKEN_TEXT',
  ];

  it('never throws, stays within the maxima and keeps evidence spans inside the response', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc
        .array(
          fc.constantFrom(
            'the',
            'Cat',
            'runs',
            'i',
            'a',
            'apple',
            ',',
            '.',
            '\n\n',
            'dont',
            '@CAPS1',
            'été',
            '😀',
          ),
          {
            maxLength: 120,
          },
        )
        .map((words) => words.join(' ')),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...tasks),
        text,
        fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
        (task, response, source) => {
          const result = scoreWriting(task, { response, source, prompt: source });
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(result.max);
          for (const trait of Object.values(result.traits)) {
            expect(trait.score).toBeLessThanOrEqual(trait.max);
            expect(trait.raw).toBeLessThanOrEqual(trait.max);
            for (const item of trait.evidence) expect(response.slice(item.start, item.end)).toBe(item.text);
          }
        },
      ),
      { numRuns: 60, seed: 20240501 },
    );
  });
});
