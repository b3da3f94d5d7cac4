/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { ReviewAnswerResult, ReviewCard } from '@prepwise/contracts';
import { logIn, newAccount, signUpAndLogIn, type TestAccount } from './support/accounts.js';
import { launchWithMicrophone, microphoneSpeech } from './support/microphone.js';

const day = 24 * 60 * 60;
const dayMs = day * 1000;

// The clock moved for this journey goes back to the real time, so later journeys are not days ahead.
test.afterEach(async ({ request }) => {
  const response = await request.post('/api/testing/clock', { data: { advanceSeconds: 0, reset: true } });
  expect(response.ok()).toBe(true);
});

/** The signed-in page's bearer header. */
async function authOf(page: Page): Promise<{ Authorization: string }> {
  const token = await page.evaluate(
    () => localStorage.getItem('prepwise.token') ?? sessionStorage.getItem('prepwise.token') ?? '',
  );
  return { Authorization: `Bearer ${token}` };
}

/** The envelope's data of a response that must be a success. */
async function dataOf<T>(response: {
  ok(): boolean;
  text(): Promise<string>;
  json(): Promise<unknown>;
}): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A read-aloud answered through the API (espeak-ng reading the demo text with its longest word
 * changed to "table"), then scored with AI: the words the speech scorer heard mispronounced become
 * the learner's PRONUNCIATION cards. espeak-ng and the scorer give the same words every run (for
 * the demo text: "angle" and "location"; the changed word itself counts as skipped, not
 * mispronounced, so it makes no card).
 */
async function readAloudScoredWithAI(page: Page): Promise<void> {
  const headers = await authOf(page);
  const request = page.request;
  await dataOf(await request.get('/api/voucher/active/TRY-AI-200', { headers }));
  const [question] = await dataOf<{ id: number; text: string }[]>(
    await request.get('/api/questions-by-type?type=SPEAKING_READ_ALOUD&page=0&size=10', { headers }),
  );
  if (!question) throw new Error('the demo bank has no read-aloud item');
  const longest = [...question.text.matchAll(/[A-Za-z]{7,}/g)]
    .map((match) => match[0])
    .sort((a, b) => b.length - a.length)[0];
  if (!longest) throw new Error('the read-aloud text has no long word');
  const wav = join(mkdtempSync(join(tmpdir(), 'prepwise-read-aloud-')), 'answer.wav');
  execFileSync('espeak-ng', ['-w', wav, question.text.replace(longest, 'table')]);

  const signed = await dataOf<{ signedUrl: string; key: string }>(
    await request.post('/api/file/signed_url', {
      headers,
      data: { type: 'answer', contentType: 'audio/wav', filename: 'answer.wav' },
    }),
  );
  const put = await request.put(signed.signedUrl, {
    headers: { 'content-type': 'audio/wav' },
    data: readFileSync(wav),
  });
  expect(put.ok()).toBe(true);
  const { examId } = await dataOf<{ examId: string }>(
    await request.post('/api/start-exam', {
      headers,
      data: { examGroup: 'QUESTION_BANK', questionIds: [question.id] },
    }),
  );
  await dataOf(
    await request.post('/api/answers', {
      headers,
      data: { examId, questionId: question.id, response: { audioKey: signed.key } },
    }),
  );
  await dataOf(await request.post('/api/finish-exam', { headers, data: { examId } }));
  await dataOf(await request.get(`/api/test/score-exam/${examId}`, { headers }));
  await expect
    .poll(
      async () =>
        (await dataOf<{ total: number }>(await request.get('/api/review/summary', { headers }))).total,
      { message: 'review cards made by the scored read-aloud', timeout: 90_000 },
    )
    .toBeGreaterThan(0);
}

/** Moves the server's clock forward (TEST_CLOCK_CONTROL). */
async function advanceServerClock(request: APIRequestContext, seconds: number): Promise<void> {
  await dataOf(await request.post('/api/testing/clock', { data: { advanceSeconds: seconds } }));
}

/**
 * In a browser whose microphone says `spoken`: signs in, opens today's review and runs the
 * say-the-word drill of the card for `word` (other cards are suspended out of the way). Returns
 * the server's verdict.
 */
