import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.js';

/**
 * Lighthouse (mobile defaults: Moto G-class CPU slowdown, slow 4G) on the login, home and a
 * practice page of a running server, signed in as the demo learner for the last two. Prints the
 * median performance and accessibility scores and timings of several runs per page.
 * Usage: npm run bench:lighthouse -- [--url http://127.0.0.1:3000] [--runs 3] [--page home] [--save dir]
 */
const args = new Map(process.argv.slice(2).map((arg, index, all) => [arg, all[index + 1]]));
const base = (args.get('--url') ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const runs = Number(args.get('--runs') ?? 3);
/** `--save <folder>`: also writes each run's full report (JSON) there, to read what holds a score down. */
const saveDir = args.get('--save');
const only = args.get('--page');
const pages = [
  { name: 'login', path: '/platform/auth/login', signedIn: false },
  { name: 'home', path: '/platform/user/home', signedIn: true },
  { name: 'practice (read aloud)', path: '/platform/exam/SPEAKING_READ_ALOUD', signedIn: true },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'learner@prepwise.test', password: 'learner123' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs],
});
const token = await signIn();
const results = [];
try {
  for (const target of pages.filter((page) => !only || page.name.startsWith(only))) {
    const scores = {
      performance: [] as number[],
      accessibility: [] as number[],
      fcp: [] as number[],
      lcp: [] as number[],
      tbt: [] as number[],
    };
    for (let run = 0; run < runs; run += 1) {
      // A fresh context per run: its own cold HTTP cache and storage.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      // A JSON route of the same origin: storage is set without loading (and caching) the app.
      await page.goto(`${base}/api/health`);
      await page.evaluate(
        (value, signedIn) => {
          localStorage.clear();
          sessionStorage.clear();
          localStorage.setItem('prepwise.lang', 'en');
          if (signedIn) localStorage.setItem('prepwise.token', value);
        },
        token,
        target.signedIn,
      );
      const result = await lighthouse(
        `${base}${target.path}`,
        { onlyCategories: ['performance', 'accessibility'], disableStorageReset: true, logLevel: 'error' },
        undefined,
        page,
      );
      await context.close();
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${target.path}`);
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(join(saveDir, `${target.name.split(' ')[0]}-${run + 1}.json`), JSON.stringify(lhr));
      }
      scores.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      scores.accessibility.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
      scores.fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? 0);
      scores.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      scores.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      const failing = Object.values(lhr.audits)
        .filter((audit) => lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id))
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => audit.id);
      if (failing.length > 0)
        console.log(`  ${target.name}: accessibility audits failing: ${failing.join(', ')}`);
    }
    const row = {
      page: target.name,
      performance: median(scores.performance),
      accessibility: median(scores.accessibility),
      fcpMs: Math.round(median(scores.fcp)),
      lcpMs: Math.round(median(scores.lcp)),
      tbtMs: Math.round(median(scores.tbt)),
      runs,
    };
    console.log(JSON.stringify(row));
    results.push(row);
  }
} finally {
  await browser.close();
}
console.table(results);
