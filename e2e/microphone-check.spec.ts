/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { logIn, newAccount, signUpAndLogIn, type TestAccount } from './support/accounts.js';
import { launchWithMicrophone, microphoneSpeech } from './support/microphone.js';

/** A fake microphone that hears nothing at all (muted, or the wrong device chosen). */
function silentMicrophone(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'prepwise-silent-microphone-')), 'silence.wav');
  execFileSync('sox', ['-n', '-r', '48000', '-c', '1', '-b', '16', file, 'trim', '0', '6']);
  return file;
}

/**
 * In a browser whose fake microphone plays its own file: a Vietnamese learner on a 360 x 740 phone
 * opens the speaking mock's intro page and runs the microphone check. Returns the page's context
 * (to close) after the verdict is shown.
 */
async function checkMicrophoneIn(
  browser: Browser,
  baseURL: string | undefined,
  account: TestAccount,
  introUrl: string,
) {
  const context = await browser.newContext({
    baseURL,
    permissions: ['microphone'],
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await page.goto('/platform/auth/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await page.evaluate(() => localStorage.setItem('prepwise.lang', 'vi'));
  await page.goto(introUrl);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const check = page.getByRole('region', { name: 'Kiểm tra micro và tai nghe' });
  await check.getByRole('button', { name: 'Ghi âm 3 giây' }).click();
  await expect(check.getByText(/Đang ghi âm… hãy nói ngay/)).toBeVisible();
  // The live level meter (empty on a silent microphone).
  await expect(check.getByTestId('level-meter')).toBeVisible();
  await expect(check.getByTestId('microphone-verdict')).toBeVisible({ timeout: 60_000 });
  // The take can be heard back in the headset.
  await expect(check.getByLabel('Nghe lại bản ghi bằng tai nghe')).toHaveAttribute('src', /^blob:/);
  return { context, page, check };
}

test('microphone check before a mock: a silent microphone is warned about, speech passes and is remembered for the day', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const account = newAccount('Thu Trang');
  await signUpAndLogIn(page, account);
  await page.goto('/platform/mock-test');
  await page
    .getByRole('article', { name: 'PTE speaking mock: one task of each type' })
    .getByRole('link', { name: 'Start' })
    .click();
  await expect(page).toHaveURL(/\/platform\/mock-test\/intro\/\d+$/);
  const introUrl = new URL(page.url()).pathname;

  const muted = await launchWithMicrophone(playwright.chromium, silentMicrophone());
  try {
    const { check } = await checkMicrophoneIn(muted, baseURL, account, introUrl);
    const verdict = check.getByTestId('microphone-verdict');
    await expect(verdict).toHaveAttribute('data-verdict', 'silent');
    await expect(verdict).toHaveAttribute('role', 'alert');
    await expect(verdict).toContainText('Chúng tôi không nghe thấy gì');
    await expect(verdict).toContainText('Không nghe thấy lời nói');
  } finally {
    await muted.close();
  }

  const speaking = await launchWithMicrophone(
    playwright.chromium,
    microphoneSpeech('Hello, I am checking my microphone and my headset before the test begins.', {
      totalSeconds: 6,
    }),
  );
  try {
    const { page: learner, check } = await checkMicrophoneIn(speaking, baseURL, account, introUrl);
    const verdict = check.getByTestId('microphone-verdict');
    await expect(verdict).toHaveAttribute('data-verdict', 'ok');
    await expect(verdict).toContainText('Chúng tôi nghe rõ bạn nói');
    await expect(verdict).toContainText('Đã nghe thấy lời nói');

    // Remembered on this device for the day: the page says so after a reload, and offers another check.
    await learner.reload();
    const again = learner.getByRole('region', { name: 'Kiểm tra micro và tai nghe' });
    await expect(again.getByText('Đã kiểm tra hôm nay trên thiết bị này')).toBeVisible();
    await expect(again.getByTestId('microphone-verdict')).toHaveAttribute('data-verdict', 'ok');
    await expect(again.getByRole('button', { name: 'Kiểm tra lại' })).toBeVisible();
    // The learner goes on to the test from here.
    await expect(learner.getByRole('button', { name: 'Bắt đầu làm bài' })).toBeVisible();
  } finally {
    await speaking.close();
  }
});
