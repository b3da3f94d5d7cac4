/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, logIn, newAccount, signUpAndLogIn, type TestAccount } from './support/accounts.js';

// These journeys run against the config's third server, whose VNPay and MoMo point at the local
// stand-in of their sandboxes (`npm run payments:local`): it shows the provider's pay page with
// Pay and Decline, sends the signed IPN, then returns the learner to Prepwise.
const paymentsURL = process.env.E2E_PAYMENTS_URL;
const paymentsDataDir = process.env.E2E_PAYMENTS_DATA_DIR;
test.use({ baseURL: paymentsURL });

const packListPath = '/platform/mock-test/marketplace';
/** Intl writes a no-break space between the amount and the currency sign. */
const dong = (amount: string) => new RegExp(`${amount.replace(/\./g, '\\.')}\\s₫`);

/** A new learner who uses Prepwise in Vietnamese (chosen on the profile), on a phone. */
async function vietnameseLearner(page: Page, name: string): Promise<TestAccount> {
  expect(paymentsURL, 'run through e2e/playwright.config.ts').toBeTruthy();
  await page.setViewportSize({ width: 360, height: 740 });
  const account = newAccount(name);
  await signUpAndLogIn(page, account, paymentsDataDir);
  await page.goto('/platform/user/profile');
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/user\/[^/]+$/.test(response.url()),
  );
  await page.getByText('Tiếng Việt', { exact: true }).click();
  expect((await saved).ok()).toBe(true);
  return account;
}

/** Puts "AI Scoring #1" (749.000 ₫) in the cart and opens the cart. */
async function cartWithScoringPack(page: Page): Promise<void> {
  await page.goto(packListPath);
  const card = page.getByRole('article', { name: 'Chấm điểm AI #1' });
  await expect(card.getByTestId('pack-price')).toHaveText(dong('749.000'));
  await card.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await expect(page.getByTestId('cart-link')).toHaveText('Giỏ hàng (1)');
  await page.getByTestId('cart-link').click();
  await expect(page.getByTestId('cart-total')).toHaveText(dong('749.000'));
}

/** Checks the cart out with VNPay and pays on its page; the learner comes back to a paid order. */
async function payWithVnpay(page: Page): Promise<void> {
  const methods = page.getByRole('radiogroup', { name: 'Thanh toán bằng' });
  await expect(methods.getByRole('radio', { name: /VNPay/ })).toBeChecked();
  await expect(methods.getByRole('radio', { name: /MoMo/ })).toBeVisible();
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();

  // VNPay's page (the stand-in): the order in đồng.
  await page.waitForURL(/\/paymentv2\/vpcpay\.html/);
  await expect(page.getByText('749000 VND')).toBeVisible();
  // Left unpaid for a moment: the order waits and grants nothing; it continues to VNPay from there.
  await page.goto('/platform/user/payments');
  const pending = page.getByTestId('pending-order');
  await expect(pending).toContainText('Đang chờ thanh toán');
  await expect(page.getByTestId('ai-credits')).not.toContainText('200');
  // A new VNPay session of the same order (VNPay takes a vnp_TxnRef once).
  await pending.getByRole('button', { name: 'Tiếp tục thanh toán' }).click();
  await page.waitForURL(/\/paymentv2\/vpcpay\.html/);

  await page.getByRole('button', { name: 'Pay' }).click();
  // Back on Prepwise: VNPay's IPN settled the order, the return page only reads it.
  await page.waitForURL(/\/platform\/mock-test\/checkout\?order=.*provider=vnpay/);
  await expect(page.getByTestId('order-status')).toHaveText('Đã thanh toán');
  await expect(page.getByTestId('order-total')).toHaveText(dong('749.000'));
  await expect(page.getByTestId('ai-credits')).toContainText('200');
}

/**
 * Checks the cart out with MoMo and declines on its page (the stand-in, showing the total in
 * đồng); the learner is back on Prepwise, told MoMo declined. Returns the decline notice.
 */
async function declineAtMomo(page: Page, total: string) {
  await page
    .getByRole('radiogroup', { name: 'Thanh toán bằng' })
    .getByRole('radio', { name: /MoMo/ })
    .check();
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await page.waitForURL(/\/v2\/gateway\/pay/);
  await expect(page.getByText(`${total} VND`)).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/\/platform\/mock-test\/checkout\?order=.*provider=momo/);
  const declined = page.getByTestId('payment-declined');
  await expect(declined).toContainText('MoMo đã từ chối thanh toán');
  return declined;
}

