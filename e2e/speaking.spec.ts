/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoLearner, logIn } from './support/accounts.js';
import { bankTotals, openBankAsLearner, practiseFirstOf } from './support/practice.js';
import { chromiumArgsWithMicrophone, chromiumPath } from './support/chromium.js';

// Chromium's fake microphone plays this file: a spoken sentence made with espeak-ng when the spec loads.
const speechFile = join(mkdtempSync(join(tmpdir(), 'prepwise-speech-')), 'speech.wav');
execFileSync('espeak-ng', ['-w', speechFile, 'Honeybees share the location of food through a waggle dance.']);

test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgsWithMicrophone(speechFile),
  },
});

/** Records a few seconds of the fake microphone in the read-aloud player and submits them. */
async function recordAndSubmit(page: Page): Promise<void> {
  const recorder = page.getByTestId('recorder');
  await expect(recorder).toContainText(/Prepare: recording starts in 0:[34]\d/);
  await recorder.getByRole('button', { name: 'Start recording now' }).click();
  await expect(recorder).toContainText(/Recording – 0:\d\d left/);
  await expect(page.getByRole('progressbar', { name: 'Microphone level' })).toBeVisible();
  await page.waitForTimeout(3000);
  await recorder.getByRole('button', { name: 'Stop recording' }).click();

  await expect(recorder.locator('audio')).toBeVisible();
  const recordedSeconds = await recorder.locator('audio').evaluate(async (element: HTMLAudioElement) => {
    if (!Number.isFinite(element.duration) || element.duration === 0)
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    return element.duration;
  });
  expect(recordedSeconds).toBeGreaterThan(2);
  const upload = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/files/'),
  );
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/answers'),
  );
  await recorder.getByRole('button', { name: 'Submit answer' }).click();
  expect((await upload).ok()).toBe(true);
  // The server decodes the uploaded FLAC itself: it must hold the same audio the browser recorded.
  const stored = (await (await answer).json()) as { data: { audioDurationSeconds: number } };
  expect(stored.data.audioDurationSeconds).toBeCloseTo(recordedSeconds, 1);
  await expect(page.getByText('Your recording has been submitted.')).toBeVisible();
}

/** "Score this answer with AI" under the submitted recording, then the word timeline in place. */
async function scoreInPlayer(page: Page): Promise<void> {
  const result = page.getByTestId('answer-result');
  await expect(result).toContainText('Answer saved');
  await expect(result.getByTestId('scoring-cost')).toHaveText('Costs 1 AI scoring credit');
  await result.getByRole('button', { name: 'Score this answer with AI' }).click();
  const scored = result.getByTestId('scored-answer');
  await expect(scored).toBeVisible({ timeout: 45_000 });
  await expect(scored.getByTestId('ai-total')).toHaveText(/^Total: \d+ \/ 15$/);
  await expect(scored.getByTestId('trait-content')).toContainText(/Content\s*\d+ \/ 5/);
  await expect(scored.getByTestId('trait-pronunciation')).toContainText(/Pronunciation\s*\d+ \/ 5/);
  await expect(page).toHaveURL(/\/platform\/exam\/session\//);
}

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
