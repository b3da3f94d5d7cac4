/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { demoAdmin, newAccount, signUpAndLogIn } from './support/accounts.js';
import { buyFullBank, logInAt } from './support/admin-console.js';
import { synthesiseSpeech } from './support/speaking.js';

const sentence = 'The museum opens its new garden to visitors next spring.';

test('an admin creates a dictation with its recording, activates it, and a learner practises it', async ({
  page,
  browser,
}) => {
  const audioFile = synthesiseSpeech(sentence);
  await logInAt(page, demoAdmin);
  await page.goto('/platform/admin');
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  await sections.getByRole('link', { name: 'Questions' }).click();
  await expect(page.getByRole('heading', { name: 'Question bank', level: 1 })).toBeVisible();
  await expect(page.getByTestId('admin-question').first()).toBeVisible();

  await page.getByRole('link', { name: 'New question' }).click();
  await expect(page.getByRole('heading', { name: 'New question', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Question' });
  await form.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Write from dictation' });
  // Created inactive, so learners get it only once it is activated from the list.
  await form.getByRole('checkbox', { name: 'Active (learners get it)' }).uncheck();
  await form.getByRole('textbox', { name: 'Topic' }).fill('Museum garden');

  await form.locator('input[type="file"]').setInputFiles(audioFile);
  await expect(form.getByText(/^Uploaded \(\d+\.\d s\)/)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Recording address' })).toHaveValue(
    /^\/files\/question-media\/[0-9a-f-]{36}\.wav$/,
  );
  await form.getByRole('textbox', { name: 'Text' }).fill(sentence);
  await form.getByRole('textbox', { name: 'Correct answer' }).fill(sentence);

  // The preview is the learners' own player: the listening countdown and the typed answer.
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('button', { name: 'Start now' })).toBeVisible();

  await form.getByRole('button', { name: 'Create question' }).click();
  await expect(page).toHaveURL(/\/platform\/admin\/questions\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: `Question ${id}`, level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'All questions' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(String(id));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByTestId('admin-question').filter({ hasText: `#${id}` });
  await expect(card).toContainText('Inactive');
  await expect(card).toContainText('Audio');
  await card.getByRole('button', { name: `Activate question ${id}` }).click();
  await expect(card).toContainText('Active');
  await expect(card.getByRole('button', { name: `Deactivate question ${id}` })).toBeVisible();

  await sections.getByRole('link', { name: 'Audit log' }).click();
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: 'Question activated' }).first(),
  ).toContainText(`#${id}`);

  // A learner with the full bank finds it in practice, hears the recording and is marked.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signUpAndLogIn(learner, newAccount('Thu Ha'));
  await buyFullBank(learner);
  await learner.goto('/platform/exam/DICTATION');
  await expect(learner.getByRole('heading', { name: 'Write from dictation', exact: true })).toBeVisible();
  await learner.getByRole('button', { name: `Practise question ${id}`, exact: true }).click();
  await expect(learner).toHaveURL(/\/platform\/exam\/session\//);
  const recording = learner.waitForResponse(
    (response) => response.url().includes('/files/question-media/') && response.status() < 300,
  );
  await learner.getByRole('button', { name: 'Start now' }).click();
  await recording;
  await learner.getByRole('textbox', { name: 'Type the sentence you heard' }).fill(sentence);
  await learner.getByRole('button', { name: 'Check answer' }).click();
  const result = learner.getByTestId('answer-result');
  await expect(result).toContainText(/Score: (\d+) \/ \1/);
  await learnerContext.close();
});

/** An original passage for the journey, and its nine questions: text, answers A-D, the right one. */
const passage =
  'The town library opened a repair café on Saturday mornings. Volunteers fix lamps, bicycles and clothes while visitors wait with tea. In its first year the café mended more than four hundred items, and the library says borrowing rose because people who came to fix something stayed to read.';
const passageQuestions = Array.from({ length: 9 }, (_, index) => ({
  text: `Question ${index + 1} about the repair café: which answer is marked ${'ABCD'[index % 4]}?`,
  answers: ['A', 'B', 'C', 'D'].map((letter) => `Option ${letter} of question ${index + 1}`),
  right: 'ABCD'[index % 4] ?? 'A',
}));

test('an admin writes a reading passage with its nine questions in the form, and a learner practises it', async ({
  page,
  browser,
}) => {
  await logInAt(page, demoAdmin);
  await page.goto('/platform/admin/questions/new');
  const form = page.getByRole('form', { name: 'Question' });
  await form.getByRole('combobox', { name: 'Type' }).selectOption('READING_COMPREHEND');
  await form.getByRole('textbox', { name: 'Topic' }).fill('Repair café');
  await form.getByRole('textbox', { name: 'Passage or transcript' }).fill(passage);
  for (const [index, question] of passageQuestions.entries()) {
    const group = form.getByRole('group', { name: `Question ${index + 1}` });
    await group.getByRole('textbox', { name: 'Question', exact: true }).fill(question.text);
    for (const [at, answer] of question.answers.entries())
      await group.getByRole('textbox', { name: `Answer ${'ABCD'[at]}` }).fill(answer);
    await group.getByRole('combobox', { name: 'Right answer' }).selectOption(question.right);
  }
  await form.getByRole('button', { name: 'Create question' }).click();
  await expect(page).toHaveURL(/\/platform\/admin\/questions\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // A learner with the full bank practises it: every right answer earns its mark.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signUpAndLogIn(learner, newAccount('Quang Minh'));
  await buyFullBank(learner);
  await learner.goto('/platform/exam/READING_COMPREHEND');
  await learner.getByRole('button', { name: `Practise question ${id}`, exact: true }).click();
  await expect(learner).toHaveURL(/\/platform\/exam\/session\//);
  await expect(learner.getByText('The town library opened a repair café')).toBeVisible();
  const groups = learner.getByRole('radiogroup');
  await expect(groups).toHaveCount(9);
  for (const [index, question] of passageQuestions.entries())
    await groups
      .nth(index)
      .getByRole('radio', { name: new RegExp(`Option ${question.right} of question ${index + 1}`) })
      .check();
  await learner.getByRole('button', { name: 'Check answer' }).click();
  await expect(learner.getByTestId('answer-result')).toContainText('Score: 9 / 9');
  await learnerContext.close();
});
