/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { bankTotals, openBankAsLearner, practiseFirstOf } from './support/practice.js';

test('practise a Vietnamese A-D item and read its mark and explanation', async ({ page }) => {
  await openBankAsLearner(page);
  await expect(page.getByRole('region', { name: 'Vietnamese high-school exam (THPT)' })).toBeVisible();
  await practiseFirstOf(page, 'Stress');

  const check = page.getByRole('button', { name: 'Check answer' });
  await expect(check).toBeDisabled();
  await page.getByRole('radio').first().check();
  await check.click();
  const result = page.getByTestId('answer-result');
  await expect(result).toContainText(/Score: \d \/ 1/);
  await expect(result).toContainText('Right answer:');
  await expect(result).toContainText('Explanation:');
  await expect(
    page.getByText('Right answer', { exact: true }).or(page.getByText('Your answer – right')),
  ).toBeVisible();

  await result.getByRole('button', { name: 'Try again' }).click();
  await expect(result).toBeHidden();
  await expect(page.getByRole('radio').first()).not.toBeChecked();
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByTestId('answer-result')).toBeVisible();
  await page.getByTestId('answer-result').getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/platform\/user\/history\//);
  await expect(page.getByText('Finished')).toBeVisible();
  await page.getByRole('link', { name: 'Back to history' }).click();
  await expect(page.getByRole('table')).toContainText('Stress');
});

test('a reading comprehension passage with its sub-questions', async ({ page }) => {
  await openBankAsLearner(page);
  await practiseFirstOf(page, 'Reading comprehension');
  const firstQuestion = page.getByRole('radiogroup').first();
  await firstQuestion.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  const result = page.getByTestId('answer-result');
  await expect(result).toContainText(/Score: \d+ \/ \d+/);
  await expect(result.getByRole('list', { name: 'Marks per part' })).toContainText('Question 1');
});

test('PTE reading: fill in the blanks from dropdowns', async ({ page }) => {
  await openBankAsLearner(page);
  const totals = await bankTotals(page);
  test.skip(
    !totals.get('READING_FIB_R_W'),
    'The demo bank has no reading & writing fill-in-the-blanks items.',
  );
  await practiseFirstOf(page, 'Reading & writing: fill in the blanks');
  const blank = page.getByRole('combobox', { name: 'Blank 1' });
  await expect(blank.locator('option')).not.toHaveCount(1);
  const firstWord = (await blank.locator('option').nth(1).textContent()) ?? '';
  await blank.selectOption({ label: firstWord });
  await expect(blank).toHaveValue(firstWord);
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByTestId('answer-result')).toContainText('Blank 1');
});

test('PTE reading: re-order paragraphs with the keyboard buttons', async ({ page }) => {
  await openBankAsLearner(page);
  const totals = await bankTotals(page);
  test.skip(!totals.get('READING_RE_ORDER_PARAGRAPH'), 'The demo bank has no re-order paragraph items.');
  await practiseFirstOf(page, 'Re-order paragraphs');
  const list = page.getByRole('list', { name: 'Paragraphs in your order' });
  const firstBefore = await list.getByRole('listitem').first().getAttribute('data-testid');
  await page.getByRole('button', { name: 'Move paragraph 1 down' }).click();
  await expect(list.getByRole('listitem').nth(1)).toHaveAttribute('data-testid', firstBefore ?? '');
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByTestId('answer-result')).toBeVisible();
});

test('PTE reading: fill in the blanks from the word pool with the keyboard', async ({ page }) => {
  await openBankAsLearner(page);
  const totals = await bankTotals(page);
  test.skip(!totals.get('READING_FIB_R'), 'The demo bank has no reading fill-in-the-blanks items.');
  await practiseFirstOf(page, 'Reading: fill in the blanks');
  const pool = page.getByRole('group', { name: 'Words' });
  const word = pool.getByRole('button').first();
  const text = (await word.textContent()) ?? '';
  await word.focus();
  await page.keyboard.press('Enter');
  await expect(word).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Blank 1: empty' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Blank 1: ${text}` })).toBeVisible();
  await expect(pool.getByRole('button', { name: text, exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByTestId('answer-result')).toContainText('Blank 1');
});
