/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logInAt } from './support/admin-console.js';
import { demoAdmin } from './support/accounts.js';
import { newcomerInVietnamese } from './support/newcomer.js';

test('a learner rates Prepwise on a phone in Vietnamese; an admin reads the answer, its average and exports the CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const comment = `Phần chấm phát âm rất hữu ích ${Date.now()}`;

  // The learner gives four stars and a comment from the home page's feedback card.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await newcomerInVietnamese(learner, 'Minh Thư');
  await learner.getByRole('button', { name: 'Gửi góp ý' }).click();
  const dialog = learner.getByRole('dialog', { name: 'Gửi góp ý' });
  // Mantine's rating hides its radios behind the drawn stars: the fourth star's label is pressed.
  const fourStars = dialog.getByRole('radio', { name: '4 sao' });
  await dialog.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
  await expect(fourStars).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Góp ý của bạn' }).fill(comment);
  await dialog.getByRole('button', { name: 'Gửi góp ý' }).click();
  await expect(dialog).toHaveCount(0);

  // The admin finds it under Survey, by a word of the comment.
  await logInAt(page, demoAdmin);
  await page.goto('/platform/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Survey' }).click();
  await expect(page.getByRole('heading', { name: 'Survey answers', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Words in the comment' }).fill(comment);
  await page.getByRole('button', { name: 'Filter' }).click();
  const answers = page.getByRole('list', { name: 'Survey answers, newest first' });
  await expect(answers.getByRole('listitem')).toHaveCount(1);
  const answer = answers.getByRole('listitem').first();
  await expect(answer).toContainText('4 stars');
  await expect(answer).toContainText(comment);
  await expect(answer).toContainText('Minh Thư');
  await expect(answer).toContainText('/platform/user/home');
  await expect(page.getByTestId('survey-average')).toHaveText('4 stars on average, from 1 answer');

  // The CSV holds the filtered answer with who gave it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('survey-answers.csv');
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Date,Learner,E-mail,Stars,Page,Comment');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Minh Thư');
  expect(lines[1]).toContain(comment);

  // The analytics page shows the survey's average beside its charts, with a way to every answer.
  await page.goto('/platform/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const average = page.getByRole('region', { name: 'Average' });
  await expect(average.getByTestId('survey-average')).toContainText('stars on average');
  await average.getByRole('link', { name: 'All survey answers' }).click();
  await expect(page).toHaveURL(/\/platform\/admin\/survey$/);

  await learnerContext.close();
});
