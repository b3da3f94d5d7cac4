/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { bankTotals, openBankAsLearner, practiseFirstOf } from './support/practice.js';

test('summarize written text: a live word count that says when the answer is too short', async ({ page }) => {
  await openBankAsLearner(page);
  const totals = await bankTotals(page);
  test.skip(
    !totals.get('WRITING_SUMMARIZE_WRITTEN_TEXT'),
    'The demo bank has no summarize-written-text items.',
  );
  await practiseFirstOf(page, 'Summarize written text');

  const answer = page.getByRole('textbox', { name: 'Your answer' });
  await answer.fill('Bees dance.');
  await expect(page.getByText('2 words (allowed: 5–75) — too short')).toBeVisible();
  await answer.fill('Honeybees dance to tell other bees where the flowers are and how far away they are.');
  await expect(page.getByText('16 words (allowed: 5–75)', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(page.getByTestId('answer-result')).toBeVisible();
});
