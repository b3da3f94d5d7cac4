import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, logIn, newAccount, signUpAndLogIn } from './support/accounts.js';

/** Logs in from the login page and waits for the home page. */
async function logInAt(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/platform/auth/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
}

const packListPath = '/platform/mock-test/marketplace';

test('an admin creates a voucher, a learner redeems it, and the console shows the use', async ({
  page,
  browser,
}) => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await logInAt(page, demoAdmin);
  await page.goto('/platform/admin');
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  await sections.getByRole('link', { name: 'Shop' }).click();
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New vouchers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create vouchers' });
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await dialog.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'AI Scoring #1' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('1 voucher created.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('searchbox', { name: 'Search by code' }).fill(code);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const voucher = page.getByTestId('voucher').filter({ hasText: code });
  await expect(voucher).toContainText('Used 0 of 1 times');

  // A new learner activates the code from the pack list.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signUpAndLogIn(learner, newAccount('Lan Vo'));
  await expect(learner.getByTestId('ai-credits')).toContainText('0');
  await learner.goto(packListPath);
  const redeem = learner.getByRole('region', { name: 'Have a voucher?' });
  await redeem.getByLabel('Voucher code').fill(code.toLowerCase());
  await redeem.getByRole('button', { name: 'Check code', exact: true }).click();
  await redeem.getByRole('button', { name: 'Activate' }).click();
  await expect(learner.getByTestId('ai-credits')).toContainText('200');
  await learnerContext.close();

  // The console shows the use; deactivating the code is audited.
  await page.reload();
  await expect(voucher).toContainText('Used 1 of 1 times');
  await expect(voucher).toContainText('Used up');
  await voucher.getByRole('button', { name: `Deactivate ${code}` }).click();
  await expect(voucher).toContainText('Deactivated');
  await sections.getByRole('link', { name: 'Audit log' }).click();
  const entry = page.getByTestId('audit-entry').filter({ hasText: code }).first();
  await expect(entry).toContainText('Voucher deactivated');
});

test('an admin refunds a learner’s order and the learner’s credits go back', async ({ page, browser }) => {
  const account = newAccount('Quang Do');
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signUpAndLogIn(learner, account);
  await learner.goto(packListPath);
  await learner
    .getByRole('article', { name: 'AI Scoring #1' })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await learner.goto('/platform/mock-test/cart');
  await learner.getByRole('button', { name: 'Check out' }).click();
  await learner.getByRole('link', { name: 'Continue to payment' }).click();
  await learner
    .getByRole('region', { name: 'Sandbox payment — no money is charged' })
    .getByRole('button', { name: 'Pay' })
    .click();
  await expect(learner.getByTestId('ai-credits')).toContainText('200');

  await logInAt(page, demoAdmin);
  await page.goto('/platform/admin/shop?tab=orders');
  await page.getByRole('searchbox', { name: 'Search by learner e-mail' }).fill(account.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const order = page.getByTestId('order').filter({ hasText: account.email });
  await expect(order).toContainText('Paid');
  await order.getByRole('button', { name: `Refund the order of ${account.email} ($30)` }).click();
  await page
    .getByRole('dialog', { name: 'Refund this order?' })
    .getByRole('button', { name: 'Refund and take back' })
    .click();
  await expect(order).toContainText('Refunded');
  await expect(order.getByRole('button', { name: /Refund the order/ })).toHaveCount(0);

  // The learner sees the credits taken back.
  await learner.reload();
  await expect(learner.getByTestId('ai-credits')).toContainText('0');
  await expect(learner.getByTestId('ai-credits')).not.toContainText('200');
  await learnerContext.close();
});
