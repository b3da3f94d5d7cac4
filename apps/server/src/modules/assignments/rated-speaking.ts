import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readingText, SPEAKING_RUBRIC, type SpeakingTaskType } from '@prepwise/scoring/speaking';
import { AudioDecodeError, decodeSpeechAudio, encodeWav16, TARGET_SAMPLE_RATE } from '../../audio/index.js';
import type { Executor } from '../../db/client.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import { findTeacherRatedAnswers, type RatedAnswerRow } from './rated-answers.repository.js';

/**
 * The spoken tasks whose teacher-signed answers make rated data for `npm run speaking:fit`: the
 * ones read against a reference text (read aloud, repeat sentence), as the fit's features are.
 */
export const ratedSpeakingTypes = (Object.keys(SPEAKING_RUBRIC) as SpeakingTaskType[]).filter(
  (type) => SPEAKING_RUBRIC[type].reference === 'text',
);

/** The speaking fit's rating scale (speechocean762's sentence scores): 0 to this. */
export const FIT_SCALE_MAX = 10;

/**
 * A teacher's trait score (0..`traitMax`, PTE's 0-5 for pronunciation and oral fluency) on the
 * speaking fit's 0-10 scale: linear, `score / traitMax * 10`, clamped, to two decimals. The
 * calibrated scorer maps its 0-10 predictions back onto the trait the same way
 * (packages/scoring/src/speaking/calibrated-models.ts), so a refit reproduces teachers' scores.
 */
export function onFitScale(score: number, traitMax: number): number {
  const share = Math.min(1, Math.max(0, score / traitMax));
  return Math.round(share * FIT_SCALE_MAX * 100) / 100;
}

/**
 * One line of `labels.jsonl` in speechocean762's layout, as bench/speaking/features-pass.ts
 * reads it. Teachers give no word scores, so `words` is empty (the fit then keeps the shipped
 * word model) and there is no prosody or total.
 */
export interface RatedSpeakingLabel {
  utt_id: string;
  /** The learner: the fit's cross-validation keeps each learner's answers in one fold. */
  speaker: string;
  text: string;
  /** The teacher's pronunciation, 0-10. */
  accuracy: number;
  /** The teacher's oral fluency, 0-10. */
  fluency: number;
  audio: string;
  words: [];
}

function traitMax(type: SpeakingTaskType, name: 'pronunciation' | 'oralFluency'): number {
  return SPEAKING_RUBRIC[type].traits.find(([trait]) => trait === name)?.[1] ?? 5;
}

/** A signed answer's label, or null when the teacher's traits or the question's text are missing. */
export function speakingLabelOf(row: RatedAnswerRow): RatedSpeakingLabel | null {
  const type = row.type as SpeakingTaskType;
  const pronunciation = row.teacherTraits.pronunciation;
  const fluency = row.teacherTraits.oralFluency;
  if (typeof pronunciation !== 'number' || typeof fluency !== 'number') return null;
  let text: string;
  try {
    text = readingText(type, { text: row.questionText, description: row.questionDescription });
  } catch {
    return null;
  }
  const id = `${row.kind}-${row.attemptId}-${row.questionId}`;
  return {
    utt_id: id,
    speaker: row.learnerId,
    text,
    accuracy: onFitScale(pronunciation, traitMax(type, 'pronunciation')),
    fluency: onFitScale(fluency, traitMax(type, 'oralFluency')),
    audio: `audio/${id}.wav`,
    words: [],
  };
}

/**
 * Writes the teacher-signed spoken answers (of one class, or every class) to `folder` in
 * speechocean762's layout for `npm run speaking:fit -- --data <folder>`: `labels.jsonl` and each
 * recording decoded to `audio/<utt_id>.wav` (16 kHz mono, 16-bit PCM), one at a time. An answer
 * whose recording is gone or does not decode, or whose teacher gave no pronunciation and fluency,
 * is counted as skipped.
 */
export async function exportRatedSpeaking(
  db: Executor,
  storage: Pick<ObjectStorage, 'get'>,
  folder: string,
  classId?: string,
): Promise<{ rows: number; skipped: number }> {
  const answers = await findTeacherRatedAnswers(db, ratedSpeakingTypes, classId);
  mkdirSync(join(folder, 'audio'), { recursive: true });
  const labels: RatedSpeakingLabel[] = [];
  for (const answer of answers) {
    const label = speakingLabelOf(answer);
    const key = answer.response.audioKey;
    const bytes = label && typeof key === 'string' ? await storage.get(key) : null;
    if (!label || !bytes) continue;
    try {
      const audio = await decodeSpeechAudio(bytes);
      writeFileSync(join(folder, label.audio), encodeWav16(audio.samples, TARGET_SAMPLE_RATE));
      labels.push(label);
    } catch (error) {
      if (!(error instanceof AudioDecodeError)) throw error;
    }
  }
  writeFileSync(join(folder, 'labels.jsonl'), labels.map((label) => `${JSON.stringify(label)}\n`).join(''));
  return { rows: labels.length, skipped: answers.length - labels.length };
}
