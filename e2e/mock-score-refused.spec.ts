/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpAndLogIn } from './support/accounts.js';

async function storedToken(page: Page): Promise<string> {
  return page.evaluate(
    () => localStorage.getItem('prepwise.token') ?? sessionStorage.getItem('prepwise.token') ?? '',
  );
}

/** Generates a THPT paper with the page's own token and finishes it at once: a mock in FINISH. */
async function finishedThptMock(page: Page): Promise<string> {
  const headers = { Authorization: `Bearer ${await storedToken(page)}` };
  const created = await page.request.post('/api/mock-test-trial/create', {
    headers,
    data: { kind: 'THPT', blueprint: 'full' },
  });
  expect(created.ok()).toBe(true);
  const { mockId } = ((await created.json()) as { data: { mockId: string } }).data;
  const finished = await page.request.post('/api/mock-test-trial/finish', {
    headers,
    data: { examId: mockId },
  });
  expect(finished.ok()).toBe(true);
  return mockId;
}

test('a free learner presses Score on a finished mock, reads why it cannot be scored, and stays signed in (Vietnamese, 360 px)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpAndLogIn(page, newAccount('Thu Dang'));
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await finishedThptMock(page);

  await page.goto('/platform/mock-test');
  const row = page.getByRole('article').filter({ hasText: 'Đã xong' }).first();
  await row.getByRole('button', { name: 'Chấm điểm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gửi bài thi thử đi chấm?' });
  // The dialog says why (free mode) and offers the shop, not a Score that would be refused.
  await expect(dialog.getByRole('alert')).toHaveText(
    'Chế độ miễn phí không chấm điểm bài thi thử. Hãy mua gói học hoặc bài thi thử để nhận điểm.',
  );
  await expect(dialog.getByRole('button', { name: 'Chấm điểm' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('score-refused-vi-360.png') });
  await dialog.getByRole('link', { name: 'Đến cửa hàng' }).click();
  await expect(page).toHaveURL(/\/platform\/mock-test\/marketplace$/);
  expect(await storedToken(page)).not.toBe('');

  // The server's own 403, when the page believed scoring was possible (its access data out of
  // date): the refusal is shown and the learner is still signed in.
  await page.route('**/user/access-control', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { roles: string[]; numberScoreMock: number } };
    body.data.roles = body.data.roles.filter((role) => role !== 'ROLE_FREE_MEMBER');
    body.data.numberScoreMock = 1;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/platform/mock-test');
  await page
    .getByRole('article')
    .filter({ hasText: 'Đã xong' })
    .first()
    .getByRole('button', { name: 'Chấm điểm' })
    .click();
  const stale = page.getByRole('dialog', { name: 'Gửi bài thi thử đi chấm?' });
  const refused = page.waitForResponse((response) =>
    response.url().endsWith('/marketplace/random-exam/score'),
  );
  await stale.getByRole('button', { name: 'Chấm điểm' }).click();
  expect((await refused).status()).toBe(403);
  await expect(stale.getByRole('alert')).toContainText('Chế độ miễn phí không chấm điểm bài thi thử.');
  await expect(page).toHaveURL(/\/platform\/mock-test$/);
  expect(await storedToken(page)).not.toBe('');
  await stale.getByRole('button', { name: 'Quay lại' }).click();
  await page.goto('/platform/user/home');
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await expect(page.getByRole('heading', { name: 'Quyền sử dụng của bạn' })).toBeVisible();
});
