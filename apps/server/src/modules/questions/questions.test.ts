import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeQuestionsPerType } from '@prepwise/contracts';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildQuestion, buildUser, type BuiltUser } from '../../../test/factories.js';
import { trackQuestion } from './questions.repository.js';
import { insertLedgerEntries } from '../entitlements/entitlements.repository.js';
import { exportQuestions, importQuestions } from './question-import.service.js';
import { formatQuestionFile, parseQuestionFile } from './question-files.js';

let context: TestContext;
let learner: BuiltUser;
let other: BuiltUser;
const ids: number[] = [];

beforeAll(async () => {
  context = await createTestContext();
  learner = await buildUser(context);
  other = await buildUser(context);
  await grantFullBank(learner);
  await grantFullBank(other);
  for (let index = 0; index < 12; index += 1)
    ids.push(await buildQuestion(context, { repeated: index % 4 === 0 }));
  await buildQuestion(context, { type: 'VOCAB_ANTONYM', activated: false });
});
afterAll(async () => {
  await context.close();
});

/** The full question bank, as Pack 90 days grants it (a period in the ledger). */
async function grantFullBank(user: BuiltUser) {
  await insertLedgerEntries(context.deps.db, [
    {
      userId: user.id,
      resource: 'full_bank',
      amount: 1,
      source: 'test',
      sourceId: 'full-bank',
      validUntil: new Date(Date.now() + 86_400_000),
    },
  ]);
}

function get(url: string, user: BuiltUser = learner) {
  return context.app.inject({ url, headers: user.auth });
}

