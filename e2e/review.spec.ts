/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import type { ReviewSummary } from '@prepwise/contracts';
import { logIn, newAccount, signUpAndLogIn } from './support/accounts.js';
import { expectClearOfHelpButtonOnPhone } from './support/help-button.js';
import { practiseFirstOf } from './support/practice.js';

const day = 24 * 60 * 60;

/** Moves the server's clock forward (the test-only control of TEST_CLOCK_CONTROL) and returns its time. */
async function advanceServerClock(page: Page, seconds: number): Promise<Date> {
  const response = await page.request.post('/api/testing/clock', { data: { advanceSeconds: seconds } });
  expect(response.ok()).toBe(true);
  return new Date(((await response.json()) as { data: { now: string } }).data.now);
}

// The clock moved for this journey goes back to the real time, so later journeys are not a day ahead.
test.afterEach(async ({ request }) => {
  const response = await request.post('/api/testing/clock', { data: { advanceSeconds: 0, reset: true } });
  expect(response.ok()).toBe(true);
});

/** The learner's review summary, asked with the page's own token. */
async function reviewSummary(page: Page): Promise<ReviewSummary> {
  const token = await page.evaluate(
    () => localStorage.getItem('prepwise.token') ?? sessionStorage.getItem('prepwise.token') ?? '',
  );
  const response = await page.request.get('/api/review/summary', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: ReviewSummary }).data;
}

test('a wrong THPT answer comes back for review the next day, and a right drill moves it further out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('Khanh Vu');
  await signUpAndLogIn(page, account);
  const homeCard = page.getByTestId('review-home-card');
  await expect(homeCard).toContainText('Nothing due today');

  // Practice: try each option of a THPT stress item, learning which one is right; the wrong ones
  // are the learner's mistake (one card for the item).
  await page.goto('/platform/exam');
  await practiseFirstOf(page, 'Stress');
  const radios = page.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  const count = await radios.count();
  let rightIndex = -1;
  for (let index = 0; index < count; index += 1) {
    await radios.nth(index).check();
    await page.getByRole('button', { name: 'Check answer' }).click();
    const result = page.getByTestId('answer-result');
    await expect(result).toContainText(/Score: \d \/ 1/);
    if ((await result.textContent())?.includes('Score: 1 / 1')) rightIndex = index;
    if (index < count - 1) await result.getByRole('button', { name: 'Try again' }).click();
  }
  expect(rightIndex).toBeGreaterThanOrEqual(0);

  // Not due today: the queue is empty and says when the card comes due.
  await page.goto('/platform/user/review');
  await expect(page.getByRole('heading', { name: 'Nothing due' })).toBeVisible();
  await expect(page.getByText(/The next card comes due on/)).toBeVisible();
  const before = await reviewSummary(page);
  expect(before).toMatchObject({ dueToday: 0, total: 1 });

  // A day later (the server's clock moved; the 24-hour session ended with it): due.
  await advanceServerClock(page, day + 60);
  await page.goto('/platform/auth/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await expect(homeCard).toContainText('1 card due today');
  await homeCard.getByRole('link', { name: 'Start review' }).click();
  await expect(page).toHaveURL(/\/platform\/user\/review$/);
  await expect(page.getByText('Card 1 of 1')).toBeVisible();
  // On a phone, scrolled to the end, the floating help button is clear of the session's Check.
  await expectClearOfHelpButtonOnPhone(
    page,
    page.getByRole('button', { name: 'Check', exact: true }),
    'review session at 375 px',
  );

  // The drill: pick the right option with the keyboard, check, read the feedback, go on.
  const option = page.getByRole('radio').nth(rightIndex);
  await option.focus();
  await page.keyboard.press('Space');
  await expect(option).toBeChecked();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const feedback = page.getByTestId('review-feedback');
  await expect(feedback).toContainText('Right');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Today’s review is done' })).toBeVisible();
  await expect(page.getByText('You got 1 of 1 right.', { exact: false })).toBeVisible();

  // Rescheduled further out than the first interval of a day: still not due a day later.
  const after = await reviewSummary(page);
  const now = await advanceServerClock(page, 0);
  expect(after.dueToday).toBe(0);
  expect(new Date(after.nextDueDate ?? 0).getTime() - now.getTime()).toBeGreaterThan(2 * day * 1000);
  await advanceServerClock(page, day);
  await page.goto('/platform/auth/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await expect(homeCard).toContainText('Nothing due today');
});
