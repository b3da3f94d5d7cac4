/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { newAccount, signUpAndLogIn } from './support/accounts.js';
import { finishAndScore, redeemMockVoucher, secondsLeft } from './support/mock.js';
import { chromiumArgsWithMicrophone, chromiumPath } from './support/chromium.js';

// Chromium's fake microphone plays this file, as in speaking.spec.ts.
const speechFile = join(mkdtempSync(join(tmpdir(), 'prepwise-mock-speech-')), 'speech.wav');
execFileSync('espeak-ng', ['-w', speechFile, 'Honeybees share the location of food through a waggle dance.']);

test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgsWithMicrophone(speechFile),
  },
});

test('quick mock: start from the intro, reloads with an answer of each family (a saved recording, the essay, a reading choice, a listening choice) refilled and the clock carried on, finish and score with confirmation, download the PDF', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpAndLogIn(page, newAccount('Lan Tran'));
  await redeemMockVoucher(page);

  await page.goto('/platform/mock-test');
  await expect(page.getByRole('heading', { name: 'Mock tests', level: 1 })).toBeVisible();
  await expect(page.getByText('No mock tests yet')).toBeVisible();
  const quick = page.getByRole('article', { name: 'PTE quick mock: one item per section' });
  // The size is the blueprint's: 4 questions, and the sections' own times add up to 120 minutes.
  await expect(quick).toContainText('4 questions · 120 min');
  await quick.getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/platform\/mock-test\/intro\/\d+$/);
  await expect(page.getByText('Chosen for your level')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Optional break' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the test' }).click();

  await expect(page).toHaveURL(/\/platform\/exam\/mock\/[0-9a-f-]{36}$/);
  const mockId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { name: 'Speaking', level: 1 })).toBeVisible();
  await expect(page.getByTestId('mock-position')).toHaveText('Question 1 of 4');
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);

  await expect(page.getByTestId('task-instruction')).toHaveText(
    'Read the text aloud as naturally and clearly as you can.',
  );

  // Speaking: record from the fake microphone, stop and save; then reload: the same item shows
  // the recording as saved (it is not asked for again) and the clock carried on.
  const recorder = page.getByTestId('recorder');
  await recorder.getByRole('button', { name: 'Start recording now' }).click();
  await expect(recorder).toContainText(/Recording – 0:\d\d left/);
  await page.waitForTimeout(2500);
  await recorder.getByRole('button', { name: 'Stop recording' }).click();
  const recordingSaved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/mock-test-trial/answer'),
  );
  await recorder.getByRole('button', { name: 'Save answer' }).click();
  expect((await recordingSaved).ok()).toBe(true);
  await expect(page.getByText('Your answer is saved.', { exact: false })).toBeVisible();
  const speakingBefore = await secondsLeft(page);
  await page.waitForTimeout(2000);
  await page.reload();
  await expect(page.getByTestId('mock-position')).toHaveText('Question 1 of 4');
  await expect(page.getByRole('heading', { name: 'Speaking', level: 1 })).toBeVisible();
  await expect(page.getByTestId('saved-recording')).toContainText('Your recording is saved.');
  await expect(page.getByTestId('recorder')).toHaveCount(0);
  await expect(page.getByText('Your answer is saved.', { exact: false })).toBeVisible();
  const speakingAfter = await secondsLeft(page);
  expect(speakingAfter).toBeLessThan(speakingBefore);
  expect(speakingAfter).toBeGreaterThan(speakingBefore - 30);
  await page.getByRole('button', { name: 'Next' }).click();

  // Next: the essay has its own 20-minute clock.
  await expect(page.getByRole('heading', { name: 'Essay', level: 1 })).toBeVisible();
  await expect(page.getByTestId('mock-position')).toHaveText('Question 2 of 4');
  expect(await secondsLeft(page)).toBeGreaterThan(19 * 60);
  const essay =
    'Many people believe that technology makes life easier. In my opinion, it brings both benefits and problems, ' +
    'because people can learn faster online but they also spend less time with their families.';
  await page.getByLabel('Your answer').fill(essay);
  await page.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('Your answer is saved.', { exact: false })).toBeVisible();

  // Reload in the middle: the same item with the saved essay filled back in, and the section
  // clock carried on rather than reset.
  await page.waitForTimeout(1500);
  const before = await secondsLeft(page);
  expect(before).toBeLessThan(20 * 60);
  await page.waitForTimeout(2000);
  await page.reload();
  await expect(page.getByTestId('mock-position')).toHaveText('Question 2 of 4');
  await expect(page.getByRole('heading', { name: 'Essay', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Your answer')).toHaveValue(essay);
  await expect(page.getByText('Your answer is saved.', { exact: false })).toBeVisible();
  const after = await secondsLeft(page);
  expect(after).toBeLessThan(before);
  expect(after).toBeGreaterThan(before - 30);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Optional break', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Skip break' }).click();

  await expect(page.getByTestId('mock-position')).toHaveText('Question 3 of 4');
  await expect(page.getByRole('heading', { name: 'Reading', level: 1 })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('Your answer is saved.', { exact: false })).toBeVisible();
  // Reload with a reading choice saved: the same item, the choice checked again.
  await page.reload();
  await expect(page.getByTestId('mock-position')).toHaveText('Question 3 of 4');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await expect(page.getByText('Your answer is saved.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('mock-position')).toHaveText('Question 4 of 4');
  await expect(page.getByRole('heading', { name: 'Listening', level: 1 })).toBeVisible();
  await expect(page.getByTestId('task-instruction')).toHaveText(
    'Listen to the recording and choose the one best answer.',
  );
  // Listening: the choices show once the recording starts; choose, save, reload: the choice is
  // checked again and the recording, heard once, does not play again.
  const startAudio = page.getByRole('button', { name: 'Start now', exact: true });
  const choices = page.getByRole('radio');
  await expect(startAudio.or(choices.first())).toBeVisible();
  if (await startAudio.isVisible()) await startAudio.click();
  await choices.nth(1).check();
  await page.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('Your answer is saved.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('mock-position')).toHaveText('Question 4 of 4');
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await expect(page.getByText('The recording has finished.')).toBeVisible();
  await expect(page.getByTestId('audio-once')).toHaveCount(0);
  await expect(page.getByText('Your answer is saved.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'End of the test', exact: true })).toBeVisible();
  await expect(page.getByText('You saved answers for 4 of 4 questions.')).toBeVisible();
  await finishAndScore(page, { finishText: 'Once finished, you cannot change your answers.' });

  await expect(page).toHaveURL(new RegExp(`/platform/mock-test/result/${mockId}$`));
  await expect(page.getByRole('heading', { name: 'Mock test report', level: 1 })).toBeVisible();
  await expect(page.getByTestId('overall-score')).toContainText(/\d+ on the 10-90 scale/);
  // The saved recording was scored, not taken as unanswered.
  await expect(page.getByRole('button', { name: /1\. Read aloud/ })).not.toContainText('Not answered');
  await expect(page.getByRole('heading', { name: 'Enabling skills' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Time used and time allowed per section' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`prepwise-report-${mockId}.pdf`);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The list shows the scored mock with its result link.
  await page.goto('/platform/mock-test');
  const row = page.getByRole('article').filter({ hasText: 'Scored' }).first();
  await expect(row.getByRole('button', { name: 'View result' })).toBeVisible();
});
