/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { newAccount, signUpAndLogIn } from './support/accounts.js';

test('the dashboard summarises access and takes feedback', async ({ page }) => {
  await signUpAndLogIn(page, newAccount('Tuan Ho'));
  await expect(page.getByTestId('ai-credits')).toContainText('0');
  await expect(page.getByText('5 of 5')).toBeVisible();

  await page.getByRole('button', { name: 'Give feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give feedback' });
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('The rating must be between 1 and 5.')).toBeVisible();
  await expect(dialog.getByText('Please write your feedback.')).toBeVisible();

  await dialog.getByLabel('4 stars').focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByLabel('4 stars')).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Your feedback' }).fill('The mock timer is clear and calm.');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the phone layout has a bottom bar and no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpAndLogIn(page, newAccount('Ngoc Anh'));
  const bottomBar = page.getByRole('navigation', { name: 'Main navigation' }).last();
  await expect(bottomBar).toBeVisible();
  await bottomBar.getByRole('link', { name: 'Mocks' }).click();
  await expect(page).toHaveURL(/\/platform\/mock-test$/);
  await expect(page.getByRole('heading', { name: 'No mock tests yet' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
