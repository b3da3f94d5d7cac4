/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { bankTotals, openBankAsLearner, practiseFirstOf } from './support/practice.js';

test('listening fill in the blanks: countdown, the recording once, typed blanks', async ({ page }) => {
  await openBankAsLearner(page);
  const totals = await bankTotals(page);
  test.skip(!totals.get('FIB_L'), 'The demo bank has no listening fill-in-the-blanks items.');
  await practiseFirstOf(page, 'Listening: fill in the blanks');

  await expect(page.getByText(/The recording starts in 0:0[0-7]/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Blank 1' })).toBeHidden();
  await page.getByRole('button', { name: 'Start now' }).click();
  await expect(page.getByTestId('audio-once').or(page.getByText('not available'))).toBeVisible();
  await expect(page.getByTestId('audio-once').locator('audio')).not.toHaveAttribute('controls');

  await page.getByRole('textbox', { name: 'Blank 1' }).fill('pressure');
  await page.getByRole('button', { name: 'Check answer' }).click();
  const result = page.getByTestId('answer-result');
  await expect(result).toContainText(/Score: \d+ \/ \d+/);
  await expect(result.getByRole('list', { name: 'Marks per part' })).toContainText('Blank 1');
});

test('highlight incorrect words: words are toggle buttons', async ({ page }) => {
  await openBankAsLearner(page);
  const totals = await bankTotals(page);
  test.skip(!totals.get('HIGHLIGHT_INCORRECT_WORD'), 'The demo bank has no highlight-incorrect-words items.');
  await practiseFirstOf(page, 'Highlight incorrect words');
  await page.getByRole('button', { name: 'Start now' }).click();
  const word = page.getByRole('button', { name: 'slowly', exact: true });
  await word.click();
  await expect(word).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByTestId('answer-result')).toContainText(/Score: -?\d+ \/ \d+/);
});
