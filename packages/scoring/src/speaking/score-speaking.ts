import { scorerMessage } from '@prepwise/contracts';
import { ScoringInputError } from '../objective/scoring-input-error.js';
import {
  applyContentZeroRule,
  scoreAnswer,
  scorePhraseContent,
  scoreReadAloudContent,
  scoreRepeatContent,
} from './content.js';
import { predictFluency, predictMispronounced, predictPronunciation } from './calibrated-models.js';
import { createDecodeContext } from './decoding.js';
import { itemFeatures, sentenceFeatures } from './features.js';
import type { DecodeContext } from './decoding.js';
import { scoreFluency } from './fluency.js';
import { scorePronunciation } from './pronunciation.js';
import { analyseReading } from './reading-analysis.js';
import type { WordJudge } from './reading-analysis.js';
import { loadRecognizer } from './recognizer.js';
import type { Recognizer } from './recognizer.js';
import { tokeniseReference } from './reference-text.js';
import { isSpeakingTaskType, SPEAKING_RUBRIC } from './rubric.js';
import type { SpeakingTaskRubric } from './rubric.js';
import { analyseSpotting } from './spotting-analysis.js';
import { acceptedAnswers, checkQuestion, keyPhrases, readingText } from './task-reference.js';
import { explainLowTraits } from './trait-reasons.js';
import type {
  SpeakingAudio,
  SpeakingQuestion,
  SpeakingResult,
  SpeakingTaskType,
  SpeakingTraitName,
  SpeakingTraitResult,
  SpokenWord,
} from './types.js';
import { detectVoiceActivity } from './voice-activity.js';
import type { VoiceActivity } from './voice-activity.js';

/** Overrides for tests and benchmarks. */
export interface ScoreSpeakingOptions {
  /** A recogniser to use instead of the shared one. */
  recognizer?: Recognizer;
}

type Traits = Partial<Record<SpeakingTraitName, SpeakingTraitResult>>;

interface TraitScores {
  traits: Traits;
  words: SpokenWord[];
}

const SAMPLE_RATE = 16_000;

function checkAudio(audio: SpeakingAudio): void {
  if (!(audio.samples instanceof Float32Array) || audio.sampleRate !== SAMPLE_RATE) {
    throw new ScoringInputError(
      'response.invalid',
      'Speaking audio must be mono Float32Array samples at 16 kHz.',
    );
  }
}

/** The calibrated word model's decision for each judged word of a reading. */
const judgeWords: WordJudge = (items) => itemFeatures(items).map(predictMispronounced);

/** A trait's heuristic evidence with the calibrated model's estimate as its score. */
function calibrated(trait: SpeakingTraitResult, raw: number): SpeakingTraitResult {
  return { ...trait, raw, score: Math.round(raw) };
}

function scoreReading(
  type: SpeakingTaskType,
  question: SpeakingQuestion,
  context: DecodeContext,
  activity: VoiceActivity,
): TraitScores {
  const analysis = analyseReading(context, readingText(type, question), judgeWords);
  const row = sentenceFeatures(analysis, activity);
  const content =
    type === 'SPEAKING_READ_ALOUD'
      ? scoreReadAloudContent(analysis.matches, analysis.insertions)
      : scoreRepeatContent(analysis.matches, analysis.insertions);
  const oralFluency = scoreFluency({
    speech: activity.speech,
    pauses: activity.pauses,
    syllables: analysis.syllables,
    hesitations: analysis.hesitations,
    repetitions: analysis.repetitions,
  });
  const pronunciation = scorePronunciation(analysis.items);
  return {
    traits: {
      content,
      oralFluency: calibrated(oralFluency, predictFluency(row, oralFluency.max)),
      pronunciation:
        analysis.items.length > 0
          ? calibrated(pronunciation, predictPronunciation(row, pronunciation.max))
          : pronunciation,
    },
    words: analysis.words,
  };
}

function scoreFreeAnswer(
  type: SpeakingTaskType,
  question: SpeakingQuestion,
  context: DecodeContext,
  activity: VoiceActivity,
): TraitScores {
  const analysis = analyseSpotting(context, keyPhrases(type, question), { compete: true });
  const oralFluency = scoreFluency({
    speech: activity.speech,
    pauses: activity.pauses,
    syllables: analysis.syllables,
    hesitations: analysis.hesitations,
    repetitions: [],
  });
  return {
    traits: {
      content: scorePhraseContent(analysis.coverage),
      oralFluency,
      pronunciation: scorePronunciation(analysis.items),
    },
    words: analysis.words,
  };
}

