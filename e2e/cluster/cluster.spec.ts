import { expect, test } from '@playwright/test';
import {
  defaultPostgresUrl,
  isPostgresReachable,
  startCluster,
  type Cluster,
} from '../../scripts/cluster/cluster.js';
import { newAccount, signUpAndLogIn } from '../support/accounts.js';
import { chromiumArgsWithMicrophone, chromiumPath } from '../support/chromium.js';
import { bankTotals, openBankAsLearner, practiseFirstOf } from '../support/practice.js';
import { recordAndSubmit, scoreInPlayer, synthesiseSpeech } from '../support/speaking.js';

const postgresUrl = process.env.DATABASE_URL ?? defaultPostgresUrl;
const speechFile = synthesiseSpeech();

test.use({
  permissions: ['microphone'],
  launchOptions: { executablePath: chromiumPath, args: chromiumArgsWithMicrophone(speechFile) },
});
test.describe.configure({ mode: 'serial' });

let cluster: Cluster | undefined;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  const reachable = await isPostgresReachable(postgresUrl);
  // CI starts PostgreSQL; a machine without one skips, CI must not.
  if (!reachable && process.env.CI) throw new Error(`CI: no PostgreSQL at ${postgresUrl}`);
  test.skip(!reachable, `the cluster needs PostgreSQL; none answers at ${postgresUrl} (set DATABASE_URL)`);
  cluster = await startCluster({
    postgresUrl,
    port: Number(new URL(baseURL ?? '').port),
    dataDir: process.env.E2E_DATA_DIR,
  });
});

// A failure keeps every process's output with the test's artifacts (the cluster is gone afterwards).
test.afterEach(async ({ page }, testInfo) => {
  if (!cluster || testInfo.status === testInfo.expectedStatus) return;
  await testInfo.attach('page-url.txt', { body: page.url(), contentType: 'text/plain' });
  for (const child of [...cluster.apis, ...cluster.workers])
    await testInfo.attach(`${child.name}.log`, { body: child.output(), contentType: 'text/plain' });
});

test.afterAll(async () => {
  await cluster?.stop();
});

function jobsDone(output: string, job: string): number {
  return output
    .split('\n')
    .filter((line) => line.includes('"msg":"job done"') && line.includes(`"job":"${job}"`)).length;
}

test('through the proxy: a new learner signs up, activates by mail (sent by a worker) and logs in', async ({
  page,
}) => {
  await signUpAndLogIn(page, newAccount('Cluster Learner'));
  const running = cluster as Cluster;
  // Round robin: HAProxy sent the journey's requests to both API processes.
  const servers = await running.proxy.servers();
  expect(servers.size).toBe(2);
  for (const [server, stats] of servers) expect(stats.requests, server).toBeGreaterThan(0);
  const mails = running.workers.reduce((sum, worker) => sum + jobsDone(worker.output(), 'mail.send'), 0);
  expect(mails).toBeGreaterThan(0);
});

test('through the proxy: a speaking answer is recorded, uploaded and scored by a worker process', async ({
  page,
}) => {
  await openBankAsLearner(page);
  const totals = await bankTotals(page);
  expect(totals.get('SPEAKING_READ_ALOUD')).toBeGreaterThan(0);
  await practiseFirstOf(page, 'Read aloud');
  await recordAndSubmit(page);
  await scoreInPlayer(page);

  const running = cluster as Cluster;
  // The APIs run with RUN_JOBS=false: only a worker can have scored the answer, and one did.
  const scoredByWorkers = running.workers.map((worker) => jobsDone(worker.output(), 'scoring.answer'));
  expect(scoredByWorkers.reduce((sum, count) => sum + count, 0)).toBe(1);
  for (const api of running.apis) expect(api.output()).not.toContain('"msg":"job done"');
});
