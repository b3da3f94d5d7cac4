/// <reference lib="dom" />
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAdmin, demoLearner, logIn, newAccount, signUpAndLogIn } from './support/accounts.js';
import { callApi } from './support/api.js';
import { buyInSandbox } from './support/newcomer.js';
import { holdAppScripts } from './support/scripts.js';

/**
 * Issue 36, points 11 and 12 (the console's part): the layout a newcomer met on a phone in
 * Vietnamese (the help button, toasts, a signed-out visit), the laptop's first view and the
 * console's names, words and money.
 */
async function overlaps(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function inVietnameseSignedOut(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/platform/auth/login');
  await page.evaluate(() => localStorage.setItem('prepwise.lang', 'vi'));
}

test('on a phone: the help button covers no form, toasts stay below the header, no blank page signed out', async ({
  page,
}) => {
  await inVietnameseSignedOut(page);

  // Sign-up at 360 x 740: the help button is at the page's end, over nothing, as the page opens.
  await page.goto('/platform/auth/register');
  const signUpButton = page.getByRole('button', { name: 'Đăng ký' });
  const help = page.getByRole('button', { name: /^Trợ giúp và liên hệ/ });
  await expect(help).toBeVisible();
  for (const field of [signUpButton, page.getByLabel('Quốc tịch'), page.getByLabel('Số điện thoại')])
    expect(await overlaps(field, help)).toBe(false);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
  expect(await overlaps(signUpButton, help)).toBe(false);

  // A private page visited signed out: the loader shows while the sign-in page loads.
  await page.route('**/assets/login-page-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/platform/user/history');
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
  await page.unroute('**/assets/login-page-*.js');

  // The sign-in toast starts below the header, not over the logo and the menus.
  await page.getByRole('textbox', { name: 'Email' }).fill(demoLearner.email);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(demoLearner.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Đăng nhập thành công' });
  await expect(toast).toBeVisible();
  // Where it settles once its entrance (sliding in from the top) is over.
  await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(60);
});

test('on a laptop the prerendered first view is the laptop’s: the sidebar runs to the bottom, no bottom bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/platform/auth/login');
  await logIn(page, demoLearner.email, demoLearner.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  const release = await holdAppScripts(page);
  await page.goto('/platform/user/home', { waitUntil: 'commit' });
  const firstView = page.locator('[data-signed-in-shell]');
  const sidebar = firstView
    .locator('nav')
    .filter({ has: page.getByRole('link', { name: 'Review' }) })
    .first();
  await expect(sidebar).toBeVisible();
  const navbar = firstView.locator('.mantine-AppShell-navbar');
  const box = await navbar.boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(800);
  await expect(firstView.locator('.mantine-AppShell-footer')).toBeHidden();
  release();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
});

test('the console: the logo is named as it reads, scroll areas take the keyboard, words and money instead of codes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A learner's order with a 10 % voucher: $22.50, refunded by the admin below.
  await signUpAndLogIn(page, newAccount('Gia Bảo'));
  const order = await buyInSandbox(page, 3, 'WELCOME10');
  expect(order.total).toBe(22.5);
  await page.evaluate(() => {
    localStorage.removeItem('prepwise.token');
    sessionStorage.removeItem('prepwise.token');
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/platform/auth/login');
  await logIn(page, demoAdmin.email, demoAdmin.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await page.goto('/platform/admin');
  // The logo's name starts with the "Prepwise" it shows.
  await expect(page.getByRole('link', { name: /^Prepwise/ })).toBeVisible();
  await callApi(page, 'POST', `/api/admin/shop/orders/${order.id}/refund`, {});

  await page.reload();
  const orders = page.locator('section').filter({ hasText: 'GET /api/admin/orders' });
  await expect(orders).toContainText('$22.50');
  await expect(orders).toContainText('Refunded');
  await expect(orders).not.toContainText('REFUNDED');

  // On a phone the overview's tables scroll sideways, and their scrolling part takes the focus.
  await page.setViewportSize({ width: 360, height: 740 });
  const scroller = page.locator('.mantine-ScrollArea-viewport[tabindex="0"]');
  await expect(scroller.first()).toBeAttached();

  await page.goto('/platform/admin/audit');
  // Newest first: this refund (other journeys may have refunded orders before it).
  const refund = page.getByRole('listitem').filter({ hasText: 'Status: Paid → Refunded' }).first();
  await expect(refund).toBeVisible();
  await expect(page.getByText(/REFUNDED|\bPAID\b/)).toHaveCount(0);
});
