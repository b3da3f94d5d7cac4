import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { supportMessagesPerMinute } from '@prepwise/contracts';
import { defaultPoolNiceness, defaultPoolThreads } from './pool/worker-pool.js';
import { momoConfigFrom, type MomoConfig } from './modules/marketplace/providers/momo.js';
import { vnpayConfigFrom, type VnpayConfig } from './modules/marketplace/providers/vnpay.js';

/** The repository root, so defaults do not depend on which folder npm ran the script from. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Words of example and placeholder secrets, which a real random secret does not contain. */
const placeholderWords = [
  'changeme',
  'change-me',
  'change_me',
  'replace',
  'placeholder',
  'example',
  'insecure',
  'xxxx',
];

/**
 * Why a secret looks chosen by a person rather than drawn at random, or undefined: too few
 * distinct characters (a random hex secret of 32 characters has about 16), a short unit repeated,
 * or a placeholder word. Only the entropy of random bytes makes signed tokens unguessable.
 */
function weakSecretProblem(secret: string): string | undefined {
  const advice = 'use a long random value, e.g. `openssl rand -base64 48`';
  if (new Set(secret).size < 10) return `has too few distinct characters: ${advice}`;
  for (let unit = 1; unit <= secret.length / 2; unit += 1)
    if (secret.slice(unit) === secret.slice(0, secret.length - unit))
      return `repeats a short sequence: ${advice}`;
  const lower = secret.toLowerCase();
  const word = placeholderWords.find((placeholder) => lower.includes(placeholder));
  if (word) return `looks like a placeholder ("${word}"): ${advice}`;
  return undefined;
}

/**
 * What is wrong with a PostgreSQL URL that parses as a URL, or undefined: node-postgres would
 * otherwise fail later, at the first query, with a message that does not name the variable.
 */
function databaseUrlProblem(text: string): string | undefined {
  const url = new URL(text);
  if (!url.hostname && !url.searchParams.get('host'))
    return 'names no host (postgres://user@host:5432/database)';
  if (url.port === '0') return 'has port 0';
  try {
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
    decodeURIComponent(url.pathname);
  } catch {
    return 'has a malformed %-escape in the user, password or database name';
  }
  return undefined;
}

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(false|\d{1,2}|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/,
      'TRUST_PROXY must be false, a number of proxy hops, or proxy addresses/CIDRs separated by commas',
    )
    .default('false'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
    .superRefine((url, context) => {
      const problem = databaseUrlProblem(url);
      if (problem) context.addIssue({ code: 'custom', message: `DATABASE_URL ${problem}` });
    })
    .optional(),
  // A direct (not pooled) connection for the migrations' session lock, when DATABASE_URL goes
  // through PgBouncer in transaction mode (where a session lock does not hold).
  DATABASE_DIRECT_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // A read replica of DATABASE_URL's database, for reads that may lag a few seconds (the admin
  // analytics); unset: every read goes to DATABASE_URL. See docs/capacity.md.
  DATABASE_REPLICA_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  // Score a mock's open answers as they are saved (bench:class compares with false).
  PRESCORE_MOCK_ANSWERS: booleanText.default(true),
  // The worker pool serves the most urgent waiting task first (bench:class compares with false:
  // first come, first served).
  POOL_PRIORITIES: booleanText.default(true),
  // Longest a statement may run, in ms (0: no limit). Not with PgBouncer unless it lets
  // `statement_timeout` through (ignore_startup_parameters); set it on the role there instead.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'REDIS_PREFIX: letters, digits and _ : . - only')
    .default('prepwise:'),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  PUBLIC_URL: z.url().optional(),
  APP_SECRET: z
    .string()
    .min(32, 'APP_SECRET must be at least 32 characters')
    .superRefine((secret, context) => {
      const problem = weakSecretProblem(secret);
      if (problem) context.addIssue({ code: 'custom', message: `APP_SECRET ${problem}` });
    })
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Prepwise <no-reply@prepwise.local>'),
  SEED_DEMO: booleanText.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // Per public address: a school's classes sign in from behind one NAT, so the budget is wide;
  // guessing is stopped per account (below) and by the lock after ACCOUNT_LOCK_FAILURES.
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  LOGIN_ACCOUNT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  SUPPORT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(supportMessagesPerMinute),
  SUPPORT_CONVERSATION_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  ACCOUNT_LOCK_FAILURES: z.coerce.number().int().positive().default(10),
  // AI scorings a newly activated learner gets to try the scorer (0: none).
  WELCOME_AI_SCORINGS: z.coerce.number().int().min(0).max(1000).default(5),
  DISCOURSE_SSO_SECRET: z.string().min(10).optional(),
  DISCOURSE_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  RUN_JOBS: booleanText.default(true),
  TEST_CLOCK_CONTROL: booleanText.default(false),
  WORKER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  POOL_TASK_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(defaultPoolNiceness),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  // VNPay (đồng): all four, else VNPay is not offered. Its IPN address is registered with VNPay.
  VNPAY_TMN_CODE: z.string().min(1).optional(),
  VNPAY_HASH_SECRET: z.string().min(1).optional(),
  VNPAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  VNPAY_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  // MoMo (đồng): all four, else MoMo is not offered.
  MOMO_PARTNER_CODE: z.string().min(1).optional(),
  MOMO_ACCESS_KEY: z.string().min(1).optional(),
  MOMO_SECRET_KEY: z.string().min(1).optional(),
  MOMO_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_TRANSCRIPTION_MODEL: z.string().min(1).default('whisper-1'),
  AI_CHAT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanText.optional(),
  TIME_ZONE: z
    .string()
    .default('Asia/Ho_Chi_Minh')
    .refine((zone) => isTimeZone(zone), 'TIME_ZONE must be an IANA time zone such as Asia/Ho_Chi_Minh'),
});

