import type { Grammar, GrammarArc, Recognizer } from './recognizer.js';

/** Hesitation words of the dictionary the grammars allow anywhere. */
export const FILLER_WORDS: ReadonlySet<string> = new Set(['um', 'uh', 'er', 'ah', 'hmm']);
/** Garbage models of the acoustic model: unintelligible speech and noise. */
export const GARBAGE_WORDS: ReadonlySet<string> = new Set(['[SPEECH]', '[NOISE]']);
export const SILENCE_WORD = '<sil>';
export const NOISE_WORD = '[NOISE]';
/** Shorter filler matches are usually a vowel of connected speech, not a hesitation. */
const MIN_HESITATION_SECONDS = 0.2;

/** True for a filler long enough to count as a hesitation. */
export function isHesitation(segment: { word: string; start: number; end: number }): boolean {
  return FILLER_WORDS.has(segment.word) && segment.end - segment.start >= MIN_HESITATION_SECONDS;
}

/**
 * Prior probabilities of the grammar's choices. They only have to rank the explanations of the
 * audio sensibly (a word said beats a skip plus garbage); they were set on synthetic speech.
 */
export const GRAMMAR_PRIORS = {
  /** Skipping one reference word; two cost skip^2. */
  skip: 0.01,
  /**
   * Each further word of a longer skip multiplies by this: a reader who jumps a line pays about
   * the same for six words as for two, so the alignment finds its place again after the jump
   * instead of explaining the rest of the reading as garbage or stopping early (issue 15).
   */
  longSkip: 0.5,
  /** Stopping early: jumping from anywhere to the end of the text. */
  truncate: 0.01,
  /** Saying the word just said again. */
  repeat: 0.01,
  filler: 0.001,
  garbage: 0.001,
  noise: 0.0001,
  silence: 0.005,
  /** Entering one spotted phrase (open answers, short answers). */
  phrase: 0.05,
  /**
   * All the common words competing with the phrases of a describe-image or retell-lecture answer
   * together: speech that is not a key phrase is recognised as the words said instead of being
   * pulled to the nearest phrase. 0.2 heard the same phrases on the bank's synthetic answers.
   */
  vocabulary: 0.5,
};

/** Skips longer than this are left to the truncation arc and the garbage model. */
const MAX_SKIP_WORDS = 30;

/** Prior of skipping `words` consecutive reference words. */
export function skipProbability(words: number): number {
  return GRAMMAR_PRIORS.skip ** Math.min(words, 2) * GRAMMAR_PRIORS.longSkip ** Math.max(0, words - 2);
}

class GrammarBuilder {
  readonly arcs: GrammarArc[] = [];
  stateCount: number;

  constructor(initialStates: number) {
    this.stateCount = initialStates;
  }

  /** Adds a word sequence from one state to another through fresh intermediate states. */
  addSequence(from: number, to: number, words: readonly string[], probability: number): void {
    let current = from;
    words.forEach((word, index) => {
      const next = index === words.length - 1 ? to : this.stateCount++;
      this.arcs.push({ from: current, to: next, word, probability: index === 0 ? probability : 1 });
      current = next;
    });
  }

  /** Silence, hesitations and garbage as self-loops of a state. */
  addLoops(state: number): void {
    this.arcs.push({ from: state, to: state, word: SILENCE_WORD, probability: GRAMMAR_PRIORS.silence });
    for (const filler of FILLER_WORDS) {
      this.arcs.push({ from: state, to: state, word: filler, probability: GRAMMAR_PRIORS.filler });
    }
    this.arcs.push({ from: state, to: state, word: '[SPEECH]', probability: GRAMMAR_PRIORS.garbage });
    this.arcs.push({ from: state, to: state, word: NOISE_WORD, probability: GRAMMAR_PRIORS.noise });
  }

  build(start: number, final: number): Grammar {
    return { stateCount: this.stateCount, start, final, arcs: this.arcs };
  }
}

/**
 * Grammar for reading a known text (read aloud, repeat sentence). State i means "i tokens
 * done". Each token may be said (any reading), skipped, or repeated; silence, hesitations and
 * unintelligible speech may come between tokens; the reader may stop early. Skips are direct
 * null arcs i -> j because the decoder follows only one null transition per frame.
 */
export function buildReadingGrammar(tokens: ReadonlyArray<readonly (readonly string[])[]>): Grammar {
  const count = tokens.length;
  const builder = new GrammarBuilder(count + 1);
  tokens.forEach((readings, index) => {
    for (const reading of readings) builder.addSequence(index, index + 1, reading, 1 / readings.length);
    const last = readings[0]?.[readings[0].length - 1];
    if (readings[0]?.length === 1 && last) {
      builder.arcs.push({ from: index + 1, to: index + 1, word: last, probability: GRAMMAR_PRIORS.repeat });
    }
    for (let target = index + 1; target <= count; target += 1) {
      const skip = skipProbability(target - index);
      const probability = target === count ? Math.max(skip, GRAMMAR_PRIORS.truncate) : skip;
      if (target === count || target - index <= MAX_SKIP_WORDS)
        builder.arcs.push({ from: index, to: target, probability });
    }
  });
  for (let state = 0; state <= count; state += 1) builder.addLoops(state);
  return builder.build(0, count);
}

/**
 * Grammar for spotting phrases in free speech (describe image, retell lecture, short answers):
 * a loop over the phrases, the competing common words (`vocabulary`), hesitations, silence and
 * unintelligible speech.
 */
export function buildSpottingGrammar(
  phrases: ReadonlyArray<readonly (readonly string[])[]>,
  vocabulary: readonly string[] = [],
): Grammar {
  const builder = new GrammarBuilder(2);
  for (const readings of phrases) {
    for (const reading of readings)
      builder.addSequence(0, 0, reading, GRAMMAR_PRIORS.phrase / readings.length);
  }
  const share = GRAMMAR_PRIORS.vocabulary / Math.max(1, vocabulary.length);
  for (const word of vocabulary) builder.arcs.push({ from: 0, to: 0, word, probability: share });
  builder.addLoops(0);
  builder.arcs.push({ from: 0, to: 1, probability: 1 });
  return builder.build(0, 1);
}

/**
 * Free phone recognition: any phone sequence with silences. Phones carry no prior penalty, so
 * the path is as close to the acoustically best one as the decoder allows: it is the reference
 * goodness of pronunciation is measured against, and its vowels count syllables in free speech.
 */
export function buildPhoneLoopGrammar(recognizer: Recognizer): Grammar {
  const builder = new GrammarBuilder(2);
  for (const phone of recognizer.phones) {
    builder.arcs.push({
      from: 0,
      to: 0,
      word: recognizer.phoneWord(phone),
      probability: 1,
    });
  }
  builder.arcs.push({ from: 0, to: 0, word: SILENCE_WORD, probability: GRAMMAR_PRIORS.silence });
  builder.arcs.push({ from: 0, to: 1, probability: 1 });
  return builder.build(0, 1);
}
