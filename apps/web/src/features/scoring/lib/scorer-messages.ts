/**
 * The writing scorer (packages/scoring) writes its reasons in English. Each known message shape is
 * matched here and shown through a scoring-namespace key (`msg.*`) with the words it names, so the
 * learner reads it in their language; an unknown message is shown as the scorer wrote it.
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

/** The message in the learner's language through `st`, or as written when unknown. */
export function translateScorerMessage(
  message: string,
  st: (key: string, values?: Record<string, string>) => string,
): string {
  const known = scorerMessageKey(message);
  return known ? st(known.key, known.values) : message;
}
