/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { logInAt } from './support/admin-console.js';
import { activate, demoAdmin, logIn, newAccount, signUp, type TestAccount } from './support/accounts.js';
import { callApi } from './support/api.js';
import { newcomerInVietnamese } from './support/newcomer.js';

const hour = 60 * 60;

// The clock moved for this journey goes back to the real time, so later journeys are not ahead.
test.afterEach(async ({ request }) => {
  const response = await request.post('/api/testing/clock', { data: { advanceSeconds: 0, reset: true } });
  expect(response.ok()).toBe(true);
});

/** The learner's words for the player, in the language the page is in. */
interface PlayerWords {
  start: string;
  check: string;
  nextQuestion: string;
  finish: string;
}

const english: PlayerWords = {
  start: 'Start',
  check: 'Check answer',
  nextQuestion: 'Next question',
  finish: 'Finish',
};
const vietnamese: PlayerWords = {
  start: 'Bắt đầu',
  check: 'Kiểm tra đáp án',
  nextQuestion: 'Câu tiếp theo',
  finish: 'Kết thúc',
};

/**
 * The learner opens their classes, starts the assignment, answers each question with its first
 * option in the practice player and finishes: the way a learner hands in.
 */
async function handIn(page: Page, title: string, questionCount: number, words: PlayerWords): Promise<void> {
  await page.goto('/platform/user/classes');
  await page.getByRole('article', { name: title }).first().getByRole('button', { name: words.start }).click();
  await expect(page).toHaveURL(/\/platform\/exam\/session\//);
  for (let index = 0; index < questionCount; index += 1) {
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: words.check }).click();
    const isLast = index === questionCount - 1;
    await page
      .getByTestId('answer-result')
      .getByRole('button', { name: isLast ? words.finish : words.nextQuestion })
      .click();
  }
  await expect(page).toHaveURL(/\/platform\/user\/history\//);
}

/**
 * A new account, signed in with "Remember me": its session outlives the day the journey moves the
 * server's clock on (a plain one lasts a day).
 */
async function rememberedNewcomer(page: Page, account: TestAccount): Promise<void> {
  await signUp(page, account);
  await activate(page, account);
  await page.goto('/platform/auth/login');
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await page.getByRole('button', { name: 'Let’s start' }).click();
}

/** A `datetime-local` value in the browser's own time zone, some hours from now. */
async function localTimeIn(page: Page, hours: number): Promise<string> {
  return page.evaluate(
    (ms) => {
      const date = new Date(Date.now() + ms);
      return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    },
    hours * hour * 1000,
  );
}

