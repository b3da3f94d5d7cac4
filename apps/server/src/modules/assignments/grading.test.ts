import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { buildEssayQuestion, essayText } from '../../../test/essay.js';
import { buildClass, callAs, handIn, type Method } from '../../../test/classes.js';
import { seedQuestionBank } from '../../db/seed-bank.js';
import { parseCsv } from '../../../../../packages/scoring/scripts/writing-data.js';
import { exportRatedWriting } from './rated-answers.js';

let context: TestContext;
let teacher: BuiltUser;
let grader: BuiltUser;
let assigner: BuiltUser;
let admin: BuiltUser;
let learner: BuiltUser;
let classId: string;
let essay: number;

const call = (user: BuiltUser, method: Method, url: string, payload?: unknown) =>
  callAs(context, user, method, url, payload);

const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

beforeAll(async () => {
  context = await createTestContext();
  await seedQuestionBank(context.deps);
  teacher = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_TEACHER'], fullName: 'Cô Lan' });
  grader = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_TEACHER'], fullName: 'Thầy Minh' });
  assigner = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_TEACHER'], fullName: 'Cô Hoa' });
  admin = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
  learner = await buildUser(context, { fullName: 'An' });
  essay = await buildEssayQuestion(context);
  classId = await buildClass(context, teacher, [learner]);
  await call(teacher, 'PUT', `/api/classes/${classId}/teachers`, { email: grader.email, rights: ['grade'] });
  await call(teacher, 'PUT', `/api/classes/${classId}/teachers`, {
    email: assigner.email,
    rights: ['assign'],
  });
}, 120_000);
afterAll(async () => {
  await context.close();
});

/** The learner does the essay assignment and hands it in; returns the session id. */
const handInEssay = (assignmentId: string) =>
  handIn(context, learner, assignmentId, [{ questionId: essay, response: { text: essayText } }]);

async function learnerCredits() {
  return (await call(learner, 'GET', '/user/access-control')).body.data.numberAiScoring as number;
}

