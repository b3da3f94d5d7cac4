import type {
  PhoneticItemWords,
  PhoneticPreview,
  PhoneticQuestionType,
  PhoneticRefusal,
} from '@prepwise/contracts';
import type { PhoneticPreviewRequest } from '@prepwise/content';
import type { MicrophoneCheck, SpeakingQuestion, SpeakingTaskType } from '@prepwise/scoring/speaking';
import { AudioDecodeError, type AudioErrorCode } from '../audio/index.js';
import {
  UnscorableAnswerError,
  type OpenScore,
  type WritingQuestion,
} from '../modules/answers/open-answer.js';
import type { SheetData } from '../lib/spreadsheet.js';
import type { RosterFileCheck } from '../modules/classes/roster-file.js';
import type { ReportPdfInput } from '../modules/mock-tests/report-pdf.js';
import type { QuestionFileCheck } from '../modules/questions/question-file-check.js';
import type { SpokenWordCheck } from '../modules/review/spoken-word-check.js';
import type { PoolPriority } from './priority-queue.js';
import type { ThreadMemory, WorkerPool } from './worker-pool.js';

/** The work the pool's threads do; every field is structured-cloneable, bytes are transferred. */
export type PoolTask =
  | { kind: 'decodeAudio'; bytes: Uint8Array; withSamples: boolean }
  | { kind: 'scoreSpeech'; type: SpeakingTaskType; bytes: Uint8Array; question: SpeakingQuestion }
  | { kind: 'scoreWriting'; question: WritingQuestion; response: Record<string, unknown> }
  | { kind: 'checkSpokenWord'; word: string; bytes: Uint8Array }
  | { kind: 'checkMicrophone'; bytes: Uint8Array }
  | { kind: 'renderReportPdf'; input: ReportPdfInput }
  | { kind: 'checkQuestionFile'; fileName: string; text: string }
  | { kind: 'generatePhonetics'; request: PhoneticPreviewRequest }
  | { kind: 'solvePhonetics'; type: PhoneticQuestionType; items: PhoneticItemWords[] }
  | { kind: 'checkRosterFile'; fileName: string; bytes: Uint8Array }
  | { kind: 'writeSheet'; format: 'csv' | 'xlsx'; sheet: SheetData };

/** Decoded audio as it comes back from a thread; `samples` (16 kHz mono) only when asked for. */
export interface DecodedInfo {
  durationSeconds: number;
  sampleRate: number;
  samples?: Float32Array;
}

/**
 * A thread's answer: the value, or a failure the task itself recognised (bad audio, an answer
 * the scorer cannot score, or an unexpected error in the task's code). A thread that dies or
 * times out rejects instead (`PoolTaskError`).
 */
export type PoolReply<Value> = (
  | { ok: true; value: Value }
  | { ok: false; failure: 'audio'; code: AudioErrorCode; message: string }
  | { ok: false; failure: 'unscorable' | 'internal'; message: string }
) & { thread?: ThreadMemory };

/** Bytes ready to move to a thread: the same memory when it is whole and ours, else a copy. */
function movable(bytes: Uint8Array, owned: boolean): { bytes: Uint8Array; transfer: ArrayBuffer[] } {
  const whole =
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength;
  const own = owned && whole ? bytes : new Uint8Array(bytes);
  return { bytes: own, transfer: [own.buffer as ArrayBuffer] };
}

function unwrap<Value>(reply: PoolReply<Value>): Value {
  if (reply.ok) return reply.value;
  if (reply.failure === 'audio') throw new AudioDecodeError(reply.code, reply.message);
  if (reply.failure === 'unscorable') throw new UnscorableAnswerError(reply.message);
  throw new Error(reply.message);
}

/**
 * Decodes a recording (FLAC or WAV) in the pool: its length, its rate and, with `withSamples`,
 * its samples resampled to 16 kHz mono. `owned` bytes are moved (unusable here afterwards).
 * Throws {@link AudioDecodeError} for audio that does not decode, `PoolTaskError` when the pool
 * could not run it.
 */
export async function decodeAudioInPool(
  pool: WorkerPool,
  input: Uint8Array,
  options: { owned?: boolean; withSamples?: boolean } = {},
): Promise<DecodedInfo> {
  const { bytes, transfer } = movable(input, options.owned ?? false);
  const task: PoolTask = { kind: 'decodeAudio', bytes, withSamples: options.withSamples ?? false };
  return unwrap(await pool.run<PoolReply<DecodedInfo>>(task, transfer));
}

/**
 * Scores a spoken answer in the pool (decode, resample, align and rate). Throws
 * {@link UnscorableAnswerError} for audio that does not decode or a question that lacks what its
 * task needs, `PoolTaskError` when the pool could not run it.
 */
export async function scoreSpeechInPool(
  pool: WorkerPool,
  type: SpeakingTaskType,
  input: Uint8Array,
  question: SpeakingQuestion,
  options: { owned?: boolean; priority?: PoolPriority } = {},
): Promise<OpenScore> {
  const { bytes, transfer } = movable(input, options.owned ?? false);
  const plain: SpeakingQuestion = {
    text: question.text ?? null,
    description: question.description ?? null,
    keyword: question.keyword ?? null,
    phraseHints: question.phraseHints ?? null,
    expectAnswer: question.expectAnswer ?? null,
  };
  const task: PoolTask = { kind: 'scoreSpeech', type, bytes, question: plain };
  return unwrap(await pool.run<PoolReply<OpenScore>>(task, transfer, options.priority));
}

