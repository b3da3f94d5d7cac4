import { z } from 'zod';

/**
 * The reasons the AI scorers give (evidence messages), as keys with parameters: the scoring
 * package returns `{ key, params }` and the web (scoring namespace, `msg.<key>`) and the report
 * PDF translate them. Results stored before the keys hold English text, shown as written.
 */
export const scorerMessageKeys = [
  // writing: spelling, vocabulary, relevance
  'misspelledSuggest',
  'misspelled',
  'repeatedWord',
  'goodWord',
  'keyIdeaCovered',
  'keyIdeaCoveredInOtherWords',
  'keyIdeaMissing',
  'paragraphOffTopic',
  // writing: screening and form
  'noResponse',
  'notEnglish',
  'wordListNothing',
  'wordList',
  'repeatsText',
  'copiedPrompt',
  'copiedSource',
  'copiedSourcePart',
  'templateNotCounted',
  'templatePhrase',
  'truncated',
  'form',
  'formPadding',
  'oneSentence',
  // writing: grammar and discourse
  'commaSplice',
  'runOn',
  'fragmentClause',
  'noVerb',
  'capital',
  'agreement',
  'aAn',
  'uncountable',
  'noArticle',
  'modalBase',
  'noToAfterModal',
  'baseAfterTo',
  'capitalI',
  'doubleWord',
  'pastTense',
  'linkAddition',
  'linkContrast',
  'linkCause',
  'linkExample',
  'linkSequence',
  'linkConclusion',
  // speaking
  'mispronounced',
  'mispronouncedWeakest',
  'wordStress',
  'noWordsToJudge',
  'longPause',
  'hesitation',
  'repetition',
  'speechRate',
  'contentZeroRule',
  'responseCut',
  'noSpeech',
  'wordNotSaid',
  'unclearSpeech',
  'wordNotInText',
  'keyIdeaHeard',
  'keyIdeaNotHeard',
  'tooFewKeyIdeas',
  'phraseHeard',
  'phraseNotHeard',
  'answerHeard',
  'answerNotHeard',
  // speaking: why a low trait is low (one sentence, first in its evidence)
  'pronunciationLowWords',
  'pronunciationLowOverall',
  'fluencyLowPauses',
  'fluencyLowSlow',
  'fluencyLowStumbles',
  'fluencyLowUneven',
  // writing: why a low trait is low
  'contentLowIdeas',
  'contentLowTopic',
  'grammarLowErrors',
  'grammarLowStructure',
  'spellingLow',
  'vocabularyLow',
  'vocabularyLowPlain',
  'structureLow',
  'rangeLow',
] as const;
export type ScorerMessageKey = (typeof scorerMessageKeys)[number];

export type ScorerMessageParams = Record<string, string | number>;

/** One scorer reason: a catalogue key and the words or numbers it names. */
export interface ScorerMessage {
  key: ScorerMessageKey;
  params: ScorerMessageParams;
}

export const scorerMessageSchema = z.object({
  key: z.enum(scorerMessageKeys),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

/** An evidence record's message: a key with parameters, or English text in results stored before keys. */
export const evidenceMessageSchema = z.union([z.string(), scorerMessageSchema]);
export type EvidenceMessage = z.infer<typeof evidenceMessageSchema>;

/** Builds a scorer message (params default to none). */
export function scorerMessage(key: ScorerMessageKey, params: ScorerMessageParams = {}): ScorerMessage {
  return { key, params };
}

/**
 * Reads an evidence record's `message`: the keyed message, the English text of an older result,
 * or null when it is neither (a malformed or missing message).
 */
export function readEvidenceMessage(value: unknown): EvidenceMessage | null {
  const parsed = evidenceMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