describe('assigned open answers: scored on the class, signed by its teacher', () => {
  it('leaves a handed-in essay waiting when the class has no credits, and the learner pays nothing', async () => {
    const before = await learnerCredits();
    const assignment = await call(teacher, 'POST', `/api/classes/${classId}/assignments`, {
      title: 'Essay without credits',
      work: { kind: 'PRACTICE_CHOSEN', questionIds: [essay] },
      dueAt: inADay(),
    });
    const examId = await handInEssay(assignment.body.data.id);
    const session = await call(learner, 'GET', `/answer/exam-history/${examId}`);
    expect(session.body.data.answers[0].status).toBe('WAITING_AI');
    expect(await learnerCredits()).toBe(before);
  });

  it('scores a handed-in essay on the class’s credits; a grader signs it by trait; the learner sees both', async () => {
    await call(admin, 'POST', `/api/admin/classes/${classId}/credits`, { aiScoring: 3 });
    const before = await learnerCredits();
    const assignment = await call(teacher, 'POST', `/api/classes/${classId}/assignments`, {
      title: 'Essay 1',
      work: { kind: 'PRACTICE_CHOSEN', questionIds: [essay] },
      dueAt: inADay(),
    });
    const assignmentId = assignment.body.data.id as string;
    const examId = await handInEssay(assignmentId);
    expect(await learnerCredits()).toBe(before);
    const detail = await call(teacher, 'GET', `/api/classes/${classId}`);
    expect(detail.body.data.credits.aiScoring).toBe(2);

    const open = await call(grader, 'GET', `/api/teacher/assignments/${assignmentId}/answers`);
    expect(open.headers['x-total-count']).toBe('1');
    expect(open.body.data[0]).toMatchObject({
      kind: 'practice',
      attemptId: examId,
      status: 'SCORED',
      review: null,
    });
    const url = `/api/teacher/answers/practice/${examId}/${essay}`;
    const answer = (await call(grader, 'GET', url)).body.data;
    expect(answer).toMatchObject({
      learnerName: 'An',
      type: 'WRITING_ESSAY',
      text: essayText,
      recordingUrl: null,
    });
    const traits = answer.ai.traits as Record<string, { score: number; max: number }>;
    expect(Object.keys(traits).length).toBeGreaterThan(2);

    const names = Object.keys(traits);
    const wrongNames = await call(grader, 'PUT', `${url}/review`, { traits: { content: 1 }, comment: 'x' });
    expect(wrongNames.body.data.code).toBe('error.reviewTraitsInvalid');
    const tooHigh = Object.fromEntries(names.map((name) => [name, (traits[name]?.max ?? 0) + 1]));
    expect((await call(grader, 'PUT', `${url}/review`, { traits: tooHigh })).body.data.code).toBe(
      'error.reviewTraitsInvalid',
    );
    expect((await call(assigner, 'PUT', `${url}/review`, { traits: {} })).body.data.code).toBe(
      'error.classRightMissing',
    );

    const changed = Object.fromEntries(
      names.map((name, index) => [name, index === 0 ? 0 : (traits[name]?.score ?? 0)]),
    );
    const signed = await call(grader, 'PUT', `${url}/review`, {
      traits: changed,
      comment: 'Dàn ý tốt, cần thêm ví dụ.',
    });
    expect(signed.status).toBe(200);
    const expected = names.reduce((sum, name) => sum + (changed[name] ?? 0), 0);
    expect(signed.body.data.review).toMatchObject({
      score: expected,
      comment: 'Dàn ý tốt, cần thêm ví dụ.',
      teacherName: 'Thầy Minh',
    });

    const seen = await call(learner, 'GET', `/answer/exam-history/${examId}`);
    const result = seen.body.data.answers[0];
    expect(result.score).toBe(answer.ai.score);
    expect(result.teacherReview).toMatchObject({ score: expected, teacherName: 'Thầy Minh' });

    const agreement = await call(teacher, 'GET', `/api/teacher/classes/${classId}/agreement`);
    expect(agreement.body.data.answers).toBe(1);
    expect(agreement.body.data.exact).toBe(expected === answer.ai.score ? 1 : 0);
    const gradebook = await call(teacher, 'GET', `/api/teacher/classes/${classId}/gradebook`);
    const cell = gradebook.body.data[0].cells.find(
      (candidate: { assignmentId: string }) => candidate.assignmentId === assignmentId,
    );
    expect(cell.result).toEqual({ score: expected, max: answer.ai.max });

    // The signed essay is rated data for `npm run scoring:fit`: ELLIPSE's layout, 1-5 scales.
    const exported = await exportRatedWriting(context.deps.db, classId);
    expect(exported.rows).toBe(1);
    const [head, line] = parseCsv(exported.csv);
    expect(head).toEqual([
      'text_id',
      'prompt',
      'full_text',
      'Overall',
      'Cohesion',
      'Syntax',
      'Vocabulary',
      'Grammar',
      'Conventions',
    ]);
    expect(line?.slice(0, 3)).toEqual([`practice:${examId}:${essay}`, `question-${essay}`, essayText.trim()]);
    expect(Number(line?.[3])).toBeCloseTo(1 + (4 * expected) / answer.ai.max, 1);
    const grammar = traits.grammar;
    if (grammar) expect(Number(line?.[7])).toBeCloseTo(1 + (4 * (changed.grammar ?? 0)) / grammar.max, 1);
    expect((await exportRatedWriting(context.deps.db, crypto.randomUUID())).rows).toBe(0);
  });

  it('an assigned mock is free for the learner, scored on the class’s scored mocks, the report shows it', async () => {
    await call(admin, 'POST', `/api/admin/classes/${classId}/credits`, { mockScore: 1 });
    const assignment = await call(teacher, 'POST', `/api/classes/${classId}/assignments`, {
      title: 'THPT mock 1',
      work: { kind: 'MOCK', mockKind: 'THPT', blueprint: 'full' },
      dueAt: inADay(),
    });
    const started = await call(learner, 'POST', `/api/classes/assignments/${assignment.body.data.id}/start`);
    expect(started.body.data.kind).toBe('mock');
    const mockId = started.body.data.id as string;
    const mocks = await call(learner, 'GET', '/api/get-mocks');
    expect(mocks.body.data.find((mock: { id: string }) => mock.id === mockId).name).toBe('THPT mock 1');
    expect((await call(learner, 'POST', '/marketplace/random-exam/retry', { examId: mockId })).status).toBe(
      409,
    );
    expect((await call(learner, 'POST', '/api/mock-test-trial/finish', { examId: mockId })).status).toBe(200);
    await context.drainJobs();
    await context.drainJobs();
    const record = await call(learner, 'GET', `/api/mock-test-trial/score/${mockId}`);
    expect(record.body.data.status).toBe('DONE');
    expect((await call(teacher, 'GET', `/api/classes/${classId}`)).body.data.credits.mockScore).toBe(0);
    const submissions = await call(
      teacher,
      'GET',
      `/api/teacher/assignments/${assignment.body.data.id}/submissions`,
    );
    expect(submissions.body.data[0]).toMatchObject({
      status: 'SUBMITTED',
      attempt: { kind: 'mock', id: mockId },
    });
    expect(submissions.body.data[0].result.max).toBe(10);
  });

  it('shows the learner’s report to the class’s teachers, their practice because they share it', async () => {
    const report = await call(grader, 'GET', `/api/teacher/classes/${classId}/learners/${learner.id}`);
    expect(report.status).toBe(200);
    expect(report.body.data).toMatchObject({ fullName: 'An', sharesPractice: true });
    expect(report.body.data.assignments.length).toBeGreaterThanOrEqual(3);
    expect(Array.isArray(report.body.data.recentPractice)).toBe(true);
    const stranger = await buildUser(context);
    expect(
      (await call(grader, 'GET', `/api/teacher/classes/${classId}/learners/${stranger.id}`)).status,
    ).toBe(404);
  });
});
