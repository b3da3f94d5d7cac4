import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnswerResponse } from '@prepwise/contracts';
import type { questions } from '../../apps/server/src/db/schema/index.js';
import { users } from '../../apps/server/src/db/schema/index.js';
import type { AppDeps } from '../../apps/server/src/deps.js';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import { signAccessToken } from '../../apps/server/src/lib/tokens.js';
import { insertLedgerEntries } from '../../apps/server/src/modules/entitlements/entitlements.repository.js';
import { markAnswer } from '../../apps/server/src/modules/answers/marking.js';

/**
 * Pieces of a virtual learner shared by the load benchmarks (bench:mocks, bench:kill9,
 * bench:soak): answers the items' own marking accepts, recordings, uploads, accounts with credits.
 */

export type QuestionRow = typeof questions.$inferSelect;

const words =
  'students learn better when they practise often and get feedback quickly because the memory of a mistake fades'.split(
    ' ',
  );

export function sentence(count: number): string {
  return Array.from({ length: count }, () => words[Math.floor(Math.random() * words.length)]).join(' ');
}

/**
 * Response shapes the item's own marking accepts (found by trying shapes against markAnswer, as
 * the server will), so objective answers are valid without the client knowing the key.
 */
export function objectiveShapes(question: QuestionRow): AnswerResponse[] {
  const tries: AnswerResponse[] = [
    { selected: ['A'] },
    { selected: ['B'] },
    { selected: ['A', 'C'] },
    { highlighted: [1] },
    { highlighted: [2, 5] },
    { order: ['A', 'B'] },
    { order: ['B', 'A'] },
    { text: 'students learn better with practice' },
  ];
  for (let count = 1; count <= 10; count += 1) {
    tries.push({ blanks: Array.from({ length: count }, (_, index) => (index % 2 ? 'practice' : null)) });
    tries.push({ answers: Array.from({ length: count }, () => 'A') });
  }
  return tries.filter((response) => {
    try {
      return markAnswer(question, response).status === 'MARKED';
    } catch {
      return false;
    }
  });
}

export const writingWords: Partial<Record<string, number>> = {
  WRITING_ESSAY: 250,
  WRITING_SUMMARIZE_WRITTEN_TEXT: 40,
  SUMMARIZE_SPOKEN_TEXT: 60,
};

/** A plausible answer for the item, different on each call (so a lost or stale write shows). */
export function answerFor(question: QuestionRow, shapes: AnswerResponse[], audioKey: string): AnswerResponse {
  const wordCount = writingWords[question.type];
  if (wordCount) return { text: `${sentence(wordCount)} ${randomBytes(4).toString('hex')}.` };
  if (shapes.length === 0) return { audioKey };
  const shape = shapes[Math.floor(Math.random() * shapes.length)] ?? {};
  return shape.text === undefined ? shape : { text: `${sentence(12)} ${randomBytes(3).toString('hex')}` };
}

/** Canonical JSON (sorted keys), to compare what was sent with what the jsonb column holds. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function inBatches<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await task(item);
      }
    }),
  );
}

/** A few seconds of speech (`text` read by espeak-ng) as the web sends it (FLAC), or a plain WAV tone without espeak-ng. */
export function recording(
  folder: string,
  text = 'Students learn better when they practise often and get feedback quickly, because the memory of a mistake fades.',
): { bytes: Buffer; contentType: string } {
  try {
    const wav = join(folder, 'speech.wav');
    const flac = join(folder, 'speech.flac');
    execFileSync('espeak-ng', ['-v', 'en-us', '-w', wav, text]);
    execFileSync('flac', ['--silent', '--force', '-o', flac, wav]);
    return { bytes: readFileSync(flac), contentType: 'audio/flac' };
  } catch {
    const rate = 16_000;
    const samples = rate * 6;
    const bytes = Buffer.alloc(44 + samples * 2);
    bytes.write('RIFF', 0);
    bytes.writeUInt32LE(36 + samples * 2, 4);
    bytes.write('WAVEfmt ', 8);
    bytes.writeUInt32LE(16, 16);
    bytes.writeUInt16LE(1, 20);
    bytes.writeUInt16LE(1, 22);
    bytes.writeUInt32LE(rate, 24);
    bytes.writeUInt32LE(rate * 2, 28);
    bytes.writeUInt16LE(2, 32);
    bytes.writeUInt16LE(16, 34);
    bytes.write('data', 36);
    bytes.writeUInt32LE(samples * 2, 40);
    for (let index = 0; index < samples; index += 1)
      bytes.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 220 * index) / rate)), 44 + index * 2);
    return { bytes, contentType: 'audio/wav' };
  }
}

/** Is the item answered by a recording (neither objective nor written)? */
export function isSpoken(question: QuestionRow, shapes: AnswerResponse[]): boolean {
  return shapes.length === 0 && !writingWords[question.type];
}

/** Setup: a signed upload URL, then the PUT, as the web does. Returns the stored key. */
export async function upload(
  base: string,
  token: string,
  file: { bytes: Buffer; contentType: string },
): Promise<string> {
  const signed = await fetch(`${base}/api/file/signed_url`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'answer',
      contentType: file.contentType,
      filename: file.contentType === 'audio/flac' ? 'answer.flac' : 'answer.wav',
    }),
  });
  if (!signed.ok) throw new Error(`signed URL refused: ${signed.status} ${await signed.text()}`);
  const { signedUrl, key } = ((await signed.json()) as { data: { signedUrl: string; key: string } }).data;
  const { pathname, search } = new URL(signedUrl, 'http://localhost');
  const put = await fetch(`${base}${pathname}${search}`, {
    method: 'PUT',
    headers: { 'content-type': file.contentType },
    body: new Uint8Array(file.bytes),
  });
  if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
  return key;
}

export type CreditResource = 'mock_exam' | 'mock_score' | 'ai_scoring';

/**
 * Inserts `count` activated learners (ROLE_USER) with 1,000 credits of each resource and returns
 * their ids and 4-hour bearer tokens signed with `secret`.
 */
export async function createLearners(
  deps: AppDeps,
  secret: string,
  count: number,
  resources: CreditResource[] = ['mock_exam', 'mock_score'],
): Promise<{ id: string; token: string }[]> {
  const passwordHash = await hashPassword('bench-password');
  const tag = randomBytes(3).toString('hex');
  const rows = await deps.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `learner${index}-${tag}@bench.test`,
        passwordHash,
        fullName: `Bench learner ${index}`,
        activated: true,
        roles: ['ROLE_USER'],
      })),
    )
    .returning({ id: users.id });
  await insertLedgerEntries(
    deps.db,
    rows.flatMap((row) =>
      resources.map((resource) => ({
        userId: row.id,
        resource,
        amount: 1000,
        source: 'bench',
        sourceId: `bench:${resource}:${row.id}`,
      })),
    ),
  );
  const now = new Date();
  return Promise.all(
    rows.map(async (row) => ({ id: row.id, token: await signAccessToken(secret, row.id, 4 * 3600, now) })),
  );
}
