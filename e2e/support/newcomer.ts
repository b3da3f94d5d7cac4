import { expect, type Page } from '@playwright/test';
import { newAccount, signUpAndLogIn } from './accounts.js';
import { callApi } from './api.js';

/**
 * A newcomer as the tour met them: a fresh account on a 360 x 740 phone, signed in, the
 * interface in Vietnamese (the language choice is remembered in the browser, as the switch does).
 */
export async function newcomerInVietnamese(page: Page, fullName = 'Ngọc Anh'): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpAndLogIn(page, newAccount(fullName));
  await page.evaluate(() => localStorage.setItem('prepwise.lang', 'vi'));
  await page.goto('/platform/user/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
}

interface Order {
  id: string;
  total: number;
}

/** Buys a package through the sandbox with the page's account (cart, checkout, Pay); the paid order. */
export async function buyInSandbox(page: Page, packageId: number, voucherCode?: string): Promise<Order> {
  await callApi(page, 'POST', '/api/payment/cart/add', { packageId });
  const order = await callApi<Order>(
    page,
    'POST',
    '/api/payment/checkout',
    voucherCode ? { voucherCode } : {},
  );
  await callApi(page, 'POST', '/api/payment/sandbox/complete', { orderId: order.id, outcome: 'success' });
  return order;
}

/** Generates a mock, finishes it as it stands and sends it to scoring; resolves once it is scored. */
export async function scoredMock(
  page: Page,
  request: { kind: 'PTE' | 'THPT'; blueprint?: string },
): Promise<string> {
  const { mockId } = await callApi<{ mockId: string }>(page, 'POST', '/api/mock-test-trial/create', request);
  await callApi(page, 'POST', '/api/mock-test-trial/finish', { examId: mockId });
  await callApi(page, 'POST', '/marketplace/random-exam/score', { examId: mockId });
  await expect
    .poll(
      async () =>
        (await callApi<{ status: string }>(page, 'GET', `/api/mock-test-trial/score/${mockId}`)).status,
      { timeout: 60_000 },
    )
    .toBe('DONE');
  return mockId;
}
