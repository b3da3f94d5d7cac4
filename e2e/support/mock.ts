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
