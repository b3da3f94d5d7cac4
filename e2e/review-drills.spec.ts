/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import type { ReviewCard } from '@prepwise/contracts';
import { demoLearner, logIn } from './support/accounts.js';
import { practiseFirstOf } from './support/practice.js';

const day = 24 * 60 * 60;

/** An essay of the right length (original text) with one word misspelled: "recieve". */
const essay = [
  'Many people believe that homework is an essential part of school life, while others argue that it takes away time that young people need for rest and hobbies. In my opinion, a moderate amount of homework is useful, but schools should set clear limits.',
  '',
  'On the one hand, homework helps students practise what they have learned in class. When learners solve problems on their own, they discover which topics they have not understood and can ask their teachers for help the next day. Regular tasks also build habits of planning and self-discipline that are valuable at university and at work.',
  '',
  'On the other hand, too much homework can harm health and motivation. Many teenagers already spend long hours at school, and if they must study late every evening, they sleep less and enjoy learning less. Families also lose time together, which matters for young people.',
  '',
  'In conclusion, homework should not be banned, but teachers should give short and meaningful tasks. Students recieve too much homework in some schools, and this should change so that learners can benefit from practice without losing their rest.',
].join('\n');

async function moveClockAndLogIn(page: Page, seconds: number): Promise<void> {
  const response = await page.request.post('/api/testing/clock', { data: { advanceSeconds: seconds } });
  expect(response.ok()).toBe(true);
  await page.goto('/platform/auth/login');
  await logIn(page, demoLearner.email, demoLearner.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
}

/** The learner's cards due today, asked with the page's own token. */
async function dueCards(page: Page): Promise<ReviewCard[]> {
  const token = await page.evaluate(
    () => localStorage.getItem('prepwise.token') ?? sessionStorage.getItem('prepwise.token') ?? '',
  );
  const response = await page.request.get('/api/review/due?size=50', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: ReviewCard[] }).data;
}

test('a misspelled word in a scored essay comes back the next day as a type-the-word drill', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/platform/auth/login');
  await logIn(page, demoLearner.email, demoLearner.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);

  // An essay with a misspelling, scored with AI: the misspelled word becomes a card.
  await page.goto('/platform/exam');
  await practiseFirstOf(page, 'Write essay');
  await page.getByRole('textbox', { name: 'Your answer' }).fill(essay);
  // An open answer is submitted (there is nothing to check until it is scored).
  await page.getByRole('button', { name: 'Submit answer' }).click();
  const result = page.getByTestId('answer-result');
  await result.getByRole('button', { name: 'Score this answer with AI' }).click();
  await expect(result.getByTestId('scored-answer')).toBeVisible({ timeout: 60_000 });

  // The next day the drills are due.
  await moveClockAndLogIn(page, day + 60);
  const cards = await dueCards(page);
  const spelling = cards.find((card) => card.kind === 'SPELLING' && card.prompt.given === 'recieve');
  expect(spelling?.prompt.text).toContain('@Blank@');

  await page.goto('/platform/user/review');
  const feedback = page.getByTestId('review-feedback');
  for (let position = 1; position <= cards.length; position += 1) {
    await expect(page.getByText(`Card ${position} of ${cards.length}`)).toBeVisible();
    const heading = page.getByRole('heading', { level: 2 }).first();
    const kind = await heading.textContent();
    if (
      kind === 'Type the word spelled correctly' &&
      (await page.getByText('You wrote: recieve').isVisible())
    ) {
      // The type-the-word drill: the sentence with the word as a blank; the right spelling typed.
      await expect(page.getByText('You wrote: recieve')).toBeVisible();
      await page.getByRole('textbox', { name: 'The word, spelled correctly' }).fill('receive');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(feedback).toContainText('Right');
    } else {
      // Any other card of the session (a demo learner may have more): suspended, out of the way.
      await page.getByRole('button', { name: 'Suspend this card' }).click();
      await expect(page.getByTestId('suspended-notice')).toBeVisible();
      continue;
    }
    await feedback.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Today’s review is done' })).toBeVisible();
});