/** The variables STORAGE_DRIVER=s3 cannot do without. */
const s3Required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function storageProblems(environment: Record<string, string>): string[] {
  if (environment.STORAGE_DRIVER !== 's3') return [];
  return s3Required
    .filter((name) => !environment[name])
    .map((name) => `  ${name}: required when STORAGE_DRIVER=s3`);
}

export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

function storageConfigOf(env: z.infer<typeof environmentSchema>): StorageConfig {
  if (env.STORAGE_DRIVER === 'local' || !env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    return { driver: 'local' };
  return {
    driver: 's3',
    endpoint: env.S3_ENDPOINT?.replace(/\/$/, ''),
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  };
}

function parseTrustProxy(value: string): false | number | string[] {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value.split(',');
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Which proxies may set X-Forwarded-For/-Proto: none, a hop count, or their addresses. */
  trustProxy: false | number | string[];
  dataDir: string;
  databaseUrl: string | undefined;
  /** A direct connection for the migrations' lock (PgBouncer in transaction mode); DATABASE_URL otherwise. */
  databaseDirectUrl: string | undefined;
  /** A read replica for reads that may lag (admin analytics); undefined: the primary serves them. */
  databaseReplicaUrl: string | undefined;
  /** Connections per process to PostgreSQL. */
  databasePoolSize: number;
  /** Whether a mock's open answers are scored as they are saved (else all at Score). */
  prescoreMockAnswers: boolean;
  /** Whether the worker pool serves the most urgent waiting task first (else in arrival order). */
  poolPriorities: boolean;
  /** Longest a statement may run, in ms; 0 for no limit. */
  databaseStatementTimeoutMs: number;
  /** Shared state of several API processes (rate limits, cache news); in memory when absent. */
  redisUrl: string | undefined;
  /** Prefix of this deployment's Redis keys and channel (several deployments may share one Redis). */
  redisPrefix: string;
  /** When set, `GET /metrics` requires `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Where a worker (`npm run worker`) serves `GET /metrics`; no listener when absent. */
  workerMetricsPort: number | undefined;
  publicUrl: string;
  appSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  logLevel: string;
  webDist: string;
  loginRateLimitPerMinute: number;
  /** Sign-ins per minute for one e-mail address, whatever the network address. */
  loginAccountRateLimitPerMinute: number;
  /** Support messages (and conversations started) per minute and address (the chat benchmark raises it). */
  supportRateLimitPerMinute: number;
  /** New visitor support conversations one address may open an hour. */
  supportConversationRateLimitPerHour: number;
  accountLockFailures: number;
  /** AI scorings granted once to a newly activated learner. */
  welcomeAiScorings: number;
  discourse: { secret: string; url: string } | undefined;
  google: { clientId: string; jwksUrl: string; issuers: string[] } | undefined;
  runJobs: boolean;
  /**
   * Browser journeys only: `POST /api/testing/clock` moves the app's clock forward (a review card
   * coming due the next day). Refused with NODE_ENV=production.
   */
  testClockControl: boolean;
  /** Threads of the worker pool for CPU-heavy work (audio, scoring, PDFs); default: cores - 1, at least 1. */
  workerThreads: number;
  /** A pool task running (or waiting) longer than this is aborted and counts as failed. */
  poolTaskTimeoutMs: number;
  /** How much nicer than the API the pool's threads run (Linux; 0: the same priority). */
  poolNiceness: number;
  timeZone: string;
  /** Where uploads and reports are kept: `$DATA_DIR/files` (default) or an S3 bucket. */
  storage: StorageConfig;
  stripe: { secretKey: string; webhookSecret: string } | undefined;
  /** VNPay (VND orders) when all its variables are set, with our IPN and return addresses. */
  vnpay: (VnpayConfig & LocalProviderUrls) | undefined;
  /** MoMo (VND orders) when all its variables are set, with our IPN and return addresses. */
  momo: (MomoConfig & LocalProviderUrls) | undefined;
  /** An OpenAI-compatible provider that adds transcripts and written feedback; optional. */
  remoteAi: { baseUrl: string; apiKey: string; transcriptionModel: string; chatModel: string } | undefined;
}

/** Where a Vietnamese provider notifies us (IPN) and sends the learner back (never settles). */
export interface LocalProviderUrls {
  ipnUrl: string;
  /** The checkout result page; `?order=...&provider=...` is added per order. */
  returnUrl: string;
}

/** The IPN and return addresses of a provider under PUBLIC_URL. */
export function localProviderUrls(publicUrl: string, provider: 'vnpay' | 'momo'): LocalProviderUrls {
  return {
    ipnUrl: `${publicUrl}/api/payment/${provider}/ipn`,
    returnUrl: `${publicUrl}/platform/mock-test/checkout`,
  };
}

/** Every environment variable the server reads (the deployment files are checked against it). */
export const environmentVariableNames: readonly string[] = Object.keys(environmentSchema.shape);

/**
 * Reads the configuration from the environment only. Fails fast with one readable line per
 * problem. APP_SECRET, when absent, is generated once into `$DATA_DIR/secret.key`.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const given = stripEmpty(environment);
  const parsed = environmentSchema.safeParse(given);
  const lines = [
    ...(parsed.error?.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`) ?? []),
    ...storageProblems(given),
    ...(parsed.data?.TEST_CLOCK_CONTROL && parsed.data.NODE_ENV === 'production'
      ? ['  TEST_CLOCK_CONTROL: not allowed with NODE_ENV=production']
      : []),
    ...(parsed.data?.DATABASE_REPLICA_URL && !parsed.data.DATABASE_URL
      ? ['  DATABASE_REPLICA_URL: needs DATABASE_URL (the embedded database has no replica)']
      : []),
  ];
  if (!parsed.success || lines.length > 0) throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  const env = parsed.data;
  const baseDir = environment.INIT_CWD ?? process.cwd();
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(baseDir, env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const vnpay = vnpayConfigFrom(given);
  const momo = momoConfigFrom(given);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseDirectUrl: env.DATABASE_DIRECT_URL,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    prescoreMockAnswers: env.PRESCORE_MOCK_ANSWERS,
    poolPriorities: env.POOL_PRIORITIES,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    metricsToken: env.METRICS_TOKEN,
    workerMetricsPort: env.WORKER_METRICS_PORT,
    publicUrl,
    appSecret: env.APP_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    seedDemo: env.SEED_DEMO,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST ?? join(repoRoot, 'apps/web/dist/client'),
    loginRateLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
    loginAccountRateLimitPerMinute: env.LOGIN_ACCOUNT_RATE_LIMIT_PER_MINUTE,
    supportRateLimitPerMinute: env.SUPPORT_RATE_LIMIT_PER_MINUTE,
    supportConversationRateLimitPerHour: env.SUPPORT_CONVERSATION_RATE_LIMIT_PER_HOUR,
    accountLockFailures: env.ACCOUNT_LOCK_FAILURES,
    welcomeAiScorings: env.WELCOME_AI_SCORINGS,
    discourse:
      env.DISCOURSE_SSO_SECRET && env.DISCOURSE_URL
        ? { secret: env.DISCOURSE_SSO_SECRET, url: env.DISCOURSE_URL.replace(/\/$/, '') }
        : undefined,
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          jwksUrl: env.GOOGLE_JWKS_URL,
          issuers: env.GOOGLE_ISSUERS.split(',').map((issuer) => issuer.trim()),
        }
      : undefined,
    runJobs: env.RUN_JOBS,
    testClockControl: env.TEST_CLOCK_CONTROL,
    workerThreads: env.WORKER_THREADS ?? defaultPoolThreads(),
    poolTaskTimeoutMs: env.POOL_TASK_TIMEOUT_MS,
    poolNiceness: env.WORKER_NICE,
    timeZone: env.TIME_ZONE,
    storage: storageConfigOf(env),
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : undefined,
    vnpay: vnpay && { ...vnpay, ...localProviderUrls(publicUrl, 'vnpay') },
    momo: momo && { ...momo, ...localProviderUrls(publicUrl, 'momo') },
    remoteAi:
      env.AI_BASE_URL && env.AI_API_KEY
        ? {
            baseUrl: env.AI_BASE_URL.replace(/\/$/, '').replace(/\/v1$/, ''),
            apiKey: env.AI_API_KEY,
            transcriptionModel: env.AI_TRANSCRIPTION_MODEL,
            chatModel: env.AI_CHAT_MODEL,
          }
        : undefined,
  };
}

function stripEmpty(environment: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
