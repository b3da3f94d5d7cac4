import { expect, type Page } from '@playwright/test';

/** The section countdown in seconds. */
export async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('section-timer').textContent()) ?? '';
  const parts = text.trim().split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** Redeems TRY-MOCK-1 for the signed-in learner: one mock with one scored mock. */
export async function redeemMockVoucher(page: Page): Promise<void> {
  const token = await page.evaluate(
    () => localStorage.getItem('prepwise.token') ?? sessionStorage.getItem('prepwise.token') ?? '',
  );
  const response = await page.request.get('/api/voucher/active/TRY-MOCK-1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
}

interface FinishAndScoreOptions {
  /** Text the finish confirmation must show (say, how many questions have no saved answer). */
  finishText?: string;
  /** How long the report may take once scoring is asked for. */
  resultTimeout?: number;
}

/**
 * From the end-of-test summary: Finish test and confirm, Score and confirm (spending the one
 * scored mock the voucher gave), then wait for "View result" and open the report.
 */
export async function finishAndScore(page: Page, options: FinishAndScoreOptions = {}): Promise<void> {
  await page.getByRole('button', { name: 'Finish test' }).click();
  const finishDialog = page.getByRole('dialog', { name: 'Finish the test?' });
  await expect(finishDialog).toBeVisible();
  if (options.finishText) await expect(finishDialog).toContainText(options.finishText);
  await finishDialog.getByRole('button', { name: 'Finish test' }).click();
  await expect(page.getByRole('heading', { name: 'Test finished' })).toBeVisible();
  await page.getByRole('button', { name: 'Score' }).click();
  const scoreDialog = page.getByRole('dialog', { name: 'Send this mock for scoring?' });
  await expect(scoreDialog).toContainText('Scoring spends one scored mock. You have 1 scored mock left.');
  await scoreDialog.getByRole('button', { name: 'Score' }).click();
  await expect(
    page.getByText('Waiting score').or(page.getByRole('link', { name: 'View result' })),
  ).toBeVisible();
  await page.getByRole('link', { name: 'View result' }).click({ timeout: options.resultTimeout ?? 120_000 });
}

/**
 * Records an answer on the current speaking item and presses Next while still recording: the
 * player stops the recording, uploads and saves it before it moves on. An item with a recorded
 * prompt first plays it (started at once with "Start now"); answer short question then records
 * by itself, the others offer "Start recording now" during preparation.
 */
export async function recordAndNext(page: Page): Promise<void> {
  const startAudio = page.getByRole('button', { name: 'Start now', exact: true });
  const recorder = page.getByTestId('recorder');
  await expect(startAudio.or(recorder)).toBeVisible();
  if (await startAudio.isVisible()) await startAudio.click();
  // A lecture plays for up to about a minute and a half before the recorder shows.
  await expect(recorder).toBeVisible({ timeout: 120_000 });
  const startRecording = recorder.getByRole('button', { name: 'Start recording now' });
  const recording = recorder.getByText(/Recording – \d+:\d\d left/);
  await expect(startRecording.or(recording)).toBeVisible();
  if (await startRecording.isVisible()) await startRecording.click();
  await expect(recording).toBeVisible();
  // A couple of seconds of speech from the fake microphone.
  await page.waitForTimeout(2500);
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/mock-test-trial/answer'),
  );
  await page.getByRole('button', { name: 'Next' }).click();
  expect((await answered).ok()).toBe(true);
}
