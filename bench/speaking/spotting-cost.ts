/**
 * Cost of the common-word competition in describe-image and retell-lecture answers (issue 34):
 * the spotting analysis of each bank item's on-topic answer with and without competing words,
 * interleaved on the same decode context, CPU time of this process.
 * Usage: node --import tsx bench/speaking/spotting-cost.ts
 */
import { createDecodeContext } from '../../packages/scoring/src/speaking/decoding.js';
import { loadRecognizer } from '../../packages/scoring/src/speaking/index.js';
import { analyseSpotting } from '../../packages/scoring/src/speaking/spotting-analysis.js';
import { keyPhrases } from '../../packages/scoring/src/speaking/task-reference.js';
import { detectVoiceActivity } from '../../packages/scoring/src/speaking/voice-activity.js';
import { answerFromPhrases, bankQuestions, speak } from './synthetic.js';

const recognizer = await loadRecognizer();
const cpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};
const totals = { alone: 0, compete: 0, loop: 0, audio: 0 };
for (const type of ['DESCRIBE_IMAGE', 'RETELL_LECTURE'] as const) {
  for (const question of bankQuestions(type)) {
    const samples = speak(answerFromPhrases(question));
    const activity = detectVoiceActivity(samples, 16_000);
    if (!activity.response) continue;
    let start = cpu();
    const context = createDecodeContext(recognizer, samples, activity.response, activity.frameLevels);
    totals.loop += cpu() - start;
    const phrases = keyPhrases(type, question);
    start = cpu();
    analyseSpotting(context, phrases);
    totals.alone += cpu() - start;
    start = cpu();
    analyseSpotting(context, phrases, { compete: true });
    totals.compete += cpu() - start;
    totals.audio += samples.length / 16_000;
  }
}
const rtf = (seconds: number) => (totals.audio / seconds).toFixed(1);
console.log(`audio ${totals.audio.toFixed(1)} s`);
console.log(`phone loop (both): ${totals.loop.toFixed(2)} s CPU (${rtf(totals.loop)}x real time)`);
console.log(`spotting, phrases alone: ${totals.alone.toFixed(2)} s CPU (${rtf(totals.alone)}x)`);
console.log(`spotting, with competing words: ${totals.compete.toFixed(2)} s CPU (${rtf(totals.compete)}x)`);
console.log(
  `whole analysis ratio (loop + spotting): ${((totals.loop + totals.compete) / (totals.loop + totals.alone)).toFixed(2)}`,
);
