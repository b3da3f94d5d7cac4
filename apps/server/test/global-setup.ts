import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { JobQueue } from '../src/jobs/queue.js';
import { databaseUrlFor } from './database-url.js';

export type DatabaseTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Migrates one template database per run (schema plus pg-boss's tables), so each test file
 * starts from a copy in a fraction of a second: a PGlite data-dir dump, or a PostgreSQL
 * database created `TEMPLATE` the migrated one when DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `prepwise_tpl_${process.pid}_${Date.now()}`;
    await runAdmin(url, `create database "${name}"`);
    await prepare(
      await openDatabase({ kind: 'postgres', connectionString: databaseUrlFor(url, name), poolSize: 2 }),
    );
    project.provide('databaseTemplate', { kind: 'postgres', url, name });
    return async () => {
      await dropTestDatabases(url, name);
    };
  }
  const client = new PGlite();
  await prepare(await openDatabase({ kind: 'pglite', client }), false);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpFile = join(mkdtempSync(join(tmpdir(), 'prepwise-template-')), 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', dumpFile });
  return undefined;
}

async function prepare(database: DatabaseHandle, close = true) {
  await migrateDatabase(database);
  const jobs = await JobQueue.start({ database, logger: pino({ level: 'silent' }), work: false });
  await jobs.stop();
  if (close) await database.close();
}

async function runAdmin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function dropTestDatabases(url: string, template: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const suffix = template.replace('prepwise_tpl_', '');
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or datname like $2`,
      [template, `prepwise_t_${suffix}_%`],
    );
    for (const row of rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
  } finally {
    await client.end();
  }
}
