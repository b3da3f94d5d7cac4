import {
  blankMarker,
  pteListeningTypes,
  pteQuestionTypes,
  pteSpeakingAudioPromptTypes,
  type QuestionContent,
  type QuestionType,
} from '@prepwise/contracts';

/** A PTE task type (docs/product.md §3), as listed in `pteQuestionTypes`. */
export type PteType = (typeof pteQuestionTypes)[number];

/** First id of the PTE bank; each type owns a block of `idBlockSize` ids in `pteQuestionTypes` order. */
export const firstPteId = 10_000;
export const idBlockSize = 100;

/** Where the web serves the content package's `assets/` folder (apps/server content-assets plugin). */
export const assetUrlPrefix = '/content/';

/** Types whose prompt is a recording: the item's `audioLink` must point at its MP3. */
export const audioPromptTypes: ReadonlySet<QuestionType> = new Set<QuestionType>([
  ...pteSpeakingAudioPromptTypes,
  ...pteListeningTypes,
]);

/** Types that carry male and female model answers (`audioLinkSampleMale`/`Female`). */
export const modelAnswerTypes: ReadonlySet<QuestionType> = new Set<QuestionType>([
  'SPEAKING_READ_ALOUD',
  'REPEAT_SENTENCE',
]);

/** Whether a question type is one of the PTE task types. */
export function isPteType(type: string): type is PteType {
  return (pteQuestionTypes as readonly string[]).includes(type);
}

/** The inclusive id range reserved for a PTE type (10000-10099 for the first type, and so on). */
export function idBlockOf(type: PteType): { first: number; last: number } {
  const first = firstPteId + pteQuestionTypes.indexOf(type) * idBlockSize;
  return { first, last: first + idBlockSize - 1 };
}

/** Splits a separated list ("a/b/c", "A,C") into trimmed, non-empty entries. */
export function splitList(value: string | null | undefined, separator: '/' | ','): string[] {
  return (value ?? '')
    .split(separator)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** Number of `@Blank@` markers in a text. */
export function countBlanks(text: string | null | undefined): number {
  return (text ?? '').split(blankMarker).length - 1;
}

/** The text with its `@Blank@` markers replaced by the given words, in order. */
export function fillBlanks(text: string, words: readonly string[]): string {
  let index = 0;
  return text.split(blankMarker).reduce((filled, part) => `${filled}${words[index++] ?? ''}${part}`);
}

/**
 * Words as the objective scorer compares them: NFKC, lower case, straight apostrophes,
 * punctuation and hyphens as separators.
 */
export function comparableWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .split(' ')
    .map((token) => token.replace(/^'+|'+$/g, ''))
    .filter((token) => token !== '');
}

/** Plain word count (whitespace separated), as the word limits of the task types count. */
export function wordCount(text: string | null | undefined): number {
  return (text ?? '').split(/\s+/).filter((word) => word !== '').length;
}

/**
 * What the prompt recording of an item says, or null when the type has no prompt audio:
 * the sentence (`text`) or the lecture (`description`), the FIB_L transcript with its blanks
 * filled, the true transcript of HIGHLIGHT_INCORRECT_WORD (`description`), and for
 * SELECT_MISSING_WORD the passage up to the beep (`description`).
 */
export function spokenTranscript(item: QuestionContent): string | null {
  switch (item.type) {
    case 'REPEAT_SENTENCE':
    case 'ANSWER_SHORT_QUESTION':
    case 'DICTATION':
      return item.text ?? null;
    case 'FIB_L':
      return item.text ? fillBlanks(item.text, splitList(item.expectAnswer, ',')) : null;
    case 'RETELL_LECTURE':
    case 'SUMMARIZE_SPOKEN_TEXT':
    case 'MCQ_L_SINGLE_ANSWER':
    case 'MCQ_L_MULTIPLE_ANSWER':
    case 'HIGHLIGHT_CORRECT_SUMMARY':
    case 'SELECT_MISSING_WORD':
    case 'HIGHLIGHT_INCORRECT_WORD':
      return item.description ?? null;
    default:
      return null;
  }
}

/** URL of an item's audio file; `variant` names a model answer ("male", "female"). */
export function audioUrl(id: number, variant?: 'male' | 'female'): string {
  return `${assetUrlPrefix}audio/${id}${variant ? `-${variant}` : ''}.mp3`;
}

/** URL of a DESCRIBE_IMAGE chart. */
export function imageUrl(id: number): string {
  return `${assetUrlPrefix}images/${id}.svg`;
}

/** The path of an asset URL relative to the package's `assets/` folder, or null for other URLs. */
export function assetPathOf(url: string): string | null {
  if (!url.startsWith(assetUrlPrefix)) return null;
  const relative = url.slice(assetUrlPrefix.length);
  return relative.split('/').some((part) => part === '..' || part === '') ? null : relative;
}
