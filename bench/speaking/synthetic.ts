/**
 * Synthetic speech for the speaking benchmark: espeak-ng (US voice) rendered to 16 kHz float
 * samples with sox, and benchmark items built from the bundled PTE sample bank.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { SpeakingQuestion, SpeakingTaskType } from '../../packages/scoring/src/speaking/index.js';

const BANK = new URL('../../packages/content/src/bank/pte/', import.meta.url);
const MAX_BUFFER = 1 << 26;

/** One response to score: the task, the question and the synthesised audio. */
export interface SpeechItem {
  name: string;
  type: SpeakingTaskType;
  question: SpeakingQuestion;
  samples: Float32Array;
}

interface BankQuestion {
  text?: string | null;
  description?: string | null;
  keyword?: string | null;
  phraseHints?: string | null;
  expectAnswer?: string | null;
}

/** Text (espeak-ng markup allowed, e.g. [[phonemes]]) spoken by espeak-ng, as 16 kHz mono floats. */
export function speak(text: string): Float32Array {
  const wav = execFileSync('espeak-ng', ['-v', 'en-us', '--stdout', text], { maxBuffer: MAX_BUFFER });
  const raw = execFileSync(
    'sox',
    ['-t', 'wav', '-', '-t', 'raw', '-e', 'floating-point', '-b', '32', '-r', '16000', '-c', '1', '-'],
    { input: wav, maxBuffer: MAX_BUFFER },
  );
  return new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4).slice();
}

/** espeak-ng's phonemes for a word (its Kirshenbaum notation). */
export function phonemesOf(word: string): string {
  return execFileSync('espeak-ng', ['-v', 'en-us', '-q', '-x', word]).toString().trim();
}

/** Questions of one type from the sample bank. */
export function bankQuestions(type: SpeakingTaskType): BankQuestion[] {
  return JSON.parse(readFileSync(new URL(`${type}.json`, BANK), 'utf8')) as BankQuestion[];
}

function splitPhrases(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** An on-topic answer to a describe-image or retell-lecture item, built from its key phrases. */
export function answerFromPhrases(question: BankQuestion): string {
  const keywords = splitPhrases(question.keyword);
  const hints = splitPhrases(question.phraseHints);
  return `${hints[0] ?? ''} ${keywords.slice(0, 3).join(', ')}. ${hints[1] ?? ''} ${keywords.slice(3, 6).join(' and ')}.`;
}

/** A fixed mix of tasks from the bank, about a minute of synthesised audio in all. */
export function benchmarkItems(): SpeechItem[] {
  const read = bankQuestions('SPEAKING_READ_ALOUD').slice(0, 2);
  const repeat = bankQuestions('REPEAT_SENTENCE').slice(0, 3);
  const short = bankQuestions('ANSWER_SHORT_QUESTION').slice(0, 2);
  const image = bankQuestions('DESCRIBE_IMAGE').slice(0, 1);
  const lecture = bankQuestions('RETELL_LECTURE').slice(0, 1);
  const firstAnswer = (question: BankQuestion) => (question.expectAnswer ?? '').split('/')[0] ?? '';
  return [
    ...read.map((question, index) => ({
      name: `read aloud ${index + 1}`,
      type: 'SPEAKING_READ_ALOUD' as const,
      question,
      samples: speak(question.text ?? ''),
    })),
    ...repeat.map((question, index) => ({
      name: `repeat sentence ${index + 1}`,
      type: 'REPEAT_SENTENCE' as const,
      question,
      samples: speak(question.text ?? ''),
    })),
    ...short.map((question, index) => ({
      name: `short answer ${index + 1}`,
      type: 'ANSWER_SHORT_QUESTION' as const,
      question,
      samples: speak(`It is ${firstAnswer(question)}.`),
    })),
    ...image.map((question) => ({
      name: 'describe image',
      type: 'DESCRIBE_IMAGE' as const,
      question,
      samples: speak(answerFromPhrases(question)),
    })),
    ...lecture.map((question) => ({
      name: 'retell lecture',
      type: 'RETELL_LECTURE' as const,
      question,
      samples: speak(answerFromPhrases(question)),
    })),
  ];
}
