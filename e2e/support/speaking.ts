/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** A spoken sentence made with espeak-ng, as a WAV file for Chromium's fake microphone. */
export function synthesiseSpeech(
  text = 'Honeybees share the location of food through a waggle dance.',
): string {
  const speechFile = join(mkdtempSync(join(tmpdir(), 'prepwise-speech-')), 'speech.wav');
  execFileSync('espeak-ng', ['-w', speechFile, text]);
  return speechFile;
}

/** Records a few seconds of the fake microphone in the read-aloud player and submits them. */
export async function recordAndSubmit(page: Page): Promise<void> {
  const recorder = page.getByTestId('recorder');
  await expect(recorder).toContainText(/Prepare: recording starts in 0:[34]\d/);
  await recorder.getByRole('button', { name: 'Start recording now' }).click();
  await expect(recorder).toContainText(/Recording – 0:\d\d left/);
  await expect(page.getByRole('progressbar', { name: 'Microphone level' })).toBeVisible();
  await page.waitForTimeout(3000);
  await recorder.getByRole('button', { name: 'Stop recording' }).click();

  await expect(recorder.locator('audio')).toBeVisible();
  const recordedSeconds = await recorder.locator('audio').evaluate(async (element: HTMLAudioElement) => {
    if (!Number.isFinite(element.duration) || element.duration === 0)
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    return element.duration;
  });
  expect(recordedSeconds).toBeGreaterThan(2);
  const upload = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/files/'),
  );
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/answers'),
  );
  await recorder.getByRole('button', { name: 'Submit answer' }).click();
  expect((await upload).ok()).toBe(true);
  // The server decodes the uploaded FLAC itself: it must hold the same audio the browser recorded.
  const stored = (await (await answer).json()) as { data: { audioDurationSeconds: number } };
  expect(stored.data.audioDurationSeconds).toBeCloseTo(recordedSeconds, 1);
  await expect(page.getByText('Your recording has been submitted.')).toBeVisible();
}

/** "Score this answer with AI" under the submitted recording, then the word timeline in place. */
export async function scoreInPlayer(page: Page): Promise<void> {
  const result = page.getByTestId('answer-result');
  await expect(result).toContainText('Answer saved');
  await expect(result.getByTestId('scoring-cost')).toHaveText('Costs 1 AI scoring credit');
  await result.getByRole('button', { name: 'Score this answer with AI' }).click();
  const scored = result.getByTestId('scored-answer');
  await expect(scored).toBeVisible({ timeout: 45_000 });
  await expect(scored.getByTestId('ai-total')).toHaveText(/^Total: \d+ \/ 15$/);
  await expect(scored.getByTestId('trait-content')).toContainText(/Content\s*\d+ \/ 5/);
  await expect(scored.getByTestId('trait-pronunciation')).toContainText(/Pronunciation\s*\d+ \/ 5/);
  await expect(page).toHaveURL(/\/platform\/exam\/session\//);
}
