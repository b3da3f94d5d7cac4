/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';
import { demoLearner, logIn } from './accounts.js';

/** Logs in as the demo learner and opens the question bank. */
export async function openBankAsLearner(page: Page): Promise<void> {
  await page.goto('/platform/auth/login');
  await logIn(page, demoLearner.email, demoLearner.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await page.goto('/platform/exam');
  await expect(page.getByRole('heading', { name: 'Question bank' })).toBeVisible();
}

/** How many questions the bank holds per type, asked with the page's own token. */
export async function bankTotals(page: Page): Promise<Map<string, number>> {
  const token = await page.evaluate(
    () => localStorage.getItem('prepwise.token') ?? sessionStorage.getItem('prepwise.token') ?? '',
  );
  const response = await page.request.get('/api/question-bank', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { type: string; total: number }[] };
  return new Map(body.data.map((entry) => [entry.type, entry.total]));
}

/** Opens a type's list from the bank and starts a session over the first question. */
export async function practiseFirstOf(page: Page, typeName: string): Promise<void> {
  await page.getByRole('link', { name: `Open ${typeName}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: typeName, exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: /^Practise question \d+$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/platform\/exam\/session\//);
  await expect(page.getByText(/^Question 1 of 1$/)).toBeVisible();
}
