/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
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

/** A new learner with the demo voucher's credits writes `text` on the first essay and asks for a score. */
async function scoreEssayAsNewLearner(page: Page, name: string, text: string): Promise<void> {
  await signUpAndLogIn(page, newAccount(name));
  await page.goto('/platform/exam');
  const totals = await bankTotals(page);
  test.skip(!totals.get('WRITING_ESSAY'), 'The demo bank has no essay items.');
  const token = await page.evaluate(
    () => localStorage.getItem('prepwise.token') ?? sessionStorage.getItem('prepwise.token') ?? '',
  );
  await page.request.get('/api/voucher/active/TRY-AI-200', { headers: { Authorization: `Bearer ${token}` } });
  await practiseFirstOf(page, 'Write essay');
  await page.getByRole('textbox', { name: 'Your answer' }).fill(text);
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await page.getByRole('button', { name: 'Score this answer with AI' }).click();
}

// The same prompt answered in other words: no "taxpayers", no "debt", no "tuition".
const paraphrased = `Whether higher study should cost nothing is a question that many families in my country ask every year. There are strong arguments on both sides, and I will look at each of them before giving my own view.

Supporters say that the state should pay for colleges, because a whole country gains when more young people are trained as doctors, engineers and teachers. If the money comes from taxes paid by everyone, children from poor homes can enter on the same terms as children from rich ones, and nobody has to give up a dream because of money.

On the other hand, critics point out that graduates usually earn much more during their lives, so it seems fair that they contribute something themselves. Many students already borrow money and repay their loans for years after they finish, which shows how much they value what they get. Without any fees, colleges may also have less money for good lecturers, modern laboratories and libraries.

In my view, the best approach combines both ideas. Colleges should charge a small amount that most families can manage, and the government should cover the whole cost for those who cannot afford it. In this way the country keeps its talented young people, while the people who gain the most still share part of the cost.`;

test('an essay that says key ideas in other words is told which, quoting its own words, in English and Vietnamese', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await scoreEssayAsNewLearner(page, 'Lan Pham', paraphrased);
  const scored = page.getByTestId('scored-answer');
  await expect(scored).toBeVisible({ timeout: 45_000 });
  // Keyword matching gave this essay content 0, and so 0 for every trait.
  await expect(scored.getByRole('progressbar', { name: /^Content: [1-3] \/ 3$/ })).toBeVisible();
  const covered = scored.getByTestId('covered-ideas');
  const taxpayers = covered.getByRole('listitem').filter({ hasText: '“taxpayers”' });
  await expect(taxpayers).toContainText('Covers the key idea “taxpayers” in other words (taxes, paid)');
  await expect(taxpayers.locator('q')).toHaveText(
    'If the money comes from taxes paid by everyone, children from poor homes can enter on the same terms as children from rich ones, and nobody has to give up a dream because of money.',
  );
  await expect(covered).toContainText('Covers the key idea “student debt” in other words (loans)');

  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(covered).toContainText('Các ý chính bài viết đã đề cập, kèm câu chữ của bạn');
  await expect(covered).toContainText('Có đề cập ý chính “taxpayers” bằng cách diễn đạt khác (taxes, paid)');
});

test('a too-short essay says why form is 0, with the word count and the allowed range', async ({ page }) => {
  test.setTimeout(90_000);
  await scoreEssayAsNewLearner(page, 'Minh Vo', essay.split(/\s+/).slice(0, 90).join(' '));
  const reasons = page.getByTestId('score-reasons');
  await expect(reasons).toBeVisible({ timeout: 45_000 });
  // The scorer counts the learner's own words (not what repeats the prompt), so at most the 90 typed.
  await expect(reasons).toContainText(
    /Form is 0: your answer has \d{1,2} words, but it needs 120–380 words to earn form points \(200–300 for full marks\)\./,
  );
  await expect(reasons).toContainText('Because Form is 0, the rules give 0 for every other trait too.');
});
