import { hearWord, isWordSaidWell, wordCheckQuestion, wordCheckTask } from '@prepwise/scoring/speaking';
import { decodeSpeechAudio } from '../../audio/index.js';
import { scoreRecording } from '../answers/open-answer-scorer.js';

/** What the speech scorer made of a say-the-word drill's recording. */
export interface SpokenWordCheck {
  /** The word was heard and judged well pronounced. */
  correct: boolean;
  /** The words the scorer heard, in order (shown with the verdict). */
  heard: string[];
}

/**
 * Checks a say-the-word recording (FLAC or WAV): aligned by the speech scorer against the word
 * alone, the word made to compete with the commonest English words (`hearWord`), and judged by
 * {@link isWordSaidWell}. CPU-bound: runs in the worker pool only (`checkSpokenWordInPool`).
 * Throws `UnscorableAnswerError` for audio that does not decode.
 */
export async function checkSpokenWord(word: string, bytes: Uint8Array): Promise<SpokenWordCheck> {
  // scoreRecording turns audio that does not decode into UnscorableAnswerError first.
  const result = await scoreRecording(wordCheckTask, bytes, wordCheckQuestion(word));
  const hearing = await hearWord(await decodeSpeechAudio(bytes), word);
  const words = result.speech?.words ?? [];
  return {
    correct: isWordSaidWell(words, word, hearing),
    heard: words.filter((spoken) => spoken.status !== 'skipped').map((spoken) => spoken.word),
  };
}
