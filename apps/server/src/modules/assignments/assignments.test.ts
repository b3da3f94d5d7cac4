import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildQuestion, buildUser, type BuiltUser } from '../../../test/factories.js';
import { signAccessToken } from '../../lib/tokens.js';

const hour = 3_600_000;
/** 09:00 in Ho Chi Minh City on a school day. */
const start = new Date('2026-10-05T02:00:00Z');

let context: TestContext;
let teacher: BuiltUser;
let assistant: BuiltUser;
let onTime: BuiltUser;
let late: BuiltUser;
let outsider: BuiltUser;
let classId: string;
let joinCode: string;
let questions: number[];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call(user: BuiltUser, method: Method, url: string, payload?: unknown) {
  const response = await context.app.inject({
    method,
    url,
    headers: user.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return {
    status: response.statusCode,
    body: isJson ? response.json() : undefined,
    headers: response.headers,
    raw: response.rawPayload,
  };
}

/** Moves the app's clock; every account's token is signed again at the new time. */
async function moveClockTo(now: Date) {
  context.setNow(now);
  for (const user of [teacher, assistant, onTime, late, outsider]) {
    const token = await signAccessToken(context.config.appSecret, user.id, 3600, now);
    user.auth = { authorization: `Bearer ${token}` };
  }
}

beforeAll(async () => {
  context = await createTestContext();
  context.setNow(start);
  teacher = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_TEACHER'], fullName: 'Cô Lan' });
  assistant = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_TEACHER'], fullName: 'Thầy Minh' });
  onTime = await buildUser(context, { fullName: 'An' });
  late = await buildUser(context, { fullName: '=HYPERLINK("http://evil.example","Bình")' });
  outsider = await buildUser(context, { fullName: 'Chi' });
  await moveClockTo(start);
  questions = [];
  for (const [answerA, expectAnswer] of [
    ['big', 'A'],
    ['large', 'B'],
    ['tiny', 'C'],
  ] as const)
    questions.push(
      await buildQuestion(context, {
        type: 'VOCAB_SYNONYM',
        text: `The house is <u>huge</u> (${answerA}).`,
        answerA,
        answerB: 'small',
        answerC: 'narrow',
        answerD: 'old',
        expectAnswer,
      }),
    );
  const created = await call(teacher, 'POST', '/api/classes', { name: '12A1', examFamily: 'THPT' });
  classId = created.body.data.id;
  joinCode = created.body.data.joinCode;
  await call(teacher, 'PUT', `/api/classes/${classId}/teachers`, {
    email: assistant.email,
    rights: ['grade'],
  });
  for (const learner of [onTime, late])
    await call(learner, 'POST', '/api/classes/join', { code: joinCode, sharePractice: false });
});
afterAll(async () => {
  await context.close();
});

const tomorrow = () => new Date(context.deps.now().getTime() + 24 * hour).toISOString();

async function newAssignment(payload: Record<string, unknown> = {}) {
  const created = await call(teacher, 'POST', `/api/classes/${classId}/assignments`, {
    title: 'Synonyms, week 1',
    work: { kind: 'PRACTICE_CHOSEN', questionIds: questions },
    dueAt: tomorrow(),
    ...payload,
  });
  expect(created.status).toBe(200);
  return created.body.data as { id: string };
}

/** Starts the learner's attempt, answers each question with `letters`, and hands it in. */
async function doPractice(learner: BuiltUser, assignmentId: string, letters: string[]) {
  const started = await call(learner, 'POST', `/api/classes/assignments/${assignmentId}/start`);
  expect(started.status).toBe(200);
  expect(started.body.data.kind).toBe('practice');
  const examId = started.body.data.id as string;
  for (const [index, questionId] of questions.entries()) {
    const answered = await call(learner, 'POST', '/api/answers', {
      examId,
      questionId,
      response: { selected: [letters[index] ?? 'D'] },
    });
    expect(answered.status).toBe(200);
  }
  expect((await call(learner, 'POST', '/api/finish-exam', { examId })).status).toBe(200);
  return examId;
}

describe('assignments: a teacher gives work, learners hand it in', () => {
  it('refuses bad work in the envelope: a due date in the past, questions the bank lacks, strangers, no right', async () => {
    const past = await call(teacher, 'POST', `/api/classes/${classId}/assignments`, {
      title: 'Late',
      work: { kind: 'PRACTICE_CHOSEN', questionIds: questions },
      dueAt: new Date(start.getTime() - hour).toISOString(),
    });
    expect(past.body.data.code).toBe('error.dueDateInPast');
    const missing = await call(teacher, 'POST', `/api/classes/${classId}/assignments`, {
      title: 'Gone',
      work: { kind: 'PRACTICE_CHOSEN', questionIds: [...questions, 999_999] },
      dueAt: tomorrow(),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.data.code).toBe('error.assignmentQuestionsMissing');
    expect(missing.body.message).toContain('999999');
    const stranger = await call(teacher, 'POST', `/api/classes/${classId}/assignments`, {
      title: 'Some',
      work: { kind: 'PRACTICE_CHOSEN', questionIds: questions },
      dueAt: tomorrow(),
      learnerIds: [outsider.id],
    });
    expect(stranger.body.data.code).toBe('error.validation');
    const noRight = await call(assistant, 'POST', `/api/classes/${classId}/assignments`, {
      title: 'Mine',
      work: { kind: 'PRACTICE_CHOSEN', questionIds: questions },
      dueAt: tomorrow(),
    });
    expect(noRight.body.data.code).toBe('error.classRightMissing');
    const tooMany = await call(teacher, 'POST', `/api/classes/${classId}/assignments`, {
      title: 'Draw',
      work: { kind: 'PRACTICE_DRAWN', types: ['VOCAB_SYNONYM'], count: 20, perLearner: false },
      dueAt: tomorrow(),
    });
    expect(tooMany.body.data.code).toBe('error.assignmentQuestionsMissing');
  });

  it('on time, late and missed; the gradebook, submissions and item analysis show who did what', async () => {
    await moveClockTo(start);
    const lateAllowed = await newAssignment();
    const closed = await newAssignment({ title: 'Closed at the bell', lateAllowed: false });
    const mine = await call(onTime, 'GET', '/api/classes/assignments/mine?filter=open');
    const ids = mine.body.data.map((row: { id: string }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([lateAllowed.id, closed.id]));
    const row = mine.body.data.find((candidate: { id: string }) => candidate.id === lateAllowed.id);
    expect(row).toMatchObject({
      status: 'NOT_STARTED',
      canStart: true,
      className: '12A1',
      attemptsAllowed: 1,
    });

    await moveClockTo(new Date(start.getTime() + 2 * hour));
    const classesOf = async (learner: BuiltUser) =>
      (await call(learner, 'GET', '/api/classes/mine?size=100')).body.data.find(
        (klass: { id: string }) => klass.id === classId,
      );
    expect(await classesOf(onTime)).toMatchObject({ openAssignments: 2 });
    await doPractice(onTime, lateAllowed.id, ['A', 'C', 'C']);
    // Handed in is no longer to do.
    expect(await classesOf(onTime)).toMatchObject({ openAssignments: 1 });
    expect(await classesOf(late)).toMatchObject({ openAssignments: 2 });
    await moveClockTo(new Date(start.getTime() + 30 * hour));
    await doPractice(late, lateAllowed.id, ['B', 'B', 'B']);
    const missed = await call(late, 'POST', `/api/classes/assignments/${closed.id}/start`);
    expect(missed.body.data.code).toBe('error.assignmentClosed');
    const again = await call(onTime, 'POST', `/api/classes/assignments/${lateAllowed.id}/start`);
    expect(again.body.data.code).toBe('error.noAttemptsLeft');

    // A class's "to do" count is what the learner's open list holds for it.
    const toDo = async (learner: BuiltUser) => {
      const classes = (await call(learner, 'GET', '/api/classes/mine?size=100')).body.data;
      const open = await call(learner, 'GET', `/api/classes/assignments/mine?filter=open&classId=${classId}`);
      const count = classes.find((klass: { id: string }) => klass.id === classId).openAssignments;
      expect(count).toBe(Number(open.headers['x-total-count']));
      return count;
    };
    expect(await toDo(onTime)).toBe(0);
    expect(await toDo(late)).toBe(0);

    const status = async (learner: BuiltUser, assignmentId: string) =>
      (await call(learner, 'GET', '/api/classes/assignments/mine?size=100')).body.data.find(
        (candidate: { id: string }) => candidate.id === assignmentId,
      );
    expect(await status(onTime, lateAllowed.id)).toMatchObject({
      status: 'SUBMITTED',
      result: { score: 2, max: 3 },
    });
    expect(await status(late, lateAllowed.id)).toMatchObject({
      status: 'LATE',
      result: { score: 1, max: 3 },
    });
    expect(await status(late, closed.id)).toMatchObject({ status: 'MISSED', canStart: false });

    const gradebook = await call(assistant, 'GET', `/api/teacher/classes/${classId}/gradebook?size=10`);
    expect(gradebook.headers['x-total-count']).toBe('2');
    const cellOf = (name: string, assignmentId: string) =>
      gradebook.body.data
        .find((learner: { fullName: string }) => learner.fullName === name)
        .cells.find((cell: { assignmentId: string }) => cell.assignmentId === assignmentId);
    expect(cellOf('An', lateAllowed.id)).toMatchObject({ status: 'SUBMITTED', result: { score: 2, max: 3 } });
    expect(cellOf('An', lateAllowed.id).secondsSpent).toBeGreaterThanOrEqual(0);
    expect(cellOf('=HYPERLINK("http://evil.example","Bình")', closed.id).status).toBe('MISSED');

    const submissions = await call(teacher, 'GET', `/api/teacher/assignments/${lateAllowed.id}/submissions`);
    expect(submissions.headers['x-total-count']).toBe('2');
    expect(submissions.body.data.map((line: { status: string }) => line.status).sort()).toEqual([
      'LATE',
      'SUBMITTED',
    ]);

    // The class's list counts its own learners and who handed in, whatever other classes hold.
    const other = await call(assistant, 'POST', '/api/classes', { name: '12A2', examFamily: 'THPT' });
    await call(outsider, 'POST', '/api/classes/join', { code: other.body.data.joinCode, sharePractice: false });
    const listed = (await call(teacher, 'GET', `/api/classes/${classId}/assignments?size=100`)).body.data;
    const countsOf = (assignmentId: string) =>
      listed.find((candidate: { id: string }) => candidate.id === assignmentId);
    expect(countsOf(lateAllowed.id)).toMatchObject({ learnerCount: 2, submittedCount: 2 });
    expect(countsOf(closed.id)).toMatchObject({ learnerCount: 2, submittedCount: 0 });

    const items = await call(teacher, 'GET', `/api/teacher/assignments/${lateAllowed.id}/items`);
    expect(items.headers['x-total-count']).toBe('3');
    const byQuestion = new Map(
      items.body.data.map((item: { questionId: number }) => [item.questionId, item]),
    );
    expect(byQuestion.get(questions[0] as number)).toMatchObject({ answered: 2, right: 1, shareRight: 0.5 });
    expect(byQuestion.get(questions[2] as number)).toMatchObject({
      right: 1,
      commonWrong: { choice: 'B', count: 1 },
    });
    expect(items.body.data[0].shareRight).toBeLessThanOrEqual(items.body.data[2].shareRight);
  });

  it('exports the gradebook as CSV and XLSX with formula cells neutralised', async () => {
    const csv = await call(teacher, 'GET', `/api/teacher/classes/${classId}/gradebook/export?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('gradebook-12a1.csv');
    const text = csv.raw.toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Bình"")"`);
    expect(text).toContain('submitted,2/3');
    const xlsx = await call(teacher, 'GET', `/api/teacher/classes/${classId}/gradebook/export?format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.raw as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const names = sheet?.getColumn(1).values.slice(2);
    expect(names).toEqual(expect.arrayContaining(['An', `'=HYPERLINK("http://evil.example","Bình")`]));
    const results = await call(
      teacher,
      'GET',
      `/api/teacher/assignments/${(await newAssignment()).id}/export?format=xlsx`,
    );
    expect(results.headers['content-type']).toContain('spreadsheetml');
  });

  it('keeps a class’s work from everyone else: another learner, a teacher without a right, a learner on teacher routes', async () => {
    const assignment = await newAssignment();
    expect((await call(outsider, 'POST', `/api/classes/assignments/${assignment.id}/start`)).status).toBe(
      404,
    );
    const outsiderList = await call(outsider, 'GET', '/api/classes/assignments/mine');
    expect(outsiderList.body.data).toEqual([]);
    const otherTeacher = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_TEACHER'] });
    otherTeacher.auth = {
      authorization: `Bearer ${await signAccessToken(context.config.appSecret, otherTeacher.id, 3600, context.deps.now())}`,
    };
    for (const url of [
      `/api/teacher/classes/${classId}/gradebook`,
      `/api/teacher/assignments/${assignment.id}/submissions`,
      `/api/teacher/assignments/${assignment.id}/items`,
      `/api/teacher/assignments/${assignment.id}/answers`,
      `/api/teacher/classes/${classId}/agreement`,
      `/api/classes/${classId}/assignments`,
    ]) {
      const response = await call(otherTeacher, 'GET', url);
      expect([url, response.status, response.body.data.code]).toEqual([url, 403, 'error.classForbidden']);
      expect((await call(onTime, 'GET', url)).status).toBe(403);
    }
  });

  it('gives work to some learners only, and draws questions for each learner on their own', async () => {
    await moveClockTo(start);
    const some = await call(teacher, 'POST', `/api/classes/${classId}/assignments`, {
      title: 'Only An',
      work: { kind: 'PRACTICE_DRAWN', types: ['VOCAB_SYNONYM'], count: 2, perLearner: true },
      dueAt: tomorrow(),
      learnerIds: [onTime.id],
    });
    expect(some.body.data).toMatchObject({
      learnerCount: 1,
      work: { kind: 'PRACTICE_DRAWN', questionCount: 2 },
    });
    expect((await call(late, 'POST', `/api/classes/assignments/${some.body.data.id}/start`)).status).toBe(
      404,
    );
    const started = await call(onTime, 'POST', `/api/classes/assignments/${some.body.data.id}/start`);
    const resumed = await call(onTime, 'POST', `/api/classes/assignments/${some.body.data.id}/start`);
    expect(resumed.body.data).toEqual(started.body.data);
    const session = await call(onTime, 'GET', `/answer/exam-history/${started.body.data.id}`);
    expect(session.body.data.questionIds).toHaveLength(2);
  });

  it('reminds learners by e-mail the day before the due date, once', async () => {
    await moveClockTo(start);
    await newAssignment({
      title: 'Reminder test',
      dueAt: new Date(start.getTime() + 20 * hour).toISOString(),
    });
    const before = context.readOutbox().length;
    await context.deps.jobs.send('assignment.remind', {});
    await context.drainJobs();
    await context.deps.jobs.send('assignment.remind', {}, { singletonKey: 'again' });
    await context.drainJobs();
    const mails = context
      .readOutbox()
      .slice(before)
      .filter((mail) => mail.includes('Reminder test'));
    expect(mails.length).toBe(2);
    expect(mails.some((mail) => mail.includes(onTime.email))).toBe(true);
  });
});
