import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { logIn } from '../support/accounts.js';
import { chromiumArgsWithMicrophone, chromiumPath } from '../support/chromium.js';
import { bankTotals, practiseFirstOf } from '../support/practice.js';
import { recordAndSubmit, scoreInPlayer, synthesiseSpeech } from '../support/speaking.js';

// The compose project's container names (`podman-compose -p prepwise`) and the database password
// of the stack's `.env`.
const project = process.env.STACK_PROJECT ?? 'prepwise';
const postgresPassword = process.env.POSTGRES_PASSWORD ?? '';
const engine = process.env.CONTAINER_ENGINE ?? 'podman';
const workers = [`${project}_worker_1`, `${project}_worker_2`];
const apis = [`${project}_api_1`, `${project}_api_2`];

const speechFile = synthesiseSpeech();
test.use({
  permissions: ['microphone'],
  launchOptions: { executablePath: chromiumPath, args: chromiumArgsWithMicrophone(speechFile) },
});

function logsOf(container: string): string {
  return execFileSync(engine, ['logs', container], {
    maxBuffer: 64 << 20,
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString();
}

/** Scoring jobs the queue has completed (pg-boss's table in the stack's PostgreSQL). */
function scoringJobsCompleted(): number {
  const query = "select count(*) from pgboss.job where name = 'scoring.answer' and state = 'completed'";
  const output = execFileSync(engine, [
    'exec',
    '-e',
    `PGPASSWORD=${postgresPassword}`,
    `${project}_postgres_1`,
    'psql',
    '-h',
    '127.0.0.1',
    '-U',
    'prepwise',
    '-d',
    'prepwise',
    '-Atc',
    query,
  ]);
  return Number(output.toString().trim());
}

test('containers: sign up, the mailed link (sent by a worker over SMTP), log in; a read-aloud answer scored by a worker container', async ({
  page,
}) => {
  const email = `stack.${Date.now()}@example.com`;
  const signup = await page.request.post('/auth/signup', {
    data: { email, password: 'Stack-pass-123', fullName: 'Stack Learner', langKey: 'en' },
  });
  expect(signup.status()).toBe(200);
  // The worker that sent the activation mail logs its link ("mail sent").
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const line = workers
          .flatMap((worker) => logsOf(worker).split('\n'))
          .find((entry) => entry.includes(email) && entry.includes('"msg":"mail sent"'));
        link = /"link":"([^"]+)"/.exec(line ?? '')?.[1];
        return Boolean(link);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const activation = new URL(link ?? '');
  await page.goto(activation.pathname + activation.search);
  await expect(page.getByText('Your account has been activated. Please sign in.')).toBeVisible();
  await page.goto('/platform/auth/login');
  await logIn(page, email, 'Stack-pass-123');
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await page.getByRole('button', { name: 'Let’s start' }).click();

  // A new learner has no AI scoring: the seeded demo learner (with credits) records the answer.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/platform/auth/login');
  await logIn(page, 'learner@prepwise.test', 'learner123');
  await expect(page).toHaveURL(/\/platform\/user\/home$/);
  await page.goto('/platform/exam');
  await expect(page.getByRole('heading', { name: 'Question bank' })).toBeVisible();
  expect((await bankTotals(page)).get('SPEAKING_READ_ALOUD')).toBeGreaterThan(0);
  const before = scoringJobsCompleted();
  await practiseFirstOf(page, 'Read aloud');
  await recordAndSubmit(page);
  await scoreInPlayer(page);
  // The API containers run with RUN_JOBS=false: the completed job was a worker container's.
  expect(scoringJobsCompleted() - before).toBe(1);
  for (const api of apis) {
    const env = execFileSync(engine, [
      'inspect',
      api,
      '--format',
      '{{range .Config.Env}}{{println .}}{{end}}',
    ]);
    expect(env.toString()).toContain('RUN_JOBS=false');
  }
});
