import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildOpenQuestion, buildQuestion, buildUser, type BuiltUser } from '../../../test/factories.js';
import { synthesiseFlac, uploadRecording } from '../../../test/recordings.js';
import { eq } from 'drizzle-orm';
import { itemRatings, learnerRatings, questions, storedFiles } from '../../db/schema/index.js';
import { startingItemRating, updateRatings } from '../answers/ability.js';

let context: TestContext;
let learner: BuiltUser;
let other: BuiltUser;
let synonym: number;
let fib: number;
let essay: number;

beforeAll(async () => {
  context = await createTestContext();
  learner = await buildUser(context);
  other = await buildUser(context);
  synonym = await buildQuestion(context);
  fib = await buildQuestion(context, {
    type: 'READING_FIB_R_W',
    text: 'Bees @Blank@ flowers, @Blank@ pollen and @Blank@ it @Blank@ to the hive.',
    answerA: 'visit/visits/visited',
    answerB: 'collect/collecting/collected',
    answerC: 'carry/carries/carried',
    answerD: 'back/front/up',
    expectAnswer: 'visit,collect,carry,back',
    explanation: null,
  });
  essay = await buildOpenQuestion(context, {
    type: 'WRITING_ESSAY',
    text: 'Some people think homework should be banned. Discuss.',
  });
});
afterAll(async () => {
  await context.close();
});

function post(url: string, payload: Record<string, unknown>, user: BuiltUser = learner) {
  return context.app.inject({ method: 'POST', url, headers: user.auth, payload });
}

async function start(questionIds: number[], user: BuiltUser = learner) {
  const response = await post('/api/start-exam', { examGroup: 'QUESTION_BANK', questionIds }, user);
  expect(response.statusCode).toBe(200);
  return response.json().data.examId as string;
}

describe('listening transcripts', () => {
  it('hides a dictation transcript until the learner has answered, then returns it with the mark', async () => {
    const dictation = await buildOpenQuestion(context, {
      type: 'DICTATION',
      text: 'Rivers carry sand to the sea.',
      expectAnswer: 'Rivers carry sand to the sea.',
      audioLink: '/content/audio/x.mp3',
    });
    const view = await context.app.inject({ url: `/api/questions/${dictation}`, headers: learner.auth });
    expect(view.json().data.text).toBeNull();
    const examId = await start([dictation]);
    const answer = await post('/api/answers', {
      examId,
      questionId: dictation,
      response: { text: 'rivers carry sand to sea' },
    });
    expect(answer.json().data).toMatchObject({
      score: 5,
      max: 6,
      transcript: 'Rivers carry sand to the sea.',
    });
  });
});

