import { ScoringInputError } from '../objective/scoring-input-error.js';
import { splitList, tokeniseReference } from './reference-text.js';
import type { SpeakingTaskRubric } from './rubric.js';
import type { TargetPhrase } from './spotting-analysis.js';
import type { SpeakingQuestion, SpeakingTaskType } from './types.js';

const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have he her his how i if in into is it ' +
    'its just more most much no not of on or our over she so some such than that the their them then there these they ' +
    'this those to too under up very was we were what when where which while who why will with would you your about ' +
    'also after before because between during each many may might must only other same should through today'
  ).split(' '),
);
/** Key words derived from a transcript when an item has no keyword list. */
const DERIVED_KEYWORDS = 10;

/** The text a reading task expects (read aloud: text; repeat sentence: text or transcript). */
export function readingText(type: SpeakingTaskType, question: SpeakingQuestion): string {
  const text = question.text?.trim() || question.description?.trim();
  if (!text) throw new ScoringInputError('question.invalid', `${type} needs the text the learner says.`);
  return text;
}

/**
 * Content words of a transcript ranked by frequency (ties by first use): the key ideas of an
 * item whose author listed none.
 */
export function deriveKeywords(text: string): string[] {
  const counts = new Map<string, number>();
  for (const token of tokeniseReference(text)) {
    const word = token.text.toLowerCase();
    if (word.length < 4 || STOPWORDS.has(word) || !/^\p{L}+$/u.test(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((left, right) => right[1] - left[1])
    .slice(0, DERIVED_KEYWORDS)
    .map(([word]) => word);
}

/** Keywords and phrase hints of a describe-image or retell-lecture item. */
export function keyPhrases(type: SpeakingTaskType, question: SpeakingQuestion): TargetPhrase[] {
  const keywords = splitList(question.keyword);
  const hints = splitList(question.phraseHints);
  const derived =
    keywords.length > 0
      ? []
      : deriveKeywords([question.description, question.text].filter(Boolean).join(' '));
  const phrases: TargetPhrase[] = [
    ...[...keywords, ...derived].map((text): TargetPhrase => ({ text, kind: 'keyword' })),
    ...hints.map((text): TargetPhrase => ({ text, kind: 'hint' })),
  ];
  if (phrases.length === 0)
    throw new ScoringInputError('question.invalid', `${type} needs keywords or a transcript.`);
  return phrases;
}

/** Accepted answers of a short question ("thermometer/a thermometer"). */
export function acceptedAnswers(question: SpeakingQuestion): TargetPhrase[] {
  const answers = splitList(question.expectAnswer, /[/|\n]/).map((text): TargetPhrase => ({
    text,
    kind: 'answer',
  }));
  if (answers.length === 0)
    throw new ScoringInputError('question.invalid', 'ANSWER_SHORT_QUESTION needs expectAnswer.');
  return answers;
}

/** Checks the question has what the task's rubric needs before any audio work is done. */
export function checkQuestion(
  type: SpeakingTaskType,
  rubric: SpeakingTaskRubric,
  question: SpeakingQuestion,
): void {
  if (rubric.reference === 'text') readingText(type, question);
  else if (rubric.reference === 'phrases') keyPhrases(type, question);
  else acceptedAnswers(question);
}
