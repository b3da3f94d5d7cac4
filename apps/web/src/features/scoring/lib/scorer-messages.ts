import { readEvidenceMessage } from '@prepwise/contracts';

/**
 * The scorers (packages/scoring) give their reasons as keys with parameters, shown through the
 * scoring namespace (`msg.<key>`). Results stored before that hold English sentences: each known
 * shape is matched here and translated the same way; an unknown one is shown as written.
 */
const patterns: [RegExp, string][] = [
  [/^Misspelled: did you mean (?<words>.+)\?$/, 'msg.misspelledSuggest'],
  [/^Misspelled word$/, 'msg.misspelled'],
  [/^Key idea not covered: "(?<idea>.+)"$/, 'msg.keyIdeaMissing'],
  [/^This paragraph is unrelated to the task and the rest of the response$/, 'msg.paragraphOffTopic'],
  [/^No response$/, 'msg.noResponse'],
  [/^The summary must be one sentence$/, 'msg.oneSentence'],
  [/^"(?<word>.+)" is used (?<count>\d+) times: vary your vocabulary$/, 'msg.repeatedWord'],
  [/^Memorised template: not counted$/, 'msg.templateNotCounted'],
  [/^Memorised template phrase: it adds no content$/, 'msg.templatePhrase'],
  [/^A list of words, not a sentence: not counted$/, 'msg.wordList'],
  [/^Repeats earlier text: not counted$/, 'msg.repeatsText'],
  [/^Copied from the prompt: not counted$/, 'msg.copiedPrompt'],
  [/^Copied word for word from the source: summarise in your own words$/, 'msg.copiedSource'],
  [/^Copied word for word from the source$/, 'msg.copiedSourcePart'],
  [/^Two sentences are joined by a comma \(comma splice\)$/, 'msg.commaSplice'],
  [/^This sentence runs on: split it into shorter sentences$/, 'msg.runOn'],
  [/^This clause is not a full sentence$/, 'msg.fragmentClause'],
  [/^This sentence has no verb$/, 'msg.noVerb'],
  [/^Start the sentence with a capital letter$/, 'msg.capital'],
  [/^The verb does not agree with "(?<subject>.+)"$/, 'msg.agreement'],
  [/^Use "(?<wanted>.+)" before "(?<next>.+)"$/, 'msg.aAn'],
  [/^"(?<word>.+)" is uncountable and has no plural$/, 'msg.uncountable'],
  [/^Do not use "(?<article>.+)" before "(?<noun>.+)"$/, 'msg.noArticle'],
  [/^Use the base form of the verb after "(?<modal>.+)"$/, 'msg.modalBase'],
  [/^This sentence is about the past: use the past tense$/, 'msg.pastTense'],
  [/^Less common word used well$/, 'msg.goodWord'],
];

/** The catalogue key and values for a scorer message, or null when its shape is not known. */
export function scorerMessageKey(message: string): { key: string; values: Record<string, string> } | null {
  for (const [pattern, key] of patterns) {
    const match = pattern.exec(message);
    if (match) return { key, values: { ...match.groups } };
  }
  return null;
}

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * A scorer message in the learner's language through `st`: a keyed message (numbers written by
 * `formatNumber`), or an English sentence of an older result (translated when its shape is
 * known, else as written). Empty for a missing or malformed message.
 */
export function translateScorerMessage(
  message: unknown,
  st: Translate,
  formatNumber: (value: number) => string = String,
): string {
  const read = readEvidenceMessage(message);
  if (read === null) return '';
  if (typeof read === 'string') {
    const known = scorerMessageKey(read);
    return known ? st(known.key, known.values) : read;
  }
  const values = Object.fromEntries(
    Object.entries(read.params).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatNumber(value) : value,
    ]),
  );
  return st(`msg.${read.key}`, values);
}
