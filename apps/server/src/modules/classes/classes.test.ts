import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, linkFrom, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';

let context: TestContext;
let teacher: BuiltUser;
let otherTeacher: BuiltUser;
let admin: BuiltUser;
let learner: BuiltUser;
let stranger: BuiltUser;

beforeAll(async () => {
  context = await createTestContext();
  teacher = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_TEACHER'], fullName: 'Cô Lan' });
  otherTeacher = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_TEACHER'], fullName: 'Thầy Minh' });
  admin = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
  learner = await buildUser(context, { fullName: 'Nguyễn An' });
  stranger = await buildUser(context);
});
afterAll(async () => {
  await context.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call(user: BuiltUser | null, method: Method, url: string, payload?: unknown) {
  const response = await context.app.inject({
    method,
    url,
    headers: user ? user.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function newClass(owner = teacher, name = '12A1 THPT') {
  const created = await call(owner, 'POST', '/api/classes', {
    name,
    examFamily: 'THPT',
    targetDate: '2027-06-25',
  });
  expect(created.status).toBe(200);
  return created.body.data as { id: string; joinCode: string };
}

describe('classes: a teacher creates and runs a class', () => {
  it('refuses learners (403) and anonymous callers (401) on teacher routes', async () => {
    expect((await call(learner, 'POST', '/api/classes', { name: 'x', examFamily: 'PTE' })).status).toBe(403);
    expect((await call(null, 'GET', '/api/classes')).status).toBe(401);
  });

  it('creates a class the teacher owns with every right and a join code, lists it paged', async () => {
    const klass = await newClass(teacher, 'Lớp 12A2');
    expect(klass.joinCode).toMatch(/^[A-Z2-9]{8}$/);
    const detail = (await call(teacher, 'GET', `/api/classes/${klass.id}`)).body.data;
    expect(detail).toMatchObject({
      name: 'Lớp 12A2',
      examFamily: 'THPT',
      isOwner: true,
      ownerName: 'Cô Lan',
    });
    expect(detail.rights).toEqual(['assign', 'grade', 'manage']);
    expect(detail.teachers).toHaveLength(1);
    const listed = await call(teacher, 'GET', '/api/classes?page=0&size=10');
    expect(listed.headers['x-total-count']).toBe(String(listed.body.data.length));
    expect(listed.body.data.map((row: { id: string }) => row.id)).toContain(klass.id);
  });

  it('validates input in the envelope: an empty name, a wrong family, a malformed date', async () => {
    const bad = await call(teacher, 'POST', '/api/classes', {
      name: ' ',
      examFamily: 'IELTS',
      targetDate: '25/06/2027',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.code).toBe('error.validation');
    expect(bad.body.data.fields.map((field: { field: string }) => field.field).sort()).toEqual([
      'examFamily',
      'name',
      'targetDate',
    ]);
  });

  it('answers 403 alike for a class without rights and one that does not exist; an admin sees every class', async () => {
    const klass = await newClass();
    const theirs = await call(otherTeacher, 'GET', `/api/classes/${klass.id}`);
    const missing = await call(otherTeacher, 'GET', '/api/classes/00000000-0000-4000-8000-000000000000');
    expect(theirs.status).toBe(403);
    expect(missing.status).toBe(403);
    expect(theirs.body).toEqual(missing.body);
    expect(theirs.body.data.code).toBe('error.classForbidden');
    expect((await call(admin, 'GET', `/api/classes/${klass.id}`)).status).toBe(200);
    const all = await call(admin, 'GET', '/api/classes?size=100');
    expect(all.body.data.map((row: { id: string }) => row.id)).toContain(klass.id);
  });

  it('shares a class with another teacher with some rights; only the owner shares, renames and archives', async () => {
    const klass = await newClass();
    const notTeacher = await call(teacher, 'PUT', `/api/classes/${klass.id}/teachers`, {
      email: learner.email,
      rights: ['grade'],
    });
    expect(notTeacher.body.data.code).toBe('error.notATeacher');
    const shared = await call(teacher, 'PUT', `/api/classes/${klass.id}/teachers`, {
      email: otherTeacher.email,
      rights: ['grade'],
    });
    expect(shared.status).toBe(200);
    const seen = await call(otherTeacher, 'GET', `/api/classes/${klass.id}`);
    expect(seen.body.data).toMatchObject({ isOwner: false, rights: ['grade'], joinCode: null });
    expect(
      (await call(otherTeacher, 'PATCH', `/api/classes/${klass.id}`, { name: 'Mine now' })).body.data.code,
    ).toBe('error.classOwnerOnly');
    expect((await call(otherTeacher, 'POST', `/api/classes/${klass.id}/join-code`)).body.data.code).toBe(
      'error.classRightMissing',
    );
    const renamed = await call(teacher, 'PATCH', `/api/classes/${klass.id}`, { name: '12A1 (sáng)' });
    expect(renamed.body.data.name).toBe('12A1 (sáng)');
    const unshared = await call(teacher, 'DELETE', `/api/classes/${klass.id}/teachers/${otherTeacher.id}`);
    expect(unshared.body.data.teachers).toHaveLength(1);
    expect((await call(otherTeacher, 'GET', `/api/classes/${klass.id}`)).status).toBe(403);
  });
});

describe('classes: learners join with a code, consent, leave', () => {
  it('previews and joins with a code typed in any case, with the consent answer; joining again changes only that', async () => {
    const klass = await newClass();
    const preview = await call(learner, 'GET', `/api/classes/join/${klass.joinCode.toLowerCase()}`);
    expect(preview.body.data).toMatchObject({ name: '12A1 THPT', teacherName: 'Cô Lan', isMember: false });
    const joined = await call(learner, 'POST', '/api/classes/join', {
      code: klass.joinCode,
      sharePractice: false,
    });
    expect(joined.status).toBe(200);
    expect(joined.body.data).toMatchObject({ id: klass.id, sharesPractice: false, teacherName: 'Cô Lan' });
    const again = await call(learner, 'POST', '/api/classes/join', {
      code: klass.joinCode,
      sharePractice: true,
    });
    expect(again.body.data.sharesPractice).toBe(true);
    const roster = await call(teacher, 'GET', `/api/classes/${klass.id}/learners?size=10`);
    expect(roster.headers['x-total-count']).toBe('1');
    expect(roster.body.data[0]).toMatchObject({ fullName: 'Nguyễn An', sharesPractice: true });
    const mine = await call(learner, 'GET', '/api/classes/mine');
    expect(mine.body.data.map((row: { id: string }) => row.id)).toContain(klass.id);
  });

  it('refuses a wrong code (404) and an archived class (409), in the envelope', async () => {
    const wrong = await call(learner, 'POST', '/api/classes/join', {
      code: 'ZZZZZZZZ',
      sharePractice: false,
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.data.code).toBe('error.joinCodeInvalid');
    const malformed = await call(learner, 'GET', '/api/classes/join/abc');
    expect(malformed.status).toBe(400);
    const klass = await newClass();
    await call(teacher, 'PATCH', `/api/classes/${klass.id}`, { archived: true });
    const archived = await call(learner, 'POST', '/api/classes/join', {
      code: klass.joinCode,
      sharePractice: false,
    });
    expect(archived.status).toBe(409);
    expect(archived.body.data.code).toBe('error.classArchived');
  });

  it('a new join code stops the old one; a teacher removes a learner; a learner leaves', async () => {
    const klass = await newClass();
    await call(learner, 'POST', '/api/classes/join', { code: klass.joinCode, sharePractice: false });
    await call(stranger, 'POST', '/api/classes/join', { code: klass.joinCode, sharePractice: false });
    const renewed = (await call(teacher, 'POST', `/api/classes/${klass.id}/join-code`)).body.data;
    expect(renewed.joinCode).not.toBe(klass.joinCode);
    expect((await call(learner, 'GET', `/api/classes/join/${klass.joinCode}`)).status).toBe(404);
    expect((await call(teacher, 'DELETE', `/api/classes/${klass.id}/learners/${stranger.id}`)).status).toBe(
      200,
    );
    expect((await call(learner, 'POST', `/api/classes/${klass.id}/leave`)).status).toBe(200);
    expect((await call(learner, 'POST', `/api/classes/${klass.id}/leave`)).status).toBe(404);
    const roster = await call(teacher, 'GET', `/api/classes/${klass.id}/learners`);
    expect(roster.headers['x-total-count']).toBe('0');
  });

  it('a learner cannot read a class or its roster through the teacher routes', async () => {
    const klass = await newClass();
    await call(learner, 'POST', '/api/classes/join', { code: klass.joinCode, sharePractice: true });
    expect((await call(learner, 'GET', `/api/classes/${klass.id}`)).status).toBe(403);
    expect((await call(learner, 'GET', `/api/classes/${klass.id}/learners`)).status).toBe(403);
    expect(
      (await call(stranger, 'PUT', `/api/classes/${klass.id}/consent`, { sharePractice: true })).status,
    ).toBe(404);
  });
});

describe('classes: roster import', () => {
  const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

  it('refuses a file with bad rows, all or nothing, naming line and field', async () => {
    const klass = await newClass();
    const csv = `email,name\n${learner.email},An\nnot-an-email,Binh\n,Chi\nfriend@example.com,\n${learner.email},An again\n`;
    const result = await call(teacher, 'POST', `/api/classes/${klass.id}/roster`, {
      fileName: 'roster.csv',
      data: base64(csv),
    });
    expect(result.status).toBe(200);
    expect(result.body.data.added).toBe(0);
    expect(result.body.data.problems).toEqual([
      { line: 3, field: 'email', message: '"not-an-email" is not an e-mail address.' },
      { line: 4, field: 'email', message: 'The e-mail is missing.' },
      { line: 5, field: 'name', message: 'The name is missing.' },
      { line: 6, field: 'email', message: `${learner.email} is already on line 2.` },
    ]);
    const roster = await call(teacher, 'GET', `/api/classes/${klass.id}/learners`);
    expect(roster.headers['x-total-count']).toBe('0');
  });

  it('adds learners with an account, invites new e-mails by mail, and the invited join on activation', async () => {
    const klass = await newClass();
    const newcomer = `newcomer-${Date.now()}@example.com`;
    const csv = `Họ và tên;Email\nNguyễn An;${learner.email.toUpperCase()}\nTrần Bình;${newcomer}\n`;
    const result = await call(teacher, 'POST', `/api/classes/${klass.id}/roster`, {
      fileName: 'lop-12a1.csv',
      data: base64(csv),
    });
    expect(result.body.data).toEqual({ added: 1, invited: 1, alreadyInClass: 0, problems: [] });
    expect((await call(teacher, 'GET', `/api/classes/${klass.id}`)).body.data.pendingInvitations).toBe(1);
    await context.drainJobs();
    const mail = context.readOutbox().find((text) => text.includes(newcomer));
    expect(mail).toContain('/platform/auth/register');

    const signup = await context.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { email: newcomer, password: 'practise-42', fullName: 'Trần Bình' },
    });
    expect(signup.json()).toMatchObject({ statusCode: 200 });
    await context.drainJobs();
    const activation = context
      .readOutbox()
      .find((text) => text.includes(newcomer) && text.includes('Subject: Activate'));
    const key =
      new URL(linkFrom(activation ?? '', '/platform/auth/activate?key=')).searchParams.get('key') ?? '';
    const activated = await context.app.inject({ method: 'GET', url: `/api/activate?key=${key}` });
    expect(activated.statusCode).toBe(200);
    const roster = await call(teacher, 'GET', `/api/classes/${klass.id}/learners?size=10`);
    expect(roster.body.data.map((row: { email: string }) => row.email).sort()).toEqual(
      [learner.email, newcomer].sort(),
    );
  });

  it('reads an XLSX roster', async () => {
    const klass = await newClass();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Lớp');
    sheet.addRow(['Full name', 'E-mail']);
    sheet.addRow(['Stranger', stranger.email]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = await call(teacher, 'POST', `/api/classes/${klass.id}/roster`, {
      fileName: 'roster.xlsx',
      data: bytes.toString('base64'),
    });
    expect(result.body.data).toMatchObject({ added: 1, invited: 0, problems: [] });
  });

  it('refuses a file that is not a roster', async () => {
    const klass = await newClass();
    const result = await call(teacher, 'POST', `/api/classes/${klass.id}/roster`, {
      fileName: 'roster.xlsx',
      data: base64('this is not a zip'),
    });
    expect(result.body.data.problems).toEqual([
      { line: 0, field: 'file', message: 'The file could not be read.' },
    ]);
    const wrongType = await call(teacher, 'POST', `/api/classes/${klass.id}/roster`, {
      fileName: 'a.pdf',
      data: 'AAAA',
    });
    expect(wrongType.status).toBe(400);
  });
});

describe('classes: credits', () => {
  it('an admin grants a class credits; its teachers read the ledger; others cannot grant', async () => {
    const klass = await newClass();
    expect(
      (await call(teacher, 'POST', `/api/admin/classes/${klass.id}/credits`, { aiScoring: 5 })).status,
    ).toBe(403);
    const granted = await call(admin, 'POST', `/api/admin/classes/${klass.id}/credits`, {
      aiScoring: 40,
      mockScore: 2,
      note: 'Class plan, term 1',
    });
    expect(granted.body.data.credits).toEqual({ aiScoring: 40, mockScore: 2 });
    const ledger = await call(teacher, 'GET', `/api/classes/${klass.id}/credits`);
    expect(ledger.headers['x-total-count']).toBe('2');
    expect(
      ledger.body.data.map((row: { resource: string; amount: number }) => [row.resource, row.amount]).sort(),
    ).toEqual([
      ['ai_scoring', 40],
      ['mock_score', 2],
    ]);
  });
});
