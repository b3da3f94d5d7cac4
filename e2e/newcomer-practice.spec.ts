import { expect, test } from '@playwright/test';
import { callApi } from './support/api.js';
import { chromiumArgs, chromiumPath } from './support/chromium.js';
import { newcomerInVietnamese } from './support/newcomer.js';

/**
 * Issue 36, points 6, 7 and 12 (the learner's part), in Vietnamese on a phone: vouchers that
 * apply when checked or warn, and say why they cannot be used; practice sessions and mocks; the
 * review queue's coming cards, the transcript's name and mock names in the learner's language.
 */
test('vouchers: applied on check, a warning before full price, why not with the holding order, sale prices', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newcomerInVietnamese(page, 'Bảo Trâm');

  // Every sale names the price it is reduced from (a combo: its members one by one).
  await page.goto('/platform/mock-test/marketplace');
  await expect(page.getByText(/^Giảm giá · trước đây 124/)).toBeVisible();

  // A code typed but not checked: checking out asks first, and says how to get the discount.
  await callApi(page, 'POST', '/api/payment/cart/add', { packageId: 3 });
  await page.goto('/platform/mock-test/cart');
  await page.getByLabel('Mã voucher').fill('welcome10');
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Voucher WELCOME10 chưa được áp dụng');
  await expect(page.getByRole('button', { name: 'Thanh toán với giá đầy đủ' })).toBeVisible();

  // "Check code" applies it at once; checking out then gets the discount.
  await page.getByRole('button', { name: 'Kiểm tra mã' }).click();
  await expect(page.getByRole('button', { name: 'Đã áp dụng' })).toBeDisabled();
  await expect(page.getByTestId('cart-total')).toContainText('22,50');
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page.locator('[data-payment-status="true"]')).toBeVisible();

  // The order waits for payment and holds the voucher: checking it again says so, with the way there.
  await callApi(page, 'POST', '/api/payment/cart/add', { packageId: 4 });
  await page.goto('/platform/mock-test/cart');
  await page.getByLabel('Mã voucher').fill('welcome10');
  await page.getByRole('button', { name: 'Kiểm tra mã' }).click();
  await expect(page.getByText(/Voucher này đang được giữ cho đơn hàng chờ thanh toán của bạn/)).toBeVisible();
  await page.getByRole('link', { name: 'Mở đơn hàng đang giữ voucher này' }).click();
  await expect(page).toHaveURL(/\/platform\/user\/payments#order-/);
  const held = page.getByTestId('pending-order');
  await expect(held).toContainText('WELCOME10');
  await expect(held).toBeFocused();
});

