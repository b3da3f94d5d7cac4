import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.js';
import { buildQuestion, buildUser } from '../../test/factories.js';
import { databaseUrlFor } from '../../test/database-url.js';
import { createLocalStorage } from '../storage/local-storage.js';
import {
  backupDatabase,
  backupSnapshot,
  restoreDatabase,
  restoreSnapshot,
  runBackupCommand,
} from './backup.js';

/** A WAVE file of `seconds` of silence (16 kHz, 16-bit mono): an upload the server accepts. */
function silentWav(seconds: number): Buffer {
  const samples = 16_000 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([header, Buffer.alloc(samples * 2)]);
}

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('db:backup and db:restore commands', () => {
  it('refuse the embedded PGlite database with what to do instead', async () => {
    const lines: string[] = [];
    const code = await runBackupCommand(['backup', 'x.dump'], { DATA_DIR: 'data' }, (line) =>
      lines.push(line),
    );
    expect(code).toBe(1);
    expect(lines.join('\n')).toMatch(/PostgreSQL \(DATABASE_URL\) only[\s\S]*copy the whole DATA_DIR/);
  });

  it('print their usage without a file', async () => {
    const lines: string[] = [];
    expect(await runBackupCommand(['backup'], {}, (line) => lines.push(line))).toBe(2);
    expect(lines.join('\n')).toContain('npm run db:restore -- <file>');
  });
});

/** Runs SQL on a database of the test server (the template's connection, another database). */
async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!onPostgres)(
  'backup and restore with pg_dump/pg_restore (PostgreSQL only: runs with DATABASE_URL; PGlite is backed up by copying DATA_DIR)',
  () => {
    let context: TestContext;
    let folder: string;
    let adminUrl: string;
    let restoredName: string;
    beforeAll(async () => {
      context = await createTestContext();
      folder = mkdtempSync(join(tmpdir(), 'prepwise-backup-'));
      const template = inject('databaseTemplate');
      if (template.kind !== 'postgres') throw new Error('expected the PostgreSQL template');
      adminUrl = template.url;
      restoredName = `${template.name.replace('prepwise_tpl_', 'prepwise_t_')}_restored_${randomBytes(4).toString('hex')}`;
    });
    afterAll(async () => {
      await context.close();
      rmSync(folder, { recursive: true, force: true });
      await withClient(adminUrl, (client) =>
        client.query(`drop database if exists "${restoredName}" with (force)`),
      );
    });

    it('restores into a fresh database a backup in which the learner and the answer are still there', async () => {
      const learner = await buildUser(context);
      const question = await buildQuestion(context);
      const started = await context.app.inject({
        method: 'POST',
        url: '/api/start-exam',
        headers: learner.auth,
        payload: { examGroup: 'QUESTION_BANK', questionIds: [question] },
      });
      const examId = started.json().data.examId as string;
      const answered = await context.app.inject({
        method: 'POST',
        url: '/api/answers',
        headers: learner.auth,
        payload: { examId, questionId: question, response: { selected: ['A'] } },
      });
      expect(answered.json().data).toMatchObject({ status: 'MARKED', score: 1 });

      const file = join(folder, 'prepwise.dump');
      await backupDatabase(context.databaseUrl ?? '', file);
      expect(statSync(file).size).toBeGreaterThan(0);
      expect(existsSync(`${file}.part`)).toBe(false);

      await withClient(adminUrl, (client) => client.query(`create database "${restoredName}"`));
      const restoredUrl = databaseUrlFor(adminUrl, restoredName);
      await restoreDatabase(restoredUrl, file);
      const rows = await withClient(restoredUrl, async (client) => {
        const result = await client.query<{ email: string; response: unknown; score: number }>(
          `select u.email, a.response, a.score from practice_answers a join users u on u.id = a.user_id
           where a.session_id = $1`,
          [examId],
        );
        return result.rows;
      });
      expect(rows).toEqual([{ email: learner.email, response: { selected: ['A'] }, score: 1 }]);

      await expect(restoreDatabase(restoredUrl, file)).rejects.toThrow(/already has \d+ table\(s\)/);
    });

    it('backs up the database and the uploaded files together, and restores both into a fresh place', async () => {
      const learner = await buildUser(context);
      const signed = await context.app.inject({
        method: 'POST',
        url: '/api/file/signed_url',
        headers: learner.auth,
        payload: { type: 'answer', contentType: 'audio/wav', filename: 'a.wav' },
      });
      const { signedUrl, key } = signed.json().data as { signedUrl: string; key: string };
      const wav = silentWav(1);
      const uploaded = await context.app.inject({
        method: 'PUT',
        url: signedUrl,
        headers: { 'content-type': 'audio/wav' },
        payload: wav,
      });
      expect(uploaded.statusCode).toBe(200);

      const snapshot = join(folder, 'snapshot');
      const taken = await backupSnapshot(context.databaseUrl ?? '', context.deps.storage, snapshot);
      expect(taken.files).toBeGreaterThanOrEqual(1);
      expect(existsSync(join(snapshot, 'database.dump'))).toBe(true);
      expect(existsSync(`${snapshot}.part`)).toBe(false);

      const snapshotDb = `${restoredName}_snap`;
      await withClient(adminUrl, (client) => client.query(`create database "${snapshotDb}"`));
      try {
        const restoredUrl = databaseUrlFor(adminUrl, snapshotDb);
        const storageDir = join(folder, 'restored-data');
        const storage = createLocalStorage({ dataDir: storageDir, secret: context.config.appSecret });
        const restored = await restoreSnapshot(restoredUrl, storage, snapshot);
        expect(restored.files).toBe(taken.files);
        expect(await storage.get(key)).toEqual(wav);
        const rows = await withClient(
          restoredUrl,
          async (client) =>
            (await client.query<{ key: string }>('select key from stored_files where key = $1', [key])).rows,
        );
        expect(rows).toEqual([{ key }]);
      } finally {
        await withClient(adminUrl, (client) =>
          client.query(`drop database if exists "${snapshotDb}" with (force)`),
        );
      }
    });

    it('keeps no partial file when pg_dump fails', async () => {
      const file = join(folder, 'broken.dump');
      await expect(
        backupDatabase(databaseUrlFor(adminUrl, 'prepwise_no_such_database'), file),
      ).rejects.toThrow(/pg_dump exited with 1/);
      expect(existsSync(file) || existsSync(`${file}.part`)).toBe(false);
    });
  },
);
