import { expect, test } from '@playwright/test';
import { newAccount, signUpAndLogIn } from './support/accounts.js';

/** A 1x1 transparent PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('change the display name on the profile page', async ({ page }) => {
  const account = newAccount('Hoa Do');
  await signUpAndLogIn(page, account);

  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/\/platform\/user\/profile$/);
  const name = page.getByLabel('Display name');
  await expect(name).toHaveValue('Hoa Do');
  await name.fill('Hoa Do Thi');
  await page.getByLabel('Phone number').fill('+84 912 345 678');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes have been applied.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Hoa Do Thi');
  await expect(page.getByLabel('Phone number')).toHaveValue('+84 912 345 678');
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByRole('heading', { name: 'Hello, Hoa Do Thi!' })).toBeVisible();
});

test('upload an avatar through the signed URL', async ({ page }) => {
  await signUpAndLogIn(page, newAccount('Son Bui'));
  await page.goto('/platform/user/profile');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByText('Your changes have been applied.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile picture of Son Bui' })).toBeVisible();
});

test('an avatar of the wrong type is refused before uploading', async ({ page }) => {
  await signUpAndLogIn(page, newAccount());
  await page.goto('/platform/user/profile');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('This type of file is not accepted.')).toBeVisible();
});
