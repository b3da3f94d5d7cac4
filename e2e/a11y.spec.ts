import { expect, test, type Page } from '@playwright/test';
import {
  adminPages,
  learnerPages,
  signedOutPages,
  teacherPages,
  type AuditedPage,
} from './support/a11y-pages.js';
import {
  activate,
  demoAdmin,
  demoTeacher,
  logIn,
  newAccount,
  signUp,
  signUpAndLogIn,
} from './support/accounts.js';
import { callApi } from './support/api.js';
import { audit, report, type Finding } from './support/axe.js';

/**
 * Every learner and admin page, checked by axe-core (every rule it runs by default, see
 * support/axe.ts) for serious and critical findings. The whole journey runs twice against the
 * same server, a phone in the light scheme and then a laptop in the dark one: the second pass
 * meets the data the first left behind, and the laptop shows what a phone hides (the wordmark).
 * Each pass makes its own accounts and data through the API.
 */
const passes = [
  { name: 'phone, light', viewport: { width: 360, height: 740 }, colorScheme: 'light' },
  { name: 'laptop, dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' },
] as const;

/** Opens each page and audits it once `ready` shows. */
async function auditPages(page: Page, pages: AuditedPage[], findings: Map<string, Finding[]>): Promise<void> {
  for (const entry of pages) {
    await page.goto(entry.path);
    await expect(entry.ready(page).first()).toBeVisible();
    await audit(page, entry.name, findings);
  }
}

interface Started {
  examId: string;
  questionIds: number[];
}

