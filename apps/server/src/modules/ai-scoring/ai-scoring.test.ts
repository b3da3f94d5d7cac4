import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildOpenQuestion, buildUser, type BuiltUser } from '../../../test/factories.js';
import { buildEssayQuestion } from '../../../test/essay.js';
import { insertLedgerEntries } from '../entitlements/entitlements.repository.js';
import { synthesiseFlac, uploadRecording } from '../../../test/recordings.js';

let context: TestContext;
let essay: number;
let shortAnswer: number;
let readAloud: number;
const readText = 'The library will extend its opening hours during the examination period.';

const essayText = [
  'Homework is a common part of school life, yet many people question whether it really helps students learn.',
  'In this essay I will argue that a moderate amount of homework is useful, while too much of it is harmful.',
  '',
  'First, homework gives students time to practise what they learned in class. When learners solve problems on their own, they discover which parts they understand and which parts they need to ask about. For example, a student who repeats new vocabulary at home is more likely to remember it the next day.',
  '',
  'However, excessive homework can damage health and motivation. Many teenagers already spend long hours at school, and if they have to study late every night, they sleep less and enjoy learning less. Families also lose time together, which matters for young people. Some students even copy answers from friends simply to finish on time, so the work teaches them nothing at all.',
  '',
  'In conclusion, homework should not be banned, but teachers should set short and meaningful tasks. In this way students can benefit from extra practice without losing their rest and their interest in learning. Schools, parents and learners should agree on clear limits, such as one hour each evening, and review them every term.',
].join('\n');

beforeAll(async () => {
  context = await createTestContext();
  essay = await buildEssayQuestion(context);
  shortAnswer = await buildOpenQuestion(context, {
    type: 'ANSWER_SHORT_QUESTION',
    text: 'What do you call a device that measures temperature?',
    expectAnswer: 'thermometer',
  });
  readAloud = await buildOpenQuestion(context, { type: 'SPEAKING_READ_ALOUD', text: readText });
});
afterAll(async () => {
  await context.close();
});

async function sessionWithEssay(user: BuiltUser) {
  const start = await context.app.inject({
    method: 'POST',
    url: '/api/start-exam',
    headers: user.auth,
    payload: { questionIds: [essay] },
  });
  const examId = start.json().data.examId as string;
  await context.app.inject({
    method: 'POST',
    url: '/api/answers',
    headers: user.auth,
    payload: { examId, questionId: essay, response: { text: essayText } },
  });
  await finish(user, examId);
  return examId;
}

async function finish(user: BuiltUser, examId: string) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/finish-exam',
    headers: user.auth,
    payload: { examId },
  });
  expect(response.statusCode).toBe(200);
}

async function credits(user: BuiltUser): Promise<number> {
  return (await context.app.inject({ url: '/user/access-control', headers: user.auth })).json().data
    .numberAiScoring;
}

