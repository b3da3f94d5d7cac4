import { describe, expect, it } from 'vitest';
import { analyseText } from './text-analysis.js';
import { findIdea, stemOf } from './key-idea-matching.js';
import { defaultLexicon } from './lexicon.js';
import { relatedWordsOf } from './related-words.js';
import { scoreWriting } from './score-writing.js';
import type { WritingEvidence } from './types.js';

const ESSAY_PROMPT =
  'Some people believe that university education should be free for every student, while others argue that ' +
  'students should pay at least part of the cost themselves. Discuss both views and give your own opinion.';
const ESSAY_KEYWORDS = [
  'tuition fees',
  'government funding',
  'taxpayers',
  'student debt',
  'equal access',
  'individual benefit',
];
/** Every idea in other words: no "taxpayer", no "debt". */
const PARAPHRASED_ESSAY = [
  'Whether higher study should cost nothing is a question many families ask. Supporters say that the state ' +
    'should pay for colleges, because a country gains when more young people are trained. If the money comes ' +
    'from taxes paid by everyone, children from poor homes can enter on the same terms as rich ones.',
  'On the other hand, critics point out that graduates earn more during their lives, so it seems fair that they ' +
    'contribute. Many students already borrow money and repay their loans for years, which shows they value what ' +
    'they get. Without fees, colleges may also have less money for good lecturers.',
  'In my view, the best approach combines both ideas. Schools should charge a small amount, and the government ' +
    'should help those who cannot afford it.',
].join('\n\n');

const HEAT_SOURCE =
  'Cities are often several degrees warmer than the surrounding countryside, a phenomenon known as the urban heat ' +
  'island effect. Concrete and asphalt absorb solar energy during the day and release it slowly at night. Heat from ' +
  'vehicles and air-conditioning adds to the problem. Trees and green roofs can reduce the effect.';
const HEAT_KEYWORDS = [
  'urban heat island',
  'cities warmer than countryside',
  'slow cooling at night',
  'vehicles and air-conditioning',
  'more electricity for cooling',
  'trees and green roofs',
];
/** On topic, in weak English, without the passage's words "urban", "warmer" or "cooling". */
const WEAK_SUMMARY =
  'The city is more hot then countryside because building and road keeps the heat in the day and at night it ' +
  'not cool, and cars and air conditioner make more heat but tree and green roof can help to reduce it.';

function covered(evidence: WritingEvidence[]): Map<string, WritingEvidence> {
  const ideas = new Map<string, WritingEvidence>();
  for (const item of evidence) {
    if (item.kind !== 'keyword-covered' || typeof item.message !== 'object' || item.message === null) continue;
    ideas.set(String(item.message.params.idea), item);
  }
  return ideas;
}

function find(idea: string, text: string) {
  const analysis = analyseText(text);
  const words = analyseText(idea)
    .tokens.filter((token) => token.isWord)
    .map((token) => ({ lemma: token.lemma, stem: stemOf(token.lemma) }));
  return findIdea(
    words,
    analysis,
    analysis.tokens.filter((token) => token.isWord),
    defaultLexicon,
  );
}

describe('key ideas said in other words', () => {
  it('counts an essay that says the ideas in other words and quotes where it says them', () => {
    const result = scoreWriting('WRITING_ESSAY', {
      response: PARAPHRASED_ESSAY,
      prompt: ESSAY_PROMPT,
      keywords: ESSAY_KEYWORDS,
    });
    const ideas = covered(result.traits.content!.evidence);
    expect(result.flags).not.toContain('OFF_TOPIC');
    expect(result.traits.content!.raw).toBeGreaterThan(0);
    const taxpayers = ideas.get('taxpayers');
    expect(taxpayers?.text).toBe(
      'If the money comes from taxes paid by everyone, children from poor homes can enter on the same terms as rich ones.',
    );
    expect(taxpayers?.message).toEqual({
      key: 'keyIdeaCoveredInOtherWords',
      params: { idea: 'taxpayers', words: 'taxes, paid' },
    });
    expect(PARAPHRASED_ESSAY.slice(taxpayers!.start, taxpayers!.end)).toBe(taxpayers!.text);
    expect(ideas.get('student debt')?.text).toContain('repay their loans');
    // "the state should pay": "state" is a narrower word for government, "pay" is not "funding".
    expect(ideas.has('government funding')).toBe(false);
    // "is" never stands for "equal", and "approach" (for "access") is two sentences away from anything.
    expect(ideas.has('equal access')).toBe(false);
    // "children" is one of hundreds of kinds of person: too general to say "individual".
    expect(ideas.has('individual benefit')).toBe(false);
  });

  it('gives an on-topic summary in weak English content instead of calling it off topic', () => {
    const result = scoreWriting('WRITING_SUMMARIZE_WRITTEN_TEXT', {
      response: WEAK_SUMMARY,
      source: HEAT_SOURCE,
      keywords: HEAT_KEYWORDS,
    });
    const ideas = covered(result.traits.content!.evidence);
    expect(result.flags).not.toContain('OFF_TOPIC');
    expect(result.traits.content!.score).toBeGreaterThan(0);
    expect([...ideas.keys()]).toEqual(
      expect.arrayContaining([
        'urban heat island',
        'cities warmer than countryside',
        'slow cooling at night',
        'trees and green roofs',
      ]),
    );
    expect(ideas.get('cities warmer than countryside')?.message).toEqual({
      key: 'keyIdeaCoveredInOtherWords',
      params: { idea: 'cities warmer than countryside', words: 'hot' },
    });
    // "more" is a degree word: "more heat" does not say "more electricity for cooling".
    expect(ideas.has('more electricity for cooling')).toBe(false);
  });

  it('still finds nothing in a summary about something else', () => {
    const result = scoreWriting('WRITING_SUMMARIZE_WRITTEN_TEXT', {
      response:
        'Many people like to play football on weekends because it is fun and healthy, and my favourite team won ' +
        'the cup last year while I watched every game with my friends at home.',
      source: HEAT_SOURCE,
      keywords: HEAT_KEYWORDS,
    });
    expect(covered(result.traits.content!.evidence).size).toBe(0);
    expect(result.flags).toContain('OFF_TOPIC');
    expect(result.traits.content!.score).toBe(0);
  });

  it('matches a related word only in the word class it is related in', () => {
    expect(relatedWordsOf('ocean').get('deep')).toEqual(new Set(['n']));
    expect(find('ocean', 'The water was deep and cold.')).toBeUndefined();
    expect(find('ocean', 'Whales live in the deep.')).toBeDefined();
  });

  it('needs the words said in other words to come within a sentence of each other', () => {
    const near = 'The state should pay. Graduates repay their loans.';
    expect(find('government debt', near)?.otherWords).toEqual(['state', 'loans']);
    const far = 'The state should pay. It is late. We talked. Graduates repay their loans.';
    expect(find('government debt', far)).toBeUndefined();
  });

  it('reads a compound said in its parts', () => {
    expect(find('bookshop', 'She opened a small shop that sells old books.')?.otherWords).toEqual(['books', 'shop']);
    expect(find('taxpayer', 'Nobody here pays anything.')).toBeUndefined();
  });
});
