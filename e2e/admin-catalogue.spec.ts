import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, logIn, newAccount, signUpAndLogIn } from './support/accounts.js';

/** Logs in from the login page and waits for the home page. */
async function logInAt(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/platform/auth/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
}

const packListPath = '/platform/mock-test/marketplace';

test('an admin creates a product and changes its price; a learner sees the new price and pays it at checkout', async ({
  page,
  browser,
}) => {
  // Two browsers and a payment: more than the default minute on a busy machine.
  test.slow();
  // A product of its own (the seed's prices stay as other journeys expect them).
  const name = `Weekend Mocks ${Date.now().toString(36).toUpperCase()}`;
  await logInAt(page, demoAdmin);
  await page.goto('/platform/admin/shop');
  await page.getByRole('tab', { name: 'Catalogue' }).click();
  await expect(page.getByRole('list', { name: 'Packages, products and combos' })).toBeVisible();

  await page.getByRole('button', { name: 'New package' }).click();
  const create = page.getByRole('dialog', { name: 'New package' });
  await create.getByRole('textbox', { name: 'Name' }).fill(name);
  await create
    .getByRole('textbox', { name: 'Description' })
    .fill('Two mock tests with scores for one weekend.');
  await create.getByRole('textbox', { name: 'Price (US$)' }).fill('12');
  await create.getByRole('textbox', { name: 'Mock tests', exact: true }).fill('2');
  await create.getByRole('textbox', { name: 'Mock test scores' }).fill('2');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByTestId('catalogue-package').filter({ hasText: name });
  await expect(card).toContainText('$12');
  await expect(card).toContainText('2 mock tests');

  // The price changes, from the keyboard: the old price is shown crossed out.
  await card.getByRole('button', { name: `Edit ${name}` }).press('Enter');
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByRole('textbox', { name: 'Price (US$)' }).fill('9.5');
  await edit.getByRole('textbox', { name: 'Old price, crossed out (US$)' }).fill('12');
  await edit.getByRole('button', { name: 'Save changes' }).press('Enter');
  await expect(edit).toBeHidden();
  await expect(card).toContainText('$9.50');

  // A learner sees the new price and the checkout total uses it.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signUpAndLogIn(learner, newAccount('Mai Pham'));
  await learner.goto(packListPath);
  const product = learner.getByRole('article', { name });
  await expect(product.getByTestId('pack-price')).toContainText('$9.50');
  await product.getByRole('button', { name: 'Add to cart' }).click();
  await expect(learner.getByTestId('cart-link')).toHaveText('Cart (1)');
  await learner.goto('/platform/mock-test/cart');
  await expect(learner.getByTestId('cart-total')).toHaveText('$9.50');
  await learner.getByRole('button', { name: 'Check out' }).click();
  await expect(learner.getByText(/Total: \$9\.50/)).toBeVisible();
  await learner.getByRole('link', { name: 'Continue to payment' }).click();
  await learner
    .getByRole('region', { name: 'Sandbox payment — no money is charged' })
    .getByRole('button', { name: 'Pay' })
    .click();
  await expect(learner.getByTestId('order-status')).toHaveText('Paid');

  // Taken off sale, it leaves the marketplace; the change is in the audit log.
  await card.getByRole('button', { name: `Take ${name} off sale` }).click();
  await expect(card).toContainText('Off sale');
  await learner.goto(packListPath);
  await expect(learner.getByRole('article', { name: 'AI Scoring #1' })).toBeVisible();
  await expect(learner.getByRole('article', { name })).toHaveCount(0);
  await learnerContext.close();

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  const entry = page.getByTestId('audit-entry').filter({ hasText: name });
  await expect(entry.filter({ hasText: 'Product changed' })).toHaveCount(1);
  await expect(entry.filter({ hasText: 'Product created' })).toHaveCount(1);
});
