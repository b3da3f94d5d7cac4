import { expect, type Page } from '@playwright/test';
import { logIn } from './accounts.js';

/** Logs in from the login page and waits for the home page. */
export async function logInAt(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/platform/auth/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
}

/** A new learner buys the 90-day pack (the full question bank) through the sandbox payment. */
export async function buyFullBank(page: Page): Promise<void> {
  await page.goto('/platform/mock-test/marketplace');
  await page
    .getByRole('article', { name: 'Pack 90 days' })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(page.getByTestId('cart-link')).toHaveText('Cart (1)');
  await page.getByTestId('cart-link').click();
  await page.getByRole('button', { name: 'Check out' }).click();
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await page
    .getByRole('region', { name: 'Sandbox payment — no money is charged' })
    .getByRole('button', { name: 'Pay' })
    .click();
  await expect(page.getByText('Payment successful. Your purchase is ready to use.')).toBeVisible();
}
