/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { demoLearner, logIn } from './support/accounts.js';
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
