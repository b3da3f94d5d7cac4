/**
 * Behaviour checks on synthetic speech (no human-rated speech is available to the project):
 * do deliberately wrong vowels get flagged, do key phrases get heard, are accepted short answers
 * recognised. Everything goes through the public scoreSpeaking.
 */
import { scoreSpeaking } from '../../packages/scoring/src/speaking/index.js';
import type {
  Recognizer,
  SpeakingQuestion,
  SpeakingResult,
  SpeakingTaskType,
} from '../../packages/scoring/src/speaking/index.js';
import { answerFromPhrases, bankQuestions, phonemesOf, speak } from './synthetic.js';

export interface CalibrationFigures {
  pronunciation: {
    sentences: number;
    correctWords: number;
    falseFlagRate: number;
    swappedWords: number;
    swappedSkipped: number;
    swappedFlagged: number;
    meanRawCorrect: number;
    meanRawSwapped: number;
  };
  spotting: {
    items: number;
    onTopicRaw: number;
    offTopicRaw: number;
    phraseRecall: number;
    falseAlarmsPerAnswer: number;
  };
  shortAnswers: { items: number; accepted: number; rejected: number };
}

/** Vowel swaps (espeak-ng Kirshenbaum notation) that make a word clearly wrong. */
const SWAPS: ReadonlyArray<readonly [string, string]> = [
  ['aI', 'i:'],
  ['eI', 'aI'],
  ['oU', 'i:'],
  ['aU', 'i:'],
  ['i:', 'aI'],
  ['u:', 'a'],
  ['A:', 'i:'],
  ['O:', 'eI'],
  ['3:', 'a'],
  ['a', 'u:'],
  ['E', 'o:'],
  ['I', 'u:'],
  ['V', 'i:'],
  ['0', 'i:'],
];
const OFF_TOPIC = [
  'I usually take the bus to work and read the news on my phone before I arrive at the office.',
  'My favourite holiday was a trip to the mountains where we walked every day and cooked dinner together.',
];

