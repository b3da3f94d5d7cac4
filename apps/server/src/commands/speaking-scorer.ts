import type { SpeakingScorer } from './score-line.js';

/** The speaking scorer for the batch command, when the speaking pipeline is available. */
export async function loadSpeakingScorer(): Promise<SpeakingScorer | undefined> {
  return undefined;
}
