/**
 * Which word was said, for a drill where the learner says one known word alone. Aligning the
 * recording against the word alone cannot refuse another word: the aligner explains any short
 * word with the expected phones, and goodness of pronunciation of one word alone says little
 * (another word said by a clear voice can fit better than the right word through a noisy
 * microphone). Here the word competes with the commonest English words instead: it is heard
 * only when it explains the recording better than every one of them.
 */
import lexiconData from '../writing/lexicon.json' with { type: 'json' };
import { ScoringInputError } from '../objective/scoring-input-error.js';
import { cutResponse, decodeWith } from './decoding.js';
import { phoneEdits } from './features.js';
import { FILLER_WORDS, GARBAGE_WORDS, GRAMMAR_PRIORS, SILENCE_WORD } from './grammar.js';
import { resolveWord } from './lexicon.js';
import { loadRecognizer } from './recognizer.js';
import type { Grammar, GrammarArc, Recognizer } from './recognizer.js';
import type { SpeakingAudio } from './types.js';
import { detectVoiceActivity } from './voice-activity.js';

/**
 * Prior of the expected word against the competitors together (the learner was asked for it):
 * it starts about 250 times likelier than any one competitor. Checked on espeak-ng speech only
 * (US voice; British voice over pink noise; the say-the-word journey's own takes through
 * Chromium): the words said are heard, and "table" said for "angle" (four journey takes) and for
 * "location" is refused. A narrow window on little data: with 0.02 one journey take of "angle"
 * lost to "illegal"; with 0.05 already one journey take of "table" passes for "waggle" (and
 * "table" over pink noise without Chromium), so another word said can still pass.
 */
const EXPECTED_PRIOR = 0.05;
/**
 * Competitors this close to a reading of the expected word (phone edits: 2 for words of four
 * phones or more, 1 for shorter ones) are left out: the recogniser cannot tell such pairs apart
 * reliably on a small model (the journey's "angle" lost to "legal"), and the right word must not
 * lose to them. Close pairs are therefore not told apart ("river" for "liver").
 */
const closestCompetitorEdits = (reading: readonly string[]) => Math.min(2, Math.floor(reading.length / 2));
/** How many of the commonest lemmas compete (all of the committed ranking). */
const COMPETITOR_COUNT = 6000;

const competitorWords: readonly string[] = lexiconData.words.slice(0, COMPETITOR_COUNT);

/** Dictionary competitors of a word: common words not pronounced like it or close to it. */
export function competitorsOf(
  recognizer: Recognizer,
  readings: readonly (readonly string[])[],
  count = COMPETITOR_COUNT,
): string[] {
  return competitorWords.slice(0, count).filter((word) => {
    const pronunciations = recognizer.pronunciations(word);
    return (
      pronunciations.length > 0 &&
      pronunciations.every((phones) =>
        readings.every((reading) => phoneEdits(phones, reading) > closestCompetitorEdits(reading)),
      )
    );
  });
}

/** One word between optional silence, hesitations and garbage: the expected word or a competitor. */
export function buildWordCompetitionGrammar(expected: string, competitors: readonly string[]): Grammar {
  const arcs: GrammarArc[] = [];
  for (const state of [0, 1]) {
    arcs.push({ from: state, to: state, word: SILENCE_WORD, probability: GRAMMAR_PRIORS.silence });
    for (const filler of FILLER_WORDS)
      arcs.push({ from: state, to: state, word: filler, probability: GRAMMAR_PRIORS.filler });
    for (const garbage of GARBAGE_WORDS)
      arcs.push({ from: state, to: state, word: garbage, probability: GRAMMAR_PRIORS.garbage });
  }
  arcs.push({ from: 0, to: 1, word: expected, probability: EXPECTED_PRIOR });
  const share = (1 - EXPECTED_PRIOR) / Math.max(1, competitors.length);
  for (const word of competitors) arcs.push({ from: 0, to: 1, word, probability: share });
  return { stateCount: 2, start: 0, final: 1, arcs };
}

/** The word the recogniser heard in place of the expected one (undefined: none, or only noise). */
export interface WordHearing {
  /** The expected word beat every competitor. */
  heardExpected: boolean;
  /** The word that won (the expected word's spelling when it did). */
  heard: string | undefined;
}

/**
 * Decodes a recording of one word said alone with the word against the commonest English words.
 * `samples` are 16 kHz mono; `response` is where voice activity found the speech.
 */
export function hearWordAlone(
  recognizer: Recognizer,
  samples: Float32Array,
  response: { start: number; end: number },
  frameLevels: Float32Array,
  word: string,
): WordHearing {
  const expected = word.toLowerCase();
  // Adds a guessed pronunciation to the dictionary when the word is not in it.
  const readings = resolveWord(recognizer, expected).pronunciations;
  if (readings.length === 0) return { heardExpected: false, heard: undefined };
  const context = cutResponse(recognizer, samples, response, frameLevels);
  const grammar = buildWordCompetitionGrammar(expected, competitorsOf(recognizer, readings));
  const segments = decodeWith(context, grammar);
  const said = segments.find(
    (segment) =>
      segment.word !== SILENCE_WORD && !FILLER_WORDS.has(segment.word) && !GARBAGE_WORDS.has(segment.word),
  );
  if (said === undefined) return { heardExpected: false, heard: undefined };
  return said.word === expected
    ? { heardExpected: true, heard: word }
    : { heardExpected: false, heard: said.word };
}

/**
 * Which word a recording of one word said alone holds, the expected word competing with the
 * commonest English words (see {@link hearWordAlone}). Throws `ScoringInputError` for audio that
 * is not 16 kHz mono samples.
 */
export async function hearWord(
  audio: SpeakingAudio,
  word: string,
  options: { recognizer?: Recognizer } = {},
): Promise<WordHearing> {
  if (!(audio.samples instanceof Float32Array) || audio.sampleRate !== 16_000)
    throw new ScoringInputError(
      'response.invalid',
      'Speaking audio must be mono Float32Array samples at 16 kHz.',
    );
  const recognizer = options.recognizer ?? (await loadRecognizer());
  const activity = detectVoiceActivity(audio.samples, audio.sampleRate);
  if (!activity.response) return { heardExpected: false, heard: undefined };
  return hearWordAlone(recognizer, audio.samples, activity.response, activity.frameLevels, word);
}