const clean = (word: string) => word.replace(/[^\p{L}'-]/gu, '');
const mean = (values: number[]) =>
  values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
/** The recogniser the checks run with (the shared one unless `calibrate` is given another). */
let recognizer: Recognizer | undefined;
const score = (type: SpeakingTaskType, samples: Float32Array, question: SpeakingQuestion) =>
  scoreSpeaking(type, { samples, sampleRate: 16_000 }, question, recognizer ? { recognizer } : {});

/** The word with the vowel after its primary stress mark swapped, as espeak-ng phoneme input. */
function swapStressedVowel(word: string): string {
  const phonemes = phonemesOf(word);
  const stress = phonemes.indexOf("'");
  const rest = phonemes.slice(stress + 1);
  for (const [from, to] of SWAPS) {
    const at = rest.indexOf(from);
    if (stress >= 0 && at >= 0 && at < 4)
      return `[[${phonemes.slice(0, stress + 1)}${rest.slice(0, at)}${to}${rest.slice(at + from.length)}]]`;
  }
  return `[[${phonemes}]]`;
}

function statusesOf(result: SpeakingResult, words: ReadonlySet<string>) {
  return result.words
    .filter((word) => word.status !== 'inserted' && words.has(word.word))
    .map((word) => word.status);
}

async function calibratePronunciation(): Promise<CalibrationFigures['pronunciation']> {
  const sentences = [
    ...bankQuestions('REPEAT_SENTENCE'),
    ...bankQuestions('SPEAKING_READ_ALOUD').slice(0, 2),
  ].map((question) => question.text ?? '');
  const correct: string[] = [];
  const swapped: string[] = [];
  const raws = { correct: [] as number[], swapped: [] as number[] };
  for (const text of sentences) {
    const words = text.split(' ');
    const targets = new Set(
      words.filter((word, index) => clean(word).length >= 6 && index % 3 === 1).map(clean),
    );
    const spoken = words.map((word) =>
      targets.has(clean(word))
        ? `${swapStressedVowel(clean(word))}${/[.,]$/.test(word) ? word.slice(-1) : ''}`
        : word,
    );
    const plain = await score('SPEAKING_READ_ALOUD', speak(text), { text });
    const altered = await score('SPEAKING_READ_ALOUD', speak(spoken.join(' ')), { text });
    correct.push(
      ...plain.words
        .filter((word) => word.status !== 'inserted' && word.status !== 'skipped')
        .map((word) => word.status),
    );
    swapped.push(...statusesOf(altered, targets));
    raws.correct.push(plain.traits.pronunciation?.raw ?? 0);
    raws.swapped.push(altered.traits.pronunciation?.raw ?? 0);
  }
  return {
    sentences: sentences.length,
    correctWords: correct.length,
    falseFlagRate:
      correct.filter((status) => status === 'mispronounced').length / Math.max(1, correct.length),
    swappedWords: swapped.length,
    swappedSkipped: swapped.filter((status) => status === 'skipped').length,
    swappedFlagged: swapped.filter((status) => status === 'mispronounced').length,
    meanRawCorrect: mean(raws.correct),
    meanRawSwapped: mean(raws.swapped),
  };
}

async function calibrateSpotting(): Promise<CalibrationFigures['spotting']> {
  const items = [...bankQuestions('DESCRIBE_IMAGE'), ...bankQuestions('RETELL_LECTURE')];
  const figures = {
    on: [] as number[],
    off: [] as number[],
    recall: [] as number[],
    falseAlarms: [] as number[],
  };
  for (const question of items) {
    const type = question.description ? 'RETELL_LECTURE' : 'DESCRIBE_IMAGE';
    const answer = answerFromPhrases(question);
    const onTopic = await score(type, speak(answer), question);
    const said = (onTopic.traits.content?.evidence ?? []).filter(
      (item) => item.word && answer.includes(item.word),
    );
    figures.on.push(onTopic.traits.content?.raw ?? 0);
    figures.recall.push(
      said.filter((item) => item.kind === 'keyword-covered').length / Math.max(1, said.length),
    );
    for (const text of OFF_TOPIC) {
      const offTopic = await score(type, speak(text), question);
      figures.off.push(offTopic.traits.content?.raw ?? 0);
      figures.falseAlarms.push(
        (offTopic.traits.content?.evidence ?? []).filter((item) => item.kind === 'keyword-covered').length,
      );
    }
  }
  return {
    items: items.length,
    onTopicRaw: mean(figures.on),
    offTopicRaw: mean(figures.off),
    phraseRecall: mean(figures.recall),
    falseAlarmsPerAnswer: mean(figures.falseAlarms),
  };
}

async function calibrateShortAnswers(): Promise<CalibrationFigures['shortAnswers']> {
  const items = bankQuestions('ANSWER_SHORT_QUESTION');
  let accepted = 0;
  let rejected = 0;
  for (const [index, question] of items.entries()) {
    const answer = (question.expectAnswer ?? '').split('/')[0] ?? '';
    const other = (items[(index + 1) % items.length]?.expectAnswer ?? '').split('/')[0] ?? '';
    if ((await score('ANSWER_SHORT_QUESTION', speak(`It is ${answer}.`), question)).score === 1)
      accepted += 1;
    if ((await score('ANSWER_SHORT_QUESTION', speak(`It is ${other}.`), question)).score === 0) rejected += 1;
  }
  return { items: items.length, accepted, rejected };
}

/** Runs the three synthetic checks (a few minutes on a shared 2-core machine). */
export async function calibrate(withRecognizer?: Recognizer): Promise<CalibrationFigures> {
  recognizer = withRecognizer;
  return {
    pronunciation: await calibratePronunciation(),
    spotting: await calibrateSpotting(),
    shortAnswers: await calibrateShortAnswers(),
  };
}
