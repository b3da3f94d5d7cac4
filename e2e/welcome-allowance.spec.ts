/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { activate, newAccount, signUp } from './support/accounts.js';
import { chromiumArgsWithMicrophone, chromiumPath } from './support/chromium.js';
import { practiseFirstOf } from './support/practice.js';
import { recordAndSubmit, scoreInPlayer, synthesiseSpeech } from './support/speaking.js';

// This journey runs against the config's second server, which keeps the shipped welcome allowance
// (WELCOME_AI_SCORINGS, 5); the main one starts learners at 0 for the paywall journeys.
const welcomeURL = process.env.E2E_WELCOME_URL;
const welcomeDataDir = process.env.E2E_WELCOME_DATA_DIR;

test.use({
  baseURL: welcomeURL,
  permissions: ['microphone'],
  launchOptions: { executablePath: chromiumPath, args: chromiumArgsWithMicrophone(synthesiseSpeech()) },
});

test('a new learner is told of the welcome AI scorings on home and scores a first recording without a paywall', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(welcomeURL, 'run through e2e/playwright.config.ts').toBeTruthy();
  const account = newAccount('Bảo Ngọc');
  await signUp(page, account);
  await activate(page, account, welcomeDataDir);

  // Home, in Vietnamese on a phone: five AI scorings, said to be the welcome gift.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/platform/auth/login');
  await page.evaluate(() => localStorage.setItem('prepwise.lang', 'vi'));
  await page.reload();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await page.getByRole('button', { name: 'Bắt đầu thôi' }).click();
  // The popup gives the focus back to the page as it closes, which scrolls; read the page after.
  await expect(page.getByRole('dialog')).toBeHidden();
  const gift = page.getByTestId('welcome-gift');
  await expect(gift).toHaveText(/Gồm 5 lượt chấm AI được tặng khi bạn mới tham gia/);
  await gift.scrollIntoViewIfNeeded();
  await expect(gift).toBeInViewport();

  // The first recording is scored with the gift, not met by a paywall; home then counts 4 left.
  await page.evaluate(() => localStorage.setItem('prepwise.lang', 'en'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/platform/exam');
  await expect(page.getByRole('heading', { name: 'Question bank' })).toBeVisible();
  await practiseFirstOf(page, 'Read aloud');
  await recordAndSubmit(page);
  await scoreInPlayer(page);
  await page.goto('/platform/user/home');
  await expect(page.getByTestId('welcome-gift')).toContainText('welcome gift of 5 AI scorings');
  await expect(page.getByText(/^0 left today from your pack, 4 credits of your own/)).toBeVisible();
});
