import { expect, test, type Page } from '@playwright/test';
import { demoLearner, logIn } from './support/accounts.js';
import { holdAppScripts } from './support/scripts.js';

/**
 * The home page and a question type's page come with their first view in the HTML (the build
 * prerenders the private area's HydrateFallback, `src/app/shell`): it paints before any script,
 * and the page itself takes its place once React has hydrated and the learner is loaded.
 */
async function signIn(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/platform/auth/login');
  await logIn(page, demoLearner.email, demoLearner.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
}

test('the home page paints its first view before the app arrives, and the app takes it over', async ({
  page,
}) => {
  await signIn(page);
  const release = await holdAppScripts(page);
  await page.goto('/platform/user/home', { waitUntil: 'commit' });
  const firstView = page.locator('[data-signed-in-shell]');
  await expect(firstView.getByText('Tip of the day')).toBeVisible();
  await expect(firstView.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  await expect(firstView).toHaveCount(0);
  await expect(page.getByText('Tip of the day')).toHaveCount(1);
});

test('on a laptop, the first view has the sidebar', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdAppScripts(page);
  await page.goto('/platform/user/home', { waitUntil: 'commit' });
  const firstView = page.locator('[data-signed-in-shell]');
  await expect(firstView.getByText('Tip of the day')).toBeVisible();
  const sidebar = firstView.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar).toHaveCount(1);
  await expect(sidebar.getByRole('link', { name: 'Review' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
});

const typePages = [
  {
    family: 'PTE',
    path: '/platform/exam/SPEAKING_READ_ALOUD',
    name: 'Read aloud',
    task: 'Read the text aloud as naturally and clearly as you can.',
  },
  {
    family: 'THPT',
    path: '/platform/exam/GRAMMAR_FINISH_SENTENCE',
    name: 'Grammar: complete the sentence',
    task: 'Choose the word or phrase that best completes the sentence.',
  },
];

for (const type of typePages) {
  test(`a ${type.family} question type's page paints its name and task first, then the app shows its questions`, async ({
    page,
  }) => {
    await signIn(page);
    const release = await holdAppScripts(page);
    await page.goto(type.path, { waitUntil: 'commit' });
    const firstView = page.locator('[data-signed-in-shell]');
    await expect(firstView.getByRole('heading', { name: type.name })).toBeVisible();
    await expect(firstView.getByText(type.task)).toBeVisible();
    release();
    await expect(page.getByRole('button', { name: 'Practise all' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Practise question \d+$/ }).first()).toBeVisible();
    await expect(firstView).toHaveCount(0);
    await expect(page.getByRole('heading', { name: type.name })).toHaveCount(1);
  });
}

test('signed out, the home page is the sign-in page (its first view is never shown)', async ({ page }) => {
  await page.goto('/platform/user/home');
  await expect(page).toHaveURL(/\/platform\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByText('Tip of the day')).toHaveCount(0);
});

test('in Vietnamese, the English first view is hidden and the app shows the page in Vietnamese', async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('prepwise.lang', 'vi'));
  const release = await holdAppScripts(page);
  await page.goto('/platform/user/home', { waitUntil: 'commit' });
  await expect(page.locator('[data-signed-in-shell]')).toBeAttached();
  await expect(page.getByText('Tip of the day')).toBeHidden();
  release();
  await expect(page.getByText('Gợi ý hôm nay')).toBeVisible();
  await expect(page.getByText('Tip of the day')).toHaveCount(0);
});
