import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, demoLearner, logIn, newAccount, signUpAndLogIn } from './support/accounts.js';

/** Logs in from the login page and waits for the home page. */
async function logInAt(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/platform/auth/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
}

test('an admin finds a learner, locks the account, and the lock is in the audit log', async ({
  page,
  browser,
}) => {
  // A learner signed in in a browser of their own.
  const account = newAccount('Khanh Lam');
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signUpAndLogIn(learner, account);

  // Straight to the console (home greets a first sign-in with a popup).
  await logInAt(page, demoAdmin);
  await page.goto('/platform/admin');
  await expect(page.getByRole('heading', { name: 'Admin console', level: 1 })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  await sections.getByRole('link', { name: 'Users' }).click();

  await page.getByRole('searchbox', { name: 'Search by e-mail or name' }).fill(account.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const found = page.getByRole('list', { name: 'Users found' });
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await found.getByRole('link', { name: 'Khanh Lam' }).click();
  await expect(page.getByRole('heading', { name: 'Khanh Lam', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Credits' })).toContainText('Free random mocks');

  const access = page.getByRole('region', { name: 'Access' });
  await access.getByRole('button', { name: 'Lock account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lock this account?' });
  await dialog.getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByText('Your changes have been applied.')).toBeVisible();
  await expect(access).toContainText('Locked since');
  await expect(page.getByText('Locked', { exact: true }).first()).toBeVisible();

  // The learner is out at once and cannot sign in again.
  await learner.reload();
  await expect(learner).toHaveURL(/\/platform\/auth\/login$/);
  await logIn(learner, account.email, account.password);
  await expect(learner.getByText('This account has been locked. Please contact support.')).toBeVisible();
  await expect(learner).toHaveURL(/\/platform\/auth\/login$/);
  await learnerContext.close();

  // The change is in the audit log, with who, what and to which account.
  await sections.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).selectOption('user.lock');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const entry = page.getByTestId('audit-entry').filter({ hasText: account.email }).first();
  await expect(entry).toContainText('Account locked');
  await expect(entry).toContainText(`by ${demoAdmin.email}`);
  await expect(entry).toContainText('Locked: No → Yes');

  // Phone-first: on a 360 px screen the console's pages fit without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [section, path] of [
    ['Users', '/platform/admin/users'],
    ['Audit log', '/platform/admin/audit'],
    ['Shop', '/platform/admin/shop'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: section, level: 1 })).toBeVisible();
    for (const link of await sections.getByRole('link').all())
      await expect(link).toBeInViewport({ ratio: 1 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

test('a learner who opens the admin console sees the forbidden page', async ({ page }) => {
  await logInAt(page, demoLearner);
  await page.goto('/platform/admin');
  await expect(page.getByRole('heading', { name: 'You cannot open this page', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  await page.goto('/platform/admin/audit');
  await expect(page.getByRole('heading', { name: 'You cannot open this page', level: 1 })).toBeVisible();
  // Still signed in.
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
});
