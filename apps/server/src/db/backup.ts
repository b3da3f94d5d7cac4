import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import pg from 'pg';
import type { ObjectStorage } from '../storage/object-storage.js';

/**
 * Runs a PostgreSQL client program from PATH and resolves when it exits 0; rejects with its error
 * output otherwise, or with an install hint when it is not installed.
 */
function runClientProgram(program: string, args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      errors += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${program} was not found on PATH: install the PostgreSQL client (the server's version or newer)`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${program} exited with ${code}:\n${errors.trim()}`));
    });
  });
}

/**
 * Writes a whole-database backup (`pg_dump --format=custom`: schema, data and pg-boss's queue)
 * of the database at `databaseUrl` to `file`. The dump goes to `<file>.part` first, so a failed
 * backup never leaves a truncated file under the name asked for. Throws pg_dump's error.
 */
export async function backupDatabase(databaseUrl: string, file: string): Promise<void> {
  const partial = `${file}.part`;
  try {
    await runClientProgram('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${databaseUrl}`]);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/** The number of tables outside PostgreSQL's own schemas: 0 for a fresh database. */
async function countTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup made by {@link backupDatabase} into the database at `databaseUrl`, which must
 * be fresh (no tables): a restore never merges into or overwrites live data. All or nothing
 * (`--single-transaction`); objects are owned by the restoring role (`--no-owner
 * --no-privileges`), so a backup restores under another role name. Throws when the database is
 * not empty or pg_restore fails.
 */
export async function restoreDatabase(databaseUrl: string, file: string): Promise<void> {
  const tables = await countTables(databaseUrl);
  if (tables > 0)
    throw new Error(
      `the database of DATABASE_URL already has ${tables} table(s); restore into a fresh one ` +
        '(for example `createdb prepwise_restored`) and point DATABASE_URL at it',
    );
  await runClientProgram('pg_restore', [
    '--exit-on-error',
    '--single-transaction',
    '--no-owner',
    '--no-privileges',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}

/** The keys of every uploaded file the database knows (recordings, avatars, question images). */
async function storedFileKeys(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ key: string }>('select key from stored_files order by key');
    return rows.map((row) => row.key);
  } finally {
    await client.end();
  }
}

/**
 * A backup of the database and the files it points at, taken together into `folder`:
 * `database.dump` (as {@link backupDatabase}), then every stored file's object from the configured
 * storage (local or the S3 bucket) under `files/<key>`, and `manifest.json` (when, how many,
 * which objects were missing). Written to `<folder>.part` and renamed when whole. The dump comes
 * first: a file uploaded meanwhile is an extra object, never a row without its file.
 */
export async function backupSnapshot(
  databaseUrl: string,
  storage: ObjectStorage,
  folder: string,
  now = new Date(),
): Promise<{ files: number; missing: string[] }> {
  const partial = `${folder}.part`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    await backupDatabase(databaseUrl, join(partial, 'database.dump'));
    const missing: string[] = [];
    let files = 0;
    for (const key of await storedFileKeys(databaseUrl)) {
      const bytes = await storage.get(key);
      if (!bytes) {
        missing.push(key);
        continue;
      }
      const target = join(partial, 'files', ...key.split('/'));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, bytes);
      files += 1;
    }
    const manifest = { createdAt: now.toISOString(), storage: storage.driver, files, missing };
    await writeFile(join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, folder);
    return { files, missing };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Every file under `folder`, as storage keys (`/`-separated paths relative to it). */
async function keysUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Restores a {@link backupSnapshot}: the database into the fresh database of `databaseUrl` (as
 * {@link restoreDatabase}), then every file back into the configured storage.
 */
export async function restoreSnapshot(
  databaseUrl: string,
  storage: ObjectStorage,
  folder: string,
): Promise<{ files: number }> {
  await restoreDatabase(databaseUrl, join(folder, 'database.dump'));
  const keys = await keysUnder(join(folder, 'files'));
  for (const key of keys) await storage.put(key, await readFile(join(folder, 'files', ...key.split('/'))));
  return { files: keys.length };
}

const usage = `usage:
  npm run db:backup -- <file>                     pg_dump of DATABASE_URL's database (custom format)
  npm run db:restore -- <file>                    restore such a file into the fresh database of DATABASE_URL
  npm run db:backup -- --with-files <folder>      the dump and every uploaded file (local or S3), together
  npm run db:restore -- --with-files <folder>     restore both (the database must be fresh)`;

/**
 * `npm run db:backup` / `db:restore`: returns the exit code. Refuses on the embedded PGlite
 * database (no DATABASE_URL): that database is the folder `$DATA_DIR/pglite`, backed up by
 * copying `DATA_DIR` while the server is stopped.
 */
export async function runBackupCommand(
  argv: string[],
  environment: NodeJS.ProcessEnv,
  print: (line: string) => void,
  openStorage?: () => Promise<ObjectStorage>,
): Promise<number> {
  const withFiles = argv.includes('--with-files');
  const [command, file] = argv.filter((arg) => arg !== '--with-files');
  if ((command !== 'backup' && command !== 'restore') || !file) {
    print(usage);
    return 2;
  }
  const databaseUrl = environment.DATABASE_URL;
  if (!databaseUrl) {
    print(
      `db:${command} works on PostgreSQL (DATABASE_URL) only. Without it the database is the embedded ` +
        'PGlite in $DATA_DIR/pglite: stop the server and copy the whole DATA_DIR (with the local storage ' +
        'driver it holds the uploaded files too) to back it up; copy it back to restore.',
    );
    return 1;
  }
  const path = isAbsolute(file) ? file : resolve(environment.INIT_CWD ?? process.cwd(), file);
  try {
    if (withFiles) {
      if (!openStorage) throw new Error('--with-files needs the storage configuration');
      const storage = await openStorage();
      const done =
        command === 'backup'
          ? await backupSnapshot(databaseUrl, storage, path)
          : await restoreSnapshot(databaseUrl, storage, path);
      print(
        `${command === 'backup' ? 'backed up' : 'restored'} the database and ${done.files} file(s): ${path}`,
      );
      return 0;
    }
    if (command === 'backup') await backupDatabase(databaseUrl, path);
    else await restoreDatabase(databaseUrl, path);
  } catch (error) {
    print(`db:${command} failed: ${(error as Error).message}`);
    return 1;
  }
  print(command === 'backup' ? `backed up to ${path}` : `restored ${path}`);
  return 0;
}
