/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { newAccount, signUpAndLogIn } from './support/accounts.js';
import { bankTotals, practiseFirstOf } from './support/practice.js';

// About 220 words on the demo essay prompt, with one deliberate misspelling ("recieve").
const essay = `Many people believe that university education should be free for every student, while others argue that students should pay at least part of the cost themselves. In my opinion, both views have merit, but free tuition is the better choice for most countries.

On the one hand, free tuition gives equal access to higher education. Talented young people from poor families often cannot afford tuition fees, so they never recieve the chance to study. When the government funds universities, these students can develop their skills and later contribute to society. In addition, graduates usually earn higher salaries and pay more taxes, so the public benefit returns to the taxpayers over time.

On the other hand, some people argue that education is mainly an individual benefit. Graduates gain better jobs, so it seems fair that they pay part of the cost. Moreover, when students pay fees, universities may have more money to improve the quality of teaching, and students may take their studies more seriously. However, student debt can become a heavy burden for many years.

In conclusion, although paying fees has some advantages, I believe that free university education is more important for a fair society. Governments should fund tuition for all students, while universities should use this money carefully to keep the quality of teaching high.`;

test('write an essay and score it with AI right from the player: waiting, then trait bars and a marked misspelling', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A learner of its own: the voucher below must not change the demo learner's credits, which
  // the marketplace journey starts from.
  await signUpAndLogIn(page, newAccount('Thu Le'));
  await page.goto('/platform/exam');
  await expect(page.getByRole('heading', { name: 'Question bank' })).toBeVisible();
  const totals = await bankTotals(page);
  test.skip(!totals.get('WRITING_ESSAY'), 'The demo bank has no essay items.');

  // Make sure the learner has AI scoring credits: the demo voucher adds a bundle (once per learner).
  const token = await page.evaluate(
    () => localStorage.getItem('prepwise.token') ?? sessionStorage.getItem('prepwise.token') ?? '',
  );
  const voucher = await page.request.get('/api/voucher/active/TRY-AI-200', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(voucher.ok()).toBe(true);

  await practiseFirstOf(page, 'Write essay');
  await page.getByRole('textbox', { name: 'Your answer' }).fill(essay);
  await page.getByRole('button', { name: 'Submit answer' }).click();
  const result = page.getByTestId('answer-result');
  await expect(result).toContainText('Answer saved');
  await expect(result).not.toContainText('Score: 0 / 0');

  const request = result.getByTestId('score-with-ai');
  await expect(request.getByTestId('scoring-cost')).toHaveText('Costs 1 AI scoring credit');
  await expect(request.getByTestId('scoring-left')).toHaveText('You have 200 credits left');
  await request.getByRole('button', { name: 'Score this answer with AI' }).click();
  await expect(result.getByTestId('waiting-score')).toContainText('Being scored…');

  const scored = result.getByTestId('scored-answer');
  await expect(scored).toBeVisible({ timeout: 45_000 });
  await expect(result.getByTestId('waiting-score')).toBeHidden();
  await expect(page).toHaveURL(/\/platform\/exam\/session\//);
  await expect(scored.getByTestId('ai-total')).toHaveText(/^Total: \d+ \/ 15$/);
  await expect(scored.getByRole('progressbar', { name: /^Spelling: \d \/ 2$/ })).toBeVisible();
  await expect(scored.getByRole('progressbar', { name: /^Content: \d \/ 3$/ })).toBeVisible();
  await expect(scored.getByTestId('skill-score')).toHaveText(/Skill score: \d+ on the 10-90 scale/);
  await expect(scored.getByTestId('score-reasons')).toContainText(
    /Length: \d+ words\. Full form marks need 200–300 words/,
  );

  const misspelling = scored.getByRole('button', { name: /recieve/ });
  await expect(misspelling).toHaveAttribute('data-category', 'spelling');
  await misspelling.focus();
  await page.keyboard.press('Enter');
  await expect(scored.getByTestId('mark-detail')).toContainText('Misspelling “recieve”');
  await expect(scored.getByTestId('mark-detail')).toContainText('Suggestion: receive');
  await expect(page.getByTestId('ai-credits')).toContainText('199');

  // The session was finished for scoring: the history shows it finished and scored, never "0 / 0".
  await page.getByRole('button', { name: 'Finish' }).first().click();
  await expect(page).toHaveURL(/\/platform\/user\/history\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Finished')).toBeVisible();
  await expect(page.getByTestId('open-verdict')).toContainText(/AI score \d+ \/ 15 · /);
  await expect(page.getByText(/incorrect/i)).toHaveCount(0);
});

test('a too-short essay says why form is 0, with the word count and the allowed range', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAndLogIn(page, newAccount('Minh Vo'));
  await page.goto('/platform/exam');
  const totals = await bankTotals(page);
  test.skip(!totals.get('WRITING_ESSAY'), 'The demo bank has no essay items.');
  const token = await page.evaluate(
    () => localStorage.getItem('prepwise.token') ?? sessionStorage.getItem('prepwise.token') ?? '',
  );
  await page.request.get('/api/voucher/active/TRY-AI-200', { headers: { Authorization: `Bearer ${token}` } });

  await practiseFirstOf(page, 'Write essay');
  const short = essay.split(/\s+/).slice(0, 90).join(' ');
  await page.getByRole('textbox', { name: 'Your answer' }).fill(short);
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await page.getByRole('button', { name: 'Score this answer with AI' }).click();
  const reasons = page.getByTestId('score-reasons');
  await expect(reasons).toBeVisible({ timeout: 45_000 });
  // The scorer counts the learner's own words (not what repeats the prompt), so at most the 90 typed.
  await expect(reasons).toContainText(
    /Form is 0: your answer has \d{1,2} words, but it needs 120–380 words to earn form points \(200–300 for full marks\)\./,
  );
  await expect(reasons).toContainText('Because Form is 0, the rules give 0 for every other trait too.');
});
