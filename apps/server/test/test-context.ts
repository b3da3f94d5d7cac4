import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { createDeps, closeDeps } from '../src/bootstrap.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import type { AppDeps } from '../src/deps.js';
import { databaseUrlFor } from './database-url.js';

export interface TestContext {
  app: FastifyInstance;
  deps: AppDeps;
  config: AppConfig;
  /** The URL of this file's own database on PostgreSQL (DATABASE_URL runs); undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Moves the app's clock (tokens, key expiry, quotas) without waiting. */
  setNow(date: Date): void;
  /** Runs every queued job now, in this process (through pg-boss). */
  drainJobs(): Promise<number>;
  /** The `.eml` files the outbox wrote, oldest first. */
  readOutbox(): string[];
  close(): Promise<void>;
}

/**
 * A whole app on its own fresh database (a copy of the migrated template) and its own data
 * folder. No test file sees another's rows.
 */
export async function createTestContext(
  overrides: Record<string, string> = {},
  options: {
    poolWorkerFile?: URL;
    logger?: FastifyBaseLogger;
    /** A second fresh database as the read replica (`deps.replica`): a stand-in, not replicated. */
    replica?: boolean;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-test-'));
  const { database, databaseUrl, dropDatabase } = await openTestDatabase();
  const replica = options.replica ? await openTestDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
  const { logger = pino({ level: 'silent' }), replica: _replica, ...rest } = options;
  const deps = await createDeps(config, {
    work: false,
    logger,
    database,
    ...(replica ? { replica: replica.database } : {}),
    ...rest,
  });
  let now: Date | undefined;
  deps.now = () => now ?? new Date();
  const app = await buildApp({ deps, serveWeb: false });
  await app.ready();
  return {
    app,
    deps,
    config,
    databaseUrl,
    setNow: (date) => {
      now = date;
    },
    drainJobs: () => deps.jobs.drain(),
    readOutbox: () => {
      const folder = join(dataDir, 'outbox');
      try {
        return readdirSync(folder)
          .sort()
          .map((file) => readFileSync(join(folder, file), 'utf8'));
      } catch {
        return [];
      }
    },
    close: async () => {
      await app.close();
      await closeDeps(deps);
      await dropDatabase();
      await replica?.dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  databaseUrl: string | undefined;
  dropDatabase: () => Promise<void>;
}> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const client = new PGlite({ loadDataDir: new Blob([readFileSync(template.dumpFile)]) });
    return {
      database: await openDatabase({ kind: 'pglite', client }),
      databaseUrl: undefined,
      dropDatabase: async () => {},
    };
  }
  const name = `${template.name.replace('prepwise_tpl_', 'prepwise_t_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template.name}"`);
  await admin.end();
  const databaseUrl = databaseUrlFor(template.url, name);
  const database = await openDatabase({ kind: 'postgres', connectionString: databaseUrl, poolSize: 5 });
  return {
    database,
    databaseUrl,
    dropDatabase: async () => {
      const client = new pg.Client({ connectionString: template.url });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** Pulls the first link with this path out of an e-mail (quoted-printable soft breaks removed). */
export function linkFrom(mail: string, path: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(text);
  if (!match) throw new Error(`no link to ${path} in mail`);
  return match[0];
}