describe('GET /api/questions-by-type', () => {
  it('pages questions of a type with the total in x-total-count and no answer key', async () => {
    const first = await get('/api/questions-by-type?page=0&size=10&sort=id,asc&type=VOCAB_SYNONYM');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('12');
    const data = first.json().data as Record<string, unknown>[];
    expect(data).toHaveLength(10);
    expect(data.map((question) => question.id)).toEqual(ids.slice(0, 10));
    expect(data[0]).toMatchObject({
      type: 'VOCAB_SYNONYM',
      answerA: 'gentle',
      level: 'basic',
      bookmarked: false,
    });
    expect(data[0]).not.toHaveProperty('expectAnswer');
    expect(data[0]).not.toHaveProperty('explanation');
    const second = await get('/api/questions-by-type?page=1&size=10&sort=id,desc&type=VOCAB_SYNONYM');
    expect(second.json().data).toHaveLength(2);
    expect(second.json().data[0].id).toBe(ids[1]);
  });

  it('lists only repeated questions on the repeated route, and hides deactivated ones', async () => {
    const repeated = await get('/api/questions-repeated-by-type?type=VOCAB_SYNONYM');
    expect(repeated.headers['x-total-count']).toBe('3');
    const antonyms = await get('/api/questions-by-type?type=VOCAB_ANTONYM');
    expect(antonyms.headers['x-total-count']).toBe('0');
  });

  it.each([
    ['type=NOT_A_TYPE', 'type'],
    ['type=VOCAB_SYNONYM&size=7', 'size'],
    ['type=VOCAB_SYNONYM&sort=password,asc', 'sort'],
    ['type=VOCAB_SYNONYM&page=-1', 'page'],
    ['', 'type'],
  ])('rejects ?%s', async (query, field) => {
    const response = await get(`/api/questions-by-type?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields.map((entry: { field: string }) => entry.field)).toContain(field);
  });

  it('needs sign-in', async () => {
    expect((await context.app.inject({ url: '/api/questions-by-type?type=VOCAB_SYNONYM' })).statusCode).toBe(
      401,
    );
  });
});

describe('the full question bank', () => {
  it('lists only the first questions of a type to a learner without it, with the full size in a header', async () => {
    const free = await buildUser(context);
    const page = await get('/api/questions-by-type?page=0&size=25&sort=id,asc&type=VOCAB_SYNONYM', free);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe(String(freeQuestionsPerType));
    expect(page.headers['x-full-total-count']).toBe('12');
    expect(page.json().data.map((question: { id: number }) => question.id)).toEqual(
      ids.slice(0, freeQuestionsPerType),
    );
    const repeated = await get(
      '/api/questions-repeated-by-type?page=0&size=25&sort=id,asc&type=VOCAB_SYNONYM',
      free,
    );
    expect(repeated.json().data.map((question: { id: number }) => question.id)).toEqual([ids[0], ids[4]]);
    expect(repeated.headers['x-full-total-count']).toBe('3');
  });

  it('refuses to open or practise a locked question with 403 and the catalogue message', async () => {
    const free = await buildUser(context);
    const locked = ids[freeQuestionsPerType] ?? 0;
    const opened = await get(`/api/questions/${locked}`, free);
    expect(opened.statusCode).toBe(403);
    expect(opened.json().data.code).toBe('error.fullBankOnly');
    expect(opened.json().message).toMatch(/marketplace/);
    expect((await get(`/api/questions/${ids[0]}`, free)).statusCode).toBe(200);
    const started = await context.app.inject({
      method: 'POST',
      url: '/api/start-exam',
      headers: free.auth,
      payload: { questionIds: [ids[0], locked] },
    });
    expect(started.statusCode).toBe(403);
    const byType = await context.app.inject({
      method: 'POST',
      url: '/api/start-exam',
      headers: free.auth,
      payload: { questionType: 'VOCAB_SYNONYM' },
    });
    expect(byType.json().data.questionIds).toEqual(ids.slice(0, freeQuestionsPerType));
    expect((await get(`/api/questions/${locked}`)).statusCode).toBe(200);
  });
});

describe('bookmarks', () => {
  it('adds, lists and removes one’s own bookmarks', async () => {
    const questionId = ids[2] ?? 0;
    const added = await context.app.inject({
      method: 'POST',
      url: `/api/bookmark/${questionId}`,
      headers: learner.auth,
    });
    expect(added.statusCode).toBe(200);
    const list = await get(`/api/bookmark/bookmark-list/${learner.id}`);
    expect(list.json().data.map((question: { id: number }) => question.id)).toEqual([questionId]);
    const page = await get('/api/questions-by-type?type=VOCAB_SYNONYM');
    expect(page.json().data.find((question: { id: number }) => question.id === questionId).bookmarked).toBe(
      true,
    );
    expect((await get(`/api/bookmark/bookmark-list/${learner.id}`, other)).statusCode).toBe(404);
    await context.app.inject({ method: 'DELETE', url: `/api/bookmark/${questionId}`, headers: learner.auth });
    expect((await get(`/api/bookmark/bookmark-list/${learner.id}`)).json().data).toEqual([]);
  });

  it('does not bookmark a question that does not exist', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/bookmark/999999',
      headers: learner.auth,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('question bank and progress', () => {
  it('tells a learner without the full bank how many of a type they may open (the free part)', async () => {
    const free = await buildUser(context);
    const bank = (await get('/api/question-bank', free)).json().data;
    const synonyms = bank.find((entry: { type: string }) => entry.type === 'VOCAB_SYNONYM');
    expect(synonyms).toMatchObject({ total: 12, openTotal: freeQuestionsPerType });
  });

  it('reports per type what is left and clears one’s own progress', async () => {
    for (const questionId of ids.slice(0, 3)) {
      await trackQuestion(
        context.deps.db,
        { userId: learner.id, questionId, examGroup: 'QUESTION_BANK', questionType: 'VOCAB_SYNONYM' },
        new Date(),
      );
    }
    const bank = (await get('/api/question-bank')).json().data;
    const synonyms = bank.find((entry: { type: string }) => entry.type === 'VOCAB_SYNONYM');
    expect(synonyms).toMatchObject({ name: 'Synonyms', total: 12, numberTested: 3, remainAttemps: 9 });
    expect(synonyms.questionIds).toBe(ids.slice(3).join(','));
    const othersBank = (await get('/api/question-bank', other)).json().data;
    expect(othersBank.find((entry: { type: string }) => entry.type === 'VOCAB_SYNONYM').numberTested).toBe(0);
    expect(synonyms.openTotal).toBe(12);

    const refused = await context.app.inject({
      method: 'POST',
      url: '/api/track_question/clear',
      headers: learner.auth,
      payload: { examGroup: 'QUESTION_BANK', questionType: 'VOCAB_SYNONYM', email: other.email },
    });
    expect(refused.statusCode).toBe(404);
    const cleared = await context.app.inject({
      method: 'POST',
      url: '/api/track_question/clear',
      headers: learner.auth,
      payload: { examGroup: 'QUESTION_BANK', questionType: 'VOCAB_SYNONYM', email: learner.email },
    });
    expect(cleared.json().data).toEqual({ cleared: 3 });
  });
});

describe('content import and export', () => {
  it('imports nothing from a file with a bad row and names each problem by line and field', async () => {
    const text = [
      JSON.stringify({
        id: 5001,
        type: 'VOCAB_SYNONYM',
        text: 'x',
        answerA: 'a',
        answerB: 'b',
        answerC: 'c',
        answerD: 'd',
        expectAnswer: 'B',
      }),
      JSON.stringify({
        id: 5002,
        type: 'VOCAB_SYNONYM',
        text: 'y',
        answerA: 'a',
        answerB: 'b',
        answerC: 'c',
        expectAnswer: 'E',
      }),
      'not json',
      JSON.stringify({
        id: 5003,
        type: 'READING_FIB_R_W',
        text: 'One @Blank@ two @Blank@.',
        expectAnswer: 'a,b',
      }),
    ].join('\n');
    const result = await importQuestions(context.deps.db, parseQuestionFile('bad.jsonl', text));
    expect(result.imported).toBe(0);
    expect(result.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 2, field: 'answerD' }),
        expect.objectContaining({ line: 2, field: 'expectAnswer' }),
        expect.objectContaining({ line: 3 }),
        expect.objectContaining({ line: 4, field: 'text' }),
      ]),
    );
    expect((await get('/api/questions/5001')).statusCode).toBe(404);
  });

  it('normalises stray spaces in expectAnswer and round-trips through CSV and JSON', async () => {
    const fib = {
      id: 6001,
      type: 'READING_FIB_R_W',
      text: 'Bees @Blank@ flowers, @Blank@ pollen and @Blank@ it @Blank@ to the hive.',
      answerA: 'visit/visits/visited',
      answerB: 'collect/collecting/collected',
      answerC: 'carry/carries/carried',
      answerD: 'back/front/up',
      expectAnswer: ' visit , collect,carry ,back ',
    };
    expect((await importQuestions(context.deps.db, [{ line: 1, value: fib }])).imported).toBe(1);
    const exported = (await exportQuestions(context.deps.db)).find((item) => item.id === 6001);
    expect(exported?.expectAnswer).toBe('visit,collect,carry,back');
    const csv = formatQuestionFile(exported ? [exported] : [], 'csv');
    const back = parseQuestionFile('bank.csv', csv);
    expect(back[0]?.value).toMatchObject({
      id: 6001,
      expectAnswer: 'visit,collect,carry,back',
      groups: ['QUESTION_BANK'],
    });
    expect((await importQuestions(context.deps.db, back)).imported).toBe(1);
  });
});

describe('GET /api/exams/{id}', () => {
  it('returns an exam’s questions in display order without their keys', async () => {
    const second = await buildQuestion(context, { examId: 77, orderDisplay: 2 });
    const first = await buildQuestion(context, { examId: 77, orderDisplay: 1, type: 'VOCAB_ANTONYM' });
    await buildQuestion(context, { examId: 77, orderDisplay: 0, activated: false });
    const response = await get('/api/exams/77');
    expect(response.statusCode).toBe(200);
    const exam = response.json().data;
    expect(exam).toMatchObject({ id: 77, name: 'Exam 77', group: null });
    expect(exam.questions.map((question: { id: number }) => question.id)).toEqual([first, second]);
    expect(exam.questions[0]).not.toHaveProperty('expectAnswer');
    expect((await get('/api/exams')).json().data).toEqual([
      { id: 77, name: 'Exam 77', group: null, total: 2 },
    ]);
    expect((await get('/api/exams/78')).statusCode).toBe(404);
    expect((await get('/api/exams/abc')).statusCode).toBe(400);
    expect((await context.app.inject({ url: '/api/exams/77' })).statusCode).toBe(401);
  });
});
