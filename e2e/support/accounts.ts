import { expect, type Page } from '@playwright/test';
import { waitForMailLink } from './outbox.js';

export const demoLearner = { email: 'learner@prepwise.test', password: 'learner123' };
export const demoAdmin = { email: 'admin@prepwise.test', password: 'admin123' };
export const demoTeacher = { email: 'teacher@prepwise.test', password: 'teacher123' };

export interface TestAccount {
  email: string;
  password: string;
  fullName: string;
}

/** A new account's details, unique per call. */
export function newAccount(fullName = 'Minh Pham'): TestAccount {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `e2e-${suffix}@example.com`, password: 'practise-42', fullName };
}

/** Fills and sends the sign-up form. */
export async function signUp(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/platform/auth/register');
  await page.getByLabel('Full name').fill(account.fullName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByText('Registration saved! Please check your email for confirmation.').first(),
  ).toBeVisible();
}

/**
 * Opens the activation link from the outbox and checks the success state. `dataFolder`: the data
 * folder of a server other than the journeys' main one.
 */
export async function activate(page: Page, account: TestAccount, dataFolder?: string): Promise<void> {
  const link = await waitForMailLink(account.email, '/platform/auth/activate', dataFolder);
  await page.goto(link);
  await expect(page.getByText('Your account has been activated. Please sign in.')).toBeVisible();
}

/** Fills and sends the login form (the caller checks where it lands). */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Signs up, activates and logs in a new account, ending on the home page with the welcome popup
 * closed. `dataFolder`: as for {@link activate}.
 */
export async function signUpAndLogIn(page: Page, account: TestAccount, dataFolder?: string): Promise<void> {
  await signUp(page, account);
  await activate(page, account, dataFolder);
  await page.goto('/platform/auth/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await page.getByRole('button', { name: 'Let’s start' }).click();
}
