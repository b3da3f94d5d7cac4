import { expect, test } from '@playwright/test';
import { demoLearner, logIn, newAccount, signUpAndLogIn } from './support/accounts.js';
import { waitForApp } from './support/scripts.js';

test('switch to Vietnamese; the choice is remembered after a reload', async ({ page }) => {
  await page.goto('/platform/auth/login');
  await waitForApp(page);
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();

  await expect(page.getByRole('heading', { name: 'Chào mừng bạn trở lại' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByText('Vui lòng nhập email.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Chào mừng bạn trở lại' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  await page.getByLabel('Email').fill(demoLearner.email);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByText('Email hoặc mật khẩu không đúng.')).toBeVisible();
});

test('the private area speaks Vietnamese too, and the header’s choice is saved on the account', async ({
  page,
}) => {
  await signUpAndLogIn(page, newAccount('Hai Bui'));
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/user\/[^/]+$/.test(response.url()),
  );
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
  await expect(page.getByRole('heading', { name: 'Quyền sử dụng của bạn' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Điều hướng chính' }).first()).toBeVisible();
  // Saved as the profile's setting is: prices follow it into đồng.
  expect((await saved).ok()).toBe(true);
  await page.goto('/platform/mock-test/marketplace');
  await expect(page.getByRole('textbox', { name: 'Đơn vị tiền tệ' })).toHaveValue('VND – Đồng Việt Nam');
});

test('the language saved on the profile follows the learner to a new login', async ({ page }) => {
  const account = newAccount('Lan Tran');
  await signUpAndLogIn(page, account);
  await page.goto('/platform/user/profile');
  const saved = page.waitForResponse(
    (response) => response.request().method() !== 'GET' && /\/user\/[^/]+$/.test(response.url()),
  );
  await page.getByText('Tiếng Việt', { exact: true }).click();
  expect((await saved).ok()).toBe(true);

  // Another device: signed out, the interface in English.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
  await page.goto('/platform/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { name: 'Quyền sử dụng của bạn' })).toBeVisible();
});

test('a language chosen on the login page is kept after login, over the profile’s', async ({ page }) => {
  await page.goto('/platform/auth/login');
  await waitForApp(page);
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByLabel('E-Mail').fill(demoLearner.email);
  await page.locator('input[type=password]').fill(demoLearner.password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
