/**
 * The entry of the worker pool's threads: runs one {@link PoolTask} and answers a
 * {@link PoolReply}. Failures the task recognises are answers, not exceptions, so the main thread
 * tells them from a thread that died. The speech recogniser loads on a thread's first spoken
 * answer and stays loaded while the thread lives.
 *
 * A production build bundles this file as its own entry, beside the pool module (see
 * worker-pool.ts). Imports are static on purpose: from source, threads load TypeScript through
 * tsx's require hook (Node 20 runs no ESM loader hooks in worker threads).
 */
import { generatePhoneticPreviews, previewPhoneticItem } from '@prepwise/content';
import { checkMicrophone } from '@prepwise/scoring/speaking';
import {
  AudioDecodeError,
  decodeAudio,
  decodeSpeechAudio,
  resampleTo16k,
  TARGET_SAMPLE_RATE,
} from '../audio/index.js';
import { UnscorableAnswerError } from '../modules/answers/open-answer.js';
import { scoreRecording, scoreWrittenAnswer } from '../modules/answers/open-answer-scorer.js';
import { sheetToCsv, sheetToXlsx } from '../lib/spreadsheet.js';
import { checkRosterFile } from '../modules/classes/roster-file.js';
import { renderReportPdf } from '../modules/mock-tests/report-pdf.js';
import { checkQuestionFile } from '../modules/questions/question-file-check.js';
import { checkSpokenWord } from '../modules/review/spoken-word-check.js';
import type { DecodedInfo, PoolReply, PoolTask } from './pool-tasks.js';
import { applyPoolThreadPriority } from './thread-priority.js';
import { threadMemory } from './thread-memory.js';

// Below the API's priority: see thread-priority.ts.
applyPoolThreadPriority();

export default async function runTask(task: PoolTask): Promise<PoolReply<unknown>> {
  let reply: PoolReply<unknown>;
  try {
    reply = { ok: true, value: await dispatch(task) };
  } catch (error) {
    reply = describeFailure(error);
  }
  // The thread's own heap after the task, for the pool's memory figures (metrics, soak).
  return { ...reply, thread: threadMemory() };
}

async function dispatch(task: PoolTask): Promise<unknown> {
  switch (task.kind) {
    case 'decodeAudio':
      return decode(task.bytes, task.withSamples);
    case 'scoreSpeech':
      return scoreRecording(task.type, task.bytes, task.question);
    case 'scoreWriting':
      return scoreWrittenAnswer(task.question, task.response);
    case 'checkSpokenWord':
      return checkSpokenWord(task.word, task.bytes);
    case 'checkMicrophone':
      return checkMicrophone((await decodeSpeechAudio(task.bytes)).samples);
    case 'renderReportPdf': {
      // A plain Uint8Array (copied back by structured clone; a PDF is small).
      const pdf = await renderReportPdf(task.input);
      return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    }
    case 'checkQuestionFile':
      return checkQuestionFile(task.fileName, task.text);
    case 'generatePhonetics':
      return generatePhoneticPreviews(task.request);
    case 'solvePhonetics':
      return task.items.map((item) => previewPhoneticItem(task.type, item));
    case 'checkRosterFile':
      return checkRosterFile(task.fileName, task.bytes);
    case 'writeSheet': {
      const file = task.format === 'csv' ? sheetToCsv(task.sheet) : await sheetToXlsx(task.sheet);
      return new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
    }
  }
}

async function decode(bytes: Uint8Array, withSamples: boolean): Promise<DecodedInfo> {
  const decoded = await decodeAudio(bytes);
  if (!withSamples) return { durationSeconds: decoded.durationSeconds, sampleRate: decoded.sampleRate };
  // Copied back by structured clone: the reply wraps it, and piscina moves only a bare result.
  const samples = resampleTo16k(decoded.samples, decoded.sampleRate);
  return { durationSeconds: decoded.durationSeconds, sampleRate: TARGET_SAMPLE_RATE, samples };
}

function describeFailure(error: unknown): PoolReply<never> {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof AudioDecodeError) return { ok: false, failure: 'audio', code: error.code, message };
  if (error instanceof UnscorableAnswerError) return { ok: false, failure: 'unscorable', message };
  return { ok: false, failure: 'internal', message };
}