test('a learner in Vietnamese sees prices in đồng and pays a pack with VNPay, granted once the IPN arrives', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await vietnameseLearner(page, 'Lan Nguyen');
  await cartWithScoringPack(page);
  await payWithVnpay(page);
  await page.goto('/platform/user/payments');
  await expect(page.getByTestId('pending-order')).toHaveCount(0);
});

test('a MoMo payment declined at MoMo leaves the order pending, and cancelling it frees the voucher', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await vietnameseLearner(page, 'Tuan Tran');
  await cartWithScoringPack(page);
  await page.getByLabel('Mã voucher').fill('WELCOME10');
  await page.getByRole('button', { name: 'Kiểm tra mã' }).click();
  await expect(page.getByText('Giảm giá WELCOME10')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(dong('674.100'));
  // Declined on MoMo's page; back on Prepwise: nothing charged, the order still waits with its voucher.
  const declined = await declineAtMomo(page, '674100');
  await expect(page.getByTestId('order-status')).toHaveText('Đang chờ thanh toán');
  await declined.getByRole('link', { name: 'Xem đơn hàng' }).click();
  const pending = page.getByTestId('pending-order');
  await expect(pending).toContainText('Đang giữ voucher WELCOME10');
  await expect(page.getByTestId('ai-credits')).not.toContainText('200');

  // Cancelled: the voucher is free again and prices the next cart.
  await pending.getByRole('button', { name: 'Hủy' }).click();
  await page
    .getByRole('dialog', { name: 'Hủy đơn hàng này?' })
    .getByRole('button', { name: 'Hủy đơn hàng' })
    .click();
  await expect(pending).toHaveCount(0);
  await cartWithScoringPack(page);
  await page.getByLabel('Mã voucher').fill('WELCOME10');
  await page.getByRole('button', { name: 'Kiểm tra mã' }).click();
  await expect(page.getByText('Giảm giá WELCOME10')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(dong('674.100'));
});

test('after a decline at MoMo, “Try again” opens a new MoMo payment of the same order, which pays it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await vietnameseLearner(page, 'Minh Pham');
  await cartWithScoringPack(page);
  let declinedUrl = '';
  page.on('framenavigated', (frame) => {
    if (!declinedUrl && frame === page.mainFrame() && frame.url().includes('/v2/gateway/pay'))
      declinedUrl = frame.url();
  });
  const declined = await declineAtMomo(page, '749000');

  // MoMo's page is single use: trying again opens a new one for the same order.
  await declined.getByRole('button', { name: 'Thử lại' }).click();
  await page.waitForURL(/\/v2\/gateway\/pay/);
  expect(page.url()).not.toBe(declinedUrl);
  await expect(page.getByText('749000 VND')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on Prepwise: MoMo's IPN settled the order and granted the pack.
  await page.waitForURL(/\/platform\/mock-test\/checkout\?order=.*provider=momo/);
  await expect(page.getByTestId('order-status')).toHaveText('Đã thanh toán');
  await expect(page.getByTestId('ai-credits')).toContainText('200');
  await page.goto('/platform/user/payments');
  await expect(page.getByTestId('pending-order')).toHaveCount(0);
});

test('an admin refunds a VNPay order through VNPay and the learner’s pack is taken back', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  const account = await vietnameseLearner(learner, 'Hoa Le');
  await cartWithScoringPack(learner);
  await payWithVnpay(learner);

  await page.goto('/platform/auth/login');
  await logIn(page, demoAdmin.email, demoAdmin.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await page.goto('/platform/admin/shop?tab=orders');
  await page.getByRole('searchbox', { name: 'Search by learner e-mail' }).fill(account.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const order = page.getByTestId('order').filter({ hasText: account.email });
  await expect(order).toContainText('Paid');
  // The console in English writes đồng the English way.
  await expect(order).toContainText('₫749,000');
  await order.getByRole('button', { name: /Refund the order of/ }).click();
  await page
    .getByRole('dialog', { name: 'Refund this order?' })
    .getByRole('button', { name: 'Refund and take back' })
    .click();
  await expect(order).toContainText('Refunded');

  // The learner's 200 AI scorings are taken back.
  await learner.goto('/platform/user/payments');
  await expect(learner.getByTestId('ai-credits')).toContainText('0');
  await expect(learner.getByTestId('ai-credits')).not.toContainText('200');
  await learnerContext.close();
});
