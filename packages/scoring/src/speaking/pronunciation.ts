import { scorerMessage } from '@prepwise/contracts';
import type { StressCheck, WordAssessment } from './goodness.js';
import type { SpeakingEvidence, SpeakingTraitResult } from './types.js';

/** A word whose pronunciation can be judged (said, in the dictionary). */
export interface PronunciationItem {
  word: string;
  start: number;
  end: number;
  assessment: WordAssessment;
  stress?: StressCheck;
  /** Index of the reference token the word said (readings only). */
  token?: number;
}

/** Mean word quality scoring 0 and 5 (linear between). */
const QUALITY_FLOOR = 0.3;
const QUALITY_CEILING = 0.85;
/** Share of the trait from word stress when stress could be checked. */
const STRESS_SHARE = 0.15;
const MAX = 5;

function wordEvidence(item: PronunciationItem): SpeakingEvidence[] {
  const evidence: SpeakingEvidence[] = [];
  const expectedPhones = item.assessment.phones.map((phone) => phone.phone);
  if (item.assessment.mispronounced) {
    const weakest = [...item.assessment.phones].sort((left, right) => left.gop - right.gop)[0];
    evidence.push({
      kind: 'mispronounced-word',
      message: weakest
        ? scorerMessage('mispronouncedWeakest', {
            word: item.word,
            phones: expectedPhones.join(' '),
            sound: weakest.phone,
          })
        : scorerMessage('mispronounced', { word: item.word, phones: expectedPhones.join(' ') }),
      word: item.word,
      start: item.start,
      end: item.end,
      expectedPhones,
      heardPhones: item.assessment.heard,
    });
  }
  if (item.stress && !item.stress.correct) {
    evidence.push({
      kind: 'word-stress',
      message: scorerMessage('wordStress', {
        word: item.word,
        expected: item.stress.expectedSyllable + 1,
        heard: item.stress.heardSyllable + 1,
      }),
      word: item.word,
      start: item.start,
      end: item.end,
      expectedPhones,
    });
  }
  return evidence;
}

/**
 * Pronunciation 0-5 from goodness of pronunciation: the mean word quality (forced alignment
 * against a free phone loop, per frame) mapped linearly between a floor and a ceiling, with 15%
 * from word stress placement when multi-syllable words could be checked. It measures how well
 * the expected phones fit the audio under this acoustic model (US English, trained on native
 * speech), not intelligibility to a human listener.
 */
export function scorePronunciation(items: readonly PronunciationItem[]): SpeakingTraitResult {
  if (items.length === 0) {
    return {
      score: 0,
      max: MAX,
      raw: 0,
      evidence: [{ kind: 'not-assessed', message: scorerMessage('noWordsToJudge') }],
    };
  }
  const quality = items.reduce((sum, item) => sum + item.assessment.quality, 0) / items.length;
  const segmental = Math.min(1, Math.max(0, (quality - QUALITY_FLOOR) / (QUALITY_CEILING - QUALITY_FLOOR)));
  const checked = items.filter((item) => item.stress !== undefined);
  const stress =
    checked.length > 0 ? checked.filter((item) => item.stress?.correct).length / checked.length : undefined;
  const share = stress === undefined ? 1 : 1 - STRESS_SHARE;
  const raw = MAX * (share * segmental + (1 - share) * (stress ?? 0));
  return { score: Math.round(raw), max: MAX, raw, evidence: items.flatMap(wordEvidence) };
}
