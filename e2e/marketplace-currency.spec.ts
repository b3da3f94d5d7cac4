/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { newAccount, signUpAndLogIn } from './support/accounts.js';

const packListPath = '/platform/mock-test/marketplace';
/** Intl writes a no-break space between the amount and the currency sign. */
const dong = (amount: string) => new RegExp(`${amount.replace(/\./g, '\\.')}\\s₫`);

test('a learner who uses Prepwise in Vietnamese sees prices in đồng, pays in đồng, and may choose dollars', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpAndLogIn(page, newAccount('Lan Nguyen'));

  // Vietnamese chosen on the profile (the account's language): prices follow it into đồng.
  await page.goto('/platform/user/profile');
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/user\/[^/]+$/.test(response.url()),
  );
  await page.getByText('Tiếng Việt', { exact: true }).click();
  expect((await saved).ok()).toBe(true);

  await page.goto(packListPath);
  await expect(page.getByRole('heading', { name: 'Cửa hàng', level: 1 })).toBeVisible();
  const picker = page.getByRole('textbox', { name: 'Đơn vị tiền tệ' });
  await expect(picker).toHaveValue('VND – Đồng Việt Nam');
  const card = page.getByRole('article', { name: 'Chấm điểm AI #1' });
  await expect(card.getByTestId('pack-price')).toHaveText(dong('749.000'));
  await expect(page.getByRole('article', { name: /90 ngày/ }).getByTestId('pack-price')).toHaveText(
    dong('2.990.000'),
  );

  await card.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await expect(page.getByTestId('cart-link')).toHaveText('Giỏ hàng (1)');
  await page.getByTestId('cart-link').click();
  await expect(page.getByTestId('cart-total')).toHaveText(dong('749.000'));
  await page.getByRole('button', { name: 'Thanh toán' }).click();
  await expect(page.getByText('Đã tạo đơn hàng')).toBeVisible();
  await expect(page.getByText(dong('749.000')).first()).toBeVisible();
  await page.getByRole('link', { name: 'Tiếp tục thanh toán' }).click();
  const sandbox = page.getByRole('region', { name: 'Thanh toán thử nghiệm — không trừ tiền thật' });
  await sandbox.getByRole('button', { name: 'Thanh toán' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Đã thanh toán');
  await expect(page.getByTestId('order-total')).toHaveText(dong('749.000'));

  // Dollars chosen instead: the shop and the next cart are priced in US$.
  await page.goto(packListPath);
  await picker.click();
  await page.getByRole('option', { name: /^USD/ }).click();
  await expect(picker).toHaveValue(/^USD/);
  await expect(card.getByTestId('pack-price')).toHaveText(/(^|\s)30\sUS\$$/);
  await card.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await page.getByTestId('cart-link').click();
  await expect(page.getByTestId('cart-total')).toHaveText(/(^|\s)30\sUS\$$/);
});
