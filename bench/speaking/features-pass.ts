/**
 * The feature pass of the speaking calibration: runs the scorer's own reading analysis
 * (packages/scoring/src/speaking/features.ts) over every rated utterance once, in a few forked
 * worker processes, and appends one JSON line per utterance to a cache outside the repository's
 * tracked files (default data/speaking-features.jsonl; data/ is gitignored). A rerun resumes: it
 * skips the utterances already in the cache when the feature lists have not changed.
 */
import { fork } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { decodeSpeechAudio } from '../../apps/server/src/audio/decode-audio.js';
import {
  itemFeatures,
  observeReading,
  SENTENCE_FEATURES,
  sentenceFeatures,
  WORD_FEATURES,
} from '../../packages/scoring/src/speaking/features.js';
import { loadRecognizer } from '../../packages/scoring/src/speaking/recognizer.js';

/**
 * One rated utterance of speechocean762 (labels.jsonl), or of a school's teacher-signed answers
 * exported by `npm run scoring:export-ratings` (apps/server/src/modules/assignments/rated-speaking.ts):
 * those have no prosody or total and no word scores (`words` empty). `audio` is FLAC or WAV.
 */
export interface RatedUtterance {
  utt_id: string;
  speaker: string;
  text: string;
  accuracy: number;
  fluency: number;
  prosodic?: number;
  total?: number;
  audio: string;
  words: Array<{ accuracy: number; stress: number; total: number; text: string }>;
}

/** What happened to one reference token: judged (with its feature row), skipped, or said but not judged. */
export type TokenObservation =
  | { kind: 'judged'; features: number[]; ruleMispronounced: boolean }
  | { kind: 'skipped' }
  | { kind: 'unjudged' };

/** One cached line. */
export interface UtteranceFeatures {
  utt: string;
  speaker: string;
  seconds: number;
  cpuMs: number;
  /** Undefined when no speech was found. */
  sentence?: number[];
  tokens: TokenObservation[];
}

interface CacheHeader {
  header: true;
  sentenceFeatures: readonly string[];
  wordFeatures: readonly string[];
}

export function readLabels(folder: string): RatedUtterance[] {
  return readFileSync(join(folder, 'labels.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as RatedUtterance);
}

async function extract(folder: string, utterance: RatedUtterance): Promise<UtteranceFeatures> {
  const recognizer = await loadRecognizer();
  const started = process.cpuUsage();
  const { samples } = await decodeSpeechAudio(readFileSync(join(folder, utterance.audio)));
  const { activity, analysis } = observeReading(recognizer, samples, utterance.text);
  const sentence = analysis ? sentenceFeatures(analysis, activity) : undefined;
  const tokens: TokenObservation[] = [];
  if (analysis) {
    const rows = itemFeatures(analysis.items);
    analysis.matches.forEach((match, index) => {
      const at = analysis.items.findIndex((item) => item.token === index);
      const item = analysis.items[at];
      if (item)
        tokens.push({
          kind: 'judged',
          features: rows[at] ?? [],
          ruleMispronounced: item.assessment.ruleMispronounced,
        });
      else tokens.push({ kind: match.segments.length === 0 ? 'skipped' : 'unjudged' });
    });
  }
  const used = process.cpuUsage(started);
  return {
    utt: utterance.utt_id,
    speaker: utterance.speaker,
    seconds: samples.length / 16_000,
    cpuMs: (used.user + used.system) / 1000,
    ...(sentence ? { sentence } : {}),
    tokens,
  };
}

/** Worker side: scores the utterances it is sent, one message each way. */
async function serve(folder: string): Promise<void> {
  process.on('message', (message: RatedUtterance | 'done') => {
    if (message === 'done') process.exit(0);
    extract(folder, message).then(
      (features) => process.send?.({ ok: features }),
      (error: unknown) => process.send?.({ failed: message.utt_id, error: String(error) }),
    );
  });
  await loadRecognizer();
  process.send?.({ ready: true });
}

function readCache(path: string): Map<string, UtteranceFeatures> {
  const cached = new Map<string, UtteranceFeatures>();
  if (!existsSync(path)) return cached;
  const lines = readFileSync(path, 'utf8').split('\n').filter(Boolean);
  const header = JSON.parse(lines[0] ?? '{}') as Partial<CacheHeader>;
  const same =
    JSON.stringify(header.sentenceFeatures) === JSON.stringify(SENTENCE_FEATURES) &&
    JSON.stringify(header.wordFeatures) === JSON.stringify(WORD_FEATURES);
  if (!same) return cached;
  for (const line of lines.slice(1)) {
    const row = JSON.parse(line) as UtteranceFeatures;
    cached.set(row.utt, row);
  }
  return cached;
}

/**
 * Returns the features of every utterance, computing the missing ones in `workers` forked
 * processes (each loads its own recogniser) and appending them to `cachePath`.
 */
export async function featurePass(
  folder: string,
  utterances: readonly RatedUtterance[],
  cachePath: string,
  workers: number,
): Promise<Map<string, UtteranceFeatures>> {
  const cached = readCache(cachePath);
  if (cached.size === 0) {
    const header: CacheHeader = {
      header: true,
      sentenceFeatures: SENTENCE_FEATURES,
      wordFeatures: WORD_FEATURES,
    };
    // The cache's folder (gitignored `data/`) does not exist in a fresh clone.
    mkdirSync(dirname(cachePath), { recursive: true });
    writeFileSync(cachePath, `${JSON.stringify(header)}\n`);
  }
  const queue = workers > 0 ? utterances.filter((utterance) => !cached.has(utterance.utt_id)) : [];
  const total = queue.length;
  if (total === 0) return cached;
  const started = performance.now();
  let done = 0;
  const script = new URL(import.meta.url).pathname;
  await Promise.all(
    Array.from({ length: Math.min(workers, total) }, () => {
      const child = fork(script, ['--serve', folder], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      return new Promise<void>((resolve, reject) => {
        const next = () => {
          const utterance = queue.shift();
          if (utterance) child.send(utterance);
          else child.send('done');
        };
        child.on(
          'message',
          (message: { ready?: true; ok?: UtteranceFeatures; failed?: string; error?: string }) => {
            if (message.ok) {
              cached.set(message.ok.utt, message.ok);
              appendFileSync(cachePath, `${JSON.stringify(message.ok)}\n`);
            }
            if (message.failed) console.error(`failed ${message.failed}: ${message.error}`);
            if (message.ok || message.failed) {
              done += 1;
              if (done % 25 === 0 || done === total) {
                const minutes = (performance.now() - started) / 60_000;
                console.error(`features: ${done}/${total} in ${minutes.toFixed(1)} min`);
              }
            }
            next();
          },
        );
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker exited ${code}`))));
      });
    }),
  );
  return cached;
}

if (process.argv[2] === '--serve') await serve(process.argv[3] ?? '');
