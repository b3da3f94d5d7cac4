/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newAccount, signUpAndLogIn } from './support/accounts.js';
import { expectClearOfHelpButtonOnPhone } from './support/help-button.js';
import { finishAndScore, redeemMockVoucher, secondsLeft } from './support/mock.js';

test('THPT paper: free palette jumps, a saved answer and the same time after a reload, finish and score with confirmation, a mark out of 10 and the PDF', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpAndLogIn(page, newAccount('Hoa Nguyen'));
  await redeemMockVoucher(page);

  await page.goto('/platform/mock-test');
  const paper = page.getByRole('article', { name: 'Vietnamese THPT English practice paper' });
  await expect(paper).toContainText('50 questions · 60 min');
  await paper.getByRole('link', { name: 'Start' }).click();
  await expect(page.getByText(/^The paper has one timer/)).toBeVisible();
  await expect(page.getByText(/^50 questions in 60 minutes/)).toBeVisible();
  await page.getByRole('button', { name: 'Start the test' }).click();

  await expect(page).toHaveURL(/\/platform\/exam\/mock\/[0-9a-f-]{36}$/);
  const mockId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { name: 'THPT paper', level: 1 })).toBeVisible();
  // No help button inside a mock (no distractions), so nothing covers Next on a phone either.
  await expectClearOfHelpButtonOnPhone(
    page,
    page.getByRole('navigation', { name: 'Test navigation' }).getByRole('button', { name: 'Next' }),
    'THPT paper player at 375 px',
    false,
  );
  const palette = page.getByRole('navigation', { name: 'Questions' });
  await expect(palette.getByRole('button', { name: 'Question 1', exact: true })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByTestId('task-instruction')).toContainText('pronounced differently');

  // Question 1: choose, then jump ahead with the palette (the answer is saved on the way).
  await page.getByRole('radio').first().check();
  await expect(palette.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
  await palette.getByRole('button', { name: 'Question 5', exact: true }).click();
  await expect(page.getByTestId('mock-position')).toHaveText(/^Question 5 of \d+$/);
  await expect(page.getByTestId('task-instruction')).toContainText('CLOSEST in meaning');
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('Your answer is saved.', { exact: false })).toBeVisible();

  // Reload mid-paper: the same question with its saved answer, and the clock carried on.
  await page.waitForTimeout(1500);
  const before = await secondsLeft(page);
  await page.waitForTimeout(2000);
  await page.reload();
  await expect(page.getByTestId('mock-position')).toHaveText(/^Question 5 of \d+$/);
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await expect(page.getByText('Your answer is saved.', { exact: false })).toBeVisible();
  const after = await secondsLeft(page);
  expect(after).toBeLessThan(before);
  expect(after).toBeGreaterThan(before - 30);

  // Back to question 1 (a paper moves freely): its answer is there.
  await palette.getByRole('button', { name: 'Question 1, answered' }).click();
  await expect(page.getByTestId('mock-position')).toHaveText(/^Question 1 of \d+$/);
  await expect(page.getByRole('radio').first()).toBeChecked();

  // To the last question, then Next: the summary closes the paper, after a confirmation.
  // The palette numbers the paper's 50 questions, a reading passage by its range of sub-questions.
  const count = await palette.getByRole('button').count();
  await expect(palette.getByRole('button', { name: /^Questions \d+–\d+$/ }).first()).toBeVisible();
  await palette.getByRole('button').last().click();
  await expect(page.getByTestId('mock-position')).toHaveText(/^Questions? (\d+–)?50 of 50$/);
  await page.getByRole('button', { name: 'Next' }).click();
  const review = page.getByRole('dialog', { name: 'Go to the end of the test?' });
  await review.getByRole('button', { name: 'Go to the summary' }).click();
  await expect(page.getByRole('heading', { name: 'End of the test', exact: true })).toBeVisible();
  // Counted as the palette numbers them: questions, not items (a passage is several questions).
  expect(count).toBeLessThan(50);
  await expect(page.getByText('You saved answers for 2 of 50 questions.')).toBeVisible();

  await finishAndScore(page);

  await expect(page).toHaveURL(new RegExp(`/platform/mock-test/result/${mockId}$`));
  await expect(page.getByTestId('thpt-mark')).toHaveText(/^\d{1,2}\.\d\d \/ 10$/);
  await expect(page.getByRole('table', { name: 'Mark out of 10 per part' })).toContainText('Vocabulary');
  await expect(page.getByRole('heading', { name: 'Enabling skills' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`prepwise-report-${mockId}.pdf`);
  expect(
    readFileSync(await file.path())
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('%PDF');

  await page.goto('/platform/mock-test');
  const row = page.getByRole('article', { name: /THPT random mock/ }).first();
  await expect(row.getByTestId('mock-status')).toHaveText('Scored');
  await expect(row).toContainText(/Mark \d{1,2}\.\d\d \/ 10/);
});
