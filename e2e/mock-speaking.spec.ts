/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { newAccount, signUpAndLogIn } from './support/accounts.js';
import { finishAndScore, recordAndNext, redeemMockVoucher } from './support/mock.js';
import { chromiumArgsWithMicrophone, chromiumPath } from './support/chromium.js';

// Chromium's fake microphone plays this file, as in speaking.spec.ts and mock-test.spec.ts.
const speechFile = join(mkdtempSync(join(tmpdir(), 'prepwise-speaking-mock-')), 'speech.wav');
execFileSync('espeak-ng', [
  '-w',
  speechFile,
  'The lecture explained how honeybees share the location of food through a waggle dance.',
]);

test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgsWithMicrophone(speechFile), '--autoplay-policy=no-user-gesture-required'],
  },
});

/** The five speaking types in test order, as the report names them. */
const speakingTypes = [
  'Read aloud',
  'Repeat sentence',
  'Describe image',
  'Re-tell lecture',
  'Answer short question',
];

test('speaking mock: a recording on each of the five speaking types, each scored in the report', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await signUpAndLogIn(page, newAccount('Hoa Nguyen'));
  await redeemMockVoucher(page);

  await page.goto('/platform/mock-test');
  const speaking = page.getByRole('article', { name: 'PTE speaking mock: one task of each type' });
  // Five items, all in the speaking section's 35 minutes.
  await expect(speaking).toContainText('5 questions · 35 min');
  await speaking.getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/platform\/mock-test\/intro\/\d+$/);
  await page.getByRole('button', { name: 'Start the test' }).click();

  await expect(page).toHaveURL(/\/platform\/exam\/mock\/[0-9a-f-]{36}$/);
  const mockId = page.url().split('/').at(-1) ?? '';
  for (let position = 1; position <= speakingTypes.length; position += 1) {
    await expect(page.getByTestId('mock-position')).toHaveText(`Question ${position} of 5`);
    await expect(page.getByRole('heading', { name: 'Speaking', level: 1 })).toBeVisible();
    await recordAndNext(page);
  }

  await expect(page.getByRole('heading', { name: 'End of the test', exact: true })).toBeVisible();
  await expect(page.getByText('You saved answers for 5 of 5 questions.')).toBeVisible();
  await finishAndScore(page, { resultTimeout: 180_000 });

  await expect(page).toHaveURL(new RegExp(`/platform/mock-test/result/${mockId}$`));
  await expect(page.getByRole('heading', { name: 'Mock test report', level: 1 })).toBeVisible();
  await expect(page.getByTestId('overall-score')).toContainText(/\d+ on the 10-90 scale/);
  // Every item carries its own mark: none is missing, and none is left unscored.
  for (const [index, type] of speakingTypes.entries()) {
    const item = page.getByRole('button', { name: `${index + 1}. ${type}`, exact: false });
    await expect(item).toBeVisible();
    await expect(item).toContainText(/\d+ \/ \d+/);
    await expect(item).not.toContainText('Not answered');
    await expect(item).not.toContainText('Saved, not scored');
  }
});
