import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlFor } from '../../test/database-url.js';
import { migrateDatabase, openDatabase } from './client.js';

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
