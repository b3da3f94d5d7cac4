/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, demoLearner, logIn, newAccount, signUpAndLogIn } from './support/accounts.js';

async function logInAsLearner(page: Page): Promise<void> {
  await page.goto('/platform/auth/login');
  await logIn(page, demoLearner.email, demoLearner.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
}

// The pack list's own route: the index /platform/mock-test is the mock-test list.
const packListPath = '/platform/mock-test/marketplace';
const dateTime = /\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/;

test('a learner buys AI scoring with a discount voucher and sees credits and both histories update', async ({
  page,
}) => {
  await logInAsLearner(page);
  // The demo learner starts with the seed's 10 AI-scoring credits to try scoring.
  await expect(page.getByTestId('ai-credits')).toContainText('10');

  await page.goto(packListPath);
  await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
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

  const voucherCode = page.getByLabel('Voucher code');
  await voucherCode.fill('nope-2026');
  await page.getByRole('button', { name: 'Check code', exact: true }).click();
  await expect(page.getByText('This voucher code is not valid.')).toBeVisible();
  await voucherCode.fill('welcome10');
  await page.getByRole('button', { name: 'Check code', exact: true }).click();
  await expect(page.getByText('This voucher takes 10 % off your cart')).toBeVisible();
  // Checking the code applied it: no second step before "Check out".
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(page.getByText('Discount WELCOME10')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('$54');

  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByText('Order created')).toBeVisible();
  await expect(page.getByText(/Total: \$54/)).toBeVisible();
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/platform\/mock-test\/checkout\?order=.+&provider=sandbox$/);
  const sandbox = page.getByRole('region', { name: 'Sandbox payment — no money is charged' });
  await expect(sandbox).toBeVisible();
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Payment successful. Your purchase is ready to use.')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('ai-credits')).toContainText('410');
  // The voucher went with the order: the cart never asks for it again, so no false error appears.
  await expect(page.getByText('You have already used this voucher.')).toHaveCount(0);

  // The home page's access summary reads the same access control as the header badge.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .first()
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await expect(
    page.getByText(
      '0 left today from your pack, 410 credits of your own (bought, from a voucher or given to you).',
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Payment history' }).click();
  await expect(page).toHaveURL(/\/platform\/user\/payments$/);
  const row = page.getByTestId('payment-row').first();
  await expect(row.getByText('Payment', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(row).toContainText('$54');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  await page.getByRole('link', { name: 'Activity history' }).click();
  await expect(page).toHaveURL(/\/platform\/user\/activity$/);
  await expect(page.getByRole('heading', { name: 'Activity history', level: 1 })).toBeVisible();
  const grant = page.getByTestId('activity-row').filter({ visible: true }).first();
  await expect(grant).toHaveAttribute('data-direction', 'grant');
  await expect(grant).toContainText('AI scoring credits');
  await expect(grant).toContainText('Purchase');
  await expect(grant).toContainText('+200');
  await expect(grant).toContainText('Added');
  await expect(grant).toContainText(dateTime);
});

test('a new learner activates the TRY-AI-200 voucher from the pack list', async ({ page }) => {
  await signUpAndLogIn(page, newAccount('Hoa Le'));
  await expect(page.getByTestId('ai-credits')).toContainText('0');

  await page.goto(packListPath);
  const voucher = page.getByRole('region', { name: 'Have a voucher?' });
  await voucher.getByLabel('Voucher code').fill('TRY-AI-200');
  await voucher.getByRole('button', { name: 'Check code', exact: true }).click();
  await expect(voucher.getByText('This voucher gives you AI Scoring #1')).toBeVisible();
  await voucher.getByRole('button', { name: 'Activate' }).click();
  await expect(
    page.getByText('Apply voucher success: AI Scoring #1 has been added to your account.'),
  ).toBeVisible();
  await expect(page.getByTestId('ai-credits')).toContainText('200');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Payment history' }).click();
  const row = page.getByTestId('payment-row').first();
  await expect(row.getByText('Voucher', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(row).toContainText('TRY-AI-200');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Activity history' }).click();
  await expect(page).toHaveURL(/\/platform\/user\/activity$/);
  const grant = page.getByTestId('activity-row').filter({ visible: true }).first();
  await expect(grant).toContainText('AI scoring credits');
  await expect(grant).toContainText('Voucher');
  await expect(grant).toContainText('+200');
});

test('a cart made free by a 100 % voucher is paid at checkout, and the header credits update without a reload', async ({
  page,
}) => {
  // An admin's one-use voucher for the whole cart, made through the API.
  const code = `FREE-${Date.now().toString(36).toUpperCase()}`;
  const login = await page.request.post('/auth/login', { data: demoAdmin });
  const adminToken = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const created = await page.request.post('/api/admin/vouchers', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { mode: 'single', code, kind: 'DISCOUNT', discountPercent: 100, maxUses: 1 },
  });
  expect(created.ok()).toBe(true);

  await signUpAndLogIn(page, newAccount('Vy Ngo'));
  await page.goto(packListPath);
  await expect(page.getByTestId('ai-credits')).toContainText('0');
  await page
    .getByRole('article', { name: 'AI Scoring #1' })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(page.getByTestId('cart-link')).toHaveText('Cart (1)');
  // From here on no page is loaded again: the header must learn of the credits by itself.
  await page.getByTestId('cart-link').click();
  await expect(page.getByTestId('cart-total')).toHaveText('$30');
  await page.getByLabel('Voucher code').fill(code);
  await page.getByRole('button', { name: 'Check code', exact: true }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('$0');
  await page.getByRole('button', { name: 'Check out' }).click();
  // Nothing to pay: the order is paid at once, and says so (no "waiting for payment").
  await expect(page.getByText('Your purchase is on your account', { exact: false })).toBeVisible();
  await expect(page.getByText(/is waiting for payment/)).toHaveCount(0);
  await expect(page.getByTestId('ai-credits')).toContainText('200');
});

test('the pack list fits a phone and the sandbox can decline a payment', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpAndLogIn(page, newAccount('Bao Tran'));
  await page.goto(packListPath);
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

  // A declined payment grants nothing: the activity history holds only the free plan, as cards.
  await page.goto('/platform/user/activity');
  const rows = page.getByTestId('activity-row').filter({ visible: true });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Free random mock tests');
  await expect(rows.first()).toContainText('+5');
  await expect(page.getByRole('table', { name: 'Activity history' })).toBeHidden();
  overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a checkout left before paying waits in the payment history, can be resumed, and a cancelled one gives its voucher back', async ({
  page,
}) => {
  await signUpAndLogIn(page, newAccount('Lan Pham'));
  const checkOutWithWelcome10 = async (product: string) => {
    await page.goto(packListPath);
    await page.getByRole('article', { name: product }).getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('cart-link')).toHaveText('Cart (1)');
    await page.goto('/platform/mock-test/cart');
    await page.getByLabel('Voucher code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Check code', exact: true }).click();
    await expect(page.getByText('Discount WELCOME10')).toBeVisible();
    await page.getByRole('button', { name: 'Check out' }).click();
    await expect(page.getByText('Order created')).toBeVisible();
  };

  // Leave the first checkout before paying: it waits in the payment history, holding the voucher.
  await checkOutWithWelcome10('Mock Test #1');
  await page.goto('/platform/user/payments');
  const pending = page.getByTestId('pending-order');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('Mock Test #1 × 1');
  await expect(pending).toContainText('$22.50');
  await expect(pending).toContainText('Voucher WELCOME10 reserved');
  await expect(pending).toContainText(/Cancelled automatically at/);

  // Cancel it: the voucher can be used again.
  await pending.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText('voucher WELCOME10 can be used again');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Your order has been cancelled.').first()).toBeVisible();
  await expect(page.getByTestId('pending-order')).toHaveCount(0);

  // Check out again with the same voucher, leave, then resume from the payment history and pay.
  await checkOutWithWelcome10('AI Scoring #1');
  await page.goto('/platform/user/payments');
  await page.getByTestId('pending-order').getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/platform\/mock-test\/checkout\?order=.+&provider=sandbox$/);
  await page
    .getByRole('region', { name: 'Sandbox payment — no money is charged' })
    .getByRole('button', { name: 'Pay' })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('ai-credits')).toContainText('200');

  await page.goto('/platform/user/payments');
  await expect(page.getByTestId('pending-order')).toHaveCount(0);
  await expect(page.getByTestId('payment-row').first()).toContainText('$27');
});
