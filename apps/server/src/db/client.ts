import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. Repositories take this first. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

/** Raw SQL access, the shape pg-boss asks for (`executeSql`). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface DatabaseHandle extends SqlExecutor {
  kind: DatabaseKind;
  db: Database;
  /** The connection string for processes that open their own pool (PostgreSQL only). */
  connectionString: string | undefined;
  /** Where the migrations' session lock is taken: a direct connection when one is configured. */
  lockConnectionString?: string | undefined;
  version(): Promise<string>;
  close(): Promise<void>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | {
      kind: 'postgres';
      connectionString: string;
      poolSize?: number;
      /** A direct connection for the migrations' session lock (PgBouncer in transaction mode). */
      directConnectionString?: string;
      /** Longest a statement may run, in ms (0 or absent: no limit). */
      statementTimeoutMs?: number;
    }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite };

/** Opens PGlite (embedded, persisted under a folder) or PostgreSQL (a pool), behind one handle. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options);
  let client: PGlite;
  if ('client' in options) {
    client = options.client;
  } else {
    mkdirSync(dirname(options.dataDir), { recursive: true });
    client = new PGlite(options.dataDir);
  }
  await client.waitReady;
  return wrapPglite(client);
}

function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    connectionString: undefined,
    async executeSql(text, values) {
      // PGlite's `query` takes one statement; multi-statement text without parameters goes to `exec`.
      if (values && values.length > 0)
        return { rows: (await client.query(text, values)).rows as Record<string, unknown>[] };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    async version() {
      const result = await client.query<{ server_version: string }>('show server_version');
      return result.rows[0]?.server_version ?? 'unknown';
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>): DatabaseHandle {
  const { connectionString } = options;
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // An idle client that loses its connection (server restart, dropped database) emits 'error' on
  // the pool; without a listener Node treats it as an uncaught exception. The pool discards that
  // client and the next query opens a fresh one, so there is nothing else to do here.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    connectionString,
    lockConnectionString: options.directConnectionString ?? connectionString,
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      return { rows: result.rows as Record<string, unknown>[] };
    },
    async version() {
      const result = await pool.query<{ server_version: string }>('show server_version');
      return result.rows[0]?.server_version ?? 'unknown';
    },
    async close() {
      // Idempotent, as PGlite's: a handle closed early (a replica taken down in a test) is closed
      // again by closeDeps, and pg's pool refuses a second end().
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Applies the migrations in `db/migrations` (idempotent; the same files on both engines). On
 * PostgreSQL several processes may start at once (API replicas, workers): drizzle's migrator alone
 * would let each of them read "nothing applied yet" and run the same migrations, so the run holds
 * an advisory lock and the others wait, then find everything applied.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
    return;
  }
  await withAdvisoryLock(handle, migrationLockKey, () =>
    migratePostgres(handle.db as unknown as Parameters<typeof migratePostgres>[0], { migrationsFolder }),
  );
}

/** The advisory-lock key of the migrations (any constant; one per kind of start-up work). */
const migrationLockKey = 4_815_162_342;

/**
 * Runs `work` while holding a PostgreSQL session advisory lock, taken on a connection of its own so
 * the work can use the pool freely. The lock ends with that connection, even if the process dies.
 */
async function withAdvisoryLock<T>(handle: DatabaseHandle, key: number, work: () => Promise<T>): Promise<T> {
  // A session lock needs a real session: the direct connection when DATABASE_URL is pooled.
  const client = new pg.Client({ connectionString: handle.lockConnectionString ?? handle.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await client.end();
  }
}

/** Options for the configured database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export function databaseOptionsFor(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  databaseDirectUrl?: string | undefined;
  databasePoolSize?: number;
  databaseStatementTimeoutMs?: number;
}): DatabaseOptions {
  return config.databaseUrl
    ? {
        kind: 'postgres',
        connectionString: config.databaseUrl,
        ...(config.databaseDirectUrl ? { directConnectionString: config.databaseDirectUrl } : {}),
        ...(config.databasePoolSize ? { poolSize: config.databasePoolSize } : {}),
        ...(config.databaseStatementTimeoutMs
          ? { statementTimeoutMs: config.databaseStatementTimeoutMs }
          : {}),
      }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') };
}

/** Options for the read replica (DATABASE_REPLICA_URL), or undefined when none is configured. */
export function replicaOptionsFor(config: {
  databaseReplicaUrl: string | undefined;
  databasePoolSize?: number;
  databaseStatementTimeoutMs?: number;
}): DatabaseOptions | undefined {
  if (!config.databaseReplicaUrl) return undefined;
  return {
    kind: 'postgres',
    connectionString: config.databaseReplicaUrl,
    ...(config.databasePoolSize ? { poolSize: config.databasePoolSize } : {}),
    ...(config.databaseStatementTimeoutMs ? { statementTimeoutMs: config.databaseStatementTimeoutMs } : {}),
  };
}
