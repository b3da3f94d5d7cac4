import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.js';
import { buildQuestion, buildUser } from '../../test/factories.js';
import { databaseUrlFor } from '../../test/database-url.js';
import { backupDatabase, restoreDatabase, runBackupCommand } from './backup.js';

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
           where a.exam_id = $1`,
          [examId],
        );
        return result.rows;
      });
      expect(rows).toEqual([{ email: learner.email, response: { selected: ['A'] }, score: 1 }]);

      await expect(restoreDatabase(restoredUrl, file)).rejects.toThrow(/already has \d+ table\(s\)/);
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
