import { resolve } from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.js';

/**
 * The reporters of both journey configs: the list, plus a JSON report when CI asks for one
 * (`PLAYWRIGHT_JSON`) for its closing summary line. The path is resolved against the directory
 * the command runs in: Playwright would resolve a relative one against the config's folder, where
 * the summary does not look.
 */
export function journeyReporters(): PlaywrightTestConfig['reporter'] {
  const json = process.env.PLAYWRIGHT_JSON;
  return json ? [['list'], ['json', { outputFile: resolve(process.cwd(), json) }]] : [['list']];
}

/** What every journey shares: one worker in order, no retries, Debian's Chromium in English. */
export function journeyDefaults(baseURL: string) {
  return {
    workers: 1,
    fullyParallel: false,
    retries: 0,
    expect: { timeout: 10_000 },
    reporter: journeyReporters(),
    forbidOnly: Boolean(process.env.CI),
    use: {
      baseURL,
      screenshot: 'only-on-failure',
      trace: 'off',
      locale: 'en-GB',
      launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
    },
  } satisfies PlaywrightTestConfig;
}