test('practice and mocks: no empty sessions in history, History scores as the player does, clear words', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await newcomerInVietnamese(page, 'Tuấn Kiệt');

  // A one-question "Practise" click left at once is no history.
  await page.goto('/platform/exam/VOCAB_SYNONYM');
  await page
    .getByRole('button', { name: /^Luyện câu \d+$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/platform\/exam\/session\//);
  await page.goto('/platform/user/history');
  await expect(page.getByText('Chưa có lịch sử')).toBeVisible();

  // An essay is submitted, not "checked"; THPT sentence items do not repeat their instruction.
  await callApi(page, 'GET', '/api/voucher/active/TRY-AI-200');
  const essay = await callApi<{ examId: string }>(page, 'POST', '/api/start-exam', {
    examGroup: 'QUESTION_BANK',
    questionType: 'WRITING_ESSAY',
  });
  await page.goto(`/platform/exam/session/${essay.examId}`);
  await page
    .getByRole('textbox')
    .first()
    .fill('Technology helps people learn faster, but it also distracts them.');
  await page.getByRole('button', { name: 'Nộp bài' }).click();
  await expect(page.getByTestId('answer-result')).toBeVisible();

  // In History the open session is scored with the same tap that finishes it.
  await page.goto(`/platform/user/history/${essay.examId}`);
  const scoring = page.getByTestId('score-with-ai');
  await expect(scoring).toContainText('Chấm điểm sẽ kết thúc buổi luyện tập này trước');
  await scoring.getByRole('button', { name: 'Chấm bằng AI' }).click();
  await expect(page.getByTestId('waiting-score').or(page.getByTestId('scored-answer').first())).toBeVisible({
    timeout: 60_000,
  });

  const combine = await callApi<{ examId: string }>(page, 'POST', '/api/start-exam', {
    examGroup: 'QUESTION_BANK',
    questionType: 'WRITING_COMBINE',
  });
  await page.goto(`/platform/exam/session/${combine.examId}`);
  await expect(page.getByTestId('task-instruction')).toBeVisible();
  await expect(page.getByText(/Choose the sentence that best combines/)).toHaveCount(0);

  // A forward-only mock asks before leaving a question without an answer.
  const { mockId } = await callApi<{ mockId: string }>(page, 'POST', '/api/mock-test-trial/create', {
    kind: 'PTE',
    blueprint: 'short',
  });
  await page.goto(`/platform/exam/mock/${mockId}`);
  await page
    .getByRole('navigation', { name: 'Điều hướng bài thi' })
    .getByRole('button', { name: 'Tiếp' })
    .click();
  const skip = page.getByRole('dialog', { name: 'Chuyển tiếp khi chưa trả lời?' });
  await expect(skip).toContainText('Bài thi này chỉ đi tiếp');
  await skip.getByRole('button', { name: 'Chuyển tiếp' }).click();
  await expect(page.getByTestId('mock-position')).toContainText('Câu 2');
});

// Not yet reproduced in this journey: the lecture played although Chromium was started with
// `--autoplay-policy=user-gesture-required` (Playwright's own launch flags seem to win), so the
// refusal the alert answers never came. The alert itself is covered by audio-once.test.tsx.
test.fixme('a lecture the browser will not start by itself says so while its clock runs', async ({
  playwright,
}) => {
  test.setTimeout(90_000);
  // Chromium as a phone's browser is by default: no sound before the learner has touched the page.
  const browser = await playwright.chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--autoplay-policy=user-gesture-required'],
  });
  const page = await browser.newPage({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}` });
  await newcomerInVietnamese(page, 'Hải Yến');
  const lecture = await callApi<{ examId: string }>(page, 'POST', '/api/start-exam', {
    examGroup: 'QUESTION_BANK',
    questionType: 'RETELL_LECTURE',
  });
  // Opened as after a reload: no tap on this page yet.
  await page.goto(`/platform/exam/session/${lecture.examId}`);
  const blocked = page.getByRole('alert').filter({ hasText: 'Trình duyệt không tự phát bản ghi' });
  await expect(blocked).toBeVisible({ timeout: 20_000 });
  await expect(blocked).toContainText('đồng hồ vẫn đang chạy');
  await blocked.getByRole('button', { name: 'Phát bản ghi' }).click();
  await expect(blocked).toHaveCount(0);
  await browser.close();
});

test('smaller things: the transcript named for what it is, coming review cards, mock names in Vietnamese', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newcomerInVietnamese(page, 'Minh Châu');

  // A wrong THPT answer today: the review page lists when its card comes.
  const session = await callApi<{ examId: string; questionIds: number[] }>(page, 'POST', '/api/start-exam', {
    examGroup: 'QUESTION_BANK',
    questionType: 'VOCAB_SYNONYM',
  });
  for (const letter of ['A', 'B', 'C', 'D']) {
    const marked = await callApi<{ score: number | null }>(page, 'POST', '/api/answers', {
      examId: session.examId,
      questionId: session.questionIds[0],
      response: { selected: [letter] },
    });
    if (marked.score === 0) break;
  }
  await page.goto('/platform/user/review');
  await expect(page.getByRole('heading', { name: 'Hôm nay không có thẻ nào cần ôn' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sắp tới' })).toContainText(/Ngày mai \(.+\): 1 thẻ/);

  // Under a listening answer, the transcript is the task's recording, not "what we heard".
  const listening = await callApi<{ examId: string }>(page, 'POST', '/api/start-exam', {
    examGroup: 'QUESTION_BANK',
    questionType: 'MCQ_L_SINGLE_ANSWER',
  });
  await page.goto(`/platform/exam/session/${listening.examId}`);
  const startNow = page.getByRole('button', { name: /Bắt đầu ngay/ });
  await expect(startNow.or(page.getByRole('radio').first())).toBeVisible();
  if (await startNow.isVisible()) await startNow.click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Kiểm tra đáp án' }).click();
  await expect(page.getByTestId('answer-result')).toContainText('Lời thoại của bản ghi trong đề:');

  // A generated mock's name in Vietnamese.
  await callApi(page, 'POST', '/api/mock-test-trial/create', { kind: 'PTE', blueprint: 'short' });
  await page.goto('/platform/mock-test');
  await expect(page.getByText(/^Đề thi thử PTE ngẫu nhiên, \d\d\/\d\d\/\d{4}$/)).toBeVisible();
});
