import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClassesApi, classesApi, learnerClassesApi, teacherApi } from '@prepwise/contracts';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildQuestion, buildUser, type BuiltUser } from '../../../test/factories.js';

/**
 * Every class route, as declared in the contracts, called by a learner of another class and by a
 * teacher without a right on the class: each answers 403 or 404, never the class's data, and
 * nothing changes. The routes come from the declarations, so a new one is tested here as soon
 * as it is declared (and must name a body below when it takes one).
 */
let context: TestContext;
let owner: BuiltUser;
let member: BuiltUser;
let otherTeacher: BuiltUser;
let otherLearner: BuiltUser;
let classId: string;
let joinCode: string;
let assignmentId: string;
let attemptId: string;
let questionId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call(user: BuiltUser, method: Method, url: string, payload?: unknown) {
  const response = await context.app.inject({
    method,
    url,
    headers: user.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: isJson ? response.json() : undefined };
}

beforeAll(async () => {
  context = await createTestContext();
  owner = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_TEACHER'], fullName: 'Cô Lan' });
  otherTeacher = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_TEACHER'], fullName: 'Thầy Minh' });
  member = await buildUser(context, { fullName: 'An' });
  otherLearner = await buildUser(context, { fullName: 'Bình' });
  questionId = await buildQuestion(context, {
    type: 'VOCAB_SYNONYM',
    text: 'The house is <u>huge</u>.',
    answerA: 'big',
    answerB: 'small',
    answerC: 'narrow',
    answerD: 'old',
    expectAnswer: 'A',
  });
  const created = await call(owner, 'POST', '/api/classes', { name: '12A1', examFamily: 'THPT' });
  classId = created.body.data.id;
  joinCode = created.body.data.joinCode;
  expect(
    (await call(member, 'POST', '/api/classes/join', { code: joinCode, sharePractice: true })).status,
  ).toBe(200);
  // The other teacher has a class of their own, with the other learner in it.
  const other = await call(otherTeacher, 'POST', '/api/classes', { name: '12A2', examFamily: 'THPT' });
  await call(otherLearner, 'POST', '/api/classes/join', {
    code: other.body.data.joinCode,
    sharePractice: true,
  });
  const assignment = await call(owner, 'POST', `/api/classes/${classId}/assignments`, {
    title: 'Synonyms',
    work: { kind: 'PRACTICE_CHOSEN', questionIds: [questionId] },
    dueAt: new Date(context.deps.now().getTime() + 86_400_000).toISOString(),
  });
  assignmentId = assignment.body.data.id;
  const started = await call(member, 'POST', `/api/classes/assignments/${assignmentId}/start`);
  attemptId = started.body.data.id;
});
afterAll(async () => {
  await context.close();
});

/** A valid body for each route that takes one, so the refusal is about rights, not input. */
const bodies: Record<string, () => unknown> = {
  update: () => ({ name: 'Taken over' }),
  share: () => ({ email: otherTeacher.email, rights: ['manage'] }),
  importRoster: () => ({
    fileName: 'roster.csv',
    data: Buffer.from('email,name\nnew.learner@example.com,New Learner\n').toString('base64'),
  }),
  createAssignment: () => ({
    title: 'Extra',
    work: { kind: 'PRACTICE_CHOSEN', questionIds: [questionId] },
    dueAt: new Date(context.deps.now().getTime() + 86_400_000).toISOString(),
  }),
  updateAssignment: () => ({ title: 'Renamed' }),
  review: () => ({ traits: {}, comment: 'Mine now' }),
  grantCredits: () => ({ aiScoring: 5 }),
  moveCredits: () => ({ aiScoring: 1 }),
  consent: () => ({ sharePractice: false }),
};
/** Routes not about one class: a teacher's own list, creating their own class, the question bank. */
const notClassBound = new Set([
  'list',
  'create',
  'questions',
  'questionStock',
  'wallet',
  'preview',
  'join',
  'mine',
  'assignments:mine',
]);

function urlOf(path: string): string {
  return path
    .replaceAll('{id}', classId)
    .replaceAll('{userId}', member.id)
    .replaceAll('{teacherId}', owner.id)
    .replaceAll('{assignmentId}', assignmentId)
    .replaceAll('{kind}', 'practice')
    .replaceAll('{attemptId}', attemptId)
    .replaceAll('{questionId}', String(questionId));
}

type Declared = { '~orpc': { route: { method: Method; path: string } } };
const routesOf = (part: Record<string, unknown>, prefix = '') =>
  Object.entries(part).map(([name, declared]) => ({
    name: prefix + name,
    ...(declared as Declared)['~orpc'].route,
  }));

describe('class routes refuse whoever has no right on the class, route by route', () => {
  const teacherRoutes = [
    ...routesOf(classesApi),
    ...routesOf(teacherApi),
    ...routesOf(adminClassesApi),
  ].filter((route) => !notClassBound.has(route.name));
  const learnerRoutes = routesOf(learnerClassesApi).filter(
    (route) => !notClassBound.has(route.name) && route.name !== 'assignments',
  );

  it('covers every class-bound route the contracts declare', () => {
    // 13 of a teacher's class routes, 10 of what they read and sign, the admin's credit grant.
    expect(teacherRoutes).toHaveLength(24);
    expect(learnerRoutes.map((route) => route.name).sort()).toEqual(['consent', 'leave', 'start']);
  });

  it.each([
    ['a teacher without a right on the class', () => otherTeacher],
    ['a learner of another class', () => otherLearner],
  ])('%s gets 403 or 404 on every teacher route', async (_who, actor) => {
    for (const route of teacherRoutes) {
      const body = bodies[route.name]?.();
      const response = await call(actor(), route.method, urlOf(route.path), body);
      expect([route.name, [403, 404].includes(response.status)]).toEqual([route.name, true]);
      expect(response.body?.data?.code).toMatch(/^error\./);
    }
  });

  it('a learner of another class gets 403 or 404 on the learner routes of this class', async () => {
    for (const route of learnerRoutes) {
      const response = await call(otherLearner, route.method, urlOf(route.path), bodies[route.name]?.());
      expect([route.name, [403, 404].includes(response.status)]).toEqual([route.name, true]);
    }
    const mine = await call(otherLearner, 'GET', '/api/classes/assignments/mine');
    expect(mine.body.data).toEqual([]);
  });

  it('left the class as it was: name, code, roster, teachers, work, the learner’s attempt', async () => {
    const detail = await call(owner, 'GET', `/api/classes/${classId}`);
    expect(detail.body.data).toMatchObject({ name: '12A1', joinCode });
    expect(detail.body.data.teachers).toHaveLength(1);
    const learners = await call(owner, 'GET', `/api/classes/${classId}/learners`);
    expect(learners.body.data.map((row: { userId: string }) => row.userId)).toEqual([member.id]);
    const work = await call(owner, 'GET', `/api/classes/${classId}/assignments`);
    expect(work.body.data.map((row: { title: string }) => row.title)).toEqual(['Synonyms']);
    const answer = await call(owner, 'GET', urlOf('/api/teacher/answers/{kind}/{attemptId}/{questionId}'));
    expect(answer.status).not.toBe(500);
    const list = await call(otherTeacher, 'GET', '/api/classes');
    expect(list.body.data.map((row: { id: string }) => row.id)).not.toContain(classId);
  });
});