async function sayWordInReview(
  browser: Browser,
  baseURL: string | undefined,
  account: TestAccount,
  word: string,
): Promise<ReviewAnswerResult> {
  const context = await browser.newContext({ baseURL, permissions: ['microphone'], locale: 'en-GB' });
  const page = await context.newPage();
  try {
    await page.goto('/platform/auth/login');
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/platform\/user\/home$/);
    await page.goto('/platform/user/review');
    const drillWord = page.getByTestId('say-word');
    const progress = page.getByText(/^Card \d+ of \d+$/);
    for (;;) {
      await expect(progress).toBeVisible();
      const position = await progress.textContent({ timeout: 10_000 });
      await expect(page.getByRole('heading', { level: 2, name: 'Say the word' })).toBeVisible();
      if ((await drillWord.textContent({ timeout: 10_000 }))?.toLowerCase() === word) break;
      await page.getByRole('button', { name: 'Suspend this card' }).click();
      // The session moves on once the server has the suspension: wait for it, or the next round
      // would read (and suspend) the card still on screen, skipping the one after it. An earlier
      // card's notice may still show, so the notice alone does not say this one was suspended.
      await expect(page.getByText(position ?? '', { exact: true })).toBeHidden();
      await expect(page.getByTestId('suspended-notice')).toBeVisible();
    }

    await page.getByRole('button', { name: 'Record', exact: true }).click();
    const recorder = page.getByTestId('recorder');
    await expect(recorder).toContainText(/Recording – 0:0\d left/);
    await expect(page.getByRole('progressbar', { name: 'Microphone level' })).toBeVisible();
    // The take stops by itself after 5 seconds; then it can be heard back and checked.
    await expect(recorder.locator('audio')).toBeVisible({ timeout: 15_000 });
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/api\/review\/cards\/[^/]+\/answer$/.test(response.url()),
      { timeout: 60_000 },
    );
    await recorder.getByRole('button', { name: 'Check my pronunciation' }).click();
    const result = await dataOf<ReviewAnswerResult>(await answered);
    const feedback = page.getByTestId('review-feedback');
    await expect(feedback).toContainText(result.correct ? 'Right' : 'Not quite');
    if (!result.correct)
      await expect(feedback).toContainText(`We did not hear “${word}” clearly.`, { ignoreCase: true });
    await feedback.getByRole('button', { name: 'Next' }).click();
    return result;
  } finally {
    await context.close();
  }
}

/** The learner's due cards, asked with the page's own token. */
async function dueCards(page: Page): Promise<ReviewCard[]> {
  return dataOf<ReviewCard[]>(
    await page.request.get('/api/review/due?size=50', { headers: await authOf(page) }),
  );
}

test('say the word: another word said is wrong (back tomorrow), the word said well is right and moves further out', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const account = newAccount('Lan Do');
  await signUpAndLogIn(page, account);
  await readAloudScoredWithAI(page);

  // The next day the pronunciation cards are due.
  await advanceServerClock(page.request, day + 60);
  await page.goto('/platform/auth/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  const due = await dueCards(page);
  expect(due.length).toBeGreaterThan(0);
  expect(due.every((card) => card.kind === 'PRONUNCIATION')).toBe(true);
  // The longest word (the same card every run). "information" said for it is plainly another
  // word; a near rhyme ("table" for "waggle") can pass the drill with this small acoustic model
  // (see word-competition.ts), so the journey does not rest on one.
  const word = due
    .map((candidate) => candidate.prompt.text.toLowerCase())
    .sort((a, b) => b.length - a.length || a.localeCompare(b))[0]!;

  const launch = (spoken: string) => launchWithMicrophone(playwright.chromium, microphoneSpeech(spoken));
  const daysOut = (result: ReviewAnswerResult) =>
    (new Date(result.card.dueDate).getTime() - new Date(result.card.lastReviewDate ?? 0).getTime()) / dayMs;

  // Another word said instead: wrong, graded Again, due the next day.
  const saysOther = await launch('information');
  try {
    const wrong = await sayWordInReview(saysOther, baseURL, account, word);
    expect(wrong).toMatchObject({ correct: false, grade: 'AGAIN', expected: word });
    expect(daysOut(wrong)).toBe(1);
  } finally {
    await saysOther.close();
  }

  // A day later the card is due again; the word said well is right, graded Good, further out.
  await advanceServerClock(page.request, day + 60);
  const saysWord = await launch(word);
  try {
    const right = await sayWordInReview(saysWord, baseURL, account, word);
    expect(right).toMatchObject({ correct: true, grade: 'GOOD', expected: word });
    expect(daysOut(right)).toBeGreaterThan(1);
  } finally {
    await saysWord.close();
  }
});