for (const pass of passes) {
  test.describe(`accessibility, ${pass.name}`, () => {
    test.use({ viewport: pass.viewport, colorScheme: pass.colorScheme });

    test('no serious or critical finding on any learner page', async ({ page }) => {
      test.setTimeout(480_000);
      const findings = new Map<string, Finding[]>();
      await auditPages(page, signedOutPages, findings);
      // A private page visited signed out becomes the sign-in page (never a blank one).
      await page.goto('/platform/user/history');
      await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
      await audit(page, 'private page, signed out', findings);

      await signUpAndLogIn(page, newAccount('Thu Ha'));
      await expect(page.getByTestId('ai-credits')).toBeVisible();
      await audit(page, 'home', findings);
      await auditPages(page, learnerPages, findings);

      // A practice question, before and after its answer is checked.
      const session = await callApi<Started>(page, 'POST', '/api/start-exam', {
        examGroup: 'QUESTION_BANK',
        questionType: 'VOCAB_SYNONYM',
      });
      await page.goto(`/platform/exam/session/${session.examId}`);
      await expect(page.getByRole('button', { name: 'Check answer' })).toBeVisible();
      await audit(page, 'practice item', findings);
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Check answer' }).click();
      await expect(page.getByTestId('answer-result')).toBeVisible();
      await audit(page, 'practice item answered', findings);
      await callApi(page, 'POST', '/api/finish-exam', { examId: session.examId });
      await page.goto(`/platform/user/history/${session.examId}`);
      await expect(page.getByRole('heading', { name: 'Synonyms', level: 1 })).toBeVisible();
      await audit(page, 'history detail', findings);
      await page.goto('/platform/user/history');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await audit(page, 'history with a session', findings);

      // The shop with something in the cart, an order waiting for payment and its checkout.
      await callApi(page, 'POST', '/api/payment/cart/add', { packageId: 3 });
      await page.goto('/platform/mock-test/cart');
      await expect(page.getByTestId('cart-total')).toBeVisible();
      await audit(page, 'cart', findings);
      const order = await callApi<{ id: string; redirectUrl: string }>(
        page,
        'POST',
        '/api/payment/checkout',
        {},
      );
      await page.goto(order.redirectUrl);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, 'checkout', findings);
      await page.goto('/platform/user/payments');
      await expect(page.getByTestId('pending-order')).toBeVisible();
      await audit(page, 'payments with an order waiting', findings);

      // A THPT paper: the player with its palette, then its report once finished.
      const thpt = await callApi<{ mockId: string }>(page, 'POST', '/api/mock-test-trial/create', {
        kind: 'THPT',
      });
      await page.goto(`/platform/exam/mock/${thpt.mockId}`);
      await expect(page.getByRole('navigation', { name: 'Test navigation' })).toBeVisible();
      await audit(page, 'THPT mock player', findings);
      await callApi(page, 'POST', '/api/mock-test-trial/finish', { examId: thpt.mockId });
      await page.goto(`/platform/mock-test/result/${thpt.mockId}`);
      await expect(page.getByRole('heading', { name: 'Mock test report', level: 1 })).toBeVisible();
      await audit(page, 'mock report', findings);

      // A PTE mock: its first item, and the question a forward-only test asks before moving on.
      const pte = await callApi<{ mockId: string }>(page, 'POST', '/api/mock-test-trial/create', {
        kind: 'PTE',
        blueprint: 'short',
      });
      await page.goto(`/platform/exam/mock/${pte.mockId}`);
      await expect(page.getByTestId('mock-position')).toBeVisible();
      await audit(page, 'PTE mock player', findings);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('dialog', { name: 'Move on without an answer?' })).toBeVisible();
      await audit(page, 'PTE mock: move on without an answer', findings);

      expect(findings.size, report(findings)).toBe(0);
    });

    test('no serious or critical finding on any teacher page', async ({ page }) => {
      test.setTimeout(240_000);
      const findings = new Map<string, Finding[]>();
      await page.goto('/platform/auth/login');
      await logIn(page, demoTeacher.email, demoTeacher.password);
      await expect(page).toHaveURL(/\/platform\/user\/home$/);
      // The demo teacher's seeded class, its first assignment and its first learner.
      const [demoClass] = await callApi<{ id: string }[]>(page, 'GET', '/api/classes?page=0&size=10');
      const classId = demoClass?.id ?? '';
      const [assignment] = await callApi<{ id: string }[]>(
        page,
        'GET',
        `/api/classes/${classId}/assignments`,
      );
      const [learner] = await callApi<{ userId: string }[]>(page, 'GET', `/api/classes/${classId}/learners`);
      await auditPages(
        page,
        teacherPages({ classId, assignmentId: assignment?.id ?? '', learnerId: learner?.userId ?? '' }),
        findings,
      );
      await page.goto(`/platform/teacher/classes/${classId}`);
      await page.getByRole('button', { name: 'New assignment' }).click();
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      await audit(page, 'new assignment form', findings);
      expect(findings.size, report(findings)).toBe(0);
    });

    test('no serious or critical finding on any admin page', async ({ page }) => {
      test.setTimeout(480_000);
      const findings = new Map<string, Finding[]>();
      // An account of this pass's own, to be locked.
      const locked = newAccount('Khoa Le');
      await signUp(page, locked);
      await activate(page, locked);

      await page.goto('/platform/auth/login');
      await logIn(page, demoAdmin.email, demoAdmin.password);
      await expect(page).toHaveURL(/\/platform\/user\/home$/);
      await auditPages(page, adminPages, findings);

      await page.goto('/platform/admin/users');
      await page.getByRole('link', { name: 'Linh Nguyen' }).click();
      await expect(page.getByRole('heading', { name: 'Linh Nguyen', level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Credits' })).toBeVisible();
      await audit(page, 'admin user detail', findings);
      await page.getByRole('button', { name: 'Lock account' }).click();
      await expect(page.getByRole('dialog', { name: 'Lock this account?' })).toBeVisible();
      await audit(page, 'admin lock dialog', findings);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // A locked account's page, and the dialog that unlocks it.
      const users = await callApi<{ id: string }[] | { items: { id: string }[] }>(
        page,
        'GET',
        `/api/admin/users?q=${encodeURIComponent(locked.email)}`,
      );
      const lockedId = (Array.isArray(users) ? users : users.items)[0]?.id ?? '';
      await callApi(page, 'POST', `/api/admin/users/${lockedId}/actions`, { action: 'lock' });
      await page.goto(`/platform/admin/users/${lockedId}`);
      await expect(page.getByRole('button', { name: 'Unlock account' })).toBeVisible();
      await audit(page, 'admin locked user', findings);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page, 'admin action dialog', findings);

      const questions = await callApi<{ id: number }[]>(page, 'GET', '/api/admin/questions?size=10');
      await page.goto(`/platform/admin/questions/${questions[0]?.id ?? 1}`);
      await expect(page.getByLabel('Type')).toBeVisible();
      await audit(page, 'admin question form', findings);
      await page.goto('/platform/admin/questions/new');
      await page.getByLabel('Type').selectOption('READING_COMPREHEND');
      await expect(page.getByRole('group', { name: 'Question 9' })).toBeVisible();
      await audit(page, 'admin reading passage form', findings);
      await page.goto('/platform/admin/home');
      await page.getByRole('button', { name: 'New message' }).click();
      await expect(page.getByRole('region', { name: 'New message' })).toBeVisible();
      await audit(page, 'admin home message form', findings);
      expect(findings.size, report(findings)).toBe(0);
    });
  });
}