test('a new teacher runs a THPT class: work given, two learners hand in (one late), seen live, gradebook exported', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);

  // A new account, made a teacher by an admin in the console.
  const teacherAccount = newAccount('Cô Hạnh');
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await rememberedNewcomer(teacher, teacherAccount);

  await logInAt(page, demoAdmin);
  await page.goto('/platform/admin/users');
  await page.getByRole('searchbox', { name: 'Search by e-mail or name' }).fill(teacherAccount.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('list', { name: 'Users found' }).getByRole('link', { name: 'Cô Hạnh' }).click();
  const access = page.getByRole('region', { name: 'Access' });
  await access.getByRole('button', { name: 'Make teacher' }).click();
  await page
    .getByRole('dialog', { name: 'Make this account a teacher?' })
    .getByRole('button', { name: 'Make teacher' })
    .click();
  await expect(access).toContainText('Teacher: runs classes');

  // The teacher finds Teaching in the sidebar and creates a THPT class.
  await teacher.reload();
  await teacher
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Teaching' })
    .click();
  await expect(teacher.getByRole('heading', { name: 'My teaching classes', level: 1 })).toBeVisible();
  await expect(teacher.getByText('You have no class yet')).toBeVisible();
  await teacher.getByRole('button', { name: 'New class' }).first().click();
  await teacher.getByRole('textbox', { name: 'Class name' }).fill('12A1 Anh văn');
  await teacher.getByRole('button', { name: 'Create class' }).click();
  await expect(teacher.getByRole('heading', { name: '12A1 Anh văn', level: 1 })).toBeVisible();
  const classUrl = teacher.url();
  const classId = classUrl.split('/').at(-1) ?? '';

  // A practice set of two synonym questions, due tomorrow.
  await teacher.getByRole('button', { name: 'New assignment' }).click();
  await teacher.getByRole('textbox', { name: 'Title' }).fill('Synonyms, week 1');
  await teacher.getByRole('textbox', { name: 'Question type' }).click();
  await teacher.getByRole('option', { name: 'Synonyms', exact: true }).click();
  const questions = await callApi<{ id: number }[]>(
    teacher,
    'GET',
    '/api/teacher/questions?page=0&size=10&family=THPT&type=VOCAB_SYNONYM',
  );
  const questionIds = questions.slice(0, 2).map((question) => question.id);
  const picker = teacher.locator('fieldset');
  await expect(picker.getByRole('checkbox')).toHaveCount(questions.length);
  await picker.getByRole('checkbox').nth(0).check();
  await picker.getByRole('checkbox').nth(1).check();
  await expect(picker).toContainText('Questions chosen: 2');
  await teacher.getByLabel('Due date and time').fill(await localTimeIn(teacher, 24));
  await teacher.getByRole('button', { name: 'Give the assignment' }).click();
  const work = teacher.getByRole('article', { name: 'Synonyms, week 1' });
  await expect(work).toContainText('Handed in: 0 of 0');

  // The join code, large, with its link and QR code.
  await teacher.getByRole('tab', { name: 'Learners' }).click();
  await expect(teacher).toHaveURL(/\?tab=learners$/);
  const code = ((await teacher.getByTestId('join-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await expect(teacher.getByRole('img', { name: /QR code/ })).toBeVisible();
  const joinPath = `/platform/user/classes/join/${code}`;

  // Two learners join with the code: one on a phone in Vietnamese, one on a laptop in English.
  const phoneContext = await browser.newContext();
  const an = await phoneContext.newPage();
  await newcomerInVietnamese(an, 'Ngọc An');
  await an.goto(joinPath);
  await an.getByRole('button', { name: 'Vào lớp' }).click();
  await expect(an).toHaveURL(/\/platform\/user\/classes$/);
  const overflow = await an.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const laptopContext = await browser.newContext();
  const binh = await laptopContext.newPage();
  await rememberedNewcomer(binh, newAccount('Bình Trần'));
  await binh.goto(joinPath);
  await binh.getByRole('button', { name: 'Join the class' }).click();
  await expect(binh).toHaveURL(/\/platform\/user\/classes$/);

  // The teacher watches the submissions page: live, both learners not started.
  await teacher.getByRole('tab', { name: 'Work' }).click();
  await teacher.getByRole('link', { name: 'Synonyms, week 1' }).click();
  await expect(teacher.getByRole('heading', { name: 'Synonyms, week 1', level: 1 })).toBeVisible();
  await expect(teacher.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  const submissions = teacher.getByRole('table', { name: 'Submissions' });
  const anRow = submissions.getByRole('row', { name: /Ngọc An/ });
  const binhRow = submissions.getByRole('row', { name: /Bình Trần/ });
  await expect(anRow).toContainText('Not started');
  await expect(binhRow).toContainText('Not started');

  // An hands in on time; the page updates without a reload.
  await handIn(an, 'Synonyms, week 1', questionIds.length, vietnamese);
  await expect(anRow).toContainText('Handed in');
  // An's classes page: nothing left to do in the class; the handed-in work shows on asking.
  await an.goto('/platform/user/classes');
  await expect(an.getByRole('heading', { name: 'Hiện chưa có bài nào cần làm' })).toBeVisible();
  await expect(an.getByRole('article', { name: '12A1 Anh văn' })).not.toContainText('bài cần làm');
  await an.getByRole('button', { name: 'Hiện cả bài đã nộp và đã qua' }).click();
  await expect(
    an.getByRole('article', { name: 'Synonyms, week 1' }).first().getByTestId('assignment-status'),
  ).toHaveText('Đã nộp');

  // A day and more later, Bình hands in late.
  const moved = await page.request.post('/api/testing/clock', { data: { advanceSeconds: 26 * hour } });
  expect(moved.ok()).toBe(true);
  await handIn(binh, 'Synonyms, week 1', questionIds.length, english);
  await expect(binhRow).toContainText('Late');
  await binh.goto('/platform/user/classes');
  await binh.getByRole('button', { name: 'Show handed-in and past work' }).click();
  await expect(
    binh.getByRole('article', { name: 'Synonyms, week 1' }).first().getByTestId('assignment-status'),
  ).toHaveText('Handed in late');
  await expect(anRow).toContainText('Handed in');

  // The question analysis counts both learners' answers to each of the two questions.
  await teacher.reload();
  const analysis = teacher.getByRole('table', { name: 'Question analysis' });
  const analysed = analysis.locator('tbody tr');
  await expect(analysed).toHaveCount(2);
  for (const row of await analysed.all()) await expect(row.getByRole('cell').first()).toHaveText('2');

  // The gradebook has both; its XLSX export is a workbook with both learners.
  await teacher.goto(`${classUrl}?tab=gradebook`);
  const grid = teacher.getByRole('table', { name: 'Gradebook' });
  await expect(grid.getByRole('row', { name: /Ngọc An/ })).toContainText('Handed in');
  await expect(grid.getByRole('row', { name: /Bình Trần/ })).toContainText('Late');
  const [download] = await Promise.all([
    teacher.waitForEvent('download'),
    teacher.getByRole('button', { name: 'Export XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  expect(sheet).toBeDefined();
  const cells: string[] = [];
  sheet?.eachRow((row) => row.eachCell((cell) => cells.push(cell.text)));
  expect(cells).toContain('Ngọc An');
  expect(cells).toContain('Bình Trần');

  // The class page fits a 360 px phone.
  await teacher.setViewportSize({ width: 360, height: 740 });
  await teacher.goto(classUrl);
  await expect(teacher.getByRole('article', { name: 'Synonyms, week 1' })).toContainText('Handed in: 2 of 2');
  const classOverflow = await teacher.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(classOverflow).toBeLessThanOrEqual(0);
  expect(classId).toMatch(/^[0-9a-f-]{36}$/);

  await Promise.all([teacherContext.close(), phoneContext.close(), laptopContext.close()]);
});
