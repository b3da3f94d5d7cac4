import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { logInAt } from './support/admin-console.js';
import { demoAdmin, demoTeacher, newAccount, signUpAndLogIn } from './support/accounts.js';
import { chromiumArgsWithMicrophone, chromiumPath } from './support/chromium.js';
import { recordAndNext } from './support/mock.js';

// The learner reads aloud into Chromium's fake microphone, which plays this file.
const speechFile = join(mkdtempSync(join(tmpdir(), 'prepwise-teacher-pte-')), 'speech.wav');
execFileSync('espeak-ng', [
  '-w',
  speechFile,
  'Many students learn new words every day by reading short stories aloud.',
]);

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgsWithMicrophone(speechFile), '--autoplay-policy=no-user-gesture-required'],
  },
});

/** Moves past an item of a forward-only test, saying yes to moving on without an answer. */
async function skipItem(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('dialog', { name: 'Move on without an answer?' })
    .getByRole('button', { name: 'Move on' })
    .click();
}

test('a teacher assigns a PTE mock, changes the essay’s score with a comment, and the learner reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);

  // The demo teacher makes a PTE class; an admin gives it credits to score the mock.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await logInAt(teacher, demoTeacher);
  await teacher.goto('/platform/teacher');
  await teacher.getByRole('button', { name: 'New class' }).first().click();
  await teacher.getByRole('textbox', { name: 'Class name' }).fill('PTE evening group');
  // The segmented control's radios are drawn by their labels.
  await teacher.locator('label', { hasText: /^PTE$/ }).click();
  await expect(teacher.getByRole('radio', { name: 'PTE' })).toBeChecked();
  await teacher.getByRole('button', { name: 'Create class' }).click();
  await expect(teacher.getByRole('heading', { name: 'PTE evening group', level: 1 })).toBeVisible();
  const classUrl = teacher.url();
  const classId = classUrl.split('/').at(-1) ?? '';
  await logInAt(page, demoAdmin);
  await page.goto('/platform/admin');
  const credits = page.getByRole('region', { name: 'Class credits' });
  await credits.getByRole('textbox', { name: /Class ID/ }).fill(classUrl);
  await credits.getByRole('textbox', { name: 'AI scorings' }).fill('10');
  await credits.getByRole('textbox', { name: 'Scored mocks' }).fill('2');
  await credits.getByRole('button', { name: 'Grant to the class' }).click();
  await expect(credits).toContainText('PTE evening group now has 10 AI scorings and 2 scored mocks.');
  expect(classId).toMatch(/^[0-9a-f-]{36}$/);

  // A short PTE mock (speaking, an essay, reading, listening).
  await teacher.reload();
  await teacher.getByRole('button', { name: 'New assignment' }).click();
  await teacher.getByRole('textbox', { name: 'Title' }).fill('PTE quick mock 1');
  await teacher.locator('label', { hasText: /^Mock test$/ }).click();
  await teacher.getByRole('textbox', { name: 'PTE mock test' }).click();
  await teacher.getByRole('option', { name: 'Short test' }).click();
  await teacher.getByRole('button', { name: 'Give the assignment' }).click();
  await expect(teacher.getByRole('article', { name: 'PTE quick mock 1' })).toContainText(
    'Mock test: PTE Short test',
  );
  await teacher.getByRole('tab', { name: 'Learners' }).click();
  const code = ((await teacher.getByTestId('join-code').textContent()) ?? '').trim();

  // A learner joins and sits the mock: reads aloud and writes the essay.
  const learnerContext = await browser.newContext({ permissions: ['microphone'] });
  const learner = await learnerContext.newPage();
  await signUpAndLogIn(learner, newAccount('Mai Đỗ'));
  await learner.goto(`/platform/user/classes/join/${code}`);
  await learner.getByRole('button', { name: 'Join the class' }).click();
  await learner
    .getByRole('article', { name: 'PTE quick mock 1' })
    .getByRole('button', { name: 'Start' })
    .click();
  await expect(learner).toHaveURL(/\/platform\/exam\/mock\/[0-9a-f-]{36}$/);
  const mockId = learner.url().split('/').at(-1) ?? '';
  await expect(learner.getByRole('heading', { name: 'Speaking', level: 1 })).toBeVisible();
  await recordAndNext(learner);
  await expect(learner.getByRole('heading', { name: 'Essay', level: 1 })).toBeVisible();
  await learner
    .getByLabel('Your answer')
    .fill(
      'Many people believe that technology makes life easier. In my opinion, it brings both benefits and ' +
        'problems, because people can learn faster online but they also spend less time with their families. ' +
        'For example, students can watch lessons at home, yet they may feel lonely without their friends.',
    );
  await learner.getByRole('button', { name: 'Save answer' }).click();
  await expect(learner.getByText('Your answer is saved.', { exact: false })).toBeVisible();
  await learner.getByRole('button', { name: 'Next' }).click();
  await learner.getByRole('button', { name: 'Skip break' }).click();
  await expect(learner.getByRole('heading', { name: 'Reading', level: 1 })).toBeVisible();
  await skipItem(learner);
  await expect(learner.getByRole('heading', { name: 'Listening', level: 1 })).toBeVisible();
  await skipItem(learner);
  await learner.getByRole('button', { name: 'Finish test' }).click();
  await learner
    .getByRole('dialog', { name: 'Finish the test?' })
    .getByRole('button', { name: 'Finish test' })
    .click();
  await expect(learner.getByRole('heading', { name: 'Test finished' })).toBeVisible();

  // The teacher opens the essay once the AI has scored it, changes a trait and signs it.
  await teacher.getByRole('tab', { name: 'Work' }).click();
  await teacher.getByRole('link', { name: 'PTE quick mock 1' }).click();
  const essay = teacher.getByRole('link', { name: 'Mai Đỗ · Write essay' });
  await expect(essay).toBeVisible({ timeout: 90_000 });
  await essay.click();
  await expect(teacher.getByRole('heading', { name: 'Answer of Mai Đỗ', level: 1 })).toBeVisible();
  await expect(teacher.getByTestId('answer-text')).toContainText('technology makes life easier');
  await expect(teacher.getByRole('button', { name: 'Sign' })).toBeVisible({ timeout: 90_000 });
  const firstTrait = teacher.getByRole('textbox', { name: /\(0 to \d+\)/ }).first();
  const aiValue = Number(await firstTrait.inputValue());
  await firstTrait.fill(String(aiValue > 0 ? aiValue - 1 : 1));
  await teacher
    .getByRole('textbox', { name: 'Comment for the learner' })
    .fill('Good ideas; give one more example.');
  await teacher.getByRole('button', { name: 'Sign' }).click();
  await expect(teacher.getByText('Signed: the learner sees your score and comment.')).toBeVisible();
  await expect(teacher.getByTestId('teacher-review')).toContainText('Good ideas; give one more example.');

  // The recording is there for the teacher to play, with the AI's score once it is in.
  await teacher.getByRole('link', { name: 'Back to the assignment' }).click();
  const reading = teacher.getByRole('link', { name: 'Mai Đỗ · Read aloud' });
  await expect(reading).toBeVisible({ timeout: 150_000 });
  await reading.click();
  await expect(teacher.getByRole('heading', { name: 'Answer of Mai Đỗ', level: 1 })).toBeVisible();
  await expect(teacher.getByLabel("The learner's recording")).toHaveAttribute('src', /.+/);
  await expect(teacher.getByRole('button', { name: 'Sign' })).toBeVisible({ timeout: 90_000 });

  // The learner's report shows the teacher's review beside the AI's score.
  await learner.goto(`/platform/mock-test/result/${mockId}`);
  await expect(learner.getByRole('heading', { name: 'Mock test report', level: 1 })).toBeVisible();
  await expect(learner.getByTestId('teacher-review').first()).toContainText(
    'Good ideas; give one more example.',
  );

  await Promise.all([teacherContext.close(), learnerContext.close()]);
});
