import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildOpenQuestion, buildUser, type BuiltUser } from '../../../test/factories.js';
import { buildClass, callAs, handIn } from '../../../test/classes.js';
import { synthesiseFlac, uploadRecording } from '../../../test/recordings.js';
import { parseWav } from '../../audio/wav.js';
import { readLabels } from '../../../../../bench/speaking/features-pass.js';
import { loadSpeakingWeights } from '../../../../../packages/scoring/src/speaking/calibrated-models.js';
import shippedWeights from '../../../../../packages/scoring/src/speaking/weights.json' with { type: 'json' };
import { exportRatedSpeaking, onFitScale, ratedSpeakingTypes } from './rated-speaking.js';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const run = promisify(execFile);

/** Committed speech fixtures (test-fixtures/speech), so CI needs no synthesiser. */
const readText = 'Rivers carry water from the hills to the sea.';
const repeatText = 'It is a thermometer.';
const unsignedText = 'It is a calculator.';

let context: TestContext;
let teacher: BuiltUser;
let an: BuiltUser;
let binh: BuiltUser;
let classId: string;
let otherClassId: string;
let readAloud: number;
let repeat: number;
let unsigned: number;
let folder: string;
const textOf = new Map<number, string>();
const seconds = new Map<string, number>();
/** Each signed answer's utterance id, speaker and the teacher's pronunciation and fluency (0-5). */
const signedInClass: Array<{
  utt: string;
  speaker: string;
  text: string;
  pronunciation: number;
  fluency: number;
}> = [];

const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

async function assign(onClass: string, questionIds: number[]): Promise<string> {
  const assignment = await callAs(context, teacher, 'POST', `/api/classes/${onClass}/assignments`, {
    title: 'Read aloud',
    work: { kind: 'PRACTICE_CHOSEN', questionIds },
    dueAt: inADay(),
  });
  return assignment.body.data.id as string;
}

/** The learner records each question's sentence (a committed fixture) and hands the assignment in. */
async function handInSpoken(
  learner: BuiltUser,
  assignmentId: string,
  questionIds: number[],
): Promise<string> {
  const answers = [];
  for (const questionId of questionIds) {
    const recording = synthesiseFlac(textOf.get(questionId) ?? '');
    const audioKey = await uploadRecording(context, learner, recording.bytes);
    seconds.set(textOf.get(questionId) ?? '', recording.seconds);
    answers.push({ questionId, response: { audioKey } });
  }
  return handIn(context, learner, assignmentId, answers);
}

/** The teacher signs a scored spoken answer with these pronunciation and fluency scores. */
async function sign(examId: string, questionId: number, pronunciation: number, fluency: number) {
  const url = `/api/teacher/answers/practice/${examId}/${questionId}`;
  const answer = (await callAs(context, teacher, 'GET', url)).body.data;
  expect(answer.status).toBe('SCORED');
  const signed = await callAs(context, teacher, 'PUT', `${url}/review`, {
    traits: { content: 1, oralFluency: fluency, pronunciation },
    comment: 'Rõ ràng, cần ngắt nghỉ tự nhiên hơn.',
  });
  expect(signed.status).toBe(200);
}

