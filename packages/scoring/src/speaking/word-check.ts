import type { SpeakingQuestion, SpeakingTaskType, SpokenWord } from './types.js';
import type { WordHearing } from './word-competition.js';

/** How a say-the-word drill is scored: read aloud, with the word as the whole text. */
export const wordCheckTask: SpeakingTaskType = 'SPEAKING_READ_ALOUD';

/** The question a say-the-word drill's recording is aligned against: the word alone. */
export function wordCheckQuestion(word: string): SpeakingQuestion {
  return { text: word, description: null, keyword: null, phraseHints: null, expectAnswer: null };
}

const bare = (word: string) =>
  word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, '');

/**
 * The verdict of a say-the-word drill from the speech scorer's word timeline (the recording
 * aligned against the word alone) and the word competition ({@link WordHearing}): right when the
 * word beat the commonest English words, was found by the alignment (never skipped), and nothing
 * but the word was said (saying it again is fine). The alignment alone cannot refuse another word
 * said instead (it fits the expected phones to any short word), hence the competition. The word
 * model's "mispronounced" mark does not count here: it was fitted on words within sentences and
 * one of its measures (the word against the rest of the response) is void for a word alone; the
 * competition decides instead. Words a phone or two apart are not told apart ("river" for
 * "liver").
 */
export function isWordSaidWell(
  words: readonly Pick<SpokenWord, 'word' | 'status'>[],
  target: string,
  hearing: Pick<WordHearing, 'heardExpected'>,
): boolean {
  const wanted = bare(target);
  const said = words.filter((word) => bare(word.word) === wanted);
  const others = words.filter((word) => bare(word.word) !== wanted);
  return (
    hearing.heardExpected &&
    said.some((word) => word.status === 'ok' || word.status === 'mispronounced') &&
    said.every((word) => word.status !== 'skipped') &&
    others.length === 0
  );
}
