import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { journeyDefaults } from './support/journey-options.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// E2E_PORT lets two runs (say, two working copies) share a machine.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// The config is evaluated again in each worker; the environment carries the runner's fresh data folder to them.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'prepwise-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The second server's (the welcome-allowance journey's, see below): its own folder and port.
const welcomeDataDir =
  process.env.E2E_WELCOME_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'prepwise-e2e-welcome-'));
process.env.E2E_WELCOME_DATA_DIR = welcomeDataDir;
const welcomePort = port + 1;
process.env.E2E_WELCOME_URL = `http://127.0.0.1:${welcomePort}`;

// The third server's (the VNPay and MoMo journeys', e2e/payments-vn.spec.ts): VNPay and MoMo
// configured against the local stand-in of their sandboxes (`npm run payments:local`, the fourth
// process), signing with these test secrets as the real sandboxes would with the merchant's.
const paymentsDataDir =
  process.env.E2E_PAYMENTS_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'prepwise-e2e-payments-'));
process.env.E2E_PAYMENTS_DATA_DIR = paymentsDataDir;
const paymentsPort = port + 2;
const paymentsURL = `http://127.0.0.1:${paymentsPort}`;
process.env.E2E_PAYMENTS_URL = paymentsURL;
const standInPort = port + 3;
const standInURL = `http://127.0.0.1:${standInPort}`;
const providerSecrets = {
  VNPAY_TMN_CODE: 'PREPWISE',
  VNPAY_HASH_SECRET: 'e2e-vnpay-hash-secret',
  MOMO_PARTNER_CODE: 'MOMOPREPWISE',
  MOMO_ACCESS_KEY: 'e2e-momo-access-key',
  MOMO_SECRET_KEY: 'e2e-momo-secret-key',
};

const serverEnv: Record<string, string> = {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: baseURL,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  // POST /api/testing/clock: the review journey moves the server's clock a day on (never in production).
  TEST_CLOCK_CONTROL: 'true',
  // The journeys start new learners without AI scorings (they redeem TRY-AI-200 or meet the
  // paywall on purpose); the welcome allowance is covered by the server's auth tests.
  WELCOME_AI_SCORINGS: '0',
  // The journeys sign the demo accounts in dozens of times a minute, one after the other; the
  // per-account sign-in limit (10 a minute) is covered by the server's sign-in-budget test.
  LOGIN_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000',
};
if (process.env.DATABASE_URL) serverEnv.DATABASE_URL = process.env.DATABASE_URL;

/** Whole journeys in Debian's Chromium against the real server, started on a fresh data folder. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The cluster journeys start their own processes (e2e/cluster/playwright.config.ts runs them);
  // e2e/containers runs by hand against a compose stack.
  testIgnore: ['cluster/**', 'containers/**'],
  outputDir: 'artifacts',
  timeout: 60_000,
  ...journeyDefaults(baseURL),
  webServer: [
    {
      // The compiled server, as `npm start` runs it (test:e2e builds it first).
      command: 'node --enable-source-maps apps/server/dist/main.js',
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The same build as shipped, welcome allowance and all (WELCOME_AI_SCORINGS at its default),
      // on its own embedded database: e2e/welcome-allowance.spec.ts signs a learner up here.
      command: 'node --enable-source-maps apps/server/dist/main.js',
      cwd: repoRoot,
      url: `http://127.0.0.1:${welcomePort}/api/health`,
      env: {
        PORT: String(welcomePort),
        HOST: '127.0.0.1',
        DATA_DIR: welcomeDataDir,
        PUBLIC_URL: `http://127.0.0.1:${welcomePort}`,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The local stand-in of VNPay's and MoMo's sandboxes: pay pages, signed IPNs, refunds.
      command: 'node --import tsx scripts/payments-local.ts',
      cwd: repoRoot,
      port: standInPort,
      env: {
        ...providerSecrets,
        PAYMENTS_LOCAL_PORT: String(standInPort),
        // VNPay registers the merchant's IPN address; MoMo gets it with each payment.
        VNPAY_IPN_URL: `${paymentsURL}/api/payment/vnpay/ipn`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The shipped build with VNPay and MoMo pointed at the stand-in: its only difference from
      // the real sandboxes is these three addresses.
      command: 'node --enable-source-maps apps/server/dist/main.js',
      cwd: repoRoot,
      url: `${paymentsURL}/api/health`,
      env: {
        ...providerSecrets,
        VNPAY_URL: `${standInURL}/paymentv2/vpcpay.html`,
        VNPAY_API_URL: `${standInURL}/merchant_webapi/api/transaction`,
        MOMO_ENDPOINT: standInURL,
        PORT: String(paymentsPort),
        HOST: '127.0.0.1',
        DATA_DIR: paymentsDataDir,
        PUBLIC_URL: paymentsURL,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        WELCOME_AI_SCORINGS: '0',
        LOGIN_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
