import { expect, test } from '@playwright/test';
import { callApi } from './support/api.js';
import { buyInSandbox, newcomerInVietnamese, scoredMock } from './support/newcomer.js';

/**
 * Issue 36, points 4 and 5, as a newcomer meets them in Vietnamese on a phone: counts that agree
 * (the question bank's free part, home against the player, the THPT finish dialog against the
 * palette, the intro, the report's numbers, "Your access", the report's header) and a PTE report
 * that compares like with like.
 */
test('counts agree: the free part, home and the player, the THPT finish dialog, intro and report', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newcomerInVietnamese(page);

  // "Your access" does not call a gift "purchased".
  await expect(page.getByText(/lượt của riêng bạn \(đã mua, từ voucher hoặc được tặng\)/)).toBeVisible();

  // The question bank says how many a free learner may open, and that the rest is locked.
  const bank = await callApi<{ type: string; total: number; openTotal: number }[]>(
    page,
    'GET',
    '/api/question-bank',
  );
  const synonyms = bank.find((entry) => entry.type === 'VOCAB_SYNONYM');
  expect(synonyms && synonyms.openTotal < synonyms.total).toBe(true);
  await page.goto('/platform/exam');
  const card = page.getByTestId('bank-VOCAB_SYNONYM');
  await expect(card).toContainText(`${synonyms?.openTotal} câu miễn phí trên ${synonyms?.total}`);
  await expect(card.getByTestId('bank-locked')).toContainText(
    `Thêm ${(synonyms?.total ?? 0) - (synonyms?.openTotal ?? 0)} câu khi có toàn bộ ngân hàng câu hỏi`,
  );

  // The THPT intro counts the paper's 50 questions in its heading and in its table alike.
  await page.goto('/platform/mock-test/intro/2');
  await expect(page.getByRole('heading', { name: 'Các phần: 50 câu trong 60 phút' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('50');

  // The player, home and the finish dialog count the same questions.
  const { mockId } = await callApi<{ mockId: string }>(page, 'POST', '/api/mock-test-trial/create', {
    kind: 'THPT',
  });
  await page.goto(`/platform/exam/mock/${mockId}`);
  await expect(page.getByTestId('mock-position')).toContainText('/ 50');
  await page.getByRole('radio').first().check();
  await page
    .getByRole('navigation', { name: 'Điều hướng bài thi' })
    .getByRole('button', { name: 'Tiếp' })
    .click();
  const palette = page.getByText(/^Đã trả lời \d+\/50$/);
  await expect(palette).toBeVisible();
  const answered = Number(/(\d+)\/50/.exec((await palette.textContent()) ?? '')?.[1]);
  expect(answered).toBeGreaterThan(0);

  await page.goto('/platform/user/home');
  await expect(page.getByTestId('progress-resume')).toContainText(`Đã trả lời ${answered} trên 50`);

  await page.goto(`/platform/exam/mock/${mockId}`);
  await page.getByRole('button', { name: 'Kết thúc', exact: true }).click();
  const finish = page.getByRole('dialog', { name: 'Nộp bài?' });
  await expect(finish).toContainText(`Còn ${50 - answered} câu chưa có câu trả lời`);
  await finish.getByRole('button', { name: 'Nộp bài' }).click();
  await expect(finish).toHaveCount(0);

  // The report numbers its items as the test did (up to 50), and its header ends in a phrase.
  await page.goto(`/platform/mock-test/result/${mockId}`);
  await expect(page.getByRole('heading', { name: 'Báo cáo bài thi thử', level: 1 })).toBeVisible();
  await expect(page.getByText(/· đã làm xong, chưa chấm$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^(\d+–)?50\. / })).toHaveCount(1);
});

test('a PTE report compares PTE mocks only: no THPT mark in its 10-90 table', async ({ page }) => {
  test.setTimeout(180_000);
  await newcomerInVietnamese(page, 'Quang Huy');
  // Mock Test #2: two mocks with scoring, bought through the sandbox.
  await buyInSandbox(page, 6);
  const thpt = await scoredMock(page, { kind: 'THPT' });
  const pte = await scoredMock(page, { kind: 'PTE', blueprint: 'short' });

  await page.goto(`/platform/mock-test/result/${pte}`);
  const previous = page.getByRole('region', { name: 'So với các lần thi thử trước' });
  await expect(previous).toContainText('Đây là bài thi thử đầu tiên được chấm của bạn.');
  await expect(previous.getByRole('table')).toHaveCount(0);

  await page.goto(`/platform/mock-test/result/${thpt}`);
  await expect(page.getByRole('region', { name: 'So với các lần thi thử trước' })).toContainText(
    'Đây là bài thi thử đầu tiên được chấm của bạn.',
  );
});
