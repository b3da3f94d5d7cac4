/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { demoLearner, logIn, newAccount, signUpAndLogIn } from './support/accounts.js';

async function logInAsLearner(page: Page): Promise<void> {
  await page.goto('/platform/auth/login');
  await logIn(page, demoLearner.email, demoLearner.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
}

test('a learner buys AI scoring in the sandbox and sees credits and history update', async ({ page }) => {
  await logInAsLearner(page);
  await expect(page.getByTestId('ai-credits')).toContainText('0');

  await page.goto('/platform/mock-test');
  await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No mock tests yet' })).toBeVisible();
  const card = page.getByRole('article', { name: 'AI Scoring #1' });
  await expect(card.getByTestId('pack-price')).toContainText('$30');
  await expect(card.getByText('200 AI scoring requests')).toBeVisible();
  const pack90 = page.getByRole('article', { name: 'Pack 90 days' });
  await expect(pack90.getByText('15 AI scoring per day')).toBeVisible();
  await expect(pack90.getByText('Full question bank and repeated questions')).toBeVisible();

  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Your cart has been updated.').first()).toBeVisible();
  await expect(page.getByTestId('cart-link')).toHaveText('Cart (1)');

  await page.getByTestId('cart-link').click();
  await expect(page).toHaveURL(/\/platform\/mock-test\/cart$/);
  const line = page.getByRole('listitem', { name: 'AI Scoring #1' });
  await line.getByRole('button', { name: 'Increase the quantity of AI Scoring #1' }).focus();
  await page.keyboard.press('Enter');
  await expect(line.getByTestId('cart-quantity')).toHaveText('2');
  await expect(page.getByTestId('cart-total')).toHaveText('$60');

  await page.getByLabel('Voucher code').fill('nope-2026');
  await page.getByRole('button', { name: 'Check code', exact: true }).click();
  await expect(page.getByText('This voucher code is not valid.')).toBeVisible();

  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByText('Order created')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/platform\/mock-test\/checkout\?order=.+&provider=sandbox$/);
  const sandbox = page.getByRole('region', { name: 'Sandbox payment — no money is charged' });
  await expect(sandbox).toBeVisible();
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Payment successful. Your purchase is ready to use.')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('ai-credits')).toContainText('400');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Payment history' }).click();
  await expect(page).toHaveURL(/\/platform\/user\/payments$/);
  const row = page.getByTestId('payment-row').first();
  await expect(row.getByText('Payment', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(row).toContainText('$60');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
});

test('the pack list fits a phone and the sandbox can decline a payment', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpAndLogIn(page, newAccount('Bao Tran'));
  await page.goto('/platform/mock-test');
  const card = page.getByRole('article', { name: 'Mock Test #1' });
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-link')).toHaveText('Cart (1)');
  let overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.goto('/platform/mock-test/cart');
  await page.getByRole('button', { name: 'Check out' }).click();
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('The payment did not go through. Nothing was charged.').first()).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Payment failed');
  overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
