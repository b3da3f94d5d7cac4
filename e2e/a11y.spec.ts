/// <reference lib="dom" />
import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, demoLearner, logIn } from './support/accounts.js';
import { practiseFirstOf } from './support/practice.js';

interface Finding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page (evaluated, so the page's CSP does not apply) and returns its serious and critical findings. */
async function seriousViolations(page: Page): Promise<Finding[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** Checks the page now on screen; findings are gathered so that one run reports every page. */
async function audit(page: Page, name: string, findings: Map<string, Finding[]>): Promise<void> {
  await test.step(`axe: ${name}`, async () => {
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
    // A dialog still fading in is measured at part opacity (axe then reports its text's contrast):
    // wait until every finite animation and transition on the page has ended.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    );
    const found = await seriousViolations(page);
    if (found.length > 0) findings.set(name, found);
  });
}

function report(findings: Map<string, Finding[]>): string {
  return [...findings]
    .map(([name, found]) =>
      [
        `${name}:`,
        ...found.map((item) => `  [${item.impact}] ${item.id}: ${item.help} -> ${item.targets.join(' | ')}`),
      ].join('\n'),
    )
    .join('\n');
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ viewport: { width: 360, height: 740 }, colorScheme });

    test('no serious or critical accessibility problems on the main pages of a phone', async ({ page }) => {
      const findings = new Map<string, Finding[]>();

      await page.goto('/platform/auth/reset/init');
      await expect(page.getByRole('heading').first()).toBeVisible();
      await audit(page, 'password reset', findings);

      await page.goto('/platform/auth/register');
      await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
      await audit(page, 'sign-up', findings);

      await page.goto('/platform/auth/login');
      await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
      await audit(page, 'login', findings);

      await logIn(page, demoLearner.email, demoLearner.password);
      await expect(page).toHaveURL(/\/platform\/user\/home$/);
      // The first-visit popup opens in the same render as the page's heading: wait for the page.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const welcome = page.getByRole('button', { name: 'Let’s start' });
      if (await welcome.isVisible()) await welcome.click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByTestId('ai-credits')).toBeVisible();
      await audit(page, 'home', findings);

      await page.goto('/platform/exam');
      await expect(page.getByRole('heading', { name: 'Question bank' })).toBeVisible();
      await audit(page, 'practice list', findings);

      await practiseFirstOf(page, 'Stress');
      await expect(page.getByRole('button', { name: 'Check answer' })).toBeVisible();
      await audit(page, 'practice item', findings);

      await page.goto('/platform/mock-test/marketplace');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, 'marketplace', findings);

      await page.goto('/platform/mock-test');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, 'mock-test list', findings);

      // The other pages a learner reaches from these, checked as they first show.
      for (const [name, path] of [
        ['history', '/platform/user/history'],
        ['bookmarks', '/platform/user/bookmarks'],
        ['payments', '/platform/user/payments'],
        ['activity', '/platform/user/activity'],
        ['mock intro', '/platform/mock-test/intro/1'],
        ['pack detail', '/platform/mock-test/pack/3'],
        ['cart', '/platform/mock-test/cart'],
        ['forbidden (the admin console)', '/platform/admin'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await audit(page, name, findings);
      }

      await page.goto('/platform/user/profile');
      await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
      await audit(page, 'profile', findings);

      expect(findings.size, report(findings)).toBe(0);
    });

    test('no serious or critical accessibility problems in the admin console on a phone', async ({
      page,
    }) => {
      const findings = new Map<string, Finding[]>();
      await page.goto('/platform/auth/login');
      await logIn(page, demoAdmin.email, demoAdmin.password);
      await expect(page).toHaveURL(/\/platform\/user\/home$/);
      for (const [name, path, heading] of [
        ['admin overview', '/platform/admin', 'Admin console'],
        ['admin users', '/platform/admin/users', 'Users'],
        ['admin audit log', '/platform/admin/audit', 'Audit log'],
        ['admin home messages', '/platform/admin/home', 'Home page messages'],
        ['admin question bank', '/platform/admin/questions', 'Question bank'],
        ['admin new question', '/platform/admin/questions/new', 'New question'],
        ['admin analytics', '/platform/admin/analytics', 'Analytics'],
        ['admin shop', '/platform/admin/shop', 'Shop'],
        ['admin mock tests', '/platform/admin/mocks', 'Mock tests'],
        ['admin phonetic generator', '/platform/admin/questions/phonetics', 'Generate phonetic items'],
        ['admin support inbox', '/platform/admin/support', 'Support inbox'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        await audit(page, name, findings);
      }
      await page.goto('/platform/admin/users');
      await page.getByRole('link', { name: 'Linh Nguyen' }).click();
      await expect(page.getByRole('heading', { name: 'Linh Nguyen', level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Credits' })).toBeVisible();
      await audit(page, 'admin user detail', findings);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page, 'admin action dialog', findings);
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
