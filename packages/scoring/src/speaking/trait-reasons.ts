import { scorerMessage } from '@prepwise/contracts';
import { FLUENT_RATE } from './fluency.js';
import type { SpeakingEvidence, SpeakingTraitName, SpeakingTraitResult, SpokenWord } from './types.js';

/** A trait at or below this share of its maximum (2 of 5) is low and says why in one sentence. */
export const LOW_TRAIT_SHARE = 0.4;
/** A low pronunciation with at least this share of its judged words marked is "many words"; below it, "overall". */
const MANY_MARKED_SHARE = 0.25;
/** Speech slower than this share of the fluent rate is called slow. */
const SLOW_SHARE = 0.7;
/** The words a low pronunciation names: the furthest from their model sounds. */
const WORDS_NAMED = 3;

type Traits = Partial<Record<SpeakingTraitName, SpeakingTraitResult>>;

const isLow = (trait: SpeakingTraitResult) => trait.max > 0 && trait.score <= LOW_TRAIT_SHARE * trait.max;

/** Already explained: not assessed (no words, the content-zero rule) or no speech at all. */
const isExplained = (trait: SpeakingTraitResult) =>
  trait.evidence.some((record) => record.kind === 'not-assessed' || record.kind === 'no-speech');

/**
 * Why pronunciation is low, from the same words the word map shows: when many words are marked,
 * it says how many; when few are, it says that the sounds overall were far from the model (the
 * calibrated score weighs every sound, not only the marked words), so that a map of mostly
 * "good" words beside a low score is explained. It names the three words furthest from their model.
 */
function pronunciationReason(words: readonly SpokenWord[]): SpeakingEvidence | null {
  const judged = words.filter((word) => word.status === 'ok' || word.status === 'mispronounced');
  if (judged.length === 0) return null;
  const furthest: string[] = [];
  for (const word of [...judged].sort((left, right) => left.quality - right.quality)) {
    const name = word.word.toLowerCase();
    if (!furthest.includes(name)) furthest.push(name);
    if (furthest.length === WORDS_NAMED) break;
  }
  const marked = judged.filter((word) => word.status === 'mispronounced').length;
  const named = furthest.join(', ');
  const message =
    marked / judged.length >= MANY_MARKED_SHARE
      ? scorerMessage('pronunciationLowWords', { count: marked, total: judged.length, words: named })
      : scorerMessage('pronunciationLowOverall', { words: named });
  return { kind: 'trait-summary', message };
}

const paramOf = (record: SpeakingEvidence | undefined, name: string) => Number(record?.message.params[name] ?? 0);

/**
 * Why oral fluency is low, from its own evidence, the largest cause first: long pauses, then a
 * slow pace (syllables per second against the fluent rate), then hesitations and repetitions,
 * else an uneven rhythm.
 */
function fluencyReason(trait: SpeakingTraitResult): SpeakingEvidence {
  const pauses = trait.evidence.filter((record) => record.kind === 'long-pause');
  const longest = Math.max(0, ...pauses.map((record) => paramOf(record, 'seconds')));
  const rate = paramOf(
    trait.evidence.find((record) => record.kind === 'speech-rate'),
    'overall',
  );
  const stumbles = trait.evidence.filter((record) => record.kind === 'hesitation' || record.kind === 'repetition');
  if (pauses.length >= 2 || longest >= 2)
    return {
      kind: 'trait-summary',
      message: scorerMessage('fluencyLowPauses', { count: pauses.length, longest }),
    };
  if (rate > 0 && rate < SLOW_SHARE * FLUENT_RATE)
    return { kind: 'trait-summary', message: scorerMessage('fluencyLowSlow', { rate, fluent: FLUENT_RATE }) };
  if (stumbles.length >= 2)
    return { kind: 'trait-summary', message: scorerMessage('fluencyLowStumbles', { count: stumbles.length }) };
  return { kind: 'trait-summary', message: scorerMessage('fluencyLowUneven') };
}

/**
 * Puts one sentence first in the evidence of each low pronunciation and oral fluency trait
 * saying why it is low (the learner reads it under the trait; the report PDF prints it first).
 * Traits already explained (no speech, nothing to judge, cut by the content-zero rule) get none.
 */
export function explainLowTraits(traits: Traits, words: readonly SpokenWord[]): void {
  const { pronunciation, oralFluency } = traits;
  if (pronunciation && isLow(pronunciation) && !isExplained(pronunciation)) {
    const reason = pronunciationReason(words);
    if (reason) pronunciation.evidence.unshift(reason);
  }
  if (oralFluency && isLow(oralFluency) && !isExplained(oralFluency))
    oralFluency.evidence.unshift(fluencyReason(oralFluency));
}
