/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpAndLogIn } from './support/accounts.js';

/**
 * Starts a practice session over a type with the page's own token and answers its first question
 * (a session without an answer is not listed in the history); it stays in progress.
 */
async function startSession(
  page: Page,
  questionType: string,
  response: Record<string, unknown>,
): Promise<void> {
  const token = await page.evaluate(
    () => localStorage.getItem('prepwise.token') ?? sessionStorage.getItem('prepwise.token') ?? '',
  );
  const headers = { Authorization: `Bearer ${token}` };
  const started = await page.request.post('/api/start-exam', {
    headers,
    data: { examGroup: 'QUESTION_BANK', questionType },
  });
  expect(started.ok()).toBe(true);
  const { examId, questionIds } = (
    (await started.json()) as { data: { examId: string; questionIds: number[] } }
  ).data;
  const answered = await page.request.post('/api/answers', {
    headers,
    data: { examId, questionId: questionIds[0], response },
  });
  expect(answered.ok()).toBe(true);
}

test('history on a phone in Vietnamese: finish and discard sessions in progress from the list, each confirmed', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpAndLogIn(page, newAccount('Mai Vo'));
  await startSession(page, 'VOCAB_SYNONYM', { selected: ['A'] });
  await startSession(page, 'WRITING_ESSAY', { text: 'A first draft of my essay.' });

  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
  // The choice is remembered once the Vietnamese texts are in (a lazy chunk): navigating away
  // before then would load the next page in English.
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.goto('/platform/user/history');
  await expect(page.getByRole('heading', { name: 'Lịch sử luyện tập', level: 1 })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: 'Đang làm' });
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole('button', { name: 'Kết thúc' })).toBeVisible();
  await expect(rows.first().getByRole('button', { name: 'Xóa' })).toBeVisible();
  // The buttons sit under the status: the row fits the phone without scrolling sideways.
  for (const name of ['Kết thúc', 'Xóa']) {
    const box = await rows.first().getByRole('button', { name }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  }
  await page.screenshot({ path: testInfo.outputPath('history-vi-360.png'), fullPage: true });

  await rows.first().getByRole('button', { name: 'Kết thúc' }).click();
  const finish = page.getByRole('dialog', { name: 'Kết thúc phiên này?' });
  await finish.getByRole('button', { name: 'Kết thúc phiên' }).click();
  await expect(finish).toBeHidden();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Đã xong' })).toHaveCount(1);

  await rows.first().getByRole('button', { name: 'Xóa' }).click();
  const discard = page.getByRole('dialog', { name: 'Xóa phiên này?' });
  await discard.getByRole('button', { name: 'Xóa phiên' }).click();
  await expect(discard).toBeHidden();
  await expect(rows).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Đã xong' })).toHaveCount(1);
  await expect(page).toHaveURL(/\/platform\/user\/history$/);
});