describe('practice sessions', () => {
  it('marks an objective answer at once and reveals the key and explanation', async () => {
    const examId = await start([synonym, fib]);
    const wrong = await post('/api/answers', { examId, questionId: synonym, response: { selected: ['B'] } });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json().data).toMatchObject({ status: 'MARKED', score: 0, max: 1, expectAnswer: 'A' });
    expect(wrong.json().data.explanation.en).toContain('gentle');
    const right = await post('/api/answers', { examId, questionId: synonym, response: { selected: ['A'] } });
    expect(right.json().data).toMatchObject({ score: 1, max: 1 });

    const blanks = await post('/api/answers', {
      examId,
      questionId: fib,
      response: { blanks: ['visit', ' Collect ', 'carries', null] },
    });
    expect(blanks.json().data).toMatchObject({ status: 'MARKED', score: 2, max: 4 });
    expect(blanks.json().data.evidence).toHaveLength(4);

    const resumed = await post('/api/resume-exam', { examId });
    expect(resumed.json().data).toMatchObject({ status: 'INPROGRESS', currentQuestion: 2, score: 3, max: 5 });
    expect(resumed.json().data.answers).toHaveLength(2);
  });

  it('moves the learner and the item ratings with each objective answer, as the pure rule says', async () => {
    const learnerOfRatings = await buildUser(context);
    const item = await buildQuestion(context);
    const [level] = await context.deps.db
      .select({ level: questions.level })
      .from(questions)
      .where(eq(questions.id, item));
    const examId = await start([item], learnerOfRatings);
    let expected = { learner: 1500, item: startingItemRating(level?.level ?? '') };
    for (const [round, selected, outcome] of [
      [0, 'A', 1],
      [1, 'B', 0],
    ] as const) {
      const saved = await post(
        '/api/answers',
        { examId, questionId: item, response: { selected: [selected] } },
        learnerOfRatings,
      );
      expect(saved.json().data).toMatchObject({ status: 'MARKED', score: outcome, max: 1 });
      expected = updateRatings(expected.learner, expected.item, outcome);
      const [learnerRow] = await context.deps.db
        .select()
        .from(learnerRatings)
        .where(eq(learnerRatings.userId, learnerOfRatings.id));
      const [itemRow] = await context.deps.db
        .select()
        .from(itemRatings)
        .where(eq(itemRatings.questionId, item));
      expect(learnerRow).toMatchObject({ answers: round + 1 });
      expect(learnerRow?.rating).toBeCloseTo(expected.learner, 2);
      expect(itemRow).toMatchObject({ answers: round + 1 });
      expect(itemRow?.rating).toBeCloseTo(expected.item, 2);
    }
  });

  it('keeps an essay waiting for AI scoring', async () => {
    const examId = await start([essay]);
    const response = await post('/api/answers', {
      examId,
      questionId: essay,
      response: { text: 'Homework helps.' },
    });
    expect(response.json().data).toMatchObject({ status: 'WAITING_AI', score: null });
    const missing = await post('/api/answers', { examId, questionId: essay, response: { selected: ['A'] } });
    expect(missing.statusCode).toBe(400);
  });

  it('rejects a response that does not fit the type, with the reason', async () => {
    const examId = await start([synonym]);
    const response = await post('/api/answers', { examId, questionId: synonym, response: { blanks: ['x'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields[0].field).toBe('response');
    const empty = await post('/api/answers', { examId, questionId: synonym, response: {} });
    expect(empty.statusCode).toBe(400);
    const outside = await post('/api/answers', { examId, questionId: fib, response: { blanks: [] } });
    expect(outside.statusCode).toBe(404);
  });

  it('finishes once, refuses answers after, and resets to start over', async () => {
    const examId = await start([synonym]);
    await post('/api/answers', { examId, questionId: synonym, response: { selected: ['A'] } });
    const finished = await post('/api/finish-exam', { examId });
    expect(finished.json().data.status).toBe('FINISH');
    const again = await post('/api/finish-exam', { examId });
    expect([again.statusCode, again.json().data.code]).toEqual([409, 'error.practiceAlreadyFinished']);
    const late = await post('/api/answers', { examId, questionId: synonym, response: { selected: ['A'] } });
    expect([late.statusCode, late.json().data.code]).toEqual([409, 'error.practiceFinished']);
    const reset = await post('/api/reset-exam', { examId });
    expect(reset.json().data).toMatchObject({ status: 'INPROGRESS', currentQuestion: 0, answers: [] });
  });

  it('keeps sessions private: another user gets 404 everywhere', async () => {
    const examId = await start([synonym]);
    expect(
      (await post('/api/answers', { examId, questionId: synonym, response: { selected: ['A'] } }, other))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/resume-exam', { examId }, other)).statusCode).toBe(404);
    expect((await post('/api/finish-exam', { examId }, other)).statusCode).toBe(404);
    expect((await post('/api/reset-exam', { examId }, other)).statusCode).toBe(404);
    expect(
      (await context.app.inject({ url: `/answer/exam-history/${examId}`, headers: other.auth })).statusCode,
    ).toBe(404);
  });

  it('starts by type with unanswered questions first, and lists history with a total', async () => {
    const user = await buildUser(context);
    const first = await post('/api/start-exam', { questionType: 'READING_FIB_R_W' }, user);
    expect(first.json().data.questionIds).toEqual([fib]);
    const historyOf = () =>
      context.app.inject({ url: '/answer/exam-history?page=0&size=10', headers: user.auth });
    // A session left without an answer (a one-question "Practice" click) is not history.
    await post('/api/start-exam', { questionIds: [synonym] }, user);
    expect((await historyOf()).headers['x-total-count']).toBe('0');
    const examId = first.json().data.examId as string;
    const answered = await post(
      '/api/answers',
      { examId, questionId: fib, response: { blanks: ['visit', null, null, null] } },
      user,
    );
    expect(answered.statusCode).toBe(200);
    const history = await historyOf();
    expect(history.headers['x-total-count']).toBe('1');
    expect(history.json().data[0].examId).toBe(examId);
    expect((await post('/api/start-exam', { examGroup: 'QUESTION_BANK' }, user)).statusCode).toBe(400);
    expect((await post('/api/start-exam', { questionIds: [987654] }, user)).statusCode).toBe(404);
    expect(
      (await context.app.inject({ method: 'POST', url: '/api/start-exam', payload: { questionIds: [1] } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('spoken answers', () => {
  it('decodes the uploaded recording on the server, stores its length and plays it back to its owner only', async () => {
    const readAloud = await buildOpenQuestion(context, {
      type: 'SPEAKING_READ_ALOUD',
      text: 'Rivers carry water from the hills to the sea.',
    });
    const recording = synthesiseFlac('Rivers carry water from the hills to the sea.');
    const audioKey = await uploadRecording(context, learner, recording.bytes);
    const examId = await start([readAloud]);
    const answered = await post('/api/answers', { examId, questionId: readAloud, response: { audioKey } });
    expect(answered.statusCode).toBe(200);
    const result = answered.json().data;
    expect(result.status).toBe('WAITING_AI');
    expect(result.audioDurationSeconds).toBeCloseTo(recording.seconds, 2);

    const audioUrl = result.audioUrl as string;
    expect(audioUrl).toMatch(/^\/files\/answers\//);
    const played = await context.app.inject({ url: audioUrl });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/flac');
    expect(played.rawPayload.equals(recording.bytes)).toBe(true);
    const forged = await context.app.inject({
      url: audioUrl.replace(/sig=[0-9a-f]{4}/, 'sig=0000'),
    });
    expect(forged.statusCode).toBe(403);

    const othersExam = await start([readAloud], other);
    const stolen = await post(
      '/api/answers',
      { examId: othersExam, questionId: readAloud, response: { audioKey } },
      other,
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().data.fields[0].field).toBe('response.audioKey');
  });

  it('refuses a recording that does not decode, with the reason', async () => {
    const retell = await buildOpenQuestion(context, {
      type: 'RETELL_LECTURE',
      description: 'A short lecture about tides.',
      keyword: 'tides, moon',
    });
    const broken = Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(200, 7)]);
    const audioKey = await uploadRecording(context, learner, broken);
    const examId = await start([retell]);
    const answered = await post('/api/answers', { examId, questionId: retell, response: { audioKey } });
    expect(answered.statusCode).toBe(400);
    expect(answered.json().data.fields[0].message).toMatch(/could not be decoded/);
  });

  it('measures a recording stored before lengths were kept once, when it is first answered with', async () => {
    const readAloud = await buildOpenQuestion(context, {
      type: 'SPEAKING_READ_ALOUD',
      text: 'Old files are measured once.',
    });
    const recording = synthesiseFlac('Old files are measured once.');
    const audioKey = await uploadRecording(context, learner, recording.bytes);
    await context.deps.db
      .update(storedFiles)
      .set({ durationSeconds: null, decodeError: null })
      .where(eq(storedFiles.key, audioKey));
    const examId = await start([readAloud]);
    const answered = await post('/api/answers', { examId, questionId: readAloud, response: { audioKey } });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.audioDurationSeconds).toBeCloseTo(recording.seconds, 2);
    const [row] = await context.deps.db.select().from(storedFiles).where(eq(storedFiles.key, audioKey));
    expect(row?.durationSeconds).toBeCloseTo(recording.seconds, 2);
  });
});

describe('POST /api/discard-exam', () => {
  it('deletes one’s own session from the history; another user gets 404', async () => {
    const examId = await start([synonym]);
    await post('/api/answers', { examId, questionId: synonym, response: { selected: ['A'] } });
    expect((await post('/api/discard-exam', { examId }, other)).statusCode).toBe(404);
    const discarded = await post('/api/discard-exam', { examId });
    expect(discarded.statusCode).toBe(200);
    expect((await post('/api/resume-exam', { examId })).statusCode).toBe(404);
    expect((await post('/api/discard-exam', { examId })).statusCode).toBe(404);
  });

  it('refuses with 409 while an answer is being scored', async () => {
    const examId = await start([essay]);
    await post('/api/answers', { examId, questionId: essay, response: { text: 'A short essay.' } });
    await context.deps.db.execute(
      sql`update practice_answers set status = 'SCORING' where session_id = ${examId}`,
    );
    const response = await post('/api/discard-exam', { examId });
    expect(response.statusCode).toBe(409);
    expect(response.json().data.code).toBe('error.examScoring');
  });

  it('validates the body and needs a sign-in', async () => {
    expect((await post('/api/discard-exam', { examId: 'nope' })).statusCode).toBe(400);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/discard-exam',
      payload: { examId: crypto.randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
