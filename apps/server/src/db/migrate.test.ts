import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlFor } from '../../test/database-url.js';
import { databaseOptionsFor, migrateDatabase, openDatabase } from './client.js';

const serverUrl = process.env.DATABASE_URL;
const journal = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

async function runAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// Several processes (API replicas and workers) start at once on one PostgreSQL database; each
// migrates at start. PGlite belongs to one process, so only PostgreSQL runs this.
describe.skipIf(!serverUrl)('migrations started by several processes at once (PostgreSQL)', () => {
  const name = `prepwise_t_migrate_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    await runAdmin(`create database "${name}"`);
  });

  afterAll(async () => {
    await runAdmin(`drop database if exists "${name}" with (force)`);
  });

  it('applies each migration once, and every process starts', async () => {
    const url = databaseUrlFor(serverUrl ?? '', name);
    const handles = await Promise.all(
      [1, 2, 3, 4].map(() => openDatabase({ kind: 'postgres', connectionString: url, poolSize: 2 })),
    );
    try {
      const results = await Promise.allSettled(handles.map((handle) => migrateDatabase(handle)));
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      const applied = await handles[0]?.executeSql('select hash from drizzle.__drizzle_migrations');
      expect(applied?.rows).toHaveLength(journal.entries.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});

describe('database settings from the configuration', () => {
  it('maps pool size, statement timeout and the direct URL for the lock; PGlite without DATABASE_URL', () => {
    expect(
      databaseOptionsFor({
        databaseUrl: 'postgres://app@pgbouncer:6432/prepwise',
        databaseDirectUrl: 'postgres://app@postgres:5432/prepwise',
        databasePoolSize: 25,
        databaseStatementTimeoutMs: 30_000,
        dataDir: '/data',
      }),
    ).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://app@pgbouncer:6432/prepwise',
      directConnectionString: 'postgres://app@postgres:5432/prepwise',
      poolSize: 25,
      statementTimeoutMs: 30_000,
    });
    expect(databaseOptionsFor({ databaseUrl: undefined, dataDir: '/data' })).toEqual({
      kind: 'pglite',
      dataDir: '/data/pglite',
    });
  });

  it.skipIf(!serverUrl)('stops a statement that runs past the configured timeout (PostgreSQL)', async () => {
    const handle = await openDatabase({
      kind: 'postgres',
      connectionString: serverUrl ?? '',
      poolSize: 1,
      statementTimeoutMs: 200,
    });
    try {
      await expect(handle.executeSql('select pg_sleep(2)', [])).rejects.toThrow(/statement timeout/);
      await expect(handle.executeSql('select 1 as one', [])).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await handle.close();
    }
  });
});
