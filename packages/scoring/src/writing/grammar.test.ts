import { describe, expect, it } from 'vitest';
import { startsWithVowelSound } from './agreement-rules.js';
import { findGrammarIssues } from './grammar.js';
import { analyseText } from './text-analysis.js';

function issuesOf(text: string): Array<[string, string, string]> {
  return findGrammarIssues(analyseText(text)).map((issue) => [
    issue.rule,
    text.slice(issue.start, issue.end),
    issue.suggestion,
  ]);
}

describe('grammar rules', () => {
  it.each([
    ['She go to school by bus.', ['subject-verb-agreement', 'go', 'goes']],
    ['They goes to school by bus.', ['subject-verb-agreement', 'goes', 'go']],
    ["He don't like coffee.", ['subject-verb-agreement', 'do', 'does']],
    ['We was happy with the result.', ['subject-verb-agreement', 'was', 'were']],
    ['I ate a apple for lunch.', ['a-an', 'a', 'an']],
    ['It was an big mistake.', ['a-an', 'an', 'a']],
    ['She bought a books yesterday.', ['article-noun', 'a books', 'books']],
    ['He gave me many informations about it.', ['article-noun', 'informations', 'information']],
    ['Students can goes home early.', ['modal-verb-form', 'goes', 'go']],
    ['We should to study more.', ['modal-verb-form', 'to study', 'study']],
    ['They want to went home.', ['to-verb-form', 'went', 'go']],
    ['Yesterday I go to the cinema with friends.', ['tense-consistency', 'go', 'went']],
    ['I like this city, it is very beautiful.', ['run-on', ', it', '. It']],
    ['the weather was nice.', ['capitalisation', 'the', 'The']],
    ['Then i went home.', ['capitalisation', 'i', 'I']],
    ['I saw the the movie.', ['double-word', 'the the', 'the']],
  ])('%s', (text, expected) => {
    expect(issuesOf(text)).toContainEqual(expected);
  });

  it('takes a verb the tagger read as a noun for the verb it is, and still flags a sentence without one', () => {
    // Issue 34: "combines" was tagged a plural noun, so a correct sentence was told it had no verb.
    expect(issuesOf('Some people disagree. In my view, the best approach combines both ideas.')).toEqual([]);
    expect(
      issuesOf('Students need time. For example, nursing students study in a college for years.'),
    ).toEqual([]);
    expect(issuesOf('The wall is old. Some loose points in the wall.')).toContainEqual([
      'fragment',
      '. Some',
      ', some',
    ]);
  });

  it('reads a verb whose past is its base form as a past after "it" and "he"', () => {
    expect(issuesOf('The new method was safer, and it spread quickly across the region.')).toEqual([]);
    expect(issuesOf('When the door opened, he shut it again at once.')).toEqual([]);
    expect(issuesOf('She go to school by bus.')).toEqual([['subject-verb-agreement', 'go', 'goes']]);
  });

  it('flags a subordinate clause standing alone as a fragment', () => {
    const text = 'I stayed at home. Because it was raining heavily.';
    expect(issuesOf(text)).toContainEqual(['fragment', '. Because', ' because']);
  });

  it.each([
    'She goes to school by bus.',
    'He and I are good friends.',
    'I ate an apple and a university student ate a pear.',
    'One of the students is late.',
    'If it were cheaper, I would buy it.',
    'We should study more because exams are coming.',
    'They want to go home.',
    'Every time we meet, I learn something new.',
    'He put the book on the table.',
    'Had had a long day, she slept.',
  ])('stays quiet on correct English: %s', (text) => {
    expect(issuesOf(text).filter(([rule]) => rule !== 'capitalisation')).toEqual([]);
  });

  it('knows vowel sounds from the pronouncing dictionary', () => {
    expect(startsWithVowelSound('hour')).toBe(true);
    expect(startsWithVowelSound('university')).toBe(false);
    expect(startsWithVowelSound('umbrella')).toBe(true);
    expect(startsWithVowelSound('European')).toBe(false);
  });
});
