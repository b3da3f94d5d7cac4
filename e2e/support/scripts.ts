import type { Page } from '@playwright/test';

/**
 * Holds back every script of the app (`/assets/*.js`) until the returned function is called: a
 * prerendered page is painted and can be typed into meanwhile. Navigate with `waitUntil:
 * 'commit'`, since the document's load waits for the held scripts.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React has hydrated the page (`<html data-hydrated>`). A prerendered page shows its
 * buttons before its scripts arrive; a tap on one of them (other than a form's submit, which React
 * holds and replays) does nothing until then, as on any server-rendered page.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
