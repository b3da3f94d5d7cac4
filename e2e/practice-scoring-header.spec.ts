/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpAndLogIn } from './support/accounts.js';
import { expectClearOfHelpButton } from './support/help-button.js';

/** About 170 words of the learner's own on homework (original text). */
const essay = [
  'Many people believe that homework is an essential part of school life, while others argue that it takes away time that young people need for rest and hobbies. In my opinion, a moderate amount of homework is useful, but schools should set clear limits.',
  'On the one hand, homework helps students practise what they have learned in class. When learners solve problems on their own, they discover which topics they have not understood and can ask their teachers for help the next day.',
  'On the other hand, too much homework can harm health and motivation. Many teenagers already spend long hours at school, and if they must study late every evening, they sleep less and enjoy learning less.',
  'In conclusion, homework should not be banned, but teachers should give short and meaningful tasks.',
].join('\n\n');

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

test('the practice header while an essay is sent for AI scoring, on a phone: busy, nothing pressed twice, counting on after it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 412, height: 823 });
  await signUpAndLogIn(page, newAccount('Quynh Dang'));
  const token = await page.evaluate(
    () => localStorage.getItem('prepwise.token') ?? sessionStorage.getItem('prepwise.token') ?? '',
  );
  const headers = { Authorization: `Bearer ${token}` };
  expect((await page.request.get('/api/voucher/active/TRY-AI-200', { headers })).ok()).toBe(true);
  const started = await page.request.post('/api/start-exam', {
    headers,
    data: { examGroup: 'QUESTION_BANK', questionType: 'WRITING_ESSAY' },
  });
  const session = ((await started.json()) as { data: { examId: string; questionIds: number[] } }).data;
  const count = session.questionIds.length;
  test.skip(count < 2, 'The demo bank needs two essays to go on after scoring.');

  await page.goto(`/platform/exam/session/${session.examId}`);
  const topBar = page.getByTestId('player-top-bar');
  await expect(topBar.getByTestId('player-position')).toHaveText(`Question 1 of ${count}`);
  await page.getByRole('textbox', { name: 'Your answer' }).fill(essay);
  await page.getByRole('button', { name: 'Submit answer' }).click();
  const result = page.getByTestId('answer-result');
  await expect(result.getByTestId('score-with-ai')).toBeVisible();
  await expect(page.getByTestId('ai-credits')).toContainText('200');
  const barHeight = (await topBar.boundingBox())?.height;

  // The request held on its way: the header is busy and every way out waits for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/test/score-exam/**', async (route) => {
    await held;
    await route.continue();
  });
  await result.getByRole('button', { name: 'Score this answer with AI' }).click();
  await expect(topBar).toHaveAttribute('aria-busy', 'true');
  await expect(topBar.getByRole('status', { name: 'Sending…' })).toBeVisible();
  await expect(result.getByRole('button', { name: 'Try again' })).toBeDisabled();
  await expect(result.getByRole('button', { name: 'Next question' })).toBeDisabled();
  const navigation = page.getByRole('navigation', { name: 'Question navigation' });
  await expect(navigation.getByRole('button', { name: 'Next' })).toBeDisabled();
  await shoot(page, 'sending');
  // The spinner has its place kept: the bar does not change size.
  expect((await topBar.boundingBox())?.height).toBe(barHeight);

  release();
  await expect(result.getByTestId('waiting-score')).toBeVisible();
  await expect(topBar).not.toHaveAttribute('aria-busy', 'true');
  // The credit spent shows in the app header at once, while the answer is scored.
  await expect(page.getByTestId('ai-credits')).toContainText('199');
  await shoot(page, 'waiting');
  await expect(result.getByTestId('scored-answer')).toBeVisible({ timeout: 90_000 });
  await shoot(page, 'scored');

  // Scrolled to its end, the page's Next is not under the floating help button.
  await expectClearOfHelpButton(page, navigation.getByRole('button', { name: 'Next' }));

  // Scoring finished the session; the next essay opens a new one, still counted in the first.
  await result.getByRole('button', { name: 'Next question' }).click();
  await expect(topBar.getByTestId('player-position')).toHaveText(`Question 2 of ${count}`);
  await expect(topBar.getByRole('progressbar', { name: `1 of ${count} answered` })).toBeVisible();
  await shoot(page, 'next');
});
