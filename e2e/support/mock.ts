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
