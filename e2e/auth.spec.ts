import { expect, test, type Locator, type Page } from '@playwright/test';
import { activate, demoLearner, logIn, newAccount, signUp } from './support/accounts.js';
import { waitForMailLink } from './support/outbox.js';
import { holdAppScripts, waitForApp } from './support/scripts.js';

/**
 * Opens the prerendered login page with the app's scripts held back and types the demo learner's
 * email and password into it; returns the password field and the function that lets the app in.
 */
async function typeIntoHeldLoginPage(page: Page): Promise<{ release: () => void; password: Locator }> {
  const release = await holdAppScripts(page);
  await page.goto('/platform/auth/login', { waitUntil: 'commit' });
  await expect(page.locator('form')).toBeVisible();
  await page.getByLabel('Email').fill(demoLearner.email);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill(demoLearner.password);
  return { release, password };
}

test('sign up, activate from the e-mail, log in and land on home', async ({ page }) => {
  const account = newAccount('Thao Le');
  await signUp(page, account);
  await activate(page, account);

  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/platform\/auth\/login$/);
  await logIn(page, account.email.toUpperCase(), account.password);

  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await expect(page.getByText('Login success')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome to Prepwise, Thao Le!' })).toBeVisible();
  await page.getByRole('button', { name: 'Let’s start' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Thao Le!' })).toBeVisible();
  await expect(page.getByText('Free random mocks')).toBeVisible();
  await expect(page).toHaveTitle(/Prepwise/);
});

test('a used activation link shows the failure state', async ({ page }) => {
  const account = newAccount();
  await signUp(page, account);
  const link = await waitForMailLink(account.email, '/platform/auth/activate');
  await page.goto(link);
  await expect(page.getByText('Your account has been activated. Please sign in.')).toBeVisible();
  await page.goto(link);
  await expect(page.getByTestId('activation-failed')).toBeVisible();
});

test('typing into the prerendered login page before the app arrives: kept, and Enter signs in without the password in the address', async ({
  page,
}) => {
  // The app's scripts are held back until the visitor has typed and pressed Enter.
  const { release, password } = await typeIntoHeldLoginPage(page);
  await password.press('Enter');
  // React holds the submit (its form action) until it has hydrated the page.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  expect(page.url()).not.toContain(demoLearner.password);
  await expect(page).toHaveURL(/\/platform\/auth\/login$/);

  release();
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await expect(page.getByText('Login success')).toBeVisible();
});

test('what is typed into the prerendered login page stays when React hydrates it', async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto('/platform/auth/login', { waitUntil: 'commit' });
  await expect(page.locator('form')).toBeVisible();
  await page.getByLabel('Email').fill('thao@example.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('half-typed');
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByLabel('Email')).toHaveValue('thao@example.test');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('half-typed');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  // The app's form has the values too (its validation sees a well-formed address, a short password).
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
});

test('a Log in press that React hydrates between press and release still signs in', async ({ page }) => {
  const { release } = await typeIntoHeldLoginPage(page);
  const box = await page.getByRole('button', { name: 'Log in', exact: true }).boundingBox();
  if (!box) throw new Error('the Log in button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  // The page is hydrated while the button is still held down: the button is the same element.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await expect(page.getByText('Login success')).toBeVisible();
});

for (const delay of [0, 25, 50, 100, 200, 400]) {
  test(`Enter pressed ${delay} ms into React's hydration of the login page signs in`, async ({ page }) => {
    const { release } = await typeIntoHeldLoginPage(page);
    release();
    await page.waitForTimeout(delay);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/platform\/user\/home$/);
    await expect(page.getByText('Login success')).toBeVisible();
  });
}

test('the prerendered login page is the one React hydrates: its buttons answer once the scripts are in', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto('/platform/auth/login', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { name: 'Welcome back' });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => element.setAttribute('data-probe', 'prerendered'));
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // The same element: hydration kept the DOM instead of drawing the page again.
  await expect(page.locator('h1[data-probe="prerendered"]')).toHaveCount(1);
  await page.getByRole('button', { name: /Change language/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/platform/auth/login');
  await logIn(page, demoLearner.email, 'not-the-password');
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/auth\/login$/);
});

test('the login form shows the seed validation texts', async ({ page }) => {
  await page.goto('/platform/auth/login');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Your email is required.')).toBeVisible();
  await expect(page.getByText('Your password is required.')).toBeVisible();
});

test('a deep link while signed out comes back after login with its query string', async ({ page }) => {
  await page.goto('/platform/user/profile?tab=avatar&from=mail');
  await expect(page).toHaveURL(/\/platform\/auth\/login$/);
  await logIn(page, demoLearner.email, demoLearner.password);
  await expect(page).toHaveURL(/\/platform\/user\/profile\?tab=avatar&from=mail$/);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
});

test('unknown paths go to the login page', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL(/\/platform\/auth\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/platform\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('reset the password from the e-mail link and log in with the new one', async ({ page }) => {
  const account = newAccount('Quang Vu');
  await signUp(page, account);
  await activate(page, account);

  await page.goto('/platform/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/platform\/auth\/reset\/init$/);
  // The address changes before the next page is drawn: the sign-in page, still on screen a
  // moment, has an "Email" field too.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email for details on how to reset your password.')).toBeVisible();

  const link = await waitForMailLink(account.email, '/platform/auth/reset/finish');
  await page.goto(link);
  const newPassword = 'brand-new-77';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/auth\/login$/);

  await logIn(page, account.email, account.password);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await logIn(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
});

test('while the next page loads, the page being left takes no typing and a bar says it is coming', async ({
  page,
}) => {
  // The reset page's code is held back, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/reset-init-page-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/platform/auth/login');
  await waitForApp(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();

  await expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  const email = page.getByLabel('Email');
  await expect(page.locator('[inert]').getByLabel('Email')).toHaveCount(1);
  // A tap on the leaving form's field does not reach it.
  await email.click({ force: true });
  await expect(email).not.toBeFocused();

  release();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByLabel('Email').fill('someone@example.com');
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
});

test('log out returns to the login page and protects the private area again', async ({ page }) => {
  await page.goto('/platform/auth/login');
  await logIn(page, demoLearner.email, demoLearner.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/platform\/auth\/login$/);
  await page.goto('/platform/user/home');
  await expect(page).toHaveURL(/\/platform\/auth\/login$/);
});
