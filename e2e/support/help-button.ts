/// <reference lib="dom" />
import { expect, test, type Locator, type Page } from '@playwright/test';

/** The floating help button of the learner area (its name carries the unread count when there is one). */
export function helpButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Help and contact/ });
}

/** Whether two elements' boxes overlap on the screen (both must be there: a box is waited for). */
async function overlap(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) return false; // attached but not rendered (display: none)
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Scrolled to the page's end, `control` is in view and not under the floating help button, which
 * is shown (it loads after the page), or with `isHelpShown` false, is not there at all (in a mock).
 */
export async function expectClearOfHelpButton(
  page: Page,
  control: Locator,
  isHelpShown = true,
): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
  await expect(control).toBeInViewport();
  if (!isHelpShown) {
    await expect(helpButton(page)).toHaveCount(0);
    return;
  }
  await expect(helpButton(page)).toBeVisible();
  expect(await overlap(control, helpButton(page))).toBe(false);
}

/**
 * The same on a phone (375 x 740), with a screenshot named `name` attached; the viewport is
 * given back afterwards, so a journey goes on as it was.
 */
export async function expectClearOfHelpButtonOnPhone(
  page: Page,
  control: Locator,
  name: string,
  isHelpShown = true,
): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 740 });
  await expectClearOfHelpButton(page, control, isHelpShown);
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
  if (viewport) await page.setViewportSize(viewport);
}
