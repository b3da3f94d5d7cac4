/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { demoAdmin, newAccount, signUpAndLogIn } from './support/accounts.js';
import { buyFullBank, logInAt } from './support/admin-console.js';

/** Six words stressed on the first syllable and two on the second: two stress items at least. */
const words = 'garden happy water village paper table about again';

test('an admin generates two stress items from typed words, saves them active, and a learner practises one', async ({
  page,
  browser,
}) => {
  await logInAt(page, demoAdmin);
  await page.goto('/platform/admin/questions');
  await page.getByRole('link', { name: 'Generate phonetic items' }).click();
  await expect(page.getByRole('heading', { name: 'Generate phonetic items', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'What to generate' });
  await form.getByRole('combobox', { name: 'Item type' }).selectOption({ label: 'Stress' });
  await form.getByRole('textbox', { name: 'Candidate words' }).fill(words);
  await form.getByRole('button', { name: 'Generate' }).click();

  const previews = page.getByTestId('phonetic-preview');
  await expect(previews).toHaveCount(2);
  for (const preview of await previews.all()) {
    await expect(preview).toContainText('Solver confidence 100 %');
    await expect(preview.getByRole('radio')).toHaveCount(4);
    await expect(preview.getByRole('checkbox', { name: /^Keep item \d$/ })).toBeChecked();
  }
  const firstWords = await previews.first().getByRole('radio').allTextContents();

  await expect(page.getByRole('checkbox', { name: /^Save as active/ })).toBeChecked();
  await page.getByRole('button', { name: 'Save 2 items' }).click();
  const saved = page.getByRole('status').filter({ hasText: '2 questions saved' });
  await expect(saved).toBeVisible();
  const ids = (await saved.getByRole('link').allTextContents()).map((text) => Number(text.slice(1)));
  expect(ids).toHaveLength(2);

  // Both in the bank, active.
  await page.getByRole('link', { name: 'All questions' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(String(ids[0]));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('admin-question').filter({ hasText: `#${ids[0]}` })).toContainText('Active');

  // A learner with the full bank finds the first one among the stress items and practises it.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signUpAndLogIn(learner, newAccount('Lan Anh'));
  await buyFullBank(learner);
  await learner.goto('/platform/exam/PHONETIC_STRESS');
  await expect(learner.getByRole('heading', { name: 'Stress', exact: true })).toBeVisible();
  await learner.getByRole('combobox', { name: 'Questions per page' }).selectOption('100');
  await learner.getByRole('button', { name: `Practise question ${ids[0]}`, exact: true }).click();
  await expect(learner).toHaveURL(/\/platform\/exam\/session\//);
  const options = learner.getByRole('radio');
  await expect(options).toHaveCount(4);
  expect(await options.allTextContents()).toEqual(firstWords);
  await learnerContext.close();
});
