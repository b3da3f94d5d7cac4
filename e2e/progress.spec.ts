/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Progress, QuestionType } from '@prepwise/contracts';
import { logIn, newAccount, signUpAndLogIn } from './support/accounts.js';
import { synthesiseSpeech } from './support/speaking.js';
import { callApi } from './support/api.js';
import { newcomerInVietnamese } from './support/newcomer.js';

const day = 24 * 60 * 60;

/** Moves the server's clock (TEST_CLOCK_CONTROL): forward, or back to the real time with `reset`. */
async function moveServerClock(request: APIRequestContext, advanceSeconds: number, reset = false) {
  const response = await request.post('/api/testing/clock', { data: { advanceSeconds, reset } });
  expect(response.ok()).toBe(true);
  return new Date(((await response.json()) as { data: { now: string } }).data.now);
}

/**
 * Moves the server's clock on to the next noon of the app's day (Asia/Ho_Chi_Minh, UTC+7, no
 * daylight saving), so a journey that counts days never sees local midnight pass while it runs
 * (at 17:00 UTC a real midnight fell between the last answer and the streak check).
 */
async function moveServerClockToLocalNoon(request: APIRequestContext) {
  const now = await moveServerClock(request, 0);
  const localSeconds = (now.getTime() / 1000 + 7 * 3600) % day;
  await moveServerClock(request, Math.round((12 * 3600 - localSeconds + day) % day));
}