/**
 * Checks a say-the-word drill's recording in the pool (the speech scorer against the word alone).
 * Throws like {@link scoreSpeechInPool}.
 */
export async function checkSpokenWordInPool(
  pool: WorkerPool,
  word: string,
  input: Uint8Array,
  options: { owned?: boolean } = {},
): Promise<SpokenWordCheck> {
  const { bytes, transfer } = movable(input, options.owned ?? false);
  const task: PoolTask = { kind: 'checkSpokenWord', word, bytes };
  return unwrap(await pool.run<PoolReply<SpokenWordCheck>>(task, transfer));
}

/**
 * Checks a microphone test recording in the pool (level, clipping, speech heard by the
 * recogniser). Throws {@link AudioDecodeError} for audio that does not decode.
 */
export async function checkMicrophoneInPool(
  pool: WorkerPool,
  input: Uint8Array,
  options: { owned?: boolean } = {},
): Promise<MicrophoneCheck> {
  const { bytes, transfer } = movable(input, options.owned ?? false);
  const task: PoolTask = { kind: 'checkMicrophone', bytes };
  return unwrap(await pool.run<PoolReply<MicrophoneCheck>>(task, transfer));
}

/** Scores a written answer in the pool. Throws like {@link scoreSpeechInPool}. */
export async function scoreWritingInPool(
  pool: WorkerPool,
  question: WritingQuestion,
  response: Record<string, unknown>,
  priority?: PoolPriority,
): Promise<OpenScore> {
  const plain: WritingQuestion = {
    type: question.type,
    text: question.text,
    description: question.description,
    keyword: question.keyword,
  };
  const task: PoolTask = { kind: 'scoreWriting', question: plain, response };
  return unwrap(await pool.run<PoolReply<OpenScore>>(task, [], priority));
}

/** Renders a mock's report PDF in the pool (`answer` priority when a mock's scoring asks). */
export async function renderReportPdfInPool(
  pool: WorkerPool,
  input: ReportPdfInput,
  priority?: PoolPriority,
): Promise<Buffer> {
  const task: PoolTask = { kind: 'renderReportPdf', input };
  const bytes = unwrap(await pool.run<PoolReply<Uint8Array>>(task, [], priority));
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Reads and validates an uploaded question file in the pool (`checkQuestionFile`: up to 5M
 * characters of JSON or CSV parsed and checked against the contracts, off the event loop).
 * Throws `PoolTaskError` when the pool could not run it.
 */
export async function checkQuestionFileInPool(
  pool: WorkerPool,
  fileName: string,
  text: string,
): Promise<QuestionFileCheck> {
  const task: PoolTask = { kind: 'checkQuestionFile', fileName, text };
  return unwrap(await pool.run<PoolReply<QuestionFileCheck>>(task));
}

/**
 * Generates phonetic item previews in the pool (screening typed words, drawing and solving items:
 * up to a second of CPU for "pick for me" pronunciation items). Throws `PoolTaskError` when the
 * pool could not run it.
 */
export async function generatePhoneticsInPool(
  pool: WorkerPool,
  request: PhoneticPreviewRequest,
): Promise<{ items: PhoneticPreview[]; refused: PhoneticRefusal[] }> {
  const task: PoolTask = {
    kind: 'generatePhonetics',
    request: { ...request, words: request.words && [...request.words] },
  };
  return unwrap(await pool.run<PoolReply<{ items: PhoneticPreview[]; refused: PhoneticRefusal[] }>>(task));
}

/**
 * Solves the phonetic items an admin keeps in the pool: each one's preview, or null where the
 * solver is not certain. Throws `PoolTaskError` when the pool could not run it.
 */
export async function solvePhoneticsInPool(
  pool: WorkerPool,
  type: PhoneticQuestionType,
  items: PhoneticItemWords[],
): Promise<(PhoneticPreview | null)[]> {
  const task: PoolTask = { kind: 'solvePhonetics', type, items };
  return unwrap(await pool.run<PoolReply<(PhoneticPreview | null)[]>>(task));
}

/** Reads and checks a class roster (CSV or XLSX) in the pool. Throws `PoolTaskError` when the pool could not run it. */
export async function checkRosterFileInPool(
  pool: WorkerPool,
  fileName: string,
  bytes: Uint8Array,
): Promise<RosterFileCheck> {
  const { bytes: moved, transfer } = movable(bytes, true);
  const task: PoolTask = { kind: 'checkRosterFile', fileName, bytes: moved };
  return unwrap(await pool.run<PoolReply<RosterFileCheck>>(task, transfer));
}

/** Writes a table as CSV or XLSX in the pool (formula cells neutralised). */
export async function writeSheetInPool(
  pool: WorkerPool,
  format: 'csv' | 'xlsx',
  sheet: SheetData,
): Promise<Buffer> {
  const task: PoolTask = { kind: 'writeSheet', format, sheet };
  const bytes = unwrap(await pool.run<PoolReply<Uint8Array>>(task));
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
