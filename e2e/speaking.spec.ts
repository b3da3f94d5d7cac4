/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { demoLearner, logIn } from './support/accounts.js';
import { newcomerInVietnamese } from './support/newcomer.js';
import { bankTotals, openBankAsLearner, practiseFirstOf } from './support/practice.js';
import { chromiumArgsWithMicrophone, chromiumPath } from './support/chromium.js';
import { recordAndSubmit, scoreInPlayer, synthesiseSpeech } from './support/speaking.js';

// Chromium's fake microphone plays this file: a spoken sentence made with espeak-ng when the spec loads.
const speechFile = synthesiseSpeech();

test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgsWithMicrophone(speechFile),
  },
});

test('read aloud: record from the microphone, upload the FLAC and score it with AI from the player', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openBankAsLearner(page);
  const totals = await bankTotals(page);
  test.skip(!totals.get('SPEAKING_READ_ALOUD'), 'The demo bank has no read-aloud items.');
  await practiseFirstOf(page, 'Read aloud');
  await recordAndSubmit(page);
  await scoreInPlayer(page);
});

// The e2e server's PUBLIC_URL uses 127.0.0.1; a learner may open the app as localhost instead (or
// by a LAN address, as on a phone). Signed upload URLs are relative to the page's own origin, so the
// upload works from any host the server answers on.
test('read aloud opened as localhost: the recording uploads and is scored', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const local = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  await page.goto(`${local}/platform/auth/login`);
  await logIn(page, demoLearner.email, demoLearner.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await page.goto(`${local}/platform/exam`);
  await expect(page.getByRole('heading', { name: 'Question bank' })).toBeVisible();
  await practiseFirstOf(page, 'Read aloud');
  await recordAndSubmit(page);
  await scoreInPlayer(page);
});

test('answer short question: after the recording, preparation, then recording stops by itself', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openBankAsLearner(page);
  const totals = await bankTotals(page);
  test.skip(!totals.get('ANSWER_SHORT_QUESTION'), 'The demo bank has no answer-short-question items.');
  await practiseFirstOf(page, 'Answer short question');

  await page.getByRole('button', { name: 'Start now' }).click();
  const recorder = page.getByTestId('recorder');
  await expect(recorder).toContainText(/Recording – 0:\d\d left/, { timeout: 30_000 });
  await expect(page.getByTestId('player-timer')).toContainText('Recording');
  await expect(recorder.locator('audio')).toBeVisible({ timeout: 20_000 });
  await expect(recorder.getByRole('button', { name: 'Submit answer' })).toBeVisible();
  await expect(page.getByTestId('player-timer')).toBeHidden();
});

test('a new learner in Vietnamese on a phone records a read-aloud, then plays the model answer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newcomerInVietnamese(page, 'Thu Hà');
  await page.goto('/platform/exam/SPEAKING_READ_ALOUD');
  await page
    .getByRole('button', { name: /^Luyện câu \d+$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/platform\/exam\/session\//);

  // No model answer before the learner has tried.
  await expect(page.getByRole('region', { name: 'Bài nói mẫu' })).toHaveCount(0);
  const recorder = page.getByTestId('recorder');
  await expect(recorder).toContainText(/Chuẩn bị: bắt đầu ghi âm sau/);
  await recorder.getByRole('button', { name: 'Ghi âm ngay' }).click();
  await page.waitForTimeout(3000);
  await recorder.getByRole('button', { name: 'Dừng ghi âm' }).click();
  await recorder.getByRole('button', { name: 'Nộp câu trả lời' }).click();
  await expect(page.getByText('Bản ghi âm của bạn đã được nộp.')).toBeVisible();

  // The model answer, in two voices; the male voice plays.
  const model = page.getByRole('region', { name: 'Bài nói mẫu' });
  await expect(model).toBeVisible();
  const male = model.getByLabel('Giọng nam');
  await expect(model.getByLabel('Giọng nữ')).toBeAttached();
  const source = await male.getAttribute('src');
  const served = await page.request.get(source ?? '');
  expect(served.ok()).toBe(true);
  expect(served.headers()['content-type']).toContain('audio/');
  await male.evaluate((element: HTMLAudioElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => male.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