/** The API as the learner: a remembered session (30 days) outlives the week the clock moves. */
async function learnerApi(page: Page, email: string, password: string) {
  const login = await page.request.post('/auth/login', { data: { email, password, rememberMe: true } });
  expect(login.ok()).toBe(true);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const headers = { Authorization: `Bearer ${accessToken}` };
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> => {
    const response = await page.request.fetch(url, {
      method,
      headers,
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  return { call, headers };
}

type Api = Awaited<ReturnType<typeof learnerApi>>;

/** Answers the first question of a new session of one type (an objective type: marked at once). */
async function answerOne(api: Api, questionType: QuestionType, response: Record<string, unknown>) {
  const exam = await api.call<{ examId: string; questionIds: number[] }>('POST', '/api/start-exam', {
    examGroup: 'QUESTION_BANK',
    questionType,
  });
  const questionId = exam.questionIds[0];
  expect(questionId, `a ${questionType} question in the demo bank`).toBeDefined();
  await api.call('POST', '/api/answers', { examId: exam.examId, questionId, response });
  await api.call('POST', '/api/finish-exam', { examId: exam.examId });
}

/** Reads a question aloud (a synthesised recording uploaded as WAV) and asks for its AI score. */
async function readAloud(page: Page, api: Api, speech: Buffer): Promise<string> {
  const exam = await api.call<{ examId: string; questionIds: number[] }>('POST', '/api/start-exam', {
    examGroup: 'QUESTION_BANK',
    questionType: 'SPEAKING_READ_ALOUD',
  });
  const signed = await api.call<{ signedUrl: string; key: string }>('POST', '/api/file/signed_url', {
    type: 'answer',
    contentType: 'audio/wav',
    filename: 'read-aloud.wav',
  });
  const upload = await page.request.put(signed.signedUrl, {
    headers: { ...api.headers, 'Content-Type': 'audio/wav' },
    data: speech,
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const stored = (await upload.json().catch(() => null)) as { data?: { key?: string } } | null;
  await api.call('POST', '/api/answers', {
    examId: exam.examId,
    questionId: exam.questionIds[0],
    response: { audioKey: stored?.data?.key ?? signed.key },
  });
  await api.call('POST', '/api/finish-exam', { examId: exam.examId });
  await api.call('GET', `/api/test/score-exam/${exam.examId}`);
  return exam.examId;
}

/** Waits until the AI has scored every read-aloud (the worker runs in the server). */
async function waitForScores(api: Api, examIds: string[]) {
  for (const examId of examIds) {
    await expect
      .poll(
        async () => {
          const exam = await api.call<{ answers: { status: string }[] }>(
            'GET',
            `/answer/exam-history/${examId}`,
          );
          return exam.answers.map((answer) => answer.status).join();
        },
        { timeout: 90_000, intervals: [1000] },
      )
      .toBe('SCORED');
  }
}

test('a learner with a week of practice sees their progress chart and predicted score', async ({ page }) => {
  test.setTimeout(240_000);
  const account = newAccount('Lan Tran');
  await signUpAndLogIn(page, account);
  // Before any practice: no prediction, and the card says what is missing.
  const prediction = page.getByTestId('progress-prediction');
  await expect(prediction).toContainText('Not enough data yet');
  await expect(prediction).toContainText('Answer 20 more scored questions.');

  const api = await learnerApi(page, account.email, account.password);
  // AI scoring credits for the read-aloud answers (the demo voucher, once per learner).
  await api.call('GET', '/api/voucher/active/TRY-AI-200');
  const speech = readFileSync(synthesiseSpeech('Scientists study how bees find their way home every day.'));

  const readAlouds: string[] = [];
  try {
    // Seven days in a row: each day a reading, a listening and a dictation item; every third day
    // (and the last) a read-aloud scored by the AI.
    await moveServerClockToLocalNoon(page.request);
    for (let index = 0; index < 7; index += 1) {
      if (index > 0) await moveServerClock(page.request, day);
      await answerOne(api, 'READING_MCQ_R_SINGLE_ANSWER', { selected: ['A'] });
      await answerOne(api, 'MCQ_L_SINGLE_ANSWER', { selected: ['B'] });
      await answerOne(api, 'DICTATION', { text: 'the students discuss the results of the study' });
      if (index % 3 === 0) readAlouds.push(await readAloud(page, api, speech));
    }
    await waitForScores(api, readAlouds);
    const progress = await api.call<Progress>('GET', '/api/progress');
    expect(progress.streak).toEqual({ current: 7, practisedToday: true });
    expect(progress.prediction.status).toBe('READY');

    // The home page (a fresh login: the browser's session did not outlive the week).
    await page.goto('/platform/auth/login');
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/platform\/user\/home$/);
    const closeWelcome = page.getByRole('button', { name: 'Let’s start' });
    if (await closeWelcome.isVisible().catch(() => false)) await closeWelcome.click();

    if (progress.prediction.status !== 'READY') return;
    const { score, low, high, items } = progress.prediction;
    await expect(prediction).toContainText(String(score));
    await expect(prediction).toContainText(`${low}–${high}`);
    await expect(prediction).toContainText(
      `From your ${items} scored answers of the last 30 days, your overall score is likely between ${low} and ${high}`,
    );
    await expect(page.getByTestId('progress-streak')).toContainText('7 days');

    // The chart (drawn lazily) and its text alternative: the summary and a table of the seven days.
    const skills = page.getByTestId('progress-skills');
    await expect(skills.getByTestId('progress-line-chart').locator('svg.recharts-surface')).toBeVisible({
      timeout: 20_000,
    });
    await expect(skills).toContainText('Scores per day over the last 30 days.');
    await skills.getByText('Show the figures as a table').click();
    await expect(skills.getByRole('table').getByRole('row')).toHaveCount(8);
    const enabling = page.getByTestId('progress-enabling');
    await expect(enabling.getByTestId('progress-radar-chart').locator('svg.recharts-surface')).toBeVisible();
    await expect(enabling).toContainText(/Oral fluency \d+, Pronunciation \d+/);

    // A weekly goal, set from the card.
    await page.getByTestId('progress-streak').getByRole('button', { name: 'Set a goal' }).click();
    const goal = page.getByRole('spinbutton', { name: /Questions a week/ });
    await goal.fill('30');
    await page.getByRole('button', { name: 'Save goal' }).click();
    await expect(page.getByTestId('progress-goal')).toContainText(/of 30 questions this week|Goal reached/);
  } finally {
    // Later journeys start from the real time.
    await moveServerClock(page.request, 0, true);
  }
});

test('a THPT learner in Vietnamese on a phone sees a predicted mark out of 10 once every part has answers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newcomerInVietnamese(page, 'Gia Huy');
  await page.goto('/platform/user/home');
  // Nothing answered yet: the PTE card says what it needs, no THPT mark.
  await expect(page.getByTestId('progress-prediction')).toBeVisible();
  await expect(page.getByTestId('progress-thpt-prediction')).toHaveCount(0);

  // Four free questions of one type per part of the paper, each answered A (right or wrong).
  const types: QuestionType[] = [
    'PHONETIC_STRESS',
    'COM_COM',
    'VOCAB_SYNONYM',
    'GRAMMAR_FINISH_SENTENCE',
    'READING_FILL_IN_BLANK',
    'WRITING_COMBINE',
  ];
  for (const questionType of types) {
    const { examId, questionIds } = await callApi<{ examId: string; questionIds: number[] }>(
      page,
      'POST',
      '/api/start-exam',
      { examGroup: 'QUESTION_BANK', questionType },
    );
    for (const questionId of questionIds.slice(0, 4))
      await callApi(page, 'POST', '/api/answers', { examId, questionId, response: { selected: ['A'] } });
  }

  await page.reload();
  const mark = page.getByTestId('progress-thpt-prediction');
  await expect(mark).toContainText('Điểm THPT dự đoán');
  await expect(mark).toContainText(/Dựa trên 24 câu THPT đã chấm trong 30 ngày qua/);
  await expect(mark).toContainText(/\d+,\d/);
  // A THPT learner's home does not ask for PTE practice.
  await expect(page.getByTestId('progress-prediction')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
