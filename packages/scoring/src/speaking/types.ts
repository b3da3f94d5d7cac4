import type { ScorerMessage } from '@prepwise/contracts';
/** Speaking task types scored by this module (names match the question bank). */
export type SpeakingTaskType =
  'SPEAKING_READ_ALOUD' | 'REPEAT_SENTENCE' | 'DESCRIBE_IMAGE' | 'RETELL_LECTURE' | 'ANSWER_SHORT_QUESTION';

/** Trait names, exactly as the rubric and the web app spell them. */
export type SpeakingTraitName = 'content' | 'oralFluency' | 'pronunciation' | 'vocabulary';

/** The learner's recording: mono samples in [-1, 1] at 16 kHz (the server resamples uploads). */
export interface SpeakingAudio {
  samples: Float32Array;
  sampleRate: 16_000;
}

/** The question's reference data, as stored in the bank. */
export interface SpeakingQuestion {
  /** Text to read aloud / sentence to repeat / image title / the short question. */
  text?: string | null;
  /** Lecture transcript (retell lecture) or image description. */
  description?: string | null;
  /** Comma-separated key ideas (describe image, retell lecture). */
  keyword?: string | null;
  /** Comma-separated phrases a good answer uses. */
  phraseHints?: string | null;
  /** Accepted answers separated by '/' (answer short question). */
  expectAnswer?: string | null;
}

/** What happened to a word: said well, not said, said but not expected, or said badly. */
export type WordStatus = 'ok' | 'skipped' | 'inserted' | 'mispronounced';

/** One word of the result, in time order; skipped words sit where they were expected. */
export interface SpokenWord {
  word: string;
  /** Seconds from the start of the recording (a skipped word has start = end). */
  start: number;
  end: number;
  status: WordStatus;
  /** Pronunciation quality 0..1 from goodness of pronunciation (0 for skipped words). */
  quality: number;
}

/** A silent gap inside the response, in seconds. */
export interface Pause {
  start: number;
  end: number;
}

/** What a piece of evidence is about; the web app picks an icon and a colour from it. */
export type SpeakingEvidenceKind =
  | 'skipped-word'
  | 'inserted-word'
  | 'mispronounced-word'
  | 'word-stress'
  | 'long-pause'
  | 'hesitation'
  | 'repetition'
  | 'speech-rate'
  | 'keyword-covered'
  | 'keyword-missing'
  | 'answer-heard'
  | 'answer-missing'
  | 'response-cut'
  | 'no-speech'
  | 'not-assessed'
  /** One sentence saying why a low trait is low (first in its evidence). */
  | 'trait-summary';

/** One reason behind a trait's score, with its place in the recording when it has one. */
export interface SpeakingEvidence {
  kind: SpeakingEvidenceKind;
  /** Why, as a catalogue key with parameters (translated by the web and the report PDF). */
  message: ScorerMessage;
  word?: string;
  start?: number;
  end?: number;
  /** ARPAbet phones the dictionary expects (mispronounced words, word stress). */
  expectedPhones?: string[];
  /** The phones a free phone recogniser heard over the same stretch (mispronounced words). */
  heardPhones?: string[];
}

/** One trait: `raw` is the trait's own (fractional) estimate, `score` the awarded integer. */
export interface SpeakingTraitResult {
  score: number;
  max: number;
  raw: number;
  evidence: SpeakingEvidence[];
}

/** The scored response; `score`/`max` sum the traits. */
export interface SpeakingResult {
  type: SpeakingTaskType;
  traits: Partial<Record<SpeakingTraitName, SpeakingTraitResult>>;
  score: number;
  max: number;
  words: SpokenWord[];
  pauses: Pause[];
}
