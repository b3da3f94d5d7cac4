import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, logIn, newAccount, signUpAndLogIn } from './support/accounts.js';

/** Today's row of the daily active learners table (the last day of the default range): learners, page views. */
async function todayOf(page: Page): Promise<{ learners: number; pageViews: number }> {
  const card = page.getByTestId('analytics-activeLearners');
  const details = card.locator('details');
  if ((await details.getAttribute('open')) === null) await card.getByText('Show the table').click();
  const cells = card.getByRole('row').last().getByRole('cell');
  await expect(cells).toHaveCount(3);
  const number = async (index: number) => Number((await cells.nth(index).innerText()).replace(/\D/g, ''));
  return { learners: await number(1), pageViews: await number(2) };
}

test('the analytics page shows the page views of a learner and downloads a chart as CSV', async ({
  page,
  browser,
}) => {
  // Two browsers (an admin's and a new learner's) on a shared machine.
  test.setTimeout(180_000);
  await page.goto('/platform/auth/login');
  await logIn(page, demoAdmin.email, demoAdmin.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await page.goto('/platform/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const before = await todayOf(page);

  // A new learner signs up and looks around (each route change is a page view).
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signUpAndLogIn(learner, newAccount('Quynh Tran'));
  // Four views of the profile: among the top 20 pages even after the other journeys' views.
  const visits = [
    '/platform/user/profile',
    '/platform/user/home',
    ...Array<string>(3).fill('/platform/user/profile'),
  ];
  for (const path of visits) {
    // The view is recorded once the app has the page: the learner stays until the server has it.
    const recorded = learner.waitForResponse(
      (response) =>
        response.url().endsWith('/api/analytics/page-view') &&
        response.request().method() === 'POST' &&
        (response.request().postDataJSON() as { path?: string } | null)?.path === path,
    );
    await learner.goto(path);
    await expect(learner).toHaveURL(new RegExp(`${path}$`));
    await recorded;
  }
  await learnerContext.close();

  // The admin's dashboard counts them: one more active learner today, and their page views.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(async () => {
    const after = await todayOf(page);
    expect(after.learners).toBeGreaterThanOrEqual(before.learners + 1);
    expect(after.pageViews).toBeGreaterThanOrEqual(before.pageViews + 3);
  }).toPass({ timeout: 15_000 });
  const signups = page.getByTestId('analytics-signups');
  await expect(signups).not.toContainText('Nothing in this range.');
  const topPages = page.getByTestId('analytics-topPages');
  await expect(topPages.getByRole('cell', { name: '/platform/user/profile', exact: true })).toBeVisible();

  // Its data as CSV: the header, then the rows, the learner's page among them.
  const downloading = page.waitForEvent('download');
  await topPages.getByRole('button', { name: 'Download Most viewed pages as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^top-pages-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) ?? '', 'utf8').split('\r\n');
  expect(csv[0]).toBe('path,views');
  expect(csv.some((line) => /^\/platform\/user\/profile,\d+$/.test(line))).toBe(true);

  // A range the API refuses is refused in the form first.
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-03-10');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-03-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toHaveText('The start date must not be after the end date.');
});
