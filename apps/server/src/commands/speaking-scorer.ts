import { readFile } from 'node:fs/promises';
import { isSpeakingTaskType } from '@prepwise/scoring/speaking';
import { scoreRecording } from '../modules/answers/open-answer-scorer.js';
import type { SpeakingScorer } from './score-line.js';

/**
 * The speaking scorer of the batch command: reads `response.audioPath` (FLAC or WAV), decodes it
 * to 16 kHz mono and scores it like a learner's recording. Errors name the line's problem.
 */
export async function loadSpeakingScorer(): Promise<SpeakingScorer> {
  return async (line) => {
    if (!isSpeakingTaskType(line.type)) throw new Error(`${line.type} is not a speaking task`);
    let bytes: Buffer;
    try {
      bytes = await readFile(line.response.audioPath);
    } catch {
      throw new Error(`cannot read ${line.response.audioPath}`);
    }
    const result = await scoreRecording(line.type, bytes, line.question);
    return { id: line.id, type: line.type, traits: result.traits, score: result.score, max: result.max };
  };
}
