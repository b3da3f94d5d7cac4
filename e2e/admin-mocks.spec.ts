import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAdmin, logIn, newAccount, signUpAndLogIn } from './support/accounts.js';

/** Logs in from the login page and waits for the home page. */
async function logInAt(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/platform/auth/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
}

/** Creates an intro page from the console's dialog (a PTE quick mock) and returns its card. */
async function createIntroPage(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: 'New intro page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New intro page' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog
    .getByRole('textbox', { name: 'Overview', exact: true })
    .fill('A quick mock of {{questions}} questions, {{minutes}} minutes at most.');
  await dialog.getByRole('combobox', { name: 'Blueprint' }).selectOption('short');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('admin-intro-page').filter({ hasText: title });
  await expect(card).toContainText('Questions: 4');
  return card;
}

test('an admin renames one mock intro page and hides another; a learner sees the new title and not the hidden page', async ({
  page,
  browser,
}) => {
  // Two browsers and two forms: more than the default minute on a busy machine.
  test.slow();
  // Pages of its own: the seeded ones stay as the mock journeys expect them.
  const suffix = Date.now().toString(36).toUpperCase();
  const first = `Evening mock ${suffix}`;
  const renamed = `Evening mock renamed ${suffix}`;
  const renamedVi = `Đề thi thử buổi tối ${suffix}`;
  const hidden = `Weekend mock ${suffix}`;
  await logInAt(page, demoAdmin);
  await page.goto('/platform/admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Mock tests' })
    .click();
  await expect(page).toHaveURL(/\/platform\/admin\/mocks$/);
  await expect(page.getByRole('list', { name: 'Mock-test intro pages' })).toBeVisible();

  const firstCard = await createIntroPage(page, first);
  const hiddenCard = await createIntroPage(page, hidden);

  // The title changes, from the keyboard.
  await firstCard.getByRole('button', { name: `Edit ${first}` }).press('Enter');
  const edit = page.getByRole('dialog', { name: `Edit ${first}` });
  await edit.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
  // Its title for learners who read Vietnamese (the form shows Vietnamese first).
  await edit.getByRole('textbox', { name: 'Title in Tiếng Việt' }).fill(renamedVi);
  await edit.getByRole('button', { name: 'Save changes' }).press('Enter');
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('admin-intro-page').filter({ hasText: renamed })).toHaveCount(1);

  await hiddenCard.getByRole('button', { name: `Hide ${hidden} from learners` }).click();
  await expect(hiddenCard).toContainText('Hidden from learners');

  // The blueprint panel shows the stock of the bank (the demo bank fills the quick mock).
  await page.getByRole('tab', { name: 'Blueprints' }).click();
  const quick = page.getByRole('region', { name: 'PTE · Quick: one item per section' });
  await expect(quick).toContainText('The bank can fill this mock.');
  await expect(quick).toContainText(renamed);
  await expect(quick).toContainText(`${hidden} (hidden)`);

  // A learner sees the new title on the mock list and on its intro page, and not the hidden page.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signUpAndLogIn(learner, newAccount('Lan Vu'));
  await learner.goto('/platform/mock-test');
  const card = learner.getByRole('article', { name: renamed });
  await expect(card).toBeVisible();
  await expect(learner.getByRole('article', { name: 'PTE quick mock: one item per section' })).toBeVisible();
  await expect(learner.getByRole('article', { name: first })).toHaveCount(0);
  await expect(learner.getByRole('article', { name: hidden })).toHaveCount(0);
  await card.getByRole('link', { name: 'Details' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(learner.getByText('A quick mock of 4 questions, 120 minutes at most.')).toBeVisible();
  // In Vietnamese the title is the one written for it; the overview, not translated, stays.
  await learner.getByRole('button', { name: /Change language/ }).click();
  await learner.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: renamedVi })).toBeVisible();
  await expect(learner.getByText('A quick mock of 4 questions, 120 minutes at most.')).toBeVisible();
  await learnerContext.close();

  // Both changes are in the audit log.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(
    page
      .getByTestId('audit-entry')
      .filter({ hasText: renamed })
      .filter({ hasText: 'Mock intro page changed' }),
  ).toHaveCount(1);
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: hidden }).filter({ hasText: 'Mock intro page hidden' }),
  ).toHaveCount(1);
});

test('an admin changes a blueprint count and a learner’s new mock of that blueprint has it; reset brings the default back', async ({
  page,
  browser,
}) => {
  test.slow();
  await logInAt(page, demoAdmin);
  await page.goto('/platform/admin/mocks?tab=blueprints');
  const region = page.getByRole('region', { name: 'PTE · Speaking: one task of each type' });
  await expect(region).toContainText('5 questions in 35 minutes');
  const repeat = region.getByRole('textbox', { name: 'Items of Repeat sentence' });
  await repeat.fill('2');
  await expect(region).toContainText('6 questions in 35 minutes');
  await region
    .getByRole('button', { name: 'Save the counts of PTE · Speaking: one task of each type' })
    .click();
  await expect(region).toContainText(`Counts changed by ${demoAdmin.email}`);
  await expect(region.getByRole('textbox', { name: 'Items of Repeat sentence' })).toHaveValue('2');

  // A learner sees the new size on the mock list and the intro page, and the new mock has it.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signUpAndLogIn(learner, newAccount('Minh Tran'));
  await learner.goto('/platform/mock-test');
  const card = learner.getByRole('article', { name: 'PTE speaking mock: one task of each type' });
  await expect(card).toContainText('6 questions · 35 min');
  await card.getByRole('link', { name: 'Start' }).click();
  await expect(learner).toHaveURL(/\/platform\/mock-test\/intro\/\d+$/);
  await learner.getByRole('button', { name: 'Start the test' }).click();
  await expect(learner).toHaveURL(/\/platform\/exam\/mock\/[0-9a-f-]{36}$/);
  await expect(learner.getByTestId('mock-position')).toHaveText('Question 1 of 6');
  await learnerContext.close();

  // Reset, after the dialog: the platform's counts again, for the journeys after this one too.
  await region
    .getByRole('button', { name: "Reset PTE · Speaking: one task of each type to the platform's counts" })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reset PTE · Speaking: one task of each type?' });
  await dialog.getByRole('button', { name: 'Reset to default' }).click();
  await expect(dialog).toBeHidden();
  await expect(region).toContainText('5 questions in 35 minutes');
  await expect(region).toContainText("The platform's counts.");

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(
    page
      .getByTestId('audit-entry')
      .filter({ hasText: 'Mock blueprint counts changed' })
      .filter({ hasText: 'PTE speaking' }),
  ).toHaveCount(1);
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: 'Mock blueprint reset to default' }),
  ).toHaveCount(1);
});