function scoreShortAnswer(question: SpeakingQuestion, context: DecodeContext): TraitScores {
  const analysis = analyseSpotting(context, acceptedAnswers(question));
  return { traits: { vocabulary: scoreAnswer(analysis.coverage) }, words: analysis.words };
}

/** Says where a silence over 3 s ended the response (on oral fluency, or the only trait). */
function noteCut(rubric: SpeakingTaskRubric, traits: Traits, cutAt: number | undefined): void {
  const name = rubric.traits.some(([trait]) => trait === 'oralFluency')
    ? 'oralFluency'
    : rubric.traits[0]?.[0];
  const trait = name ? traits[name] : undefined;
  if (cutAt === undefined || !trait) return;
  trait.evidence.push({
    kind: 'response-cut',
    message: scorerMessage('responseCut', { seconds: Math.round(cutAt * 10) / 10 }),
    start: cutAt,
  });
}

function silentScores(
  type: SpeakingTaskType,
  rubric: SpeakingTaskRubric,
  question: SpeakingQuestion,
): TraitScores {
  const traits: Traits = {};
  for (const [name, max] of rubric.traits) {
    traits[name] = {
      score: 0,
      max,
      raw: 0,
      evidence: [{ kind: 'no-speech', message: scorerMessage('noSpeech') }],
    };
  }
  const words =
    rubric.reference === 'text'
      ? tokeniseReference(readingText(type, question)).map((token): SpokenWord => ({
          word: token.text,
          start: 0,
          end: 0,
          status: 'skipped',
          quality: 0,
        }))
      : [];
  return { traits, words };
}

async function scoreSpeech(
  type: SpeakingTaskType,
  audio: SpeakingAudio,
  question: SpeakingQuestion,
  activity: VoiceActivity,
  options: ScoreSpeakingOptions,
): Promise<TraitScores> {
  const rubric = SPEAKING_RUBRIC[type];
  if (!activity.response) return silentScores(type, rubric, question);
  const recognizer = options.recognizer ?? (await loadRecognizer());
  const context = createDecodeContext(recognizer, audio.samples, activity.response, activity.frameLevels);
  if (rubric.reference === 'text') return scoreReading(type, question, context, activity);
  if (rubric.reference === 'phrases') return scoreFreeAnswer(type, question, context, activity);
  return scoreShortAnswer(question, context);
}

/**
 * Scores a spoken answer against the pte-2021 speaking rubric (design/scoring.md): content,
 * oral fluency and pronunciation (vocabulary for short answers), each with `raw` (the trait's
 * fractional estimate), the awarded integer `score` and the evidence behind it; the words heard
 * (said, skipped, inserted, mispronounced) with times; and the pauses. A silence over 3 s ends
 * the response. Loads the speech model on first use (about half a second).
 * Throws {@link ScoringInputError} for an unknown type, audio that is not 16 kHz Float32Array,
 * or a question missing what its task needs (text, keywords or accepted answers).
 */
export async function scoreSpeaking(
  type: SpeakingTaskType,
  audio: SpeakingAudio,
  question: SpeakingQuestion,
  options: ScoreSpeakingOptions = {},
): Promise<SpeakingResult> {
  if (!isSpeakingTaskType(type))
    throw new ScoringInputError('type.unsupported', `${String(type)} is not a speaking task.`);
  const rubric = SPEAKING_RUBRIC[type];
  checkAudio(audio);
  checkQuestion(type, rubric, question);
  const activity = detectVoiceActivity(audio.samples, SAMPLE_RATE);
  const { traits, words } = await scoreSpeech(type, audio, question, activity, options);
  applyContentZeroRule(rubric, traits);
  explainLowTraits(traits, words);
  noteCut(rubric, traits, activity.cutAt);
  const ordered = rubric.traits.flatMap(([name]) => (traits[name] ? [traits[name]] : []));
  return {
    type,
    traits,
    score: ordered.reduce((sum, trait) => sum + trait.score, 0),
    max: ordered.reduce((sum, trait) => sum + trait.max, 0),
    words,
    pauses: activity.pauses.map(({ start, end }) => ({ start, end })),
  };
}
