import { expect, test } from '@playwright/test';
import { demoAdmin, logIn } from './support/accounts.js';

test('a visitor on the login page writes to support, an admin replies in the inbox, the visitor sees it without reloading', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `visitor-${stamp}@example.com`;
  const question = `I never got my activation e-mail <${stamp}>`;

  // The visitor, not signed in, opens the help widget on the login page: FAQ first, then the chat.
  await page.goto('/platform/auth/login');
  const widget = page.getByRole('dialog', { name: 'How can we help?' });
  // A press before the app has taken over the prerendered page may not open it: pressed again.
  await expect(async () => {
    if (!(await widget.isVisible())) await page.getByRole('button', { name: 'Help and contact' }).click();
    await expect(widget.getByText('I did not get the activation email')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await widget.getByLabel('Your e-mail address').fill(email);
  await widget.getByLabel('Your message').fill(question);
  await widget.getByRole('button', { name: 'Send to support' }).click();
  // Shown as text, markup and all.
  await expect(widget.getByTestId('support-message').filter({ hasText: question })).toBeVisible();
  await expect(widget.getByText('Live')).toBeVisible();

  // An admin, in a browser of their own, finds the conversation first in the inbox and replies.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/platform/auth/login');
  await logIn(admin, demoAdmin.email, demoAdmin.password);
  await expect(admin).toHaveURL(/\/platform\/user\/home$/);
  await admin.goto('/platform/admin/support');
  await expect(admin.getByRole('heading', { name: 'Support inbox', level: 1 })).toBeVisible();
  const row = admin.getByTestId('support-conversation').filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.click();
  await expect(admin.getByTestId('support-message').filter({ hasText: question })).toBeVisible();
  await admin.getByRole('button', { name: 'Assign to me' }).click();
  await expect(admin.getByRole('button', { name: 'Unassign' })).toBeVisible();
  const reply = `Hello! We have sent it again (${stamp}).`;
  await admin.getByRole('textbox', { name: 'Message' }).last().fill(reply);
  await admin.getByRole('button', { name: 'Send', exact: true }).last().click();
  await expect(admin.getByTestId('support-message').filter({ hasText: reply })).toBeVisible();

  // The visitor sees the reply without reloading, and the admin sees it was read.
  await expect(widget.getByTestId('support-message').filter({ hasText: reply })).toBeVisible({
    timeout: 10_000,
  });
  await expect(
    admin.getByTestId('support-message').filter({ hasText: reply }).getByTestId('read-receipt'),
  ).toHaveText(/Seen/, { timeout: 10_000 });
  await adminContext.close();
});