describe('GET /api/test/score-exam/{id}', () => {
  it('spends one credit, scores the essay in a job with every trait, and never spends twice', async () => {
    const user = await buildUser(context);
    await insertLedgerEntries(context.deps.db, [
      { userId: user.id, resource: 'ai_scoring', amount: 3, source: 'test', sourceId: 'g' },
    ]);
    const examId = await sessionWithEssay(user);
    const [first, second] = await Promise.all([
      context.app.inject({ url: `/api/test/score-exam/${examId}`, headers: user.auth }),
      context.app.inject({ url: `/api/test/score-exam/${examId}`, headers: user.auth }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(await credits(user)).toBe(2);
    expect(first.json().data.answers[0].status).toBe('SCORING');

    await context.drainJobs();
    const exam = (
      await context.app.inject({
        method: 'POST',
        url: '/api/resume-exam',
        headers: user.auth,
        payload: { examId },
      })
    ).json().data;
    const answer = exam.answers[0];
    expect(answer.status).toBe('SCORED');
    expect(answer.max).toBe(15);
    expect(answer.score).toBeGreaterThan(0);
    expect(Object.keys(answer.traits).sort()).toEqual(
      [
        'content',
        'developmentStructureCoherence',
        'form',
        'generalLinguisticRange',
        'grammar',
        'spelling',
        'vocabulary',
      ].sort(),
    );
    expect(answer.traits.form).toMatchObject({ score: 2, max: 2 });
    expect(
      (await context.app.inject({ url: `/api/test/score-exam/${examId}`, headers: user.auth })).statusCode,
    ).toBe(200);
    expect(await credits(user)).toBe(2);
  });

  it('refuses with 402 and spends nothing when no credit is left', async () => {
    const user = await buildUser(context);
    const examId = await sessionWithEssay(user);
    const response = await context.app.inject({ url: `/api/test/score-exam/${examId}`, headers: user.auth });
    expect(response.statusCode).toBe(402);
    expect(response.json().data.code).toBe('error.insufficientCredits');
    const exam = (
      await context.app.inject({
        method: 'POST',
        url: '/api/resume-exam',
        headers: user.auth,
        payload: { examId },
      })
    ).json().data;
    expect(exam.answers[0].status).toBe('WAITING_AI');
  });

  it('gives the credit back when the answer cannot be scored', async () => {
    const user = await buildUser(context);
    await insertLedgerEntries(context.deps.db, [
      { userId: user.id, resource: 'ai_scoring', amount: 1, source: 'test', sourceId: 'g' },
    ]);
    const start = await context.app.inject({
      method: 'POST',
      url: '/api/start-exam',
      headers: user.auth,
      payload: { questionIds: [shortAnswer] },
    });
    const examId = start.json().data.examId as string;
    await context.deps.db.execute(
      sql`insert into practice_answers (session_id, user_id, question_id, response, status) values (${examId}, ${user.id}, ${shortAnswer}, '{"text":"thermometer"}'::jsonb, 'WAITING_AI')`,
    );
    await finish(user, examId);
    await context.app.inject({ url: `/api/test/score-exam/${examId}`, headers: user.auth });
    expect(await credits(user)).toBe(0);
    await context.drainJobs();
    expect(await credits(user)).toBe(1);
    const exam = (
      await context.app.inject({
        method: 'POST',
        url: '/api/resume-exam',
        headers: user.auth,
        payload: { examId },
      })
    ).json().data;
    expect(exam.answers[0].status).toBe('SCORING_FAILED');
  });

  it('refuses a session still in progress with 409 and spends nothing', async () => {
    const user = await buildUser(context);
    await insertLedgerEntries(context.deps.db, [
      { userId: user.id, resource: 'ai_scoring', amount: 1, source: 'test', sourceId: 'g' },
    ]);
    const examId = (
      await context.app.inject({
        method: 'POST',
        url: '/api/start-exam',
        headers: user.auth,
        payload: { questionIds: [essay] },
      })
    ).json().data.examId as string;
    await context.app.inject({
      method: 'POST',
      url: '/api/answers',
      headers: user.auth,
      payload: { examId, questionId: essay, response: { text: essayText } },
    });
    const response = await context.app.inject({ url: `/api/test/score-exam/${examId}`, headers: user.auth });
    expect(response.statusCode).toBe(409);
    expect(response.json().data.code).toBe('error.examNotFinished');
    expect(await credits(user)).toBe(1);
    await finish(user, examId);
    expect(
      (await context.app.inject({ url: `/api/test/score-exam/${examId}`, headers: user.auth })).statusCode,
    ).toBe(200);
    expect(await credits(user)).toBe(0);
  });

  it('does not find another user’s session', async () => {
    const owner = await buildUser(context);
    const stranger = await buildUser(context);
    const examId = await sessionWithEssay(owner);
    expect(
      (await context.app.inject({ url: `/api/test/score-exam/${examId}`, headers: stranger.auth }))
        .statusCode,
    ).toBe(404);
    expect((await context.app.inject({ url: `/api/test/score-exam/${examId}` })).statusCode).toBe(401);
  });
});

describe('scoring a spoken answer', () => {
  it('decodes the uploaded FLAC and scores content, fluency and pronunciation with a word timeline', async () => {
    const user = await buildUser(context);
    await insertLedgerEntries(context.deps.db, [
      { userId: user.id, resource: 'ai_scoring', amount: 1, source: 'test', sourceId: 'g' },
    ]);
    const recording = synthesiseFlac(readText);
    const audioKey = await uploadRecording(context, user, recording.bytes);
    const examId = (
      await context.app.inject({
        method: 'POST',
        url: '/api/start-exam',
        headers: user.auth,
        payload: { questionIds: [readAloud] },
      })
    ).json().data.examId as string;
    const answered = await context.app.inject({
      method: 'POST',
      url: '/api/answers',
      headers: user.auth,
      payload: { examId, questionId: readAloud, response: { audioKey } },
    });
    expect(answered.json().data).toMatchObject({ status: 'WAITING_AI', speech: null });
    await finish(user, examId);
    await context.app.inject({ url: `/api/test/score-exam/${examId}`, headers: user.auth });
    await context.drainJobs();
    const [answer] = (
      await context.app.inject({
        method: 'POST',
        url: '/api/resume-exam',
        headers: user.auth,
        payload: { examId },
      })
    ).json().data.answers;
    expect(answer).toMatchObject({ status: 'SCORED', max: 15 });
    expect(Object.keys(answer.traits).sort()).toEqual(['content', 'oralFluency', 'pronunciation']);
    expect(answer.traits.content.score).toBeGreaterThanOrEqual(4);
    expect(answer.speech.words.length).toBeGreaterThanOrEqual(10);
    const said = answer.speech.words.filter((word: { status: string }) => word.status !== 'skipped');
    expect(said.length).toBeGreaterThanOrEqual(9);
    expect(said.every((word: { start: number; end: number }) => word.end > word.start)).toBe(true);
    expect(said.at(-1).end).toBeLessThanOrEqual(recording.seconds + 0.05);
    expect(await credits(user)).toBe(0);
  }, 60_000);
});
