/// <reference lib="dom" />
import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';

export interface Finding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * Every rule axe runs by default (none is turned off), and the experimental
 * `label-content-name-mismatch` on top: a control's name must contain the words it shows (WCAG
 * 2.5.3), which a speech user says to press it.
 */
const extraRules = { 'label-content-name-mismatch': { enabled: true } };

/** Runs axe-core in the page (evaluated, so the page's CSP does not apply); its serious and critical findings. */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async (rules) => {
    const result = await window.axe.run(document, { resultTypes: ['violations'], rules });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
  }, extraRules);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * Checks the page now on screen once it has settled (no loader, no animation running: a dialog
 * still fading in is measured at part opacity); findings are gathered so one run reports every page.
 */
export async function audit(page: Page, name: string, findings: Map<string, Finding[]>): Promise<void> {
  await test.step(`axe: ${name}`, async () => {
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
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

/** The findings as lines, for the failing assertion's message. */
export function report(findings: Map<string, Finding[]>): string {
  return [...findings]
    .map(([name, found]) =>
      [
        `${name}:`,
        ...found.map((item) => `  [${item.impact}] ${item.id}: ${item.help} -> ${item.targets.join(' | ')}`),
      ].join('\n'),
    )
    .join('\n');
}
