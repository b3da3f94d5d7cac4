import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, logIn, newAccount, signUpAndLogIn } from './support/accounts.js';

/** A 2×2 PNG (red), the image an admin uploads for the Vietnamese banner. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4ISd3Qk6OAUIBAB8mBBGFRCvEAAAAAElFTkSuQmCC',
  'base64',
);

/** A `datetime-local` value `hours` from now, in this machine's (and the browser's) time zone. */
function localInput(hours: number): string {
  const date = new Date(Date.now() + hours * 3600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The learner's home page, once its messages have been asked for. */
async function openHome(page: Page): Promise<void> {
  const messages = page.waitForResponse((response) => response.url().includes('/api/home/messages?'));
  await page.goto('/platform/user/home');
  expect((await messages).ok()).toBe(true);
}

test('an admin schedules a Vietnamese banner; a Vietnamese learner sees it, dismisses it, and it stays dismissed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A free learner whose language (saved on the profile) is Vietnamese, in a browser of their own.
  const account = newAccount('Ngoc Anh');
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signUpAndLogIn(learner, account);
  await learner.goto('/platform/user/profile');
  const saved = learner.waitForResponse(
    (response) => response.request().method() !== 'GET' && /\/user\/[^/]+$/.test(response.url()),
  );
  await learner.getByText('Tiếng Việt', { exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await openHome(learner);
  await expect(learner.getByRole('region', { name: 'Thông báo' })).toHaveCount(0);

  // The admin writes the banner: English (the fallback) and Vietnamese with an image, for free members.
  await page.goto('/platform/auth/login');
  await logIn(page, demoAdmin.email, demoAdmin.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await page.goto('/platform/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Home page messages', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New message' }).click();
  const form = page.getByRole('region', { name: 'New message' });
  await form.getByRole('combobox', { name: 'Kind' }).selectOption('banner');
  await form.getByRole('combobox', { name: 'Audience' }).selectOption('free');
  await form.getByLabel('Starts').fill(localInput(-1));
  await form.getByLabel('Ends').fill(localInput(24 * 30));
  await form.getByRole('textbox', { name: 'Title (en)' }).fill('Mock test week');
  await form.getByRole('textbox', { name: 'Text (en)' }).fill('One free mock test every day this week.');
  await form.getByRole('textbox', { name: 'Title (vi)' }).fill('Tuần lễ thi thử');
  await form
    .getByRole('textbox', { name: 'Text (vi)' })
    .fill('Mỗi ngày một bài thi thử miễn phí trong tuần này.');
  const uploaded = page.waitForResponse((response) =>
    response.url().endsWith('/api/admin/home-messages/images'),
  );
  await form
    .locator('input[type=file]')
    .nth(1)
    .setInputFiles({ name: 'tuan-le.png', mimeType: 'image/png', buffer: png });
  expect((await uploaded).ok()).toBe(true);
  await expect(form.getByRole('img', { name: 'The message’s image' })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been applied.')).toBeVisible();
  const listed = page.getByTestId('home-message').filter({ hasText: 'Mock test week' });
  await expect(listed).toContainText('Showing now');
  await expect(listed).toContainText('Languages: EN, VI');

  // The learner sees it in Vietnamese, with its image, and closes it.
  await openHome(learner);
  const banner = learner.getByRole('region', { name: 'Thông báo' });
  await expect(banner).toContainText('Tuần lễ thi thử');
  await expect(banner).toContainText('Mỗi ngày một bài thi thử miễn phí trong tuần này.');
  await expect(banner).not.toContainText('Mock test week');
  const image = banner.locator('img');
  await expect(image).toHaveAttribute('src', /^\/files\/home-images\/[0-9a-f-]{36}\.webp$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(2);
  const dismissed = learner.waitForResponse((response) => response.url().endsWith('/dismiss'));
  await banner.getByRole('button', { name: 'Đóng thông báo' }).click();
  expect((await dismissed).ok()).toBe(true);
  await expect(banner).toHaveCount(0);

  // Still gone after a reload (the server remembers it), while the home page is there.
  await learner.reload();
  await expect(learner.getByRole('heading', { name: 'Quyền sử dụng của bạn' })).toBeVisible();
  await openHome(learner);
  await expect(learner.getByRole('heading', { name: 'Quyền sử dụng của bạn' })).toBeVisible();
  await expect(learner.getByRole('region', { name: 'Thông báo' })).toHaveCount(0);
  await learnerContext.close();

  // The change is in the audit log; then the admin deletes the banner (audited too), so later
  // journeys' learners never see it.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByTestId('audit-entry').filter({ hasText: 'Mock test week' }).first()).toContainText(
    'Home message created',
  );
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Delete “Mock test week”' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this message?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByTestId('home-message').filter({ hasText: 'Mock test week' })).toHaveCount(0);

  // Phone-first: on a 360 px screen the page and its form fit without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'New message' }).click();
  await expect(page.getByRole('region', { name: 'New message' })).toBeVisible();
  // Every section in view at the top of the page (the open form may have scrolled it down: with
  // nine sections the wrapped row is three lines on a phone).
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const link of await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link').all())
    await expect(link).toBeInViewport({ ratio: 1 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