beforeAll(async () => {
  context = await createTestContext();
  teacher = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_TEACHER'], fullName: 'Cô Lan' });
  const admin = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
  an = await buildUser(context, { fullName: 'An' });
  binh = await buildUser(context, { fullName: 'Bình' });
  readAloud = await buildOpenQuestion(context, { type: 'SPEAKING_READ_ALOUD', text: readText });
  repeat = await buildOpenQuestion(context, { type: 'REPEAT_SENTENCE', text: repeatText });
  unsigned = await buildOpenQuestion(context, { type: 'SPEAKING_READ_ALOUD', text: unsignedText });
  textOf.set(readAloud, readText).set(repeat, repeatText).set(unsigned, unsignedText);
  classId = await buildClass(context, teacher, [an, binh]);
  otherClassId = await buildClass(context, teacher, [an], 'PTE 2');
  for (const id of [classId, otherClassId])
    await callAs(context, admin, 'POST', `/api/admin/classes/${id}/credits`, { aiScoring: 10 });

  const work = await assign(classId, [readAloud, repeat, unsigned]);
  const given = new Map([
    [an, [4, 3, 5, 5]],
    [binh, [2, 1, 3, 2]],
  ] as const);
  for (const [learner, [readP, readF, repeatP, repeatF]] of given) {
    const examId = await handInSpoken(learner, work, [readAloud, repeat, unsigned]);
    await sign(examId, readAloud, readP, readF);
    await sign(examId, repeat, repeatP, repeatF);
    signedInClass.push(
      {
        utt: `practice-${examId}-${readAloud}`,
        speaker: learner.id,
        text: readText,
        pronunciation: readP,
        fluency: readF,
      },
      {
        utt: `practice-${examId}-${repeat}`,
        speaker: learner.id,
        text: repeatText,
        pronunciation: repeatP,
        fluency: repeatF,
      },
    );
  }
  const elsewhere = await handInSpoken(an, await assign(otherClassId, [readAloud]), [readAloud]);
  await sign(elsewhere, readAloud, 1, 1);
  folder = mkdtempSync(join(tmpdir(), 'prepwise-rated-speaking-'));
}, 240_000);
afterAll(async () => {
  await context.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('teacher-signed spoken answers as rated data for npm run speaking:fit', () => {
  it('puts a teacher’s 0-5 trait on the fit’s 0-10 scale linearly, clamped', () => {
    expect(onFitScale(4, 5)).toBe(8);
    expect(onFitScale(3, 5)).toBe(6);
    expect(onFitScale(0, 5)).toBe(0);
    expect(onFitScale(5, 5)).toBe(10);
    expect(onFitScale(6, 5)).toBe(10);
    expect(onFitScale(2, 3)).toBe(6.67);
    // The tasks read against a reference text, as the fit's features are; not describe image or retell.
    expect(ratedSpeakingTypes).toEqual(['SPEAKING_READ_ALOUD', 'REPEAT_SENTENCE']);
  });

  it('exports the class’s signed read-aloud and repeat-sentence answers only, as 16 kHz mono WAV', async () => {
    const speaking = join(folder, 'class');
    expect(await exportRatedSpeaking(context.deps.db, context.deps.storage, speaking, classId)).toEqual({
      rows: 4,
      skipped: 0,
    });
    const byId = (left: { utt_id: string }, right: { utt_id: string }) =>
      left.utt_id.localeCompare(right.utt_id);
    const labels = readLabels(speaking).sort(byId);
    expect(
      labels.map(({ utt_id, speaker, text, accuracy, fluency, words }) => ({
        utt_id,
        speaker,
        text,
        accuracy,
        fluency,
        words,
      })),
    ).toEqual(
      signedInClass
        .map((answer) => ({
          utt_id: answer.utt,
          speaker: answer.speaker,
          text: answer.text,
          accuracy: onFitScale(answer.pronunciation, 5),
          fluency: onFitScale(answer.fluency, 5),
          words: [],
        }))
        .sort(byId),
    );
    expect(labels.find((label) => label.utt_id === signedInClass[0]?.utt)).toMatchObject({
      accuracy: 8,
      fluency: 6,
    });
    for (const label of labels) {
      const wav = readFileSync(join(speaking, label.audio));
      expect([
        wav.readUInt16LE(20),
        wav.readUInt16LE(22),
        wav.readUInt32LE(24),
        wav.readUInt16LE(34),
      ]).toEqual([1, 1, 16_000, 16]);
      const pcm = parseWav(wav);
      expect(pcm.sampleRate).toBe(16_000);
      expect(pcm.samples.length / 16_000).toBeCloseTo(seconds.get(label.text) ?? 0, 1);
      expect(pcm.samples.reduce((peak, sample) => Math.max(peak, Math.abs(sample)), 0)).toBeGreaterThan(0.05);
    }
  });

  it('exports every class’s signed answers without a class, none for an unknown class', async () => {
    const all = await exportRatedSpeaking(context.deps.db, context.deps.storage, join(folder, 'all'));
    expect(all.rows).toBe(5);
    expect(readLabels(join(folder, 'all')).filter((label) => label.speaker === an.id)).toHaveLength(3);
    const none = join(folder, 'none');
    expect(
      await exportRatedSpeaking(context.deps.db, context.deps.storage, none, crypto.randomUUID()),
    ).toEqual({
      rows: 0,
      skipped: 0,
    });
    expect(readLabels(none)).toEqual([]);
  });

  it('refits pronunciation and fluency on the export, keeping the shipped word model', async () => {
    const data = join(folder, 'all');
    const out = join(folder, 'weights.json');
    const fit = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/speaking/fit.ts',
        '--data',
        data,
        '--cache',
        join(folder, 'features.jsonl'),
        '--workers',
        '1',
        '--out',
        out,
      ],
      { cwd: root, timeout: 240_000 },
    );
    expect(fit.stdout).toContain('Data: 5 of 5 utterances with speech found, 2 speakers, 2 folds');
    expect(fit.stdout).toContain('the shipped word model is kept');
    const weights = loadSpeakingWeights(JSON.parse(readFileSync(out, 'utf8')));
    expect(weights.source).toContain(
      'teacher-rated answers (5 read-aloud and repeat-sentence recordings by 2 learners',
    );
    expect(weights.licence).toContain('school’s own rated answers');
    expect(weights.word).toEqual(shippedWeights.word);
    expect(weights.pronunciation.target).toBe('teacher-rated pronunciation (0-10)');
    expect(weights.pronunciation.intercept).toBeCloseTo((8 + 10 + 4 + 6 + 2) / 5, 1);
    expect(weights.fluency.intercept).toBeCloseTo((6 + 10 + 2 + 4 + 2) / 5, 1);
  }, 300_000);
});
