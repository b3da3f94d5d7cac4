/**
 * Gaming check for free spoken answers (issue 34): every describe-image and retell-lecture item
 * of the sample bank answered on topic (its key phrases), with the task's template phrases only,
 * with unrelated sentences, with another task's prompt read aloud, and with silence; every short
 * question answered right, with an unrelated sentence and with another question's answer.
 * Synthetic speech (espeak-ng, US voice). Prints the totals per kind of answer.
 * Usage: node --import tsx bench/speaking/off-topic.ts [--verbose] [--no-short]
 */
import { loadRecognizer, scoreSpeaking } from '../../packages/scoring/src/speaking/index.js';
import type { SpeakingResult, SpeakingTaskType } from '../../packages/scoring/src/speaking/index.js';
import { answerFromPhrases, bankQuestions, speak } from './synthetic.js';

const UNRELATED = [
  'I usually take the bus to work and read the news on my phone before I arrive at the office.',
  'My favourite holiday was a trip to the mountains where we walked every day and cooked dinner together.',
  'I like to play football with my friends on the weekend.',
];

const verbose = process.argv.includes('--verbose');
const rows = new Map<string, number[]>();
const started = performance.now();

function record(kind: string, name: string, result: SpeakingResult): void {
  rows.set(kind, [...(rows.get(kind) ?? []), result.score]);
  if (!verbose) return;
  const traits = Object.entries(result.traits)
    .map(([trait, value]) => `${trait} ${value.score} (${value.raw.toFixed(2)})`)
    .join(', ');
  const heard = (result.traits.content ?? result.traits.vocabulary)?.evidence
    .filter((item) => item.kind === 'keyword-covered' || item.kind === 'answer-heard')
    .map((item) => item.word);
  console.log(
    `${kind.padEnd(22)} ${name.padEnd(10)} ${result.score}/${result.max}: ${traits}; heard ${JSON.stringify(heard)}`,
  );
}

await loadRecognizer();
const readAloud = bankQuestions('SPEAKING_READ_ALOUD');
const silence = new Float32Array(16_000 * 3);
for (const type of ['DESCRIBE_IMAGE', 'RETELL_LECTURE'] as const satisfies SpeakingTaskType[]) {
  for (const [index, question] of bankQuestions(type).entries()) {
    const name = `${type === 'DESCRIBE_IMAGE' ? 'DI' : 'RL'} ${index + 1}`;
    const score = (samples: Float32Array) => scoreSpeaking(type, { samples, sampleRate: 16_000 }, question);
    record(`${type} on topic`, name, await score(speak(answerFromPhrases(question))));
    const hints = (question.phraseHints ?? '').split(',').map((hint) => hint.trim());
    record(`${type} template only`, name, await score(speak(`${hints.join(' this, ')} that.`)));
    for (const text of UNRELATED) record(`${type} unrelated`, name, await score(speak(text)));
    const other = readAloud[index % readAloud.length]?.text ?? '';
    record(`${type} other prompt`, name, await score(speak(other.split('. ').slice(0, 2).join('. '))));
    record(`${type} silence`, name, await score(silence));
  }
}
const short = process.argv.includes('--no-short') ? [] : bankQuestions('ANSWER_SHORT_QUESTION');
for (const [index, question] of short.entries()) {
  const name = `ASQ ${index + 1}`;
  const score = (samples: Float32Array) =>
    scoreSpeaking('ANSWER_SHORT_QUESTION', { samples, sampleRate: 16_000 }, question);
  const first = (list: string | null | undefined) => (list ?? '').split('/')[0] ?? '';
  record('ASQ right', name, await score(speak(`It is ${first(question.expectAnswer)}.`)));
  record('ASQ unrelated', name, await score(speak(UNRELATED[index % UNRELATED.length] ?? '')));
  const other = short[(index + 1) % short.length];
  record('ASQ other answer', name, await score(speak(`It is ${first(other?.expectAnswer)}.`)));
}

console.log('\nkind                   answers  mean   max  totals');
for (const [kind, scores] of rows) {
  const mean = scores.reduce((sum, value) => sum + value, 0) / scores.length;
  console.log(
    `${kind.padEnd(22)} ${String(scores.length).padStart(7)} ${mean.toFixed(2).padStart(5)} ${String(Math.max(...scores)).padStart(5)}  ${scores.join(' ')}`,
  );
}
console.log(`\n${((performance.now() - started) / 1000).toFixed(0)} s`);
