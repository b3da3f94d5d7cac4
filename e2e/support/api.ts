/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';

/** The signed-in page's own token (the app keeps it in local or session storage). */
export async function pageToken(page: Page): Promise<string> {
  return page.evaluate(
    () => localStorage.getItem('prepwise.token') ?? sessionStorage.getItem('prepwise.token') ?? '',
  );
}

/**
 * Calls the API as the page's signed-in user (its bearer token) and returns the envelope's data;
 * a journey sets up what it needs this way instead of through pages it does not test.
 */
export async function callApi<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const headers = { Authorization: `Bearer ${await pageToken(page)}` };
  const response =
    method === 'GET'
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, data: body ?? {} });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}
